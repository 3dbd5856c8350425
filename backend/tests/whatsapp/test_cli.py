"""`khadi whatsapp deliver` (cron): one round over real HTTP to a stand-in for Meta."""

from __future__ import annotations

import pytest
from sqlalchemy.orm import Session

from khadi.cli import main
from khadi.whatsapp.outbox import Update, enqueue
from tests.whatsapp.fake_meta import FakeMeta
from tests.whatsapp.meta_server import MetaServer


@pytest.mark.usefixtures("cli_env", "configured")
def test_the_cli_sends_the_due_updates_once(
    db_session: Session, meta: FakeMeta, monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:  # fmt: skip
    update = Update("delivered", "order1", "919876543210", "hi", ("Asha", "order1"))
    assert enqueue(db_session, update)
    db_session.commit()
    with MetaServer(meta) as server:
        monkeypatch.setenv("KHADI_WHATSAPP_API_URL", server.url)
        assert main(["whatsapp", "deliver"]) == 0
        assert main(["whatsapp", "deliver"]) == 0
    assert "whatsapp delivered: 1 sent" in capsys.readouterr().out
    assert [body["template"]["name"] for body in meta.received] == ["order_delivered"]
    assert server.problems == []
