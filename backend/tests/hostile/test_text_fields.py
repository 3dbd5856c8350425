"""Odd text in every text field the API takes — JSON body fields and query parameters, found by
walking the route table, so a new field without a probe fails `test_every_text_field_has_a_probe`.

Each value is either refused with a clear 422 (the envelope, a message to show) or stored as it
was sent and read back exactly (trimmed where the field is trimmed). Never a 5xx. Text no
database can hold — a NUL character, an unpaired surrogate — is always refused.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote_from_bytes

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from httpx import Response
from sqlalchemy import select
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.errors import NUL_IN_ADDRESS
from khadi.kit.schema import UNSTORABLE_TEXT
from tests.factories import make_order, make_product
from tests.hostile.cod_probes import COD_PROBES
from tests.hostile.content_probes import CONTENT_PROBES
from tests.hostile.delivery_probes import DELIVERY_PROBES
from tests.hostile.order_probes import ORDER_PROBES
from tests.hostile.password_reset_probes import ACCOUNT_PROBES, RESET_PROBES
from tests.hostile.selling_probes import SELLING_PROBES
from tests.hostile.shop_probes import SHOP_PROBES
from tests.hostile.support import SAME_ORIGIN, assert_refusal, send_json
from tests.hostile.tax_probes import TAX_PROBES
from tests.hostile.text_walk import text_fields
from tests.hostile.translation_probes import TRANSLATION_PROBES
from tests.media import images

HOSTILE = {
    "rtl-override": "Asha \u202egnp.exe\u202c Shop",
    "zero-width": "A\u200bs\u200ch\u200da\ufeff",
    "emoji": "Asha 🧵👩🏽‍🌾🇮🇳",
    "combining": "A\u0301\u0302s\u0327h\u0303a\u0308\u0336",
    "kannada": "ಖಾದಿ ಭಂಡಾರ",
    "markup": "<script>alert(1)</script><img src=x onerror=alert(2)>",
    "sql": "x'); DROP TABLE users; --",
    "controls": "line one\r\nline two\t\x07\x1b[31m",
    "long": "ಖ" * 12_000,
    "nul": "Asha\x00Shopper",
    "lone-surrogate": "Asha\ud800Shopper",
}
UNSTORABLE = {"nul", "lone-surrogate"}
URL_TEXT = 600
SHIRT_M = {"size": "M", "type": "Half Sleeve"}


# --- how each field is sent and read back ----------------------------------------------------


@dataclass
class Shop:
    """A signed-in admin (admins shop too) with a cart line, an order and an uploaded image."""

    client: TestClient
    db: Session
    product_id: str
    image_key: str
    order: Any

    def product_form(self, **fields: Any) -> dict[str, Any]:
        return {
            "title": "Kora Towel",
            "description": "Handwoven in Gadag.",
            "price": "10",
            "category": "honey",
            "tags": ["towel"],
            "images": [{"key": self.image_key}],
            "options": {"category": None, "availableSizes": [], "availableTypes": []},
            **fields,
        }


Send = Callable[[Shop, str], Response]
ReadBack = Callable[[Shop, Response, str], Any]


@dataclass(frozen=True)
class Probe:
    send: Send
    read_back: ReadBack | None = None  # what the shop kept, when it accepted the value
    expect: Callable[[str], Any] = str.strip  # what it should have kept


def _post(path: str, body: Callable[[Shop, str], dict[str, Any]], method: str = "POST") -> Send:
    return lambda shop, value: send_json(shop.client, method, path, body(shop, value))


def _query(method: str, path: str, name: str, **others: str) -> Send:
    def send(shop: Shop, value: str) -> Response:
        # The bytes a hostile client can put in a URL, a lone surrogate's included. A request
        # line is a few kB at most (servers refuse longer ones), so long text is cut to fit.
        raw = quote_from_bytes(value[:URL_TEXT].encode("utf-8", "surrogatepass"), safe="")
        extra = "".join(f"&{key}={quote_from_bytes(v.encode())}" for key, v in others.items())
        return shop.client.request(method, f"{path}?{name}={raw}{extra}", headers=SAME_ORIGIN)

    return send


def _unique_email() -> str:
    return f"asha-{uuid.uuid4().hex[:10]}@khadi.test"


def _signup(**fields: str) -> dict[str, str]:
    password = fields.get("password", "khadi-pass-1")
    return {
        "name": "Asha",
        "phone": "9876543210",
        "email": _unique_email(),
        "password": password,
        "confirmPassword": password,
        **fields,
    }


def _password_kept(shop: Shop, response: Response, value: str) -> str | None:
    """The password as the account now takes it: the value when it verifies against the hash."""
    shop.db.expire_all()
    user = shop.db.scalar(select(User).where(User.email == response.json()["email"]))
    assert user is not None
    passwords = shop.client.app.state.passwords  # type: ignore[attr-defined]
    return value if passwords.verify(user.password_hash, value) else None


def _checkout(field: str) -> Send:
    def send(shop: Shop, value: str) -> Response:
        address = {
            "name": "Asha",
            "address": "12 Temple Road, Melkote",
            "pincode": "571431",
            "mobile": "9876543210",
            field: value,
        }
        key = {"Idempotency-Key": uuid.uuid4().hex}
        return send_json(shop.client, "POST", "/api/v1/checkout", address, headers=key)

    return send


def _ordered(field: str) -> ReadBack:
    def read(shop: Shop, response: Response, _value: str) -> Any:
        order = shop.client.get(f"/api/v1/orders/{response.json()['orderId']}").json()
        return order["address"][field]

    return read


def _product(method: str, **path: str) -> Callable[[str], Send]:
    url = "/api/v1/admin/products" + ("/{id}" if method == "PUT" else "")

    def field(name: str) -> Send:
        def send(shop: Shop, value: str) -> Response:
            form = shop.product_form()
            target, key = form, name
            if name.startswith("options."):
                target, key = form["options"], name.removeprefix("options.")
            if key.endswith("[]."):
                key = key[:-3]
            if key == "images[].key":
                target["images"] = [{"key": value}]
            elif key.endswith("[]"):
                target[key[:-2]] = [value]
            else:
                target[key] = value
            return send_json(shop.client, method, url.format(id=shop.product_id), form)

        return send

    return field


def _field(name: str) -> ReadBack:
    return lambda _shop, response, _value: response.json()[name]


def _first(name: str) -> ReadBack:
    return lambda _shop, response, _value: response.json()[name][0]


def _cart(path: str, method: str = "POST") -> Callable[[str], Send]:
    def field(name: str) -> Send:
        def body(shop: Shop, value: str) -> dict[str, Any]:
            return {"productId": shop.product_id, "quantity": 1, **SHIRT_M, name: value}

        return _post(path, body, method)

    return field


def _verify(name: str) -> Send:
    def body(shop: Shop, value: str) -> dict[str, str]:
        return {
            "orderId": shop.order.id,
            "providerOrderId": shop.order.provider_order_id,
            "paymentId": "pay_Hostile00001",
            "signature": "0" * 64,
            name: value,
        }

    return _post("/api/v1/payments/verify", body)


NEW_PRODUCT = _product("POST")
EDITED_PRODUCT = _product("PUT")
CART_LINE = _cart("/api/v1/cart/lines")
INCREMENT = _cart("/api/v1/cart/lines/increment")
DECREMENT = _cart("/api/v1/cart/lines/decrement")
REMOVE = _cart("/api/v1/cart/lines", "DELETE")
SEARCHES = ("/api/v1/admin/users", "/api/v1/admin/products", "/api/v1/admin/orders")

PROBES: dict[str, Probe] = {
    "POST /api/v1/auth/signup body name": Probe(
        _post("/api/v1/auth/signup", lambda _, v: _signup(name=v)), _field("name")
    ),
    "POST /api/v1/auth/signup body phone": Probe(
        _post("/api/v1/auth/signup", lambda _, v: _signup(phone=v)), _field("phone")
    ),
    "POST /api/v1/auth/signup body email": Probe(
        _post("/api/v1/auth/signup", lambda _, v: _signup(email=v + "@khadi.test")),
        _field("email"),
        lambda v: (v + "@khadi.test").strip().lower(),
    ),
    "POST /api/v1/auth/signup body password": Probe(
        _post("/api/v1/auth/signup", lambda _, v: _signup(password=v)), _password_kept, str
    ),
    "POST /api/v1/auth/signup body confirmPassword": Probe(
        _post("/api/v1/auth/signup", lambda _, v: {**_signup(), "confirmPassword": v})
    ),
    "POST /api/v1/auth/login body email": Probe(
        _post("/api/v1/auth/login", lambda _, v: {"email": v, "password": "khadi-pass-1"})
    ),
    "POST /api/v1/auth/login body password": Probe(
        _post("/api/v1/auth/login", lambda _, v: {"email": "x@khadi.test", "password": v})
    ),
    "POST /api/v1/newsletter body email": Probe(
        _post("/api/v1/newsletter", lambda _, v: {"email": v + "@khadi.test"})
    ),
    "POST /api/v1/checkout body name": Probe(_checkout("name"), _ordered("name")),
    "POST /api/v1/checkout body address": Probe(_checkout("address"), _ordered("address")),
    "POST /api/v1/checkout body pincode": Probe(_checkout("pincode"), _ordered("pincode")),
    "POST /api/v1/checkout body mobile": Probe(_checkout("mobile"), _ordered("mobile")),
    "POST /api/v1/payments/verify body orderId": Probe(_verify("orderId")),
    "POST /api/v1/payments/verify body providerOrderId": Probe(_verify("providerOrderId")),
    "POST /api/v1/payments/verify body paymentId": Probe(_verify("paymentId")),
    "POST /api/v1/payments/verify body signature": Probe(_verify("signature")),
    "POST /api/v1/payments/sandbox/pay body providerOrderId": Probe(
        _post(
            "/api/v1/payments/sandbox/pay",
            lambda _, v: {"providerOrderId": v, "outcome": "success"},
        )
    ),
    "POST /api/v1/wishlist/toggle body productId": Probe(
        _post("/api/v1/wishlist/toggle", lambda _, v: {"productId": v})
    ),
    "POST /api/v1/admin/categories body name": Probe(
        _post("/api/v1/admin/categories", lambda _, v: {"name": v}),
        _field("label"),
        lambda v: " ".join(v.split()),
    ),
    "POST /api/v1/admin/categories body subcategories[]": Probe(
        _post(
            "/api/v1/admin/categories",
            lambda _, v: {"name": f"Mats {uuid.uuid4().hex[:6]}", "subcategories": [v]},
        ),
        _first("subcategories"),
    ),
    "PATCH /api/v1/admin/categories/{name} body label": Probe(
        _post("/api/v1/admin/categories/haar", lambda _, v: {"label": v}, "PATCH"),
        _field("label"),
        lambda v: " ".join(v.split()),
    ),
    "PATCH /api/v1/admin/categories/{name} body subcategories": Probe(
        _post("/api/v1/admin/categories/haar", lambda _, v: {"subcategories": [v]}, "PATCH"),
        _first("subcategories"),
    ),
    "DELETE /api/v1/admin/categories/{name} query moveTo": Probe(
        _query("DELETE", "/api/v1/admin/categories/shirts", "moveTo")
    ),
    "DELETE /api/v1/admin/media query path": Probe(_query("DELETE", "/api/v1/admin/media", "path")),
    "DELETE /api/v1/admin/media query url": Probe(_query("DELETE", "/api/v1/admin/media", "url")),
    **{f"GET {path} query q": Probe(_query("GET", path, "q")) for path in SEARCHES},
    **{
        f"DELETE /api/v1/cart/lines query {name}": Probe(
            _query("DELETE", "/api/v1/cart/lines", name)
        )
        for name in ("productId", "size", "type")
    },
}
for _method, _form in (
    ("POST /api/v1/admin/products", NEW_PRODUCT),
    ("PUT /api/v1/admin/products/{product_id}", EDITED_PRODUCT),
):
    PROBES |= {
        f"{_method} body title": Probe(_form("title"), _field("title")),
        f"{_method} body description": Probe(_form("description"), _field("description")),
        f"{_method} body tags[]": Probe(_form("tags[]"), _first("tags")),
        f"{_method} body price": Probe(_form("price")),
        f"{_method} body category": Probe(_form("category")),
        f"{_method} body subCategory": Probe(_form("subCategory")),
        f"{_method} body images[].key": Probe(_form("images[].key")),
        f"{_method} body options.category": Probe(_form("options.category")),
        f"{_method} body options.availableSizes[]": Probe(_form("options.availableSizes[]")),
        f"{_method} body options.availableTypes[]": Probe(_form("options.availableTypes[]")),
    }
for _path, _fields in (
    ("POST /api/v1/cart/lines", CART_LINE),
    ("POST /api/v1/cart/lines/increment", INCREMENT),
    ("POST /api/v1/cart/lines/decrement", DECREMENT),
    ("DELETE /api/v1/cart/lines", REMOVE),
):
    PROBES |= {
        f"{_path} body {name}": Probe(_fields(name)) for name in ("productId", "size", "type")
    }
PROBES |= {field: Probe(*probe) for field, probe in SHOP_PROBES.items()}  # issue 13
PROBES |= {field: Probe(send) for field, send in RESET_PROBES.items()}  # issue 14
PROBES |= {field: Probe(*probe) for field, probe in ACCOUNT_PROBES.items()}  # issue 14
PROBES |= {field: Probe(send) for field, send in ORDER_PROBES.items()}  # issues 15, 16
PROBES |= {field: Probe(send) for field, send in TAX_PROBES.items()}  # issue 17
PROBES |= {field: Probe(*probe) for field, probe in TRANSLATION_PROBES.items()}  # issue 18
PROBES |= {field: Probe(*probe) for field, probe in CONTENT_PROBES.items()}  # issue 18
PROBES |= {field: Probe(*probe) for field, probe in DELIVERY_PROBES.items()}  # issue 30
PROBES |= {field: Probe(*probe) for field, probe in COD_PROBES.items()}  # issue 30
PROBES |= {field: Probe(*probe) for field, probe in SELLING_PROBES.items()}  # issues 31, 32


# --- the tests ---------------------------------------------------------------------------------


@pytest.fixture
def shop(
    app: FastAPI,
    client: TestClient,
    db_session: Session,
    make_user: Callable[..., User],
    login_as: Callable[[TestClient, User], str],
) -> Shop:
    admin = make_user(role="admin")
    login_as(client, admin)
    shirt = make_product(db_session)
    line = {"productId": shirt.id, "quantity": 1, **SHIRT_M}
    assert client.post("/api/v1/cart/lines", json=line).status_code == 200
    uploaded = images.upload(client, images.png(), "towel.png")
    assert uploaded.status_code == 201, uploaded.text
    order = make_order(db_session, admin.id)
    return Shop(client, db_session, shirt.id, uploaded.json()["key"], order)


def test_every_text_field_has_a_probe(app: FastAPI) -> None:
    found = text_fields(app)
    assert "POST /api/v1/auth/signup body name" in found
    assert "PUT /api/v1/admin/products/{product_id} body options.availableSizes[]" in found
    assert "GET /api/v1/admin/users query q" in found
    assert sorted(found - set(PROBES)) == [], "text fields with no probe here"
    assert sorted(set(PROBES) - found) == [], "probes for fields no route takes any more"


def _route(field: str) -> str:
    method, path, *_ = field.split(" ")
    return f"{method} {path}"


@pytest.mark.parametrize("route", sorted({_route(field) for field in PROBES}))
def test_odd_text_is_refused_clearly_or_kept_exactly(shop: Shop, route: str) -> None:
    for field, probe in PROBES.items():
        if _route(field) == route:
            for kind, value in HOSTILE.items():
                _check(shop, field, probe, kind, value)


def _check(shop: Shop, field: str, probe: Probe, kind: str, value: str) -> None:
    response = probe.send(shop, value)
    where = (field, kind, response.status_code, response.text[:200])
    assert response.status_code < 500, where
    if kind in UNSTORABLE and " body " in field:
        message = assert_refusal(response, 422)["message"]
        # this text's own message, unless the field's stricter pattern refused it first
        assert message == UNSTORABLE_TEXT or "should match pattern" in message, where
    elif kind == "nul":  # in the query string
        assert assert_refusal(response, 422)["message"] == NUL_IN_ADDRESS, where
    elif response.status_code >= 400:
        assert_refusal(response)
    elif probe.read_back is not None:
        assert probe.read_back(shop, response, value) == probe.expect(value), where
