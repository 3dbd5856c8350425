"""Refunds whose news was lost (issue 29): a refund the provider took but whose
`refund.processed` (or `refund.failed`) webhook never came would stay pending forever.

`settle_pending` asks the provider about each refund pending (or answered but not yet moved)
for longer than `older_than`, and moves it to what the provider says. Exactly once over any
number of instances: each refund is first claimed for this round by a conditional UPDATE of its
`updated_at` (only the instance whose UPDATE changed the row asks), and the move itself is the
same conditional, forward-only `refunds.move` the webhooks use — so the shopper's e-mail, the
credit note or the amount given back happen once, whether the webhook, another instance or this
check gets there first. A refund still pending is asked again `older_than` later.

`khadi serve` runs `check_refunds` every `refund_poll_seconds` (`refund_worker`), together with
asking again for refunds whose answer was lost (`refunds.retry_requested`); `khadi payments
reconcile` does the same.
"""

from __future__ import annotations

import logging
from datetime import datetime, timedelta
from typing import Any, cast

from sqlalchemy import select, update
from sqlalchemy.engine import CursorResult

from khadi.config import Settings
from khadi.db import Database
from khadi.kit.periodic import Periodic
from khadi.kit.time import utcnow
from khadi.payments.provider import PaymentProvider, ProviderError
from khadi.payments.refund_models import (
    REFUND_FAILED,
    REFUND_PENDING,
    REFUND_PROCESSED,
    REFUND_REQUESTED,
    Refund,
)
from khadi.payments.refunds import REFUNDS, move, retry_requested

log = logging.getLogger(__name__)

BATCH = 200  # refunds asked about per round; the longest waiting first
ANSWER_WAIT = timedelta(minutes=2)  # a refund request still unanswered after this is asked again
_R = REFUNDS.c
_OPEN = (REFUND_REQUESTED, REFUND_PENDING)
_SETTLED = (REFUND_PROCESSED, REFUND_FAILED)


def _waiting(cutoff: datetime) -> Any:
    return _R.status.in_(_OPEN) & _R.provider_refund_id.is_not(None) & (_R.updated_at <= cutoff)


def settle_pending(
    database: Database,
    provider: PaymentProvider,
    *,
    older_than: timedelta,
    now: datetime | None = None,
) -> int:
    """Ask the provider about refunds waiting longer than `older_than`; how many this call
    settled (moved to processed or failed)."""
    now = now or utcnow()
    cutoff = now - older_than
    with database.sessions() as session:
        ids = list(
            session.scalars(
                select(Refund.id).where(_waiting(cutoff)).order_by(Refund.updated_at).limit(BATCH)
            )
        )
    settled = 0
    for refund_id in ids:
        with database.sessions() as session:
            claimed = session.execute(
                update(REFUNDS).where(_R.id == refund_id, _waiting(cutoff)).values(updated_at=now)
            )
            session.commit()
            if cast(CursorResult[Any], claimed).rowcount != 1:
                continue  # another instance asks about it this round
            refund = session.get(Refund, refund_id)
            if refund is None or refund.provider_refund_id is None:  # pragma: no cover
                continue
            try:
                answer = provider.fetch_refund(refund.payment_id, refund.provider_refund_id)
            except ProviderError as error:
                log.error("refund %s: the provider did not say how it stands: %s", refund_id, error)
                continue
            if answer.status in (REFUND_PENDING, *_SETTLED) and move(
                session, refund, answer.status
            ):
                settled += answer.status in _SETTLED
                log.info("refund %s settled from the provider: %s", refund_id, answer.status)
            session.commit()
    return settled


def check_refunds(
    database: Database, provider: PaymentProvider, *, older_than: timedelta
) -> tuple[int, int]:
    """One round: (refunds asked again after a lost answer, pending refunds settled)."""
    asked = retry_requested(database, provider, older_than=ANSWER_WAIT)
    return asked, settle_pending(database, provider, older_than=older_than)


def refund_worker(
    settings: Settings, database: Database, provider: PaymentProvider
) -> Periodic | None:
    """Checks waiting refunds every `refund_poll_seconds` in a thread of `khadi serve`."""
    if not settings.refund_worker:
        return None
    older_than = timedelta(minutes=settings.refund_check_minutes)
    return Periodic(
        "refunds",
        lambda: check_refunds(database, provider, older_than=older_than),
        settings.refund_poll_seconds,
    )
