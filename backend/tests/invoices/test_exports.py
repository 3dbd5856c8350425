"""The accountant's CSV exports for a date range (issue 17): sales, GSTR-1 B2C and HSN summary,
net of credit notes."""

from __future__ import annotations

import csv
import io
from collections.abc import Callable
from datetime import UTC, datetime

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.invoices.issue import issue_credit_note, issue_for_order
from tests.factories import make_order
from tests.invoices.support import line, register_shop

EXPORTS = "/api/v1/admin/exports"
DAY = datetime(2026, 11, 20, 6, 0, tzinfo=UTC)


def _rows(
    client: TestClient, name: str, first: str = "2026-11-20", last: str = "2026-11-20"
) -> list[dict[str, str]]:
    response = client.get(f"{EXPORTS}/{name}.csv", params={"from": first, "to": last})
    assert response.status_code == 200, response.text
    assert response.headers["content-type"].startswith("text/csv")
    return list(csv.DictReader(io.StringIO(response.text)))


def test_the_exports_sum_by_place_rate_and_hsn_net_of_credit_notes(
    admin_client: TestClient, db_session: Session, make_user: Callable[..., User]
) -> None:
    register_shop(db_session)
    user = make_user().id
    local = make_order(db_session, user, items=[line("shirts", 89_900, 2)])
    delhi = make_order(db_session, user, items=[line("honey", 45_000)], shipping_pincode="110001")
    issue_for_order(db_session, local, now=DAY)
    issue_for_order(db_session, delhi, now=DAY)
    issue_credit_note(db_session, local, "refund-1", 89_900, now=DAY)
    later = make_order(db_session, user, items=[line("shirts", 89_900)])
    issue_for_order(db_session, later, now=datetime(2026, 11, 21, 6, tzinfo=UTC))
    db_session.commit()

    sales = _rows(admin_client, "sales")
    assert [(r["Kind"], r["Total"]) for r in sales] == [
        ("invoice", "1798.00"),
        ("invoice", "450.00"),
        ("credit_note", "-899.00"),
    ]
    b2c = _rows(admin_client, "gstr1-b2c")
    assert [(r["Place Of Supply"], r["Rate"], r["Taxable Value"]) for r in b2c] == [
        ("07-Delhi", "5", "428.57"),
        ("29-Karnataka", "5", "856.19"),  # 1712.38 − 856.19
    ]
    # 42.81 − 21.41 CGST, 42.81 − 21.40 SGST: the credit note's odd paisa went to CGST
    assert (b2c[1]["Central Tax"], b2c[1]["State/UT Tax"]) == ("21.40", "21.41")
    hsn = {r["HSN"]: r for r in _rows(admin_client, "hsn")}
    assert (hsn["6205"]["UQC"], hsn["6205"]["Total Value"]) == ("PCS-PIECES", "899.00")
    assert hsn["0409"]["Integrated Tax Amount"] == "21.43"
    assert len(_rows(admin_client, "sales", "2026-11-20", "2026-11-21")) == 4


def test_a_backwards_range_is_refused(admin_client: TestClient) -> None:
    response = admin_client.get(
        f"{EXPORTS}/sales.csv", params={"from": "2026-11-21", "to": "2026-11-20"}
    )
    assert response.status_code == 422


def test_a_day_is_the_shops_ist_day_on_every_database(
    admin_client: TestClient, db_session: Session, make_user: Callable[..., User]
) -> None:
    """An invoice issued at 19:00 UTC on the 20th is the 21st's in Karnataka (00:30 IST); one at
    18:00 UTC is still the 20th's. SQLite keeps UTC text without its zone, so the range is UTC."""
    register_shop(db_session)
    user = make_user().id
    late = make_order(db_session, user, items=[line("shirts", 89_900)])
    evening = make_order(db_session, user, items=[line("honey", 45_000)])
    issue_for_order(db_session, late, now=datetime(2026, 11, 20, 19, 0, tzinfo=UTC))
    issue_for_order(db_session, evening, now=datetime(2026, 11, 20, 18, 0, tzinfo=UTC))
    db_session.commit()

    assert [r["Total"] for r in _rows(admin_client, "sales", "2026-11-21", "2026-11-21")] == [
        "899.00"
    ]
    assert [r["Total"] for r in _rows(admin_client, "sales", "2026-11-20", "2026-11-20")] == [
        "450.00"
    ]
