"""Issue 28: pydantic's own refusals (a field missing, too long, not a number…) reach a shopper's
form as a 422 too; each carries a code and parameters the client words in her language, while
`message` keeps pydantic's English exactly."""

from __future__ import annotations

from typing import Any, Literal

import pytest
from fastapi.testclient import TestClient
from pydantic import BaseModel, Field, ValidationError

from khadi.accounts.models import User
from khadi.errors import REFUSAL_TEXTS, Text, validation_text
from tests.factories import make_product


class _Form(BaseModel):
    name: str = Field(min_length=2, max_length=3)
    count: int = Field(ge=1, le=10)
    price: float = Field(gt=0)
    kind: Literal["upi", "card"]
    lines: list[int] = Field(max_length=2)
    ok: bool
    pin: str = Field(pattern=r"^\d{6}$")


_BAD: list[dict[str, Any]] = [
    {
        "name": "a",
        "count": 0,
        "price": 0,
        "kind": "cash",
        "lines": [1, 2, 3],
        "ok": "q",
        "pin": "1",
    },
    {"name": "abcd", "count": 11, "price": "x", "kind": 1, "lines": "no", "ok": 3, "pin": 5},
    {"count": 1.5},
    {"count": "many"},
]


@pytest.mark.parametrize("values", _BAD)
def test_every_common_pydantic_message_gets_its_code_and_keeps_its_words(
    values: dict[str, Any],
) -> None:
    with pytest.raises(ValidationError) as raised:
        _Form.model_validate(values)
    for error in raised.value.errors():
        words = validation_text(error["type"], error["msg"], error.get("ctx"))
        assert isinstance(words, Text), (error["type"], error["msg"])
        assert words == error["msg"]
        assert words.code == f"request.{error['type']}"
        assert words.code in REFUSAL_TEXTS


def test_an_unknown_type_keeps_pydantics_words() -> None:
    assert not isinstance(validation_text("date_parsing", "Input should be a date", {}), Text)
    # a template that would word it differently from pydantic is not used
    assert not isinstance(validation_text("greater_than", "Input should be > 0", {"gt": 0}), Text)


def test_a_shoppers_422_carries_the_codes_per_field(
    client: TestClient, shopper: User, db_session: Any
) -> None:
    product = make_product(db_session)
    refused = client.post(
        "/api/v1/cart/lines", json={"productId": product.id, "quantity": "2", "size": "M"}
    )
    assert refused.status_code == 422
    body = refused.json()
    assert body["message"] == "Input should be a valid number"
    assert body["reason"] == "request.float_type"
    assert body["fieldReasons"]["quantity"] == {"reason": "request.float_type", "params": {}}

    long = client.post("/api/v1/newsletter", json={"email": "a" * 1001})
    assert long.status_code == 422
    assert long.json()["reason"] == "request.string_too_long"
    assert long.json()["params"] == {"max_length": 1000}
    assert long.json()["message"] == "String should have at most 1000 characters"
