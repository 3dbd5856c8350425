"""The pincode look-up (/api/v1/pincodes, anyone: the checkout and the product page ask it as a
pincode is typed) and the signed-in shopper's address book (/api/v1/account/addresses)."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Path, Response, status

from khadi.accounts.deps import CurrentUser
from khadi.addresses import book, errors
from khadi.addresses.directory import look_up
from khadi.addresses.form import PINCODE, clean_address
from khadi.addresses.schemas import PlaceOut, SavedAddressIn, SavedAddressOut
from khadi.db import DbSession

router = APIRouter(prefix="/api/v1/pincodes", tags=["addresses"])
book_router = APIRouter(
    prefix="/api/v1/account/addresses",
    tags=["addresses"],
    responses={401: {"description": "Please log in"}},
)
_UNKNOWN: dict[int | str, dict[str, Any]] = {
    422: {"description": "unknown_pincode: India Post has no such pincode; or a bad format"}
}


@router.get("/{pincode}", response_model=PlaceOut, responses=_UNKNOWN,
            summary="City, district and state of a pincode (India Post)")  # fmt: skip
def get_place(pincode: str = Path(max_length=20)) -> PlaceOut:
    if not PINCODE.fullmatch(pincode):
        raise errors.InvalidAddress(
            errors.PINCODE_INVALID, fields={"pincode": errors.PINCODE_INVALID}
        )
    place = look_up(pincode)
    if place is None:
        raise errors.UnknownPincode(
            errors.PINCODE_UNKNOWN, fields={"pincode": errors.PINCODE_UNKNOWN}
        )
    return PlaceOut(
        pincode=place.pincode, city=place.city, district=place.district, state=place.state,
        state_code=place.state_code, localities=list(place.localities),
    )  # fmt: skip


@book_router.get("", response_model=list[SavedAddressOut], summary="The caller's addresses")
def list_addresses(user: CurrentUser, db: DbSession) -> list[SavedAddressOut]:
    return book.list_addresses(db, user.id)


@book_router.post("", response_model=SavedAddressOut, status_code=status.HTTP_201_CREATED,
                  summary="Keep an address (the first is the default)")  # fmt: skip
def add_address(body: SavedAddressIn, user: CurrentUser, db: DbSession) -> SavedAddressOut:
    return book.add_address(db, user.id, clean_address(body), make_default=body.is_default)


@book_router.put("/{address_id}", response_model=SavedAddressOut,
                 responses={404: {"description": "Not the caller's address"}})  # fmt: skip
def edit_address(
    address_id: str, body: SavedAddressIn, user: CurrentUser, db: DbSession
) -> SavedAddressOut:
    return book.edit_address(
        db, user.id, address_id, clean_address(body), make_default=body.is_default
    )


@book_router.post("/{address_id}/default", response_model=SavedAddressOut,
                  responses={404: {"description": "Not the caller's address"}})  # fmt: skip
def make_default(address_id: str, user: CurrentUser, db: DbSession) -> SavedAddressOut:
    return book.set_default(db, user.id, address_id)


@book_router.delete("/{address_id}", status_code=status.HTTP_204_NO_CONTENT,
                    responses={404: {"description": "Not the caller's address"}})  # fmt: skip
def delete_address(address_id: str, user: CurrentUser, db: DbSession) -> Response:
    book.delete_address(db, user.id, address_id)
    return Response(status_code=status.HTTP_204_NO_CONTENT)
