"""Someone else's id gets nothing: every route that takes an id — in its path, its query or its
JSON body — has a case here, found by walking the route table, so a new id route without a case
fails `test_every_id_route_has_a_case`.

An owner (a shopper with a cart line, a wishlist entry and an order; an admin with an upload)
and another signed-in user of the same role. The other's request is refused (404, the same
answer as for an id that does not exist, so ids cannot be probed) or only ever touches the
other's own things; the owner's things are unchanged and no answer carries the owner's data.
Admin-only routes refuse users and guests in tests/test_route_access.py (by the same kind of
walk); the catalogue is one for the whole shop, so any admin may edit any product.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.dependencies.models import Dependant
from fastapi.routing import APIRoute, iter_route_contexts
from fastapi.testclient import TestClient
from pydantic import BaseModel
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.accounts.sessions import COOKIE_NAME
from tests.factories import make_product
from tests.hostile import order_cases
from tests.hostile.delivery_probes import DELIVERY_CASES
from tests.hostile.support import OWNER_ADDRESS, OWNER_NAME, SAME_ORIGIN, assert_refusal
from tests.hostile.tax_probes import TAX_CASES

CART = "/api/v1/cart"
WISHLIST = "/api/v1/wishlist"
TUS = "/api/v1/admin/uploads/tus"
TUS_V1 = {**SAME_ORIGIN, "Tus-Resumable": "1.0.0"}
SHIRT_M = {"size": "M", "type": "Half Sleeve"}
# What the owner's answers hold and nobody else's may.


# --- the walk ----------------------------------------------------------------------------------


def _dependants(dependant: Dependant) -> Iterator[Dependant]:
    yield dependant
    for sub in dependant.dependencies:
        yield from _dependants(sub)


def _is_id(name: str) -> bool:
    return name == "id" or name.endswith(("_id", "Id"))


def _id_fields(model: Any) -> list[str]:
    if not (isinstance(model, type) and issubclass(model, BaseModel)):
        model = next((arg for arg in getattr(model, "__args__", ()) if isinstance(arg, type)), None)
        if model is None or not issubclass(model, BaseModel):
            return []
    return [info.alias or name for name, info in model.model_fields.items() if _is_id(name)]


def id_parameters(app: FastAPI) -> set[str]:
    """'METHOD /path where name' for every id an API route reads from its path, query or body."""
    found: set[str] = set()
    for context in iter_route_contexts(app.routes):
        path = context.path or ""
        if not isinstance(context.original_route, APIRoute) or not path.startswith("/api/"):
            continue
        names: list[str] = []
        for dependant in _dependants(context.dependant):
            names += [f"path {p.name}" for p in dependant.path_params]
            names += [f"query {p.alias}" for p in dependant.query_params if _is_id(p.alias)]
            for body in dependant.body_params:
                names += [f"body {name}" for name in _id_fields(body.field_info.annotation)]
        for method in context.methods or ():
            found |= {f"{method} {path} {name}" for name in names}
    return found


# --- the people and their things ---------------------------------------------------------------


@dataclass
class Scene:
    client: TestClient
    db: Session
    owner: User
    owner_token: str
    other_token: str

    def as_owner(self) -> TestClient:
        self.client.cookies.set(COOKIE_NAME, self.owner_token)
        return self.client

    def as_other(self) -> TestClient:
        self.client.cookies.set(COOKIE_NAME, self.other_token)
        return self.client

    def assert_no_leak(self, response: Any) -> None:
        text = response.text
        for secret in (self.owner.id, self.owner.email, OWNER_NAME, OWNER_ADDRESS):
            assert secret not in text, (secret, text[:300])


@pytest.fixture
def shoppers(
    client: TestClient,
    db_session: Session,
    make_user: Callable[..., User],
    login_as: Callable[[TestClient, User], str],
) -> Scene:
    owner = make_user(name=OWNER_NAME)
    owner_token = login_as(client, owner)
    other_token = login_as(client, make_user())
    return Scene(client, db_session, owner, owner_token, other_token)


@pytest.fixture
def admins(
    client: TestClient,
    db_session: Session,
    make_user: Callable[..., User],
    login_as: Callable[[TestClient, User], str],
) -> Scene:
    owner = make_user(role="admin", name=OWNER_NAME)
    owner_token = login_as(client, owner)
    other_token = login_as(client, make_user(role="admin"))
    return Scene(client, db_session, owner, owner_token, other_token)


def _owners_cart_line(scene: Scene) -> tuple[str, Any]:
    shirt = make_product(scene.db)
    owner = scene.as_owner()
    body = {"productId": shirt.id, "quantity": 2, **SHIRT_M}
    assert owner.post(f"{CART}/lines", json=body, headers=SAME_ORIGIN).status_code == 200
    return shirt.id, owner.get(CART).json()


# --- the cases ---------------------------------------------------------------------------------


def _cart_steps_touch_only_ones_own_cart(scene: Scene) -> None:
    product_id, before = _owners_cart_line(scene)
    other = scene.as_other()
    key = {"productId": product_id, **SHIRT_M}
    for step in ("increment", "decrement"):
        response = other.post(f"{CART}/lines/{step}", json=key, headers=SAME_ORIGIN)
        assert_refusal(response, 404)  # not in *their* cart
        scene.assert_no_leak(response)
    assert scene.as_owner().get(CART).json() == before


def _cart_add_makes_ones_own_line(scene: Scene) -> None:
    product_id, before = _owners_cart_line(scene)
    body = {"productId": product_id, "quantity": 1, **SHIRT_M}
    response = scene.as_other().post(f"{CART}/lines", json=body, headers=SAME_ORIGIN)
    assert response.status_code == 200
    assert [line["quantity"] for line in response.json()["lines"]] == [1]
    scene.assert_no_leak(response)
    assert scene.as_owner().get(CART).json() == before


def _cart_remove_touches_only_ones_own_cart(scene: Scene) -> None:
    product_id, before = _owners_cart_line(scene)
    other = scene.as_other()
    key = {"productId": product_id, **SHIRT_M}
    by_body = other.request("DELETE", f"{CART}/lines", json=key, headers=SAME_ORIGIN)
    by_query = other.delete(f"{CART}/lines", params=key, headers=SAME_ORIGIN)
    for response in (by_body, by_query):
        assert response.status_code == 200
        assert response.json()["lines"] == []
        scene.assert_no_leak(response)
    assert scene.as_owner().get(CART).json() == before


def _wishlists_are_ones_own(scene: Scene) -> None:
    shirt = make_product(scene.db)
    owner = scene.as_owner()
    toggle = {"productId": shirt.id}
    assert owner.post(f"{WISHLIST}/toggle", json=toggle, headers=SAME_ORIGIN).json()["added"]

    other = scene.as_other()
    removed = other.delete(f"{WISHLIST}/{shirt.id}", headers=SAME_ORIGIN)
    assert removed.status_code == 200 and removed.json()["productIds"] == []
    toggled = other.post(f"{WISHLIST}/toggle", json=toggle, headers=SAME_ORIGIN)
    assert toggled.json() == {"productIds": [shirt.id], "added": True}  # their own list
    assert scene.as_owner().get(WISHLIST).json()["productIds"] == [shirt.id]


def _uploads_are_their_admins(scene: Scene) -> None:
    owner = scene.as_owner()
    created = owner.post(TUS, headers={**TUS_V1, "Upload-Length": "100"})
    assert created.status_code == 201
    location = created.headers["location"]

    other = scene.as_other()
    calls = [
        ("HEAD", TUS_V1),
        ("GET", TUS_V1),
        (
            "PATCH",
            {
                **TUS_V1,
                "Upload-Offset": "0",
                "Content-Type": "application/offset+octet-stream",
            },
        ),
        ("DELETE", TUS_V1),
    ]
    for method, headers in calls:
        response = other.request(method, location, headers=headers, content=b"x")
        assert response.status_code == 404, (method, response.status_code)
        scene.assert_no_leak(response)
    held = scene.as_owner().head(location, headers=TUS_V1)
    assert held.status_code == 200 and held.headers["upload-offset"] == "0"


def _products_are_public(scene: Scene) -> None:
    shirt = make_product(scene.db)
    scene.client.cookies.clear()
    assert scene.client.get(f"/api/v1/products/{shirt.id}").status_code == 200


def _the_catalogue_is_the_shops(scene: Scene) -> None:
    """Admin routes: one catalogue for the whole shop (users and guests: test_route_access)."""
    shirt = make_product(scene.db)
    response = scene.as_other().get(f"/api/v1/admin/products/{shirt.id}")
    assert response.status_code == 200


def _categories_are_the_shops(scene: Scene) -> None:
    """Categories too are the whole shop's: any admin may rename one or delete an empty one."""
    other = scene.as_other()
    url = "/api/v1/admin/categories/haar"
    assert other.patch(url, json={"label": "Garlands"}, headers=SAME_ORIGIN).status_code == 200
    assert other.delete(url, headers=SAME_ORIGIN).status_code == 204


def _stock_is_the_shops(scene: Scene) -> None:
    """Stock counts (issue 15) are the whole shop's: any admin reads and sets any product's."""
    shirt = make_product(scene.db)
    response = scene.as_other().get(f"/api/v1/admin/products/{shirt.id}/stock")
    assert response.status_code == 200


def _roles_are_the_shops(scene: Scene) -> None:
    """Any admin may set any other user's role (the Users tab), never their own."""
    url = f"/api/v1/admin/users/{scene.owner.id}/role"
    other = scene.as_other()
    assert other.put(url, json={"role": "user"}, headers=SAME_ORIGIN).status_code == 200
    assert other.put(url, json={"role": "admin"}, headers=SAME_ORIGIN).status_code == 200
    own = scene.as_owner().put(url, json={"role": "user"}, headers=SAME_ORIGIN)
    assert own.status_code == 409 and own.json()["error"] == "own_role"


@dataclass(frozen=True)
class Case:
    check: Callable[[Scene], None]
    people: str  # the fixture: "shoppers" or "admins"


ORDERS = Case(order_cases.own_order_stays_private, "shoppers")
CART_STEPS = Case(_cart_steps_touch_only_ones_own_cart, "shoppers")
CART_REMOVE = Case(_cart_remove_touches_only_ones_own_cart, "shoppers")
WISHLISTS = Case(_wishlists_are_ones_own, "shoppers")
UPLOADS = Case(_uploads_are_their_admins, "admins")
CATALOGUE = Case(_the_catalogue_is_the_shops, "admins")
CATEGORIES = Case(_categories_are_the_shops, "admins")
STOCK = Case(_stock_is_the_shops, "admins")
VERIFY = Case(order_cases.verify_refuses_anothers_order, "shoppers")
SANDBOX = Case(order_cases.sandbox_refuses_anothers_order, "shoppers")
ADMIN_ORDERS = Case(order_cases.orders_are_the_shops, "admins")
RETURNS = Case(order_cases.returns_are_ones_own, "shoppers")
ADMIN_RETURNS = Case(order_cases.returns_are_the_shops, "admins")
DUPLICATES = Case(order_cases.duplicates_are_their_orders, "admins")
DISCOUNTS = Case(order_cases.discount_codes_are_the_shops, "admins")

CASES: dict[str, Case] = {
    "GET /api/v1/orders/{order_id} path order_id": ORDERS,
    "POST /api/v1/payments/verify body orderId": VERIFY,
    "POST /api/v1/payments/verify body providerOrderId": VERIFY,
    "POST /api/v1/payments/verify body paymentId": VERIFY,
    "POST /api/v1/payments/sandbox/pay body providerOrderId": SANDBOX,
    "POST /api/v1/checkout/{order_id}/dismiss path order_id": Case(
        order_cases.dismissing_refuses_anothers_order, "shoppers"
    ),  # issue 30
    "GET /api/v1/payments/sandbox/upi-qr/{provider_order_id} path provider_order_id": Case(
        order_cases.upi_qr_refuses_anothers_order, "shoppers"
    ),  # issue 30
    "POST /api/v1/cart/lines body productId": Case(_cart_add_makes_ones_own_line, "shoppers"),
    "POST /api/v1/cart/lines/increment body productId": CART_STEPS,
    "POST /api/v1/cart/lines/decrement body productId": CART_STEPS,
    "DELETE /api/v1/cart/lines body productId": CART_REMOVE,
    "DELETE /api/v1/cart/lines query productId": CART_REMOVE,
    "POST /api/v1/wishlist/toggle body productId": WISHLISTS,
    "DELETE /api/v1/wishlist/{product_id} path product_id": WISHLISTS,
    "GET /api/v1/products/{product_id} path product_id": Case(_products_are_public, "shoppers"),
    "GET /api/v1/admin/products/{product_id} path product_id": CATALOGUE,
    "PUT /api/v1/admin/products/{product_id} path product_id": CATALOGUE,
    "DELETE /api/v1/admin/products/{product_id} path product_id": CATALOGUE,
    "GET /api/v1/admin/products/{product_id}/stock path product_id": STOCK,
    "PUT /api/v1/admin/products/{product_id}/stock path product_id": STOCK,
    "DELETE /api/v1/admin/products/{product_id}/stock path product_id": STOCK,
    "POST /api/v1/admin/products/{product_id}/stock/restock path product_id": STOCK,
    "GET /api/v1/admin/products/{product_id}/stock/history path product_id": STOCK,
    "GET /api/v1/admin/orders/{order_id} path order_id": ADMIN_ORDERS,
    "POST /api/v1/admin/orders/{order_id}/fulfilment path order_id": ADMIN_ORDERS,
    "POST /api/v1/admin/orders/{order_id}/refunds path order_id": ADMIN_ORDERS,
    "POST /api/v1/admin/orders/{order_id}/cancel path order_id": ADMIN_ORDERS,
    "POST /api/v1/admin/orders/{order_id}/cod path order_id": ADMIN_ORDERS,  # issue 30
    "GET /api/v1/admin/orders/{order_id}/cod/whatsapp path order_id": ADMIN_ORDERS,
    "POST /api/v1/orders/{order_id}/returns path order_id": RETURNS,
    "GET /api/v1/return-photos/{photo_id} path photo_id": RETURNS,
    "POST /api/v1/admin/returns/{return_id}/accept path return_id": ADMIN_RETURNS,
    "POST /api/v1/admin/returns/{return_id}/decline path return_id": ADMIN_RETURNS,
    "POST /api/v1/admin/returns/{return_id}/receive path return_id": ADMIN_RETURNS,
    "POST /api/v1/admin/orders/{order_id}/duplicates/{payment_id}/refund path order_id": (
        ADMIN_ORDERS
    ),
    "POST /api/v1/admin/orders/{order_id}/duplicates/{payment_id}/refund path payment_id": (
        DUPLICATES
    ),
    "PATCH /api/v1/admin/categories/{name} path name": CATEGORIES,
    "DELETE /api/v1/admin/categories/{name} path name": CATEGORIES,
    "HEAD /api/v1/admin/uploads/tus/{upload_id} path upload_id": UPLOADS,
    "GET /api/v1/admin/uploads/tus/{upload_id} path upload_id": UPLOADS,
    "PATCH /api/v1/admin/uploads/tus/{upload_id} path upload_id": UPLOADS,
    "DELETE /api/v1/admin/uploads/tus/{upload_id} path upload_id": UPLOADS,
    **{route: Case(*case) for route, case in TAX_CASES.items()},  # issue 17
    **{route: Case(*case) for route, case in DELIVERY_CASES.items()},  # issue 30
    "PUT /api/v1/admin/users/{user_id}/role path user_id": Case(_roles_are_the_shops, "admins"),
    # issues 30–32: the shop's orders, customers, codes, reports and WhatsApp settings
    "GET /api/v1/admin/orders/{order_id}/whatsapp path order_id": ADMIN_ORDERS,
    "POST /api/v1/admin/orders/{order_id}/refunds/{refund_id}/sent path order_id": ADMIN_ORDERS,
    "POST /api/v1/admin/orders/{order_id}/refunds/{refund_id}/sent path refund_id": Case(
        order_cases.owed_refunds_are_their_orders, "admins"
    ),
    "GET /api/v1/admin/customers/{user_id} path user_id": Case(
        order_cases.customers_are_the_shops, "admins"
    ),
    "GET /api/v1/admin/discount-codes/{code_id}/uses path code_id": DISCOUNTS,
    "PUT /api/v1/admin/discount-codes/{code_id} path code_id": DISCOUNTS,
    "GET /api/v1/admin/reports/sales/{chart}.csv path chart": CATALOGUE,
    "PUT /api/v1/admin/whatsapp/settings body phoneNumberId": CATALOGUE,
}


def test_every_id_route_has_a_case(app: FastAPI) -> None:
    found = id_parameters(app)
    assert "GET /api/v1/orders/{order_id} path order_id" in found  # the walk sees paths
    assert "POST /api/v1/payments/verify body orderId" in found  # and bodies
    missing = sorted(found - set(CASES))
    assert not missing, f"ids with no ownership case here: {missing}"
    assert sorted(set(CASES) - found) == [], "cases for ids no route takes any more"


def test_the_walk_catches_a_new_id_route(app: FastAPI) -> None:
    @app.get("/api/v1/gift-cards/{card_id}")
    def gift_card(card_id: str) -> None: ...

    assert sorted(id_parameters(app) - set(CASES)) == [
        "GET /api/v1/gift-cards/{card_id} path card_id"
    ]


@pytest.mark.parametrize(
    "check",
    sorted({case.check for case in CASES.values()}, key=lambda check: check.__name__),
    ids=lambda check: check.__name__.strip("_"),
)
def test_another_users_id_gets_nothing(
    check: Callable[[Scene], None], request: pytest.FixtureRequest
) -> None:
    people = next(case.people for case in CASES.values() if case.check is check)
    check(request.getfixturevalue(people))
