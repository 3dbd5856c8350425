"""`khadi payments reconcile`: settle orders whose payment news never arrived.

A browser closed right after paying and a webhook that never came leave an order `created` (or
`failed`, if an earlier attempt failed and a retry succeeded). For each such order placed between
`max_age` and `older_than` ago, ask the provider for the order's payments:
- a captured payment → `mark_paid` (a second captured payment is audited for refund);
- else an authorized one of the order's amount (a late authorization) → captured, then the same;
- payments that all failed → `mark_failed` (a `created` order only);
- anything else (no payment yet, or one still authorising) → left for a later run.
Then refunds whose answer was lost are asked again with the same idempotency key (issue 16),
refunds pending for longer than a few minutes are settled from the provider's books (issue 29:
their webhook may have been lost), and every stock hold whose unpaid time ran out is given back
(issue 15). The workers in `khadi serve` do both every minute.
Only orders made with the configured provider are asked about. Run it from cron every few
minutes (docs/payments.md); running it twice at once is harmless, `mark_paid` is idempotent.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import select

from khadi.db import Database
from khadi.events import EventBus
from khadi.kit.time import utcnow
from khadi.orders.models import STATUS_CREATED, STATUS_FAILED, Order
from khadi.orders.stock import release_lapsed_holds
from khadi.payments.errors import PaymentRefused
from khadi.payments.provider import (
    PAYMENT_AUTHORIZED,
    PAYMENT_CAPTURED,
    PAYMENT_FAILED,
    PaymentProvider,
    ProviderError,
    ProviderPayment,
)
from khadi.payments.refund_checks import check_refunds
from khadi.payments.service import Outcome, Payment, mark_failed, mark_paid

log = logging.getLogger(__name__)

BATCH_LIMIT = 1000  # orders per run; the oldest first, a next run takes the rest
REFUND_PENDING_WAIT = timedelta(minutes=5)  # a refund pending this long is asked about


@dataclass
class ReconcileSummary:
    checked: int = 0
    paid: int = 0
    failed: int = 0
    unchanged: int = 0
    refused: int = 0
    errors: int = 0
    released: int = 0  # lapsed stock holds given back
    refunds_asked: int = 0  # refunds whose answer was lost, asked again
    refunds_settled: int = 0  # pending refunds settled from the provider's books

    def line(self) -> str:
        return (
            f"reconcile: {self.checked} orders checked: {self.paid} paid, {self.failed} failed, "
            f"{self.unchanged} unchanged, {self.refused} refused, {self.errors} errors; "
            f"{self.released} lapsed stock holds given back; "
            f"{self.refunds_asked} refunds asked again, {self.refunds_settled} pending refunds "
            "settled"
        )


def orders_to_check(
    database: Database, provider: PaymentProvider, *, since: datetime, until: datetime
) -> list[str]:
    with database.sessions() as session:
        return list(
            session.scalars(
                select(Order.id)
                .where(
                    Order.status.in_((STATUS_CREATED, STATUS_FAILED)),
                    Order.provider == provider.name,
                    Order.placed_at >= since,
                    Order.placed_at <= until,
                )
                .order_by(Order.placed_at, Order.id)
                .limit(BATCH_LIMIT)
            )
        )


def _capture_authorized(
    provider: PaymentProvider, order: Order, payments: list[ProviderPayment]
) -> list[ProviderPayment]:
    """The first authorized payment of exactly the order's amount, captured; [] when there is
    none or the provider did not capture it (the next run tries again)."""
    for found in payments:
        if found.status != PAYMENT_AUTHORIZED:
            continue
        if (found.amount, found.currency) != (order.amount, order.currency):
            continue
        try:
            captured = provider.capture(found.id, found.amount, found.currency)
        except ProviderError as error:
            log.error("reconcile: order %s: capture of %s failed: %s", order.id, found.id, error)
            return []
        return [captured] if captured.status == PAYMENT_CAPTURED else []
    return []


def reconcile(
    database: Database,
    provider: PaymentProvider,
    events: EventBus | None = None,
    *,
    older_than: timedelta,
    max_age: timedelta,
    now: datetime | None = None,
) -> ReconcileSummary:
    now = now or utcnow()
    summary = ReconcileSummary()
    for order_id in orders_to_check(
        database, provider, since=now - max_age, until=now - older_than
    ):
        summary.checked += 1
        with database.sessions() as session:
            order = session.get(Order, order_id)
            if order is None:  # pragma: no cover - orders are never deleted
                continue
            session.commit()  # hold no transaction while the provider answers
            try:
                payments = provider.fetch_order_payments(order.provider_order_id)
            except ProviderError as error:
                log.error("reconcile: order %s: %s", order.id, error)
                summary.errors += 1
                continue
            ours = [p for p in payments if p.order_id in ("", order.provider_order_id)]
            captured = [p for p in ours if p.status == PAYMENT_CAPTURED]
            if not captured:  # a late authorization: capture it (issue 16)
                captured = _capture_authorized(provider, order, ours)
            if captured:
                outcomes = []
                for found in captured:
                    try:
                        outcomes.append(
                            mark_paid(
                                session,
                                order,
                                Payment(found.id, found.amount, found.currency),
                                source="reconcile",
                                events=events,
                            )
                        )
                    except PaymentRefused:
                        outcomes.append(Outcome.REFUSED)
                if Outcome.PAID in outcomes:
                    summary.paid += 1
                elif Outcome.REFUSED in outcomes:
                    summary.refused += 1
                else:
                    summary.unchanged += 1
            elif ours and all(p.status == PAYMENT_FAILED for p in ours):
                last = ours[-1]
                outcome = mark_failed(
                    session,
                    order,
                    Payment(last.id, last.amount, last.currency),
                    source="reconcile",
                    reason=last.error_description or "",
                    events=events,
                )
                if outcome is Outcome.FAILED:
                    summary.failed += 1
                else:
                    summary.unchanged += 1
            else:
                summary.unchanged += 1
    summary.released = release_lapsed_holds(database, events, now=now)
    summary.refunds_asked, summary.refunds_settled = check_refunds(
        database, provider, older_than=REFUND_PENDING_WAIT
    )
    log.info(summary.line())
    return summary
