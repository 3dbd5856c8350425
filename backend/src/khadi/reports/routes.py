"""The owner's reports (issue 32), admins only: sales at a glance for a range of IST days (and
each chart's table as a CSV), the customers list and one customer's page."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Annotated, Any, Literal

from fastapi import Path, Query, Response

from khadi.accounts.deps import AdminUser, make_admin_router
from khadi.db import DbSession
from khadi.kit.time import utcnow
from khadi.reports import customers, errors, sales
from khadi.reports.csv_files import chart_csv
from khadi.reports.schemas import CustomerDetail, CustomerPage, SalesReport
from khadi.tax.dates import ist_date

admin_router = make_admin_router("reports")

MAX_DAYS = 366
CSV: dict[int | str, dict[str, Any]] = {
    200: {"content": {"text/csv": {}}, "description": "The CSV"}
}
DAY = r"^\d{4}-\d{2}-\d{2}$"  # YYYY-MM-DD only (a bare number would be read as a Unix time)
FIRST_DAY, LAST_DAY = date(2000, 1, 1), date(2100, 12, 31)
First = Annotated[
    str | None,
    Query(alias="from", pattern=DAY, description="First IST day; without it, `days` up to today"),
]
Last = Annotated[str | None, Query(alias="to", pattern=DAY, description="Last IST day (included)")]
Days = Annotated[
    int, Query(ge=1, le=MAX_DAYS, description="Without from/to: this many days up to today (IST)")
]
Chart = Literal["days", "best-sellers-revenue", "best-sellers-units", "categories", "states"]


def _day(text: str | None, field: str) -> date | None:
    if text is None:
        return None
    try:
        day = date.fromisoformat(text)
    except ValueError:
        day = None
    if day is None or not FIRST_DAY <= day <= LAST_DAY:
        raise errors.InvalidRange(errors.DAY_INVALID, fields={field: errors.DAY_INVALID})
    return day


def _range(first_text: str | None, last_text: str | None, days: int) -> tuple[date, date]:
    first, last = _day(first_text, "from"), _day(last_text, "to")
    if first is None or last is None:
        last = last or ist_date(utcnow())
        first = first or last - timedelta(days=days - 1)
    if last < first:
        raise errors.InvalidRange(errors.RANGE_ORDER, fields={"to": errors.RANGE_ORDER})
    if (last - first).days >= MAX_DAYS:
        raise errors.InvalidRange(errors.RANGE_LENGTH, fields={"to": errors.RANGE_LENGTH})
    return first, last


@admin_router.get(
    "/reports/sales",
    response_model=SalesReport,
    responses={422: {"description": "The first day is after the last, or over 366 days"}},
    summary="Sales at a glance: net sales per IST day, orders, best sellers, categories, states",
)
def sales_report(
    _: AdminUser, db: DbSession, first: First = None, last: Last = None, days: Days = 30
) -> SalesReport:
    return sales.sales_report(db, *_range(first, last, days))


@admin_router.get(
    "/reports/sales/{chart}.csv",
    response_class=Response,
    responses={**CSV, 422: {"description": "The first day is after the last, or over 366 days"}},
    summary="One sales chart's table as a CSV",
)
def sales_csv(
    _: AdminUser,
    db: DbSession,
    chart: Annotated[Chart, Path()],
    first: First = None,
    last: Last = None,
    days: Days = 30,
) -> Response:
    start, end = _range(first, last, days)
    body = chart_csv(sales.sales_report(db, start, end), chart)
    return Response(
        body,
        media_type="text/csv; charset=utf-8",
        headers={
            "Content-Disposition": f'attachment; filename="sales-{chart}-{start}-{end}.csv"',
            "Cache-Control": "private, no-store",
        },
    )


@admin_router.get(
    "/customers",
    response_model=CustomerPage,
    summary="Customers: orders, total spent and latest order; q searches name, e-mail, phone",
)
def list_customers(
    _: AdminUser,
    db: DbSession,
    page: Annotated[int, Query(ge=1, le=100_000)] = 1,
    page_size: Annotated[int, Query(alias="pageSize", ge=1, le=100)] = 20,
    q: Annotated[str, Query(max_length=100)] = "",
    sort: Annotated[customers.Sort, Query()] = "last",
    direction: Annotated[customers.Direction, Query(alias="dir")] = "desc",
) -> CustomerPage:
    return customers.customer_page(
        db, page=page, page_size=page_size, search=q, sort=sort, direction=direction
    )


@admin_router.get(
    "/customers/{user_id}",
    response_model=CustomerDetail,
    responses={404: {"description": "No such customer"}},
    summary="One customer: their orders, saved addresses and returns",
)
def get_customer(
    user_id: Annotated[str, Path(max_length=24)], _: AdminUser, db: DbSession
) -> CustomerDetail:
    return customers.customer_detail(db, user_id)
