"""`khadi create-admin` and the development demo users."""

from __future__ import annotations

import sys
import types
from collections.abc import Callable
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.accounts.passwords import Passwords
from khadi.accounts.service import DEMO_USERS, ensure_demo_users
from khadi.cli import main
from khadi.config import Settings

LOGIN = "/api/v1/auth/login"


def _user(db_session: Session, email: str) -> User:
    db_session.expire_all()
    user = db_session.scalar(select(User).where(User.email == email))
    assert user is not None
    return user


@pytest.mark.usefixtures("cli_env")
def test_create_admin_creates_an_admin_who_can_log_in(
    capsys: pytest.CaptureFixture[str], client: TestClient, db_session: Session
) -> None:
    code = main(
        [
            "create-admin",
            "--email",
            " Owner@Khadi.shop",
            "--password",
            "s3cret-pw",
            "--name",
            "Owner",
        ]
    )

    assert code == 0
    assert capsys.readouterr().out.splitlines() == ["admin created: owner@khadi.shop"]
    admin = _user(db_session, "owner@khadi.shop")
    assert (admin.role, admin.name) == ("admin", "Owner")
    response = client.post(LOGIN, json={"email": "owner@khadi.shop", "password": "s3cret-pw"})
    assert response.json()["role"] == "admin"


@pytest.mark.usefixtures("cli_env")
def test_create_admin_promotes_an_existing_user(
    capsys: pytest.CaptureFixture[str],
    client: TestClient,
    db_session: Session,
    make_user: Callable[..., User],
    login_as: Callable[[TestClient, User], str],
) -> None:
    user = make_user(email="asha@example.com", name="Asha Shopper", phone="9876543210")
    login_as(client, user)

    code = main(
        ["create-admin", "--email", "asha@example.com", "--password", "new-pass-1", "--name", "X"]
    )

    assert code == 0
    assert capsys.readouterr().out.splitlines() == ["admin promoted: asha@example.com"]
    promoted = _user(db_session, "asha@example.com")
    assert (promoted.id, promoted.role, promoted.name) == (user.id, "admin", "Asha Shopper")
    assert promoted.phone == "9876543210"
    assert client.get("/api/v1/auth/me").status_code == 401  # new password: old sessions end
    response = client.post(LOGIN, json={"email": "asha@example.com", "password": "new-pass-1"})
    assert response.json()["role"] == "admin"


@pytest.mark.usefixtures("cli_env")
def test_create_admin_refuses_bad_input_with_one_line(
    capsys: pytest.CaptureFixture[str], db_session: Session
) -> None:
    for args, message in (
        (
            ["--email", "nope", "--password", "s3cret-pw", "--name", "O"],
            "Please enter a valid email",
        ),
        (
            ["--email", "o@k.shop", "--password", "123", "--name", "O"],
            "Password must be at least 6 characters",
        ),
        (["--email", "o@k.shop", "--password", "s3cret-pw", "--name", " "], "Name is required"),
    ):
        assert main(["create-admin", *args]) == 2
        assert capsys.readouterr().err.splitlines() == [f"khadi: {message}"]
    assert db_session.scalars(select(User)).all() == []


def test_create_admin_needs_a_migrated_database(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    monkeypatch.setenv("KHADI_DATABASE_URL", f"sqlite:///{tmp_path}/empty.db")
    code = main(["create-admin", "--email", "o@k.shop", "--password", "s3cret-pw", "--name", "O"])
    assert code == 2
    assert "run `khadi migrate` first" in capsys.readouterr().err


def test_demo_users_are_created_once(
    db_session: Session, passwords: Passwords, client: TestClient
) -> None:
    assert ensure_demo_users(db_session, passwords) == ["admin@khadi.test", "shopper@khadi.test"]
    assert ensure_demo_users(db_session, passwords) == []

    admin = client.post(LOGIN, json={"email": "admin@khadi.test", "password": "khadi-admin-2026"})
    assert admin.json() == {**admin.json(), "name": "Shop Admin", "role": "admin"}
    client.cookies.clear()
    shopper = client.post(
        LOGIN, json={"email": "shopper@khadi.test", "password": "khadi-shopper-2026"}
    )
    assert shopper.json() == {
        **shopper.json(),
        "name": "Asha Shopper",
        "phone": "9876543210",
        "role": "user",
    }
    assert [d.email for d in DEMO_USERS] == ["admin@khadi.test", "shopper@khadi.test"]


def _fake_demo_catalogue(monkeypatch: pytest.MonkeyPatch) -> None:
    """seed-demo also loads the catalogue (another area); stand it in."""
    module = types.ModuleType("khadi.demo.seeding")
    module.seed_demo = lambda *_: 0  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "khadi.demo.seeding", module)


@pytest.mark.usefixtures("cli_env")
def test_seed_demo_adds_the_demo_users_in_development(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], db_session: Session
) -> None:
    _fake_demo_catalogue(monkeypatch)
    monkeypatch.setenv("KHADI_ENV", "development")
    assert main(["seed-demo"]) == 0
    assert "demo users added: admin@khadi.test, shopper@khadi.test" in capsys.readouterr().out
    assert _user(db_session, "admin@khadi.test").role == "admin"


@pytest.mark.usefixtures("cli_env")
def test_seed_demo_never_adds_them_in_production(
    monkeypatch: pytest.MonkeyPatch, settings: Settings, db_session: Session
) -> None:
    from khadi import cli

    _fake_demo_catalogue(monkeypatch)
    production = settings.model_copy(update={"env": "production"})
    cli.cmd_seed_demo(production, cli.build_parser().parse_args(["seed-demo"]))
    assert db_session.scalars(select(User)).all() == []
