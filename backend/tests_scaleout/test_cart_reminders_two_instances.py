"""Two `khadi serve` processes on one PostgreSQL, each sweeping for carts to remind of and each
delivering the outbox (issue 31): every cart left behind gets its reminder exactly once at the
rig's SMTP server."""

from __future__ import annotations

import uuid
from collections import Counter
from datetime import timedelta

from sqlalchemy import func, select, update

from khadi.accounts.models import User
from khadi.cart.models import CartActivity
from khadi.db import Database
from khadi.kit.time import utcnow
from khadi.mail.models import SENT, OutboxMessage
from khadi.reminders.message import KIND
from khadi.reminders.models import CartReminder
from tests.factories import make_product
from tests.waits import wait_until
from tests_scaleout.cluster import Cluster
from tests_scaleout.conftest import SHOPPER_PASSWORD, log_in, sign_up

SHOPPERS = 6


def test_each_cart_left_behind_is_reminded_once_over_two_instances(cluster: Cluster) -> None:
    database = Database(cluster.database_url)
    try:
        with database.sessions() as session:
            shirt = make_product(session, title=f"Reminder Shirt {uuid.uuid4().hex[:6]}")
        emails = [sign_up(cluster, cluster.site) for _ in range(SHOPPERS)]
        for n, email in enumerate(emails):
            token = log_in(cluster, cluster.site, email, SHOPPER_PASSWORD)
            # each shopper's cart through either instance
            with cluster.client(cluster.instances[n % 2], token=token) as shopper:
                added = shopper.post(
                    "/api/v1/cart/lines",
                    json={"productId": shirt.id, "quantity": 1, "size": "M",
                          "type": "Half Sleeve"},
                )  # fmt: skip
                assert added.status_code == 200, added.text
        with database.sessions() as session:
            ids = list(session.scalars(select(User.id).where(User.email.in_(emails))))
            assert len(ids) == SHOPPERS
            # the carts were left seven hours ago (the shop waits six): both instances' sweeps
            # find them at once
            session.execute(
                update(CartActivity)
                .where(CartActivity.user_id.in_(ids))
                .values(changed_at=utcnow() - timedelta(hours=7))
            )
            session.commit()

        def all_sent() -> bool:
            with database.sessions() as session:
                sent = session.scalar(
                    select(func.count())
                    .select_from(OutboxMessage)
                    .where(
                        OutboxMessage.kind == KIND,
                        OutboxMessage.to_address.in_(emails),
                        OutboxMessage.status == SENT,
                    )
                )
            return sent == SHOPPERS

        assert wait_until(all_sent)
        with database.sessions() as session:
            written = session.scalar(
                select(func.count()).select_from(CartReminder).where(CartReminder.user_id.in_(ids))
            )
    finally:
        database.dispose()

    assert written == SHOPPERS
    arrived = Counter(
        recipient
        for item in cluster.inbox.received
        for recipient in item.rcpt_tos
        if recipient in emails
    )
    assert arrived == Counter({email: 1 for email in emails})
