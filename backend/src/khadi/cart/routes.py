"""Cart and wishlist API: signed-in users only (a guest gets 401). Every change commits, then
the service tells the user's other tabs through the event bus (`cart` / `wishlist` on
`user:{id}`)."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Query

from khadi.accounts.deps import CurrentUser
from khadi.cart import pricing, service, wishlist
from khadi.cart.deps import Rules
from khadi.cart.schemas import (
    CartChangeOut,
    CartLineIn,
    CartLineKey,
    CartOut,
    WishlistOut,
    WishlistToggleIn,
    WishlistToggleOut,
)
from khadi.db import DbSession
from khadi.events import Events
from khadi.media.deps import Media

router = APIRouter(prefix="/api/v1", responses={401: {"description": "Please log in"}})

_REFUSALS: dict[int | str, dict[str, Any]] = {
    404: {"description": "Invalid product ID, or the line is not in the cart"},
    409: {"description": "Out of stock, not enough left, coming soon, or no longer available"},
    422: {"description": "Missing id, size, type or quantity outside its rules"},
}


@router.get("/cart", response_model=CartOut, tags=["cart"])
def get_cart(user: CurrentUser, db: DbSession, store: Media, rules: Rules) -> CartOut:
    return pricing.get_cart(db, store, user.id, rules)


@router.post("/cart/lines", response_model=CartChangeOut, responses=_REFUSALS, tags=["cart"])
def add_line(
    body: CartLineIn,
    user: CurrentUser,
    db: DbSession,
    store: Media,
    rules: Rules,
    events: Events,
    idempotency_key: Annotated[
        str | None,
        Header(
            alias="Idempotency-Key",
            pattern=r"^[A-Za-z0-9_-]{8,128}$",
            description="8–128 of A-Z a-z 0-9 _ -, new per Add to Cart click: a repeat within "
            "10 minutes (a double click, a resent request) adds nothing and answers the cart",
        ),
    ] = None,
) -> CartChangeOut:
    """Add a line, or add to the identical line (product, size, type)."""
    return service.add_line(db, store, user.id, body, rules, events=events, attempt=idempotency_key)


@router.post(
    "/cart/lines/increment", response_model=CartChangeOut, responses=_REFUSALS, tags=["cart"]
)
def increment_line(
    body: CartLineKey, user: CurrentUser, db: DbSession, store: Media, rules: Rules, events: Events
) -> CartChangeOut:
    """One more unit, or 0.25 m more of a fabric."""
    return service.increment_line(db, store, user.id, body, rules, events=events)


@router.post(
    "/cart/lines/decrement", response_model=CartChangeOut, responses=_REFUSALS, tags=["cart"]
)
def decrement_line(
    body: CartLineKey, user: CurrentUser, db: DbSession, store: Media, rules: Rules, events: Events
) -> CartChangeOut:
    """One unit (or 0.25 m) less; below 1 unit (or 1 m) the line is removed."""
    return service.decrement_line(db, store, user.id, body, rules, events=events)


@router.delete(
    "/cart/lines",
    response_model=CartChangeOut,
    responses={422: {"description": "No product id"}},
    tags=["cart"],
)
def remove_line(
    user: CurrentUser,
    db: DbSession,
    store: Media,
    rules: Rules,
    events: Events,
    body: Annotated[CartLineKey | None, Body()] = None,
    product_id: Annotated[str | None, Query(alias="productId", max_length=1000)] = None,
    size: Annotated[str | None, Query(max_length=1000)] = None,
    type: Annotated[str | None, Query(max_length=1000)] = None,
) -> CartChangeOut:
    """Remove a line named in the JSON body or in the query (productId, size, type). Removing a
    line that is not there is not an error."""
    key = body or CartLineKey(product_id=product_id, size=size, type=type)
    return service.remove_line(db, store, user.id, key, rules, events=events)[0]


@router.get("/wishlist", response_model=WishlistOut, tags=["wishlist"])
def get_wishlist(user: CurrentUser, db: DbSession, store: Media) -> WishlistOut:
    return wishlist.get_wishlist(db, store, user.id)


@router.post(
    "/wishlist/toggle",
    response_model=WishlistToggleOut,
    tags=["wishlist"],
    responses={404: {"description": "Invalid product ID"}, 422: {"description": "No id"}},
)
def toggle_wishlist(
    body: WishlistToggleIn, user: CurrentUser, db: DbSession, events: Events
) -> WishlistToggleOut:
    return wishlist.toggle(db, user.id, body.product_id, events=events)


@router.delete("/wishlist/{product_id}", response_model=WishlistOut, tags=["wishlist"])
def remove_from_wishlist(
    product_id: str, user: CurrentUser, db: DbSession, store: Media, events: Events
) -> WishlistOut:
    return wishlist.remove(db, store, user.id, product_id, events=events)
