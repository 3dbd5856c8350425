"""Catalogue changes made by admins: product create/update/delete, and categories added,
edited and deleted (the rules of the last two: `category_edits`).

Every change bumps the catalogue version in its own transaction (DESIGN.md §8) and, once it has
committed, is announced by the editor itself: this instance's snapshot is invalidated at once,
the other instances see the new version within their snapshot cache's recheck interval, and open
tabs hear it on the live-event stream (DESIGN.md §7) and refetch. Image files are removed only
after the commit, and only when no other product still shows them.
"""

from __future__ import annotations

import logging
from collections.abc import Collection
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import Text, cast, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from khadi.catalog import category_edits
from khadi.catalog.errors import CATEGORY_EXISTS, IMAGE_IN_USE
from khadi.catalog.form_rules import category_taken, category_values, product_values
from khadi.catalog.models import Category, Product
from khadi.catalog.schemas import CategoryCreate, CategoryUpdate, ProductCreate
from khadi.catalog.service import (
    SnapshotCache,
    bump_catalog_version,
    catalog_version,
    get_product,
    like_pattern,
)
from khadi.catalog.translations import (
    category_translations,
    product_translations,
    subcategory_labels,
)
from khadi.errors import Conflict
from khadi.events import EventBus, publish_catalog_changed
from khadi.kit.time import utcnow
from khadi.media import service as media
from khadi.media.images import image_keys
from khadi.media.models import MediaImage
from khadi.media.storage import MediaStore

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class ImageCleanup:
    removed: int
    failed: int


@dataclass(frozen=True)
class CatalogEditor:
    """The admin's catalogue changes, on one session, announced on `events` after each commit.
    Routes get one as `editor: Editor` (catalog.deps)."""

    session: Session
    store: MediaStore
    events: EventBus
    snapshots: SnapshotCache

    def _announce(self) -> None:
        """After the commit of every catalogue change (the version was bumped inside it)."""
        self.snapshots.invalidate()
        publish_catalog_changed(self.events, catalog_version(self.session))

    def _recheck_category(self, values: dict[str, Any]) -> None:
        """After the bump (the catalogue's write lock): the category may have been deleted, or
        the subcategory removed, since the form was checked."""
        try:
            category_edits.recheck_category(
                self.session, values["category"], values["sub_categories"]
            )
        except Exception:
            self.session.rollback()
            raise

    def create_product(self, body: ProductCreate) -> Product:
        session = self.session
        values = product_values(session, self.store, body, with_sale=True)
        values |= product_translations(body)
        product = Product(**values, time=utcnow())
        session.add(product)
        bump_catalog_version(session)
        self._recheck_category(values)
        session.commit()
        self._announce()
        return product

    def update_product(self, product_id: str, body: ProductCreate) -> tuple[Product, ImageCleanup]:
        """Replace every field but `time`; images taken off the product are removed afterwards."""
        session = self.session
        product = get_product(session, product_id)
        before = list(product.images)
        values = product_values(session, self.store, body, product, with_sale=True)
        values |= product_translations(body, product)
        # the catalogue's lock before this product's row (as category changes take them), so
        # neither holds one while waiting for the other: no deadlock on PostgreSQL
        bump_catalog_version(session)
        for column, value in values.items():
            setattr(product, column, value)
        self._recheck_category(values)
        session.commit()
        self._announce()
        kept = {record["key"] for record in product.images}
        dropped = [record for record in before if record["key"] not in kept]
        return product, remove_unused_images(session, self.store, dropped)

    def delete_product(self, product_id: str) -> ImageCleanup:
        session = self.session
        product = get_product(session, product_id)
        images = list(product.images)
        bump_catalog_version(session)  # the catalogue's lock first, as in update_product
        session.delete(product)
        session.commit()
        self._announce()
        return remove_unused_images(session, self.store, images)

    def create_category(self, body: CategoryCreate) -> Category:
        """A new category (catalog.form_rules.category_values says what is accepted)."""
        session = self.session
        values = category_values(session, body)
        labels = subcategory_labels(body.subcategory_labels, values["subcategories"], None)
        category = Category(**values, **category_translations(body), subcategory_labels=labels)
        session.add(category)
        try:
            bump_catalog_version(session)
            # another admin renamed a category to this name a moment ago (checked under the lock)
            taken = category_taken(session, category.name, besides=category.name)
            if not taken:
                session.commit()
        except IntegrityError:  # another admin added the same name a moment ago
            taken = True
        if taken:
            session.rollback()
            raise Conflict(CATEGORY_EXISTS, fields={"name": CATEGORY_EXISTS})
        self._announce()
        return category

    def update_category(self, name: str, body: CategoryUpdate) -> Category:
        """A new label and/or subcategories (category_edits.update_category)."""
        try:
            category = category_edits.update_category(self.session, name, body)
            self.session.commit()
        except Exception:
            self.session.rollback()
            raise
        self._announce()
        return category

    def delete_category(self, name: str, move_to: str | None = None) -> int:
        """Delete a category, first moving its products to `move_to`; all or nothing."""
        try:
            moved = category_edits.delete_category(self.session, name, move_to)
            self.session.commit()
        except Exception:
            self.session.rollback()
            raise
        self._announce()
        return moved


# --- images -----------------------------------------------------------------------------------


def image_in_use(session: Session, key: str) -> bool:
    """Does any product show this image? (Keys are stored inside the products' JSON.)"""
    found = session.scalar(
        select(Product.id)
        .where(cast(Product.images, Text).like(like_pattern(f'"{key}"'), escape="\\"))
        .limit(1)
    )
    return found is not None


def delete_unused_image(session: Session, store: MediaStore, link: str) -> int:
    """Delete an image (and its variants) by the path or link the API handed out — only inside
    the media store, and not while a product still shows it. Returns the files removed."""
    key = media.main_image_key(store.key_from_link(link))
    if image_in_use(session, key):
        raise Conflict(IMAGE_IN_USE)
    return media.delete_image(session, store, key)


def remove_unused_images(
    session: Session, store: MediaStore, records: list[dict[str, Any]]
) -> ImageCleanup:
    """Remove the files of images no product shows any more. A storage failure is counted and
    logged, never raised: the catalogue change is already committed."""
    removed = failed = 0
    forgotten: list[str] = []
    for record in records:
        if image_in_use(session, record["key"]):
            continue
        try:
            media.remove_files(store, image_keys(record))
        except Exception:  # any storage error (disk, network, bucket) — report, keep going
            log.warning("could not remove image %s", record["key"], exc_info=True)
            failed += 1
        else:
            removed += 1
            forgotten.append(record["key"])
    media.forget_images(session, forgotten)
    session.commit()
    return ImageCleanup(removed, failed)


def prune_unattached_uploads(
    session: Session,
    store: MediaStore,
    uploaded_before: datetime,
    keep: Collection[str] = (),
) -> ImageCleanup:
    """Remove images uploaded before `uploaded_before` that no product shows — left behind by a
    product form that was abandoned after its uploads. For a periodic job (`khadi prune-media`);
    give it a margin of a day or more so a form still being filled in keeps its pictures.
    `keep`: keys other areas still show (the shop's logo, team photos), never removed."""
    rows = session.scalars(select(MediaImage).where(MediaImage.created_at < uploaded_before))
    records = [row.record() for row in rows if row.key not in keep]
    session.rollback()
    return remove_unused_images(session, store, records)
