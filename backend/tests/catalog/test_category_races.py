"""Category changes racing product saves and each other (issue 13), on whichever database
KHADI_TEST_DB runs: no product is ever left in a deleted category or with a removed
subcategory, and two deletes of one category end in one success and one 'not found'."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from khadi.catalog.editing import CatalogEditor
from khadi.catalog.models import Category, Product
from khadi.catalog.schemas import CategoryCreate, CategoryUpdate, ProductCreate
from khadi.catalog.service import SnapshotCache
from khadi.db import Database
from khadi.errors import Conflict, InvalidInput, NotFound
from khadi.events import InProcessBus
from khadi.media.storage import MediaStore
from tests.catalog.conftest import Upload
from tests.waits import run_together

ROUNDS = 5

Edit = Callable[[CatalogEditor], Any]


@pytest.fixture
def edit(database: Database, media_store: MediaStore) -> Callable[[Edit], Callable[[], Any]]:
    """edit(lambda editor: …) -> a call that runs it with an editor on its own session, as a
    request would."""

    def _call(change: Edit) -> Callable[[], Any]:
        def call() -> Any:
            with database.sessions() as session:
                return change(CatalogEditor(session, media_store, InProcessBus(), SnapshotCache()))

        return call

    return _call


def product_form(image: dict[str, Any], category: str, sub: str | None = None) -> ProductCreate:
    return ProductCreate.model_validate(
        {
            "title": "Ilkal Saree",
            "description": "Cotton-silk with a tope teni pallu.",
            "price": "2499",
            "category": category,
            "subCategory": sub,
            "tags": ["saree"],
            "images": [image],
        }
    )


def assert_every_product_is_listed(database: Database) -> None:
    with database.sessions() as session:
        categories = {c.name: c for c in session.scalars(select(Category))}
        for product in session.scalars(select(Product)):
            category = categories.get(product.category)
            assert category is not None, f"{product.id} is in missing {product.category}"
            known = {s.casefold() for s in category.subcategories}
            assert all(s.casefold() in known for s in product.sub_categories), product.id


def new_category(
    edit: Callable[[Edit], Callable[[], Any]], name: str, subs: list[str] | None = None
) -> str:
    created = edit(lambda e: e.create_category(CategoryCreate(name=name, subcategories=subs or [])))
    category: Category = created()
    return category.name


def test_a_product_saved_into_a_category_being_deleted_is_never_orphaned(
    admin_client: TestClient,
    uploaded: Upload,
    database: Database,
    edit: Callable[[Edit], Callable[[], Any]],
) -> None:
    image = uploaded()
    for round_ in range(ROUNDS):
        slug = new_category(edit, f"Sarees {round_}")
        created, deleted = run_together(
            [
                edit(lambda e, s=slug: e.create_product(product_form(image, s))),
                edit(lambda e, s=slug: e.delete_category(s)),
            ]
        )
        if isinstance(created, Product):  # the product first: the delete is refused
            assert isinstance(deleted, Conflict), deleted
            assert str(deleted) == f"1 product is in Sarees {round_}. " + (
                "Move it to another category first."
            )
        else:  # the delete first: the product's category is gone
            assert deleted == 0, deleted
            assert isinstance(created, InvalidInput), created
            assert str(created) == "Choose a category from the list"
        assert_every_product_is_listed(database)


def test_a_product_moved_into_a_category_being_deleted_is_never_orphaned(
    admin_client: TestClient,
    uploaded: Upload,
    database: Database,
    edit: Callable[[Edit], Callable[[], Any]],
) -> None:
    image = uploaded()
    product: Product = edit(lambda e: e.create_product(product_form(image, "shirts")))()
    for round_ in range(ROUNDS):
        slug = new_category(edit, f"Rugs {round_}")
        moved, deleted = run_together(
            [
                edit(lambda e, s=slug: e.update_product(product.id, product_form(image, s))),
                edit(lambda e, s=slug: e.delete_category(s, "pants")),
            ]
        )
        assert not isinstance(deleted, Exception), deleted
        with database.sessions() as session:
            now_in = session.get(Product, product.id).category  # type: ignore[union-attr]
        if isinstance(moved, tuple):  # moved first, then on to Pants by the delete
            assert (deleted, now_in) == (1, "pants")
        else:  # the delete first: the category is gone, the product stays where it was
            assert isinstance(moved, InvalidInput), moved
            assert str(moved) == "Choose a category from the list"
            assert deleted == 0 and now_in in ("shirts", "pants")
        assert_every_product_is_listed(database)


def test_two_deletes_of_one_category_end_in_one_success_and_one_not_found(
    admin_client: TestClient, database: Database, edit: Callable[[Edit], Callable[[], Any]]
) -> None:
    for round_ in range(ROUNDS):
        slug = new_category(edit, f"Durries {round_}")
        results = run_together([edit(lambda e, s=slug: e.delete_category(s)) for _ in range(2)])
        assert sorted(type(r).__name__ for r in results) == ["NotFound", "int"], results
        assert any(isinstance(r, NotFound) and str(r) == "Category not found" for r in results)


def test_a_subcategory_removed_while_a_product_takes_it_is_never_lost(
    admin_client: TestClient,
    uploaded: Upload,
    database: Database,
    edit: Callable[[Edit], Callable[[], Any]],
) -> None:
    image = uploaded()
    for round_ in range(ROUNDS):
        slug = new_category(edit, f"Towels {round_}", ["Bath", "Hand"])
        created, edited = run_together(
            [
                edit(lambda e, s=slug: e.create_product(product_form(image, s, "Bath"))),
                edit(
                    lambda e, s=slug: e.update_category(s, CategoryUpdate(subcategories=["Hand"]))
                ),
            ]
        )
        if isinstance(created, Product):
            assert isinstance(edited, Conflict), edited
            assert str(edited).startswith("1 product uses the subcategory Bath.")
        else:
            assert isinstance(edited, Category), edited
            assert isinstance(created, InvalidInput) and str(created) == (
                "Choose a subcategory from the list"
            )
        assert_every_product_is_listed(database)


def test_products_moved_to_a_category_being_deleted_are_never_orphaned(
    admin_client: TestClient,
    uploaded: Upload,
    database: Database,
    edit: Callable[[Edit], Callable[[], Any]],
    db_session: Session,
) -> None:
    image = uploaded()
    for round_ in range(ROUNDS):
        source = new_category(edit, f"Mats {round_}")
        target = new_category(edit, f"Rolls {round_}")
        edit(lambda e, s=source: e.create_product(product_form(image, s)))()
        moved, deleted = run_together(
            [
                edit(lambda e, s=source, t=target: e.delete_category(s, t)),
                edit(lambda e, t=target: e.delete_category(t)),
            ]
        )
        # the move first: the target now has a product, so its delete is refused; or the
        # target's delete first: the move finds no target
        outcomes = (type(moved).__name__, type(deleted).__name__)
        assert outcomes in (("int", "Conflict"), ("InvalidInput", "int")), (moved, deleted)
        assert_every_product_is_listed(database)


def test_a_product_edited_in_a_category_being_emptied_ends_in_the_new_one(
    admin_client: TestClient,
    uploaded: Upload,
    database: Database,
    edit: Callable[[Edit], Callable[[], Any]],
) -> None:
    """Both touch the product's row: they take the catalogue's lock first, so neither waits on
    the other's row while holding it (no deadlock on PostgreSQL)."""
    image = uploaded()
    for round_ in range(ROUNDS):
        slug = new_category(edit, f"Shawls {round_}")
        product: Product = edit(lambda e, s=slug: e.create_product(product_form(image, s)))()
        retitled = product_form(image, slug).model_copy(update={"title": f"Retitled {round_}"})
        edited, deleted = run_together(
            [
                edit(lambda e, p=product.id, f=retitled: e.update_product(p, f)),
                edit(lambda e, s=slug: e.delete_category(s, "pants")),
            ]
        )
        assert deleted == 1, deleted
        with database.sessions() as session:
            now = session.get(Product, product.id)
            assert now is not None and now.category == "pants"
        if isinstance(edited, tuple):  # the edit first, then moved with the others
            assert now.title == f"Retitled {round_}"
        else:  # the move first: the form's category is gone
            assert isinstance(edited, InvalidInput), edited
            assert now.title == "Ilkal Saree"
        assert_every_product_is_listed(database)
