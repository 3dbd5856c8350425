"""Issue 28: a cart refusal carries its stable code and parameters, which the client words in the
shopper's language (English: the spec's words, which `message` keeps)."""

from __future__ import annotations

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from tests.cart.checks import SHIRT_M, add
from tests.factories import make_product


def test_a_refusal_carries_its_code_and_parameters_for_the_shoppers_language(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    """Issue 28: the client words refusals from its catalogues (en/kn/hi) by these codes; the
    English words stay the spec's."""
    gone = add(client, make_product(db_session, out_of_stock=True).id, quantity=1, **SHIRT_M)
    assert gone.status_code == 409
    assert gone.json()["reason"] == "cart.out_of_stock"
    assert gone.json()["message"] == "This product is out of stock"

    shirt = make_product(db_session)
    too_many = add(client, shirt.id, quantity=11, **SHIRT_M).json()
    assert (too_many["reason"], too_many["params"]) == ("cart.units_limit", {"max": 10})
    assert too_many["fieldReasons"]["quantity"] == {
        "reason": "cart.units_limit",
        "params": {"max": 10},
    }
    assert too_many["message"] == "You can buy at most 10 of this item"

    missing = add(client, None, quantity=1).json()
    assert (missing["reason"], missing["message"]) == (
        "cart.invalid_product_id",
        "Invalid product ID",
    )
