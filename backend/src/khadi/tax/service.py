"""Tax data: read for invoices (a product's override, else its category's), listed and saved
by admins with optimistic concurrency (a save names the version it was loaded with)."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from khadi.errors import InvalidInput
from khadi.kit.money import format_inr
from khadi.kit.time import utcnow
from khadi.shop.versioned import save_versioned
from khadi.tax.errors import TAX_DATA_CHANGED
from khadi.tax.maths import tax_in
from khadi.tax.models import SCOPE_CATEGORY, SCOPE_PRODUCT, TaxData
from khadi.tax.rules import FALLBACK, Period, TaxClass, hsn_problem, period_problems
from khadi.tax.schemas import TaxDataIn, TaxDataOut, TaxPeriod


def tax_class(row: TaxData) -> TaxClass:
    return TaxClass(row.hsn, tuple(Period.from_json(p) for p in row.periods))


def classes_for(
    session: Session, lines: Iterable[tuple[str, str]]
) -> dict[tuple[str, str], TaxClass]:
    """The tax class of each (category, product id): the product's override, else the
    category's, else the fallback (18%, no HSN)."""
    wanted = set(lines)
    products = {pid for _, pid in wanted}
    categories = {cat for cat, _ in wanted}
    rows = session.scalars(
        select(TaxData).where(
            ((TaxData.scope == SCOPE_PRODUCT) & TaxData.target.in_(products))
            | ((TaxData.scope == SCOPE_CATEGORY) & TaxData.target.in_(categories))
        )
    ).all()
    found = {(row.scope, row.target): tax_class(row) for row in rows}
    return {
        (cat, pid): found.get((SCOPE_PRODUCT, pid)) or found.get((SCOPE_CATEGORY, cat)) or FALLBACK
        for cat, pid in wanted
    }


def tax_included(session: Session, lines: Iterable[tuple[str, str, int, int]], day: date) -> int:
    """The GST inside lines of (category, product id, unit price, line total) sold on `day`:
    per line exactly what its invoice will show (khadi.tax.lines.tax_line), summed."""
    wanted = list(lines)
    classes = classes_for(session, [(category, pid) for category, pid, _, _ in wanted])
    total = 0
    for category, pid, unit_price, gross in wanted:
        rate = classes[(category, pid)].period_on(day).rate_for(unit_price)
        total += tax_in(gross, rate)
    return total


def describe(period: Period) -> str:
    if period.kind == "exempt":
        return "Exempt"
    if period.kind == "by_price":
        return (
            f"{period.rate}% up to {format_inr(period.threshold)} a piece, "
            f"{period.high_rate}% above"
        )
    return f"{period.rate}%"


def data_out(scope: str, target: str, label: str, row: TaxData | None) -> TaxDataOut:
    today = utcnow().date()
    if row is None:
        return TaxDataOut(
            scope=scope,
            target=target,
            label=label,
            hsn="",
            periods=[],
            version=0,
            missing=True,
            rate_today=describe(FALLBACK.period_on(today)) + " (no tax data)",
        )
    klass = tax_class(row)
    return TaxDataOut(
        scope=scope,
        target=target,
        label=label,
        hsn=row.hsn,
        periods=[_period_out(p) for p in klass.periods],
        version=row.version,
        missing=False,
        rate_today=describe(klass.period_on(today)),
    )


def _period_out(period: Period) -> TaxPeriod:
    return TaxPeriod.model_validate(period.to_json())


def stored(session: Session, scope: str, targets: Iterable[str]) -> dict[str, TaxData]:
    rows = session.scalars(
        select(TaxData).where(TaxData.scope == scope, TaxData.target.in_(list(targets)))
    )
    return {row.target: row for row in rows}


def save(session: Session, scope: str, target: str, form: TaxDataIn) -> TaxData:
    """Validate and store; 422 naming the field, 409 when someone saved first."""
    hsn = form.hsn.strip()
    periods = [
        Period(p.starts, p.kind, p.rate, p.high_rate if p.kind == "by_price" else 0,
               p.threshold if p.kind == "by_price" else 0)
        for p in form.periods
    ]  # fmt: skip
    periods = [Period(p.starts, p.kind, 0) if p.kind == "exempt" else p for p in periods]
    problem = hsn_problem(hsn)
    if problem:
        raise InvalidInput(problem, fields={"hsn": problem})
    problems = period_problems(periods)
    if problems:
        raise InvalidInput(problems[0], fields={"periods": problems[0]})
    values = {"hsn": hsn, "periods": [p.to_json() for p in periods]}
    save_versioned(
        session,
        TaxData,
        {"scope": scope, "target": target},
        form.version,
        values,
        utcnow(),
        TAX_DATA_CHANGED,
    )
    row = session.get(TaxData, (scope, target), populate_existing=True)
    assert row is not None
    return row


def remove_override(session: Session, product_id: str) -> bool:
    """The product goes back to its category's tax data; False when it had none of its own."""
    result = session.execute(
        delete(TaxData).where(TaxData.scope == SCOPE_PRODUCT, TaxData.target == product_id)
    )
    session.commit()
    return bool(result.rowcount)  # type: ignore[attr-defined]


def set_default(
    session: Session, scope: str, target: str, hsn: str, periods: tuple[Period, ...]
) -> bool:
    """Store tax data where none is stored yet (the demo, never over an admin's edit)."""
    if session.get(TaxData, (scope, target)) is not None:
        return False
    session.add(
        TaxData(
            scope=scope,
            target=target,
            hsn=hsn,
            periods=[p.to_json() for p in periods],
            version=1,
            updated_at=utcnow(),
        )
    )
    return True
