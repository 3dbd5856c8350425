"""Fixtures: a freshly migrated database per run (SQLite or PostgreSQL), cleaned after each test.

Choose the database with KHADI_TEST_DB=sqlite (default) or KHADI_TEST_DB=postgres; the PostgreSQL
server is KHADI_TEST_PG (default postgresql://postgres@127.0.0.1:5432/postgres). Each run creates
its own database and drops it at the end.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.accounts.passwords import Passwords
from khadi.accounts.sessions import COOKIE_NAME, Lifetime, start_session
from khadi.app import create_app
from khadi.catalog.categories import DEFAULT_CATEGORIES
from khadi.catalog.models import CatalogState, Category
from khadi.config import Settings
from khadi.db import Base, Database, migrate
from khadi.kit.time import utcnow
from khadi.media.storage import LocalMediaStore
from khadi.models import load_all_models
from tests.factories import on_postgres, pg_database
from tests.route_tables import share_route_tables
from tests.waits import wait_until

pytest_plugins = ["tests.pairing", "tests.no_internet"]
share_route_tables()

KEEP_TABLES = {"alembic_version", "categories", "catalog_state", "stock_state"}
# (id, name, label, subcategories, label_kn, label_hi, subcategory_labels) as migrated
MIGRATED_CATEGORIES: list[tuple[Any, ...]] = []


@pytest.fixture(scope="session")
def database_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    if on_postgres():
        with pg_database() as url:
            migrate(url)
            yield url
    else:
        url = f"sqlite:///{tmp_path_factory.mktemp('db') / 'khadi.db'}"
        migrate(url)
        yield url


@pytest.fixture
def empty_database_url(tmp_path: Path) -> Iterator[str]:
    """A reachable database of the run's kind (SQLite or PostgreSQL) with no schema at all."""
    if on_postgres():
        with pg_database() as url:
            yield url
    else:
        yield f"sqlite:///{tmp_path / 'empty.db'}"


@pytest.fixture(scope="session")
def database(database_url: str) -> Iterator[Database]:
    load_all_models()
    db = Database(database_url)
    with db.sessions() as session:  # the migrated categories, restored after each test
        MIGRATED_CATEGORIES[:] = [
            (
                c.id,
                c.name,
                c.label,
                list(c.subcategories),
                c.label_kn,
                c.label_hi,
                c.subcategory_labels,
            )
            for c in session.scalars(select(Category).order_by(Category.id))
        ]
    yield db
    db.dispose()


@pytest.fixture
def spa_dist(tmp_path: Path) -> Path:
    dist = tmp_path / "dist"
    (dist / "assets").mkdir(parents=True)
    (dist / "index.html").write_text("<!doctype html><title>Khadi</title><div id=root></div>")
    (dist / "assets" / "index-abc123.js").write_text("console.log('khadi')")
    (dist / "favicon.svg").write_text("<svg xmlns='http://www.w3.org/2000/svg'/>")
    return dist


@pytest.fixture
def settings(database_url: str, tmp_path: Path, spa_dist: Path) -> Settings:
    return Settings(
        env="test",
        database_url=database_url,
        media_dir=tmp_path / "media",
        mail_dir=tmp_path / "mail",
        mail_worker=False,  # tests deliver the outbox themselves (tests/mail)
        stock_worker=False,  # tests give lapsed holds back themselves (tests/stock)
        refund_worker=False,  # tests settle pending refunds themselves (tests/payments)
        whatsapp_worker=False,  # tests deliver WhatsApp updates themselves (tests/whatsapp)
        frontend_dist=spa_dist,
        demo=False,
        # argon2id at the cheapest cost: production's OWASP cost (~20-50 ms per hash) times the
        # hundreds of hashes in the suite would add minutes. The code path is the same; one test
        # checks the production defaults and one that a changed cost rehashes on login.
        argon2_time_cost=1,
        argon2_memory_kib=8,
    )


@pytest.fixture
def media_store(settings: Settings) -> LocalMediaStore:
    return LocalMediaStore(settings.media_dir, settings.media_url)


@pytest.fixture
def app(settings: Settings, database: Database):  # type: ignore[no-untyped-def]
    return create_app(settings, database)


@pytest.fixture
def client(app) -> Iterator[TestClient]:  # type: ignore[no-untyped-def]
    with TestClient(app) as test_client:
        yield test_client


@pytest.fixture
def db_session(database: Database) -> Iterator[Session]:
    with database.sessions() as session:
        yield session


@pytest.fixture(autouse=True)
def _clean_database(request: pytest.FixtureRequest) -> Iterator[None]:
    """Every test starts from the migrated state: no rows but the reference data."""
    yield
    if "database" not in request.fixturenames:
        return
    db: Database = request.getfixturevalue("database")
    with db.sessions.begin() as session:
        for table in reversed(Base.metadata.sorted_tables):
            if table.name not in KEEP_TABLES:
                session.execute(delete(table))
        session.execute(delete(Category).where(Category.name.not_in(list(DEFAULT_CATEGORIES))))
        _restore_categories(session)
        _restore_tax_data(session)
        session.execute(delete(CatalogState).where(CatalogState.id != 1))


def _restore_tax_data(session: Session) -> None:
    """The categories' tax data as migrated (issue 17); product overrides gone."""
    from khadi.tax.models import TaxData
    from khadi.tax.seeds import seed_rows

    session.add_all(TaxData(**row, updated_at=utcnow()) for row in seed_rows())


def _restore_categories(session: Session) -> None:
    """Renamed, re-listed, translated (issue 18) or deleted default categories (issue 13) back as
    migrated."""
    current = {c.name: c for c in session.scalars(select(Category))}
    for id_, name, *migrated in MIGRATED_CATEGORIES:
        row = current.get(name)
        if row is None:
            row = Category(id=id_, name=name)
            session.add(row)
        fields = ("label", "subcategories", "label_kn", "label_hi", "subcategory_labels")
        if tuple(getattr(row, field) for field in fields) != tuple(migrated):
            for field, value in zip(fields, migrated, strict=True):
                setattr(row, field, value)


# --- accounts ------------------------------------------------------------------------------

TEST_PASSWORD = "khadi-pass-1"


@pytest.fixture
def passwords(settings: Settings) -> Passwords:
    return Passwords.from_settings(settings)


@pytest.fixture
def make_user(database: Database, passwords: Passwords) -> Callable[..., User]:
    """make_user(role="admin", email=..., password=...) -> a stored user (password TEST_PASSWORD
    unless given)."""

    def _make(**fields: Any) -> User:
        password = fields.pop("password", TEST_PASSWORD)
        values: dict[str, Any] = {
            "name": "Asha Shopper",
            "email": f"user-{uuid.uuid4().hex[:8]}@khadi.test",
            "phone": "9876543210",
            "role": "user",
            "password_hash": passwords.hash(password),
        }
        values.update(fields)
        with database.sessions() as session:
            user = User(**values)
            session.add(user)
            session.commit()
        return user

    return _make


@pytest.fixture
def login_as(database: Database, settings: Settings) -> Callable[[TestClient, User], str]:
    """login_as(client, user): give the client a session cookie for the user (no password
    round-trip); returns the token."""

    def _login(client: TestClient, user: User) -> str:
        with database.sessions() as session:
            token = start_session(session, user.id, Lifetime.from_settings(settings), utcnow())
            session.commit()
        client.cookies.set(COOKIE_NAME, token)
        return token

    return _login


@pytest.fixture
def shopper(
    client: TestClient,
    make_user: Callable[..., User],
    login_as: Callable[[TestClient, User], str],
) -> User:
    """A signed-in user; `client` carries their session."""
    user = make_user()
    login_as(client, user)
    return user


# --- live servers ----------------------------------------------------------------------------


@pytest.fixture
def live_server() -> Iterator[Callable[[Any], str]]:
    """live_server(app) -> base URL: serves the app with uvicorn (lifespan on) on a free loopback
    port in a thread, for tests that need real HTTP (event streams, concurrency, two instances).
    Every server started is stopped at the end of the test, each within a bounded time."""
    import socket
    import threading

    import uvicorn

    running: list[tuple[uvicorn.Server, threading.Thread, socket.socket]] = []

    def _start(app: Any) -> str:
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
        config = uvicorn.Config(
            app,
            log_level="warning",
            lifespan="on",
            ws="none",
            # Open event streams would otherwise hold shutdown forever.
            timeout_graceful_shutdown=2,
            # uvicorn closes a connection idle for 5 s by default; a test that opens its clients
            # first and fires them later (the races) would, on a busy machine, send on a
            # connection the server is closing at that moment: 'Connection reset by peer'.
            timeout_keep_alive=600,
        )
        server = uvicorn.Server(config)
        thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
        thread.start()
        running.append((server, thread, sock))
        wait_until(lambda: server.started or not thread.is_alive())
        if not server.started:
            raise RuntimeError("the live server did not start")
        return f"http://127.0.0.1:{port}"

    yield _start
    for server, _, _ in running:
        server.should_exit = True
    for _, thread, sock in running:
        thread.join(timeout=10)
        sock.close()
        assert not thread.is_alive(), "a live server did not stop"


@pytest.fixture
def pg_pair() -> Iterator[tuple[Database, Database]]:
    """Two instances' databases (one engine and pool each, as two processes would have) on one
    fresh, migrated PostgreSQL database, whatever KHADI_TEST_DB says."""
    with pg_database() as url:
        migrate(url)
        first, second = Database(url), Database(url)
        yield first, second
        first.dispose()
        second.dispose()


@pytest.fixture
def live_url(app: Any, live_server: Callable[[Any], str]) -> str:
    """The base URL of `app` (the test settings and database) served by uvicorn on loopback."""
    return live_server(app)


# --- media backends and admins (issue 7) ------------------------------------------------------

S3_TEST_BUCKET = "khadi-test-media"
S3_TEST_PUBLIC_URL = "https://media.khadi.test/shop"


@pytest.fixture(params=["local", "s3"])
def media_settings(request: pytest.FixtureRequest, settings: Settings) -> Iterator[Settings]:
    """The test settings with each media backend in turn: the local folder, then an S3 bucket in
    moto's in-process mock (no network)."""
    if request.param == "local":
        yield settings
        return
    import boto3
    from moto import mock_aws

    with mock_aws():
        boto3.client("s3", region_name="us-east-1").create_bucket(Bucket=S3_TEST_BUCKET)
        yield settings.model_copy(
            update={
                "media_backend": "s3",
                "s3_bucket": S3_TEST_BUCKET,
                "s3_region": "us-east-1",
                "s3_access_key": "test-key",
                "s3_secret_key": "test-secret",
                "s3_public_base_url": S3_TEST_PUBLIC_URL,
            }
        )


@pytest.fixture
def media_client(media_settings: Settings, database: Database) -> Iterator[TestClient]:
    """A client of an app using `media_settings`' backend (see media_settings)."""
    with TestClient(create_app(media_settings, database)) as test_client:
        yield test_client


@pytest.fixture
def admin_client(
    client: TestClient,
    make_user: Callable[..., User],
    login_as: Callable[[TestClient, User], str],
) -> TestClient:
    """`client`, signed in as an admin."""
    login_as(client, make_user(role="admin", name="Shop Admin"))
    return client


@pytest.fixture
def cli_env(monkeypatch: pytest.MonkeyPatch, settings: Settings) -> None:
    """Point the CLI at the test database, with the test's cheap argon2 cost."""
    monkeypatch.setenv("KHADI_ENV", "test")
    monkeypatch.setenv("KHADI_DATABASE_URL", settings.database_url)
    monkeypatch.setenv("KHADI_MEDIA_DIR", str(settings.media_dir))
    monkeypatch.setenv("KHADI_MAIL_DIR", str(settings.mail_dir))
    monkeypatch.setenv("KHADI_ARGON2_TIME_COST", str(settings.argon2_time_cost))
    monkeypatch.setenv("KHADI_ARGON2_MEMORY_KIB", str(settings.argon2_memory_kib))
