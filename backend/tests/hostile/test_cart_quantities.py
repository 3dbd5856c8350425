"""Quantities a form would never send, written as raw JSON (so numbers Python would not produce
reach the server as a client wrote them): each refused with the shop's message, the cart left as
it was. tests/cart/test_routes.py covers the everyday refusals (0, -1, 1.5, 11, 31 m, 2.8 m,
"2", true, null, NaN, Infinity); these are the edges around them, for pieces and for metres.
"""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient
from httpx import Response
from sqlalchemy.orm import Session

from khadi.catalog.models import Product
from tests.cart.checks import cart, refusal
from tests.factories import make_fabric, make_product
from tests.hostile.support import JSON_HEADERS

WHOLE = "Quantity must be a whole number"
AT_LEAST_ONE = "Quantity must be at least 1"
AT_MOST_10 = "You can buy at most 10 of this item"
RANGE = "Length must be between 1 and 30 m"
STEP = "Length must be in steps of 0.25 m"
NOT_A_NUMBER = "Input should be a valid number"

PIECES = [
    (b"-0.0", AT_LEAST_ONE),
    (b"-0", AT_LEAST_ONE),
    (b"0.0", AT_LEAST_ONE),
    (b"1e309", WHOLE),  # beyond a double: parsed as infinity
    (b"-1e309", WHOLE),
    (b"5e-324", WHOLE),  # the smallest double
    (b"0.9999999999999999", WHOLE),
    (b"1.0000000000000002", WHOLE),
    (b"9223372036854775808", AT_MOST_10),  # 2**63
    (b"-9223372036854775809", AT_LEAST_ONE),
    (b"1E1", AT_MOST_10),  # 10.0 is fine; this is 10 plus the line's 1
    (b'"NaN"', NOT_A_NUMBER),
    (b'"1"', NOT_A_NUMBER),
    (b"[1]", NOT_A_NUMBER),
    (b'{"value": 1}', NOT_A_NUMBER),
]
METRES = [
    (b"-0.0", RANGE),
    (b"0.99", RANGE),
    (b"1e309", RANGE),
    (b"-1e309", RANGE),
    (b"5e-324", RANGE),
    (b"30.000000000000004", RANGE),
    (b"1.0000000000000002", STEP),
    (b"2.2500000000000004", STEP),
    (b"1e2", RANGE),
    (b"-9223372036854775809", RANGE),
    (b'"2.5"', NOT_A_NUMBER),
    (b"[2.5]", NOT_A_NUMBER),
]


def _add(client: TestClient, product: Product, raw_quantity: bytes, options: bytes) -> Response:
    body = b'{"productId": "' + product.id.encode() + b'", ' + options
    return client.post(
        "/api/v1/cart/lines",
        content=body + b'"quantity": ' + raw_quantity + b"}",
        headers=JSON_HEADERS,
    )


@pytest.mark.usefixtures("shopper")
@pytest.mark.parametrize(("raw", "message"), PIECES, ids=[raw.decode() for raw, _ in PIECES])
def test_odd_piece_counts_are_refused(
    client: TestClient, db_session: Session, raw: bytes, message: str
) -> None:
    shirt = make_product(db_session)
    options = b'"size": "M", "type": "Half Sleeve", '
    assert _add(client, shirt, b"1", options).status_code == 200
    before = cart(client)
    refusal(_add(client, shirt, raw, options), 422, message)
    assert cart(client) == before


@pytest.mark.usefixtures("shopper")
@pytest.mark.parametrize(("raw", "message"), METRES, ids=[raw.decode() for raw, _ in METRES])
def test_odd_fabric_lengths_are_refused(
    client: TestClient, db_session: Session, raw: bytes, message: str
) -> None:
    fabric = make_fabric(db_session)
    assert _add(client, fabric, b"1.5", b"").status_code == 200
    before = cart(client)
    refusal(_add(client, fabric, raw, b""), 422, message)
    assert cart(client) == before


@pytest.mark.usefixtures("shopper")
def test_exact_edges_are_accepted(client: TestClient, db_session: Session) -> None:
    fabric = make_fabric(db_session)
    honey = make_product(db_session, category="honey", options={})
    for product, raw in ((fabric, b"1.00"), (fabric, b"28.75e0"), (honey, b"1E1")):
        response = _add(client, product, raw, b"")
        assert response.status_code == 200, response.text
    assert [line["quantity"] for line in cart(client)["lines"]] == [29.75, 10]
