"""A signed-in shopper's address book (issue 30): add, edit, delete, a default; every read and
write names the caller, so one shopper never sees or touches another's rows (a foreign id is
'not found'). The first address is the default; deleting the default makes the newest other
one the default; moving the default is one UPDATE over the user's rows."""

from __future__ import annotations

from sqlalchemy import case, delete, func, select, update
from sqlalchemy.orm import Session

from khadi.addresses import errors
from khadi.addresses.form import Address
from khadi.addresses.models import SavedAddress
from khadi.addresses.schemas import SavedAddressOut
from khadi.kit.time import utcnow

MAX_ADDRESSES = 20


def address_out(row: SavedAddress) -> SavedAddressOut:
    return SavedAddressOut(
        id=row.id, name=row.name, house=row.house, address=row.address, locality=row.locality,
        city=row.city, district=row.district, state=row.state, pincode=row.pincode,
        mobile=row.mobile, is_default=row.is_default,
    )  # fmt: skip


def list_addresses(session: Session, user_id: str) -> list[SavedAddressOut]:
    rows = session.scalars(
        select(SavedAddress)
        .where(SavedAddress.user_id == user_id)
        .order_by(SavedAddress.is_default.desc(), SavedAddress.created_at.desc(), SavedAddress.id)
    )
    return [address_out(row) for row in rows]


def _own(session: Session, user_id: str, address_id: str) -> SavedAddress:
    row = session.scalar(
        select(SavedAddress).where(SavedAddress.id == address_id, SavedAddress.user_id == user_id)
    )
    if row is None:
        raise errors.AddressNotFound(errors.ADDRESS_NOT_FOUND)
    return row


def _make_default(session: Session, user_id: str, address_id: str) -> None:
    session.execute(
        update(SavedAddress)
        .where(SavedAddress.user_id == user_id)
        .values(is_default=case((SavedAddress.id == address_id, True), else_=False))
    )


def _fill(row: SavedAddress, address: Address) -> None:
    row.name, row.house, row.address = address.name, address.house, address.address
    row.locality, row.city, row.district = address.locality, address.city, address.district
    row.state, row.pincode, row.mobile = address.state, address.pincode, address.mobile
    row.updated_at = utcnow()


def add_address(
    session: Session, user_id: str, address: Address, *, make_default: bool = False
) -> SavedAddressOut:
    count = session.scalar(
        select(func.count()).select_from(SavedAddress).where(SavedAddress.user_id == user_id)
    )
    if (count or 0) >= MAX_ADDRESSES:
        raise errors.TooManyAddresses(errors.TOO_MANY_ADDRESSES)
    row = SavedAddress(user_id=user_id, is_default=False)
    _fill(row, address)
    session.add(row)
    session.flush()
    if make_default or not count:
        _make_default(session, user_id, row.id)
    session.commit()
    session.refresh(row)
    return address_out(row)


def edit_address(
    session: Session, user_id: str, address_id: str, address: Address, *, make_default: bool
) -> SavedAddressOut:
    row = _own(session, user_id, address_id)
    _fill(row, address)
    session.flush()
    if make_default:
        _make_default(session, user_id, row.id)
    session.commit()
    session.refresh(row)
    return address_out(row)


def set_default(session: Session, user_id: str, address_id: str) -> SavedAddressOut:
    row = _own(session, user_id, address_id)
    _make_default(session, user_id, row.id)
    session.commit()
    session.refresh(row)
    return address_out(row)


def delete_address(session: Session, user_id: str, address_id: str) -> None:
    row = _own(session, user_id, address_id)
    was_default = row.is_default
    session.execute(
        delete(SavedAddress).where(SavedAddress.id == address_id, SavedAddress.user_id == user_id)
    )
    if was_default:
        newest = session.scalar(
            select(SavedAddress.id)
            .where(SavedAddress.user_id == user_id)
            .order_by(SavedAddress.created_at.desc(), SavedAddress.id)
            .limit(1)
        )
        if newest is not None:
            _make_default(session, user_id, newest)
    session.commit()
