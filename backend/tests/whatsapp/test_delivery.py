"""The WhatsApp outbox (issue 32), delivered like e-mail: a rate-limited update waits (1, 2, 4 …
minutes) and arrives once; after the last allowed try it is failed with Meta's answer; an
invalid token fails it at once; and two instances on one database (SQLite, or PostgreSQL with
KHADI_TEST_DB=postgres, and pg_pair always) send every update exactly once."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta

from sqlalchemy import select
from sqlalchemy.orm import Session

from khadi.db import Database
from khadi.kit.time import utcnow
from khadi.whatsapp.cloud_api import CloudApi
from khadi.whatsapp.delivery import backoff, deliver_due
from khadi.whatsapp.models import FAILED, QUEUED, SENT, WhatsAppMessage
from khadi.whatsapp.outbox import Update, enqueue
from khadi.whatsapp.settings import save_settings
from tests.waits import run_together
from tests.whatsapp.conftest import PHONE_NUMBER_ID
from tests.whatsapp.fake_meta import BAD_TOKEN, RATE_LIMIT, THROTTLED, FakeMeta


def _queue(session: Session, count: int = 1, kind: str = "shipped") -> None:
    for n in range(count):
        update = Update(kind, f"order{n:03d}", "919876543210", "kn",
                        ("Asha", f"order{n:03d}", "India Post", "EK123456789IN", "-"))  # fmt: skip
        assert enqueue(session, update)
        assert not enqueue(session, update)  # one update per order and kind
    session.commit()


def _rows(database: Database) -> list[WhatsAppMessage]:
    with database.sessions() as session:
        rows = list(session.scalars(select(WhatsAppMessage).order_by(WhatsAppMessage.order_id)))
        session.expunge_all()
        return rows


def test_nothing_is_queued_while_whatsapp_is_not_set_up(
    db_session: Session, database: Database
) -> None:
    assert not enqueue(db_session, Update("shipped", "o1", "919876543210", "en", ("Asha",)))
    db_session.commit()
    assert _rows(database) == []


def test_a_rate_limited_update_waits_and_arrives_once(
    configured: None, db_session: Session, database: Database, meta: FakeMeta,
    deliver: Callable[..., int],
) -> None:  # fmt: skip
    _queue(db_session)
    meta.answers += [RATE_LIMIT, THROTTLED]
    now = utcnow()
    assert deliver(now=now) == 0
    [row] = _rows(database)
    assert (row.status, row.attempts) == (QUEUED, 1)
    assert "131056" in row.last_error
    assert deliver(now=now + timedelta(seconds=30)) == 0  # not due before its backoff
    assert _rows(database)[0].attempts == 1
    later = now + backoff(1)
    assert deliver(now=later) == 0  # 429 this time
    assert deliver(now=later + backoff(2)) == 1
    assert deliver(now=later + timedelta(hours=2)) == 0
    assert len(meta.received) == 1
    assert meta.received[0]["template"]["name"] == "order_shipped"
    [row] = _rows(database)
    assert (row.status, row.attempts, row.last_error) == (SENT, 3, "")
    assert row.provider_message_id == "wamid.TEST0001"


def test_after_the_last_allowed_try_the_update_is_failed_with_metas_answer(
    configured: None, db_session: Session, database: Database, meta: FakeMeta,
    deliver: Callable[..., int],
) -> None:  # fmt: skip
    _queue(db_session)
    meta.answers += [RATE_LIMIT] * 3
    now = utcnow()
    for attempt in range(3):
        deliver(now=now, max_attempts=3)
        now += backoff(attempt + 1)
    [row] = _rows(database)
    assert (row.status, row.attempts) == (FAILED, 3)
    assert "pair rate limit" in row.last_error
    assert deliver(now=now + timedelta(days=1), max_attempts=3) == 0
    assert meta.received == []


def test_an_invalid_token_fails_the_update_at_once(
    configured: None, db_session: Session, database: Database, meta: FakeMeta,
    deliver: Callable[..., int],
) -> None:  # fmt: skip
    _queue(db_session)
    meta.answers.append(BAD_TOKEN)
    assert deliver() == 0
    [row] = _rows(database)
    assert (row.status, row.attempts) == (FAILED, 1)
    assert "code 190" in row.last_error


def test_a_removed_token_keeps_the_update_waiting(
    configured: None, db_session: Session, database: Database, meta: FakeMeta,
    deliver: Callable[..., int],
) -> None:  # fmt: skip
    _queue(db_session)
    save_settings(db_session, PHONE_NUMBER_ID, {}, "")
    assert deliver() == 0
    [row] = _rows(database)
    assert (row.status, row.attempts) == (QUEUED, 1)
    assert "not set up" in row.last_error
    save_settings(db_session, PHONE_NUMBER_ID, {"shipped": "parcel_on_its_way"}, meta.token)
    assert deliver(now=utcnow() + backoff(1)) == 1
    assert meta.received[0]["template"]["name"] == "parcel_on_its_way"  # the name as set now


def _two_instances_send_once(first: Database, second: Database, meta: FakeMeta) -> None:
    api = CloudApi(transport=meta.transport())
    with first.sessions() as session:
        save_settings(session, PHONE_NUMBER_ID, {}, meta.token)
        _queue(session, count=20)
    rounds = run_together(
        [lambda db=db: deliver_due(db, api) for db in (first, second, first, second)]
    )
    assert sum(rounds) == 20
    assert sorted(body["template"]["components"][0]["parameters"][1]["text"]
                  for body in meta.received) == [f"order{n:03d}" for n in range(20)]  # fmt: skip
    assert {row.status for row in _rows(first)} == {SENT}


def test_two_instances_send_every_update_once(
    configured: None, database_url: str, meta: FakeMeta
) -> None:
    first, second = Database(database_url), Database(database_url)
    try:
        _two_instances_send_once(first, second, meta)
    finally:
        first.dispose()
        second.dispose()


def test_two_instances_on_postgresql_send_every_update_once(
    pg_pair: tuple[Database, Database], meta: FakeMeta
) -> None:
    _two_instances_send_once(*pg_pair, meta)
