"""Categories managed from the dashboard (issue 13): product counts, a new label, the
subcategory list, and deleting a category (refused while products use it, unless they are moved
to another category in the same transaction). The slug (`name`) never changes: links keep
working, and products refer to their category by it.

Exact under concurrency. Every change here first bumps the catalogue version, the UPDATE of the
one `catalog_state` row, which is the catalogue's write lock: on PostgreSQL that row stays locked
until the commit, so category changes and product saves (which bump too) take turns; on SQLite
the UPDATE takes the database's single write lock. Whatever is read after it is the newest
committed state. A product save re-checks its category after its own bump (`recheck_category`),
so no product is left pointing at a category deleted, or a subcategory removed, while its form
was being checked; and two deletes of one category end in one 204 and one 404.

Fabrics is sold by the metre (carts hold its lengths in quarter metres), so it is never deleted
and never receives products from a category sold by the piece: either would change a product's
unit under the carts that hold it.
"""

from __future__ import annotations

from collections import Counter

from sqlalchemy import select
from sqlalchemy.orm import Session

from khadi.catalog.categories import is_fabric
from khadi.catalog.errors import (
    CATEGORY_EXISTS,
    CATEGORY_NOT_FOUND,
    FABRICS_STAY,
    MOVE_TO_ANOTHER,
    UNKNOWN_CATEGORY,
    UNKNOWN_SUBCATEGORY,
    category_in_use,
    not_sold_by_the_metre,
    subcategory_in_use,
)
from khadi.catalog.form_rules import category_label, category_subcategories, category_taken
from khadi.catalog.models import Category, Product
from khadi.catalog.schemas import AdminCategoryOut, CategoryUpdate
from khadi.catalog.service import bump_catalog_version
from khadi.catalog.translations import category_translations, subcategory_labels
from khadi.errors import Conflict, InvalidInput, NotFound


def categories_with_counts(session: Session) -> list[AdminCategoryOut]:
    """Every category in the shop's order, with how many products use it and each
    subcategory."""
    in_category: Counter[str] = Counter()
    in_subcategory: Counter[tuple[str, str]] = Counter()
    for category, subs in session.execute(select(Product.category, Product.sub_categories)):
        in_category[category.lower()] += 1
        for sub in subs or []:
            in_subcategory[(category.lower(), sub.casefold())] += 1
    return [
        AdminCategoryOut(
            name=c.name,
            label=c.label,
            subcategories=list(c.subcategories),
            products=in_category[c.name],
            subcategory_products={
                s: in_subcategory[(c.name, s.casefold())] for s in c.subcategories
            },
            sold_by_metre=is_fabric(c.name),
            label_kn=c.label_kn,
            label_hi=c.label_hi,
            subcategory_labels=c.subcategory_labels or {},
        )
        for c in session.scalars(select(Category).order_by(Category.id))
    ]


def category_with_counts(session: Session, name: str) -> AdminCategoryOut:
    for category in categories_with_counts(session):
        if category.name == name:
            return category
    raise NotFound(CATEGORY_NOT_FOUND)


def take_catalog_lock(session: Session) -> None:
    """The catalogue's write lock, held until the commit (see the module's docstring)."""
    bump_catalog_version(session)


def _category(session: Session, name: str) -> Category | None:
    return session.scalar(
        select(Category)
        .where(Category.name == name.strip().lower())
        .execution_options(populate_existing=True)
    )


def _products_in(session: Session, name: str) -> list[Product]:
    return list(
        session.scalars(
            select(Product)
            .where(Product.category == name)
            .execution_options(populate_existing=True)
        )
    )


def update_category(session: Session, name: str, body: CategoryUpdate) -> Category:
    """A new label and/or subcategory list, not committed. A subcategory still used by products
    is not removed (Conflict); one only spelt differently is respelt on its products too."""
    take_catalog_lock(session)
    category = _category(session, name)
    if category is None:
        raise NotFound(CATEGORY_NOT_FOUND)
    if body.label is not None:
        label, slug = category_label(body.label, "label")
        if category_taken(session, slug, besides=category.name):
            raise Conflict(CATEGORY_EXISTS, fields={"label": CATEGORY_EXISTS})
        category.label = label
    for column, value in category_translations(body, category).items():
        setattr(category, column, value)
    if body.subcategories is not None:
        subcategories = category_subcategories(body.subcategories)
        _respell_or_refuse(session, category, subcategories)
        category.subcategories = subcategories
    category.subcategory_labels = subcategory_labels(
        body.subcategory_labels, category.subcategories, category.subcategory_labels
    )
    return category


def _respell_or_refuse(session: Session, category: Category, subcategories: list[str]) -> None:
    before = {s.casefold() for s in category.subcategories}
    after = {s.casefold(): s for s in subcategories}
    products = _products_in(session, category.name)
    lost: Counter[str] = Counter()
    for product in products:
        for sub in product.sub_categories:
            if sub.casefold() in before and sub.casefold() not in after:
                lost[sub.casefold()] += 1
    for sub in category.subcategories:  # the first one still in use, in the list's order
        if lost[sub.casefold()]:
            message = subcategory_in_use(lost[sub.casefold()], sub)
            raise Conflict(message, fields={"subcategories": message})
    for product in products:
        respelt = [after.get(sub.casefold(), sub) for sub in product.sub_categories]
        if respelt != product.sub_categories:
            product.sub_categories = respelt


def delete_category(session: Session, name: str, move_to: str | None) -> int:
    """Delete the category, not committed; its products first move to `move_to` (keeping a
    subcategory only where the target has it). Returns how many products moved."""
    take_catalog_lock(session)
    category = _category(session, name)
    if category is None:
        raise NotFound(CATEGORY_NOT_FOUND)
    if is_fabric(category.name):
        raise Conflict(FABRICS_STAY)
    products = _products_in(session, category.name)
    target = _move_target(session, category, move_to) if move_to and move_to.strip() else None
    if products and target is None:
        raise Conflict(category_in_use(len(products), category.label))
    if products and target is not None:
        kept = {s.casefold(): s for s in target.subcategories}
        for product in products:
            product.category = target.name
            product.sub_categories = [
                kept[sub.casefold()] for sub in product.sub_categories if sub.casefold() in kept
            ]
    session.delete(category)
    return len(products)


def _move_target(session: Session, category: Category, move_to: str) -> Category:
    target = _category(session, move_to)
    if target is None:
        raise InvalidInput(UNKNOWN_CATEGORY, fields={"moveTo": UNKNOWN_CATEGORY})
    if target.name == category.name:
        raise InvalidInput(MOVE_TO_ANOTHER, fields={"moveTo": MOVE_TO_ANOTHER})
    if is_fabric(target.name):
        message = not_sold_by_the_metre(category.label)
        raise Conflict(message, fields={"moveTo": message})
    return target


def recheck_category(session: Session, name: str, sub_categories: list[str]) -> None:
    """For a product save, after its bump: is its category (and subcategory) still there?
    The form was checked before the lock; a category change may have committed since."""
    category = _category(session, name)
    if category is None:
        raise InvalidInput(UNKNOWN_CATEGORY, fields={"category": UNKNOWN_CATEGORY})
    known = {sub.casefold() for sub in category.subcategories}
    if any(sub.casefold() not in known for sub in sub_categories):
        raise InvalidInput(UNKNOWN_SUBCATEGORY, fields={"subCategory": UNKNOWN_SUBCATEGORY})
