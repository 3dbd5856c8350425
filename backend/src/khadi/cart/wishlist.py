"""The wishlist: a set of product ids per user (spec §3, §4). Toggling is one short transaction of
conditional writes (DELETE, else INSERT … ON CONFLICT DO NOTHING), safe under concurrency on both
databases. Ids of deleted products stay listed until removed, so the shopper can clear them.
Every change tells the user's other tabs (`wishlist` on `user:{id}`) once it has committed."""

from __future__ import annotations

from typing import Any, cast

from sqlalchemy import Table, delete, select
from sqlalchemy.engine import CursorResult
from sqlalchemy.orm import Session

from khadi.cart import errors
from khadi.cart.models import WishlistItem
from khadi.cart.rules import clean_product_id
from khadi.cart.schemas import WishlistOut, WishlistToggleOut
from khadi.catalog.models import Product
from khadi.catalog.service import product_out, stock_view
from khadi.db import insert_for
from khadi.events import EventBus, publish_user_event
from khadi.kit.time import utcnow
from khadi.media.storage import MediaStore
from khadi.shop.stock_settings import read_stock_settings
from khadi.stock.levels import read_levels

WISHLIST = cast(Table, WishlistItem.__table__)
_C = WISHLIST.c


def product_ids(session: Session, user_id: str) -> list[str]:
    """Oldest first."""
    return list(
        session.scalars(
            select(_C.product_id).where(_C.user_id == user_id).order_by(_C.added_at, _C.product_id)
        )
    )


def get_wishlist(session: Session, store: MediaStore, user_id: str) -> WishlistOut:
    ids = product_ids(session, user_id)
    found: dict[str, Product] = {}
    if ids:
        rows = session.scalars(
            select(Product).where(Product.id.in_(ids)).execution_options(populate_existing=True)
        )
        found = {product.id: product for product in rows}
    # Stock as the product page shows it (issue 15): a sold-out product says 'Out of Stock'.
    levels = read_levels(session, found)
    threshold = read_stock_settings(session).low_stock_threshold if levels.tracked else 0
    return WishlistOut(
        product_ids=ids,
        products=[
            product_out(found[pid], store, stock_view(found[pid], levels, threshold))
            for pid in ids
            if pid in found
        ],
    )


def _announce(events: EventBus | None, user_id: str, ids: list[str]) -> None:
    if events is not None:
        publish_user_event(events, user_id, "wishlist", {"count": len(ids)})


def toggle(
    session: Session,
    user_id: str,
    raw_product_id: str | None,
    *,
    events: EventBus | None = None,
) -> WishlistToggleOut:
    """Remove the id if listed, else add it (only a product that exists can be added)."""
    product_id = clean_product_id(raw_product_id)
    mine = (_C.user_id == user_id) & (_C.product_id == product_id)
    result = cast(CursorResult[Any], session.execute(delete(WISHLIST).where(mine)))
    if result.rowcount:
        session.commit()
        ids = product_ids(session, user_id)
        _announce(events, user_id, ids)
        return WishlistToggleOut(product_ids=ids, added=False)
    if session.get(Product, product_id) is None:
        session.rollback()
        raise errors.InvalidProduct(errors.INVALID_PRODUCT_ID)
    session.execute(
        insert_for(session, WISHLIST)
        .values(user_id=user_id, product_id=product_id, added_at=utcnow())
        .on_conflict_do_nothing(index_elements=[_C.user_id, _C.product_id])
    )
    session.commit()
    ids = product_ids(session, user_id)
    _announce(events, user_id, ids)
    return WishlistToggleOut(product_ids=ids, added=True)


def remove(
    session: Session,
    store: MediaStore,
    user_id: str,
    product_id: str,
    *,
    events: EventBus | None = None,
) -> WishlistOut:
    """Idempotent: removing an id that is not listed changes nothing (the tabs are told anyway)."""
    session.execute(delete(WISHLIST).where((_C.user_id == user_id) & (_C.product_id == product_id)))
    session.commit()
    wishlist = get_wishlist(session, store, user_id)
    _announce(events, user_id, wishlist.product_ids)
    return wishlist
