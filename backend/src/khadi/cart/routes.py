"""Cart and wishlist API: signed-in users only (a guest gets 401). Every change commits, then
tells the user's other tabs through the event bus (`cart` / `wishlist` on `user:{id}`)."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Query, Request

from khadi.accounts.deps import CurrentUser
from khadi.cart import pricing, service, wishlist
from khadi.cart.rules import CartRules
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
from khadi.events import publish_user_event
from khadi.media.storage import MediaStore

router = APIRouter(prefix="/api/v1", responses={401: {"description": "Please log in"}})

_REFUSALS: dict[int | str, dict[str, Any]] = {
    404: {"description": "Invalid product ID, or the line is not in the cart"},
    409: {"description": "Out of stock, coming soon, or no longer available"},
    422: {"description": "Missing id, size, type or quantity outside its rules"},
}


def _rules(request: Request) -> CartRules:
    return CartRules.from_settings(request.app.state.settings)


def _store(request: Request) -> MediaStore:
    store: MediaStore = request.app.state.media
    return store


def _cart_changed(request: Request, user_id: str, cart: CartOut) -> None:
    publish_user_event(request, user_id, "cart", {"cartTotalItems": cart.cart_total_items})


@router.get("/cart", response_model=CartOut, tags=["cart"])
def get_cart(request: Request, user: CurrentUser, db: DbSession) -> CartOut:
    return pricing.get_cart(db, _store(request), user.id, _rules(request))


@router.post("/cart/lines", response_model=CartChangeOut, responses=_REFUSALS, tags=["cart"])
def add_line(body: CartLineIn, request: Request, user: CurrentUser, db: DbSession) -> CartChangeOut:
    """Add a line, or add to the identical line (product, size, type)."""
    cart = service.add_line(db, _store(request), user.id, body, _rules(request))
    _cart_changed(request, user.id, cart)
    return cart


@router.post(
    "/cart/lines/increment", response_model=CartChangeOut, responses=_REFUSALS, tags=["cart"]
)
def increment_line(
    body: CartLineKey, request: Request, user: CurrentUser, db: DbSession
) -> CartChangeOut:
    """One more unit, or 0.25 m more of a fabric."""
    cart = service.increment_line(db, _store(request), user.id, body, _rules(request))
    _cart_changed(request, user.id, cart)
    return cart


@router.post(
    "/cart/lines/decrement", response_model=CartChangeOut, responses=_REFUSALS, tags=["cart"]
)
def decrement_line(
    body: CartLineKey, request: Request, user: CurrentUser, db: DbSession
) -> CartChangeOut:
    """One unit (or 0.25 m) less; below 1 unit (or 1 m) the line is removed."""
    cart = service.decrement_line(db, _store(request), user.id, body, _rules(request))
    _cart_changed(request, user.id, cart)
    return cart


@router.delete(
    "/cart/lines",
    response_model=CartChangeOut,
    responses={422: {"description": "No product id"}},
    tags=["cart"],
)
def remove_line(
    request: Request,
    user: CurrentUser,
    db: DbSession,
    body: Annotated[CartLineKey | None, Body()] = None,
    product_id: Annotated[str | None, Query(alias="productId", max_length=1000)] = None,
    size: Annotated[str | None, Query(max_length=1000)] = None,
    type: Annotated[str | None, Query(max_length=1000)] = None,
) -> CartChangeOut:
    """Remove a line named in the JSON body or in the query (productId, size, type). Removing a
    line that is not there is not an error."""
    key = body or CartLineKey(product_id=product_id, size=size, type=type)
    cart, removed = service.remove_line(db, _store(request), user.id, key, _rules(request))
    if removed:
        _cart_changed(request, user.id, cart)
    return cart


def _wishlist_changed(request: Request, user_id: str, product_ids: list[str]) -> None:
    publish_user_event(request, user_id, "wishlist", {"count": len(product_ids)})


@router.get("/wishlist", response_model=WishlistOut, tags=["wishlist"])
def get_wishlist(request: Request, user: CurrentUser, db: DbSession) -> WishlistOut:
    return wishlist.get_wishlist(db, _store(request), user.id)


@router.post(
    "/wishlist/toggle",
    response_model=WishlistToggleOut,
    tags=["wishlist"],
    responses={404: {"description": "Invalid product ID"}, 422: {"description": "No id"}},
)
def toggle_wishlist(
    body: WishlistToggleIn, request: Request, user: CurrentUser, db: DbSession
) -> WishlistToggleOut:
    result = wishlist.toggle(db, user.id, body.product_id)
    _wishlist_changed(request, user.id, result.product_ids)
    return result


@router.delete("/wishlist/{product_id}", response_model=WishlistOut, tags=["wishlist"])
def remove_from_wishlist(
    product_id: str, request: Request, user: CurrentUser, db: DbSession
) -> WishlistOut:
    result = wishlist.remove(db, _store(request), user.id, product_id)
    _wishlist_changed(request, user.id, result.product_ids)
    return result
