"""Two `khadi serve` processes on one PostgreSQL, each with its mail worker running (issue 14):
every outbox row reaches the SMTP server exactly once."""

from __future__ import annotations

from collections import Counter

from sqlalchemy import func, select

from khadi.db import Database
from khadi.mail.models import SENT, OutboxMessage
from khadi.mail.outbox import Message, enqueue
from tests.waits import wait_until
from tests_scaleout.cluster import Cluster

ROWS = 60


def test_both_instances_deliver_and_each_message_arrives_once(cluster: Cluster) -> None:
    database = Database(cluster.database_url)
    try:
        with database.sessions() as session:
            for n in range(ROWS):
                message = Message(
                    kind="scale_out_notice",
                    to=f"shopper-{n}@khadi.test",
                    subject=f"Scale-out notice {n}",
                    text=f"Notice {n}",
                    html=f"<p>Notice {n}</p>",
                )
                enqueue(session, message, f"scale-out:{n}")
            session.commit()

        def all_sent() -> bool:
            with database.sessions() as session:
                sent = session.scalar(
                    select(func.count())
                    .select_from(OutboxMessage)
                    .where(OutboxMessage.kind == "scale_out_notice", OutboxMessage.status == SENT)
                )
            return sent == ROWS

        assert wait_until(all_sent)
        with database.sessions() as session:
            workers = set(
                session.scalars(
                    select(OutboxMessage.claimed_by).where(OutboxMessage.kind == "scale_out_notice")
                )
            )
    finally:
        database.dispose()

    arrived = Counter(
        item.subject for item in cluster.inbox.received if item.subject.startswith("Scale-out")
    )
    assert len(arrived) == ROWS
    assert set(arrived.values()) == {1}  # none twice
    assert all(worker for worker in workers)  # each row was claimed before it was sent
