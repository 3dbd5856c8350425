"""Sales at a glance (issue 32): exact figures from known orders and refunds, IST days."""

from __future__ import annotations

from collections.abc import Callable

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from tests.factories import make_order
from tests.reports.support import at, collected, line, paid, refund

SALES = "/api/v1/admin/reports/sales"


def _shop(session: Session, shopper: User) -> None:
    """19 Nov (IST): one shirt paid at 23:59:59 IST. 20 Nov (IST): a saree and two shirts paid at
    00:00:00 IST, a COD order collected at 10:30 IST, and a refund of 200.00 on the 19th's order.
    Around them: an unpaid, a failed and an uncollected COD order, a failed refund and a refund
    of a duplicate payment, none of which count."""
    first = paid(session, shopper.id, "2026-11-19 18:29:59", shipping_state="Karnataka")
    paid(
        session, shopper.id, "2026-11-19 18:30:00",
        line("saree", "Kanchi Saree", "sarees", 450000, 1),
        line("shirt", "Handspun Khadi Shirt", "shirts", 89900, 2),
        shipping_state="Tamil Nadu",
    )  # fmt: skip
    collected(session, shopper.id, "2026-11-20 05:00:00", shipping_state="Karnataka")
    make_order(session, shopper.id, status="created", placed_at=at("2026-11-20 06:00:00"))
    make_order(session, shopper.id, status="failed", placed_at=at("2026-11-20 06:00:00"))
    make_order(
        session, shopper.id, status="cod", payment_method="cod", cod_state="confirmed",
        placed_at=at("2026-11-20 06:00:00"),
    )  # fmt: skip
    refund(session, first, 20000, "2026-11-20 04:00:00")
    refund(session, first, 5000, "2026-11-20 04:10:00", status="failed", counts=False)
    refund(session, first, 89900, "2026-11-20 04:20:00", payment_id="pay_dup", counts=False)


def _day(body: dict, day: str) -> dict:
    return next(d for d in body["days"] if d["day"] == day)


def test_days_are_ist_and_refunds_reduce_the_day_they_are_asked(
    admin_client: TestClient, db_session: Session, make_user: Callable[..., User]
) -> None:
    _shop(db_session, make_user())

    body = admin_client.get(SALES, params={"from": "2026-11-18", "to": "2026-11-21"}).json()

    assert [d["day"] for d in body["days"]] == [
        "2026-11-18", "2026-11-19", "2026-11-20", "2026-11-21"
    ]  # fmt: skip
    assert _day(body, "2026-11-18") == {
        "day": "2026-11-18", "orders": 0, "sales": 0, "refunds": 0, "net": 0, "averageOrder": 0
    }  # fmt: skip
    assert _day(body, "2026-11-19") == {
        "day": "2026-11-19", "orders": 1, "sales": 89900, "refunds": 0, "net": 89900,
        "averageOrder": 89900,
    }  # fmt: skip
    # 629800 (saree + two shirts) + 89900 (COD, collected) less the 200.00 refund
    assert _day(body, "2026-11-20") == {
        "day": "2026-11-20", "orders": 2, "sales": 719700, "refunds": 20000, "net": 699700,
        "averageOrder": 359850,
    }  # fmt: skip
    assert body["totals"] == {
        "orders": 3, "sales": 809600, "refunds": 20000, "net": 789600, "averageOrder": 269867
    }  # fmt: skip
    # over every day together the net is the dashboard's own net sales (issue 28)
    stats = admin_client.get("/api/v1/admin/stats").json()
    assert (stats["totalSales"], stats["netSales"]) == (809600, 789600)


def test_one_day_ends_at_midnight_ist(
    admin_client: TestClient, db_session: Session, make_user: Callable[..., User]
) -> None:
    _shop(db_session, make_user())

    nineteenth = admin_client.get(SALES, params={"from": "2026-11-19", "to": "2026-11-19"}).json()
    twentieth = admin_client.get(SALES, params={"from": "2026-11-20", "to": "2026-11-20"}).json()

    assert (nineteenth["totals"]["orders"], nineteenth["totals"]["net"]) == (1, 89900)
    assert (twentieth["totals"]["orders"], twentieth["totals"]["net"]) == (2, 699700)


def test_best_sellers_categories_and_states(
    admin_client: TestClient, db_session: Session, make_user: Callable[..., User]
) -> None:
    _shop(db_session, make_user())

    body = admin_client.get(SALES, params={"from": "2026-11-19", "to": "2026-11-20"}).json()

    # shirts: one (19th) + two (20th) + the COD order's one = 4 × 899.00
    assert body["byRevenue"] == [
        {"productId": "saree", "title": "Kanchi Saree", "revenue": 450000, "units": 1},
        {"productId": "shirt", "title": "Handspun Khadi Shirt", "revenue": 359600, "units": 4},
    ]
    assert [p["productId"] for p in body["byUnits"]] == ["shirt", "saree"]
    assert [(c["category"], c["revenue"], c["units"]) for c in body["categories"]] == [
        ("sarees", 450000, 1), ("shirts", 359600, 4)
    ]  # fmt: skip
    assert body["states"] == [
        {"state": "Tamil Nadu", "orders": 1, "sales": 629800},
        {"state": "Karnataka", "orders": 2, "sales": 179800},
    ]


def test_fabric_by_the_metre_counts_its_metres(
    admin_client: TestClient, db_session: Session, make_user: Callable[..., User]
) -> None:
    shopper = make_user()
    fabric = line("fabric", "Khadi Fabric", "fabric", 30000, 2.5, unit="metre")
    paid(db_session, shopper.id, "2026-11-20 06:00:00", fabric)

    body = admin_client.get(SALES, params={"from": "2026-11-20", "to": "2026-11-20"}).json()

    assert body["byUnits"] == [
        {"productId": "fabric", "title": "Khadi Fabric", "revenue": 75000, "units": 2.5}
    ]


def test_days_count_back_from_today(admin_client: TestClient) -> None:
    body = admin_client.get(SALES, params={"days": 7}).json()
    assert len(body["days"]) == 7
    assert body["days"][-1]["day"] == body["last"]


def test_a_wrong_range_is_refused(admin_client: TestClient) -> None:
    backwards = admin_client.get(SALES, params={"from": "2026-11-20", "to": "2026-11-19"})
    too_long = admin_client.get(SALES, params={"from": "2025-01-01", "to": "2026-11-19"})
    assert backwards.status_code == too_long.status_code == 422
    assert "first day" in backwards.text
    assert "366" in too_long.text


def test_each_chart_downloads_as_a_guarded_csv(
    admin_client: TestClient, db_session: Session, make_user: Callable[..., User]
) -> None:
    _shop(db_session, make_user())
    paid(
        db_session, make_user().id, "2026-11-20 07:00:00",
        line("evil", "=HYPERLINK(\"x\")", "shirts", 100, 1), shipping_state="+Goa",
    )  # fmt: skip
    span = {"from": "2026-11-19", "to": "2026-11-20"}

    days = admin_client.get(f"{SALES}/days.csv", params=span)
    products = admin_client.get(f"{SALES}/best-sellers-revenue.csv", params=span).text
    states = admin_client.get(f"{SALES}/states.csv", params=span).text

    assert days.headers["content-type"].startswith("text/csv")
    assert 'filename="sales-days-2026-11-19-2026-11-20.csv"' in days.headers["content-disposition"]
    assert days.text.lstrip("\ufeff").splitlines() == [
        "Day,Orders,Sales,Refunds,Net sales,Average order",
        "2026-11-19,1,899.00,0.00,899.00,899.00",
        "2026-11-20,3,7198.00,200.00,6998.00,2399.33",
    ]
    assert "'=HYPERLINK" in products
    assert "'+Goa,1,1.00" in states
    assert admin_client.get(f"{SALES}/nothing.csv", params=span).status_code == 422
