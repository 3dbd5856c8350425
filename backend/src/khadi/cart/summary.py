"""The cart's summary as the shop shows it (issue 28): one list of lines the server computes,
which the cart and checkout both show, so no screen shows a total checkout does not charge.

- 'gst' (a new shop's): Sub-total, "Includes GST ₹X" — the GST inside the prices, per line as
  its invoice will show it (khadi.tax.service.tax_included; omitted when the shop has no GSTIN
  and so charges no GST) — and Total = `charge`, exactly what checkout charges.
- 'spec' (the demo shop's, spec §9): Sub-total, 'Tax (10%)' added, 'Discount (5%)' subtracted
  and their Total; checkout still charges the sub-total (`charge`) and says so plainly.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy.orm import Session

from khadi.cart.rules import CartRules, Summary
from khadi.cart.schemas import CartCodeOut, CartSummaryOut, SummaryLineOut
from khadi.discounts.service import CodePrice
from khadi.kit.time import utcnow
from khadi.shop.summary_settings import read_summary_settings
from khadi.tax.dates import ist_date
from khadi.tax.service import tax_included


def summary_out(
    session: Session,
    summary: Summary,
    taxed: list[tuple[str, str, int, int]],
    rules: CartRules,
    now: datetime | None = None,
    *,
    code: CodePrice | None = None,
) -> CartSummaryOut:
    """`taxed`: the available lines as (category, product id, unit price, line total less its
    share of the discount code). Issue 31: a code that takes something off is a line of its
    own, "Discount (CODE)", after the sub-total; `charge` (and so the Total) is already less."""
    settings = read_summary_settings(session)
    lines = [SummaryLineOut(code="subTotal", amount=summary.sub_total)]
    if summary.code_discount and code is not None:
        lines.append(
            SummaryLineOut(code="discountCode", amount=summary.code_discount, label=code.code)
        )
    if settings.style == "spec":
        lines += [
            SummaryLineOut(code="tax", amount=summary.tax, rate=float(rules.tax_percent)),
            SummaryLineOut(
                code="discount", amount=summary.discount, rate=float(rules.discount_percent)
            ),
        ]
        total = summary.total
    else:
        if settings.gst_registered:
            gst = tax_included(session, taxed, ist_date(now or utcnow()))
            lines.append(SummaryLineOut(code="includesGst", amount=gst))
        total = summary.charge
    return CartSummaryOut(
        style=settings.style,
        lines=lines,
        total=total,
        charge=summary.charge,
        sub_total=summary.sub_total,
        tax=summary.tax,
        discount=summary.discount,
        tax_rate=float(rules.tax_percent),
        discount_rate=float(rules.discount_percent),
        discount_code=None if code is None else _code_out(code),
    )


def _code_out(code: CodePrice) -> CartCodeOut:
    problem = code.problem
    return CartCodeOut(
        code=code.code,
        amount=code.amount if problem is None else 0,
        reason=None if problem is None else problem.code,
        params={} if problem is None else dict(problem.params),
        message=None if problem is None else str(problem),
    )
