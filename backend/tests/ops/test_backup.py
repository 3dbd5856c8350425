"""`khadi backup` / `khadi restore` on the embedded store (a SQLite file and the media folder).

These build their own SQLite store whatever KHADI_TEST_DB says: the commands exist for the
embedded default only, and refuse PostgreSQL (last tests)."""

from __future__ import annotations

import io
import os
import sqlite3
import tarfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import orjson
import pytest
from alembic.script import ScriptDirectory
from sqlalchemy import delete, select, update

from khadi.accounts.models import User
from khadi.catalog.models import Product
from khadi.cli import main
from khadi.db import Database, alembic_config, migrate
from khadi.models import load_all_models
from khadi.orders.models import Order
from tests.factories import make_order, make_product


@dataclass
class Store:
    root: Path
    url: str
    media: Path
    database: Database  # held open like a running server would

    @property
    def file(self) -> Path:
        return Path(self.url.removeprefix("sqlite:///"))


def _media_files(root: Path) -> dict[str, bytes]:
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in root.rglob("*") if p.is_file()}


def _rows(database: Database) -> dict[str, list[tuple[str, ...]]]:
    with database.sessions() as session:
        return {
            "users": [
                tuple(r) for r in session.execute(select(User.id, User.email).order_by(User.id))
            ],
            "products": [
                tuple(r)
                for r in session.execute(select(Product.id, Product.title).order_by(Product.id))
            ],
            "orders": [
                tuple(r) for r in session.execute(select(Order.id, Order.status).order_by(Order.id))
            ],
        }


def _open_store(root: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Store]:
    root.mkdir(parents=True, exist_ok=True)
    url = f"sqlite:///{root / 'khadi.db'}"
    monkeypatch.setenv("KHADI_ENV", "test")
    monkeypatch.setenv("KHADI_DATABASE_URL", url)
    monkeypatch.setenv("KHADI_MEDIA_DIR", str(root / "media"))
    monkeypatch.setenv("KHADI_MEDIA_BACKEND", "local")
    database = Database(url)
    try:
        yield Store(root, url, root / "media", database)
    finally:
        database.dispose()


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Store]:
    """A migrated store with 2 users, 2 products, 1 order and 3 media files; the CLI's
    environment points at it."""
    load_all_models()
    root = tmp_path / "shop"
    root.mkdir()
    migrate(f"sqlite:///{root / 'khadi.db'}")
    for opened in _open_store(root, monkeypatch):
        with opened.database.sessions() as session:
            shopper = User(name="Asha", email="asha@khadi.test", password_hash="x")
            session.add_all(
                [shopper, User(name="Ravi", email="ravi@khadi.test", password_hash="y")]
            )
            session.commit()
            make_product(session, title="Handspun Khadi Shirt")
            make_product(session, title="Kora Fabric")
            make_order(session, shopper.id)
        images = opened.media / "product-images"
        images.mkdir(parents=True)
        (images / "shirt.webp").write_bytes(os.urandom(5000))
        (images / "shirt_w320.webp").write_bytes(os.urandom(1200))
        (opened.media / "logo.png").write_bytes(b"\x89PNG" + os.urandom(300))
        (images / ".half.webp.part").write_bytes(b"being written")  # never backed up
        yield opened


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, list[str], list[str]]:
    code = main(list(args))
    captured = capsys.readouterr()
    return code, captured.out.splitlines(), captured.err.splitlines()


def _backup(store: Store, capsys: pytest.CaptureFixture[str]) -> Path:
    archive = store.root.parent / "backup.tar.gz"
    code, out, err = _run(capsys, "backup", "--to", str(archive))
    assert (code, err) == (0, [])
    assert out == [f"backup written: {archive} (2 users, 2 products, 1 orders, 3 media files)"]
    return archive


def test_round_trip_brings_back_rows_and_media(
    store: Store, capsys: pytest.CaptureFixture[str]
) -> None:
    rows, media = _rows(store.database), _media_files(store.media)
    archive = _backup(store, capsys)

    with tarfile.open(archive) as tar:
        names = tar.getnames()
        manifest_file = tar.extractfile("manifest.json")
        assert manifest_file is not None
        manifest = orjson.loads(manifest_file.read())
    assert names[:2] == ["manifest.json", "khadi.db"]
    assert archive.stat().st_mode & 0o777 == 0o600  # it holds customers' data
    assert not any(".part" in name for name in names)
    assert manifest["format"] == "khadi-backup"
    head = ScriptDirectory.from_config(alembic_config(store.url)).get_current_head()
    assert manifest["alembic_revision"] == head
    assert manifest["counts"] == {"users": 2, "products": 2, "orders": 1, "media_files": 3}
    assert manifest["created"].endswith("Z")

    # the shop moves on: rows changed and deleted, media deleted, changed and added
    with store.database.sessions.begin() as session:
        session.execute(delete(Order))
        session.execute(delete(User).where(User.email == "ravi@khadi.test"))
        session.execute(update(Product).values(title="Changed"))
    (store.media / "logo.png").unlink()
    (store.media / "product-images" / "shirt.webp").write_bytes(b"overwritten")
    (store.media / "new.webp").write_bytes(b"new")

    code, out, err = _run(capsys, "restore", "--from", str(archive))
    assert code == 2 and out == []
    assert err == [
        f"khadi: {store.file} already holds 1 users, 2 products, 0 orders; pass --force to "
        "replace it and the media folder with the backup"
    ]
    assert (store.media / "new.webp").exists()  # refused: nothing touched

    code, out, err = _run(capsys, "restore", "--from", str(archive), "--force")
    assert (code, err) == (0, [])
    assert out == [
        f"restored {archive} from {manifest['created']}: "
        "2 users, 2 products, 1 orders, 3 media files"
    ]
    # the engine that stayed open (a server would) reads the restored store
    assert _rows(store.database) == rows
    assert _media_files(store.media) == {
        key: value for key, value in media.items() if not key.endswith(".part")
    }
    with sqlite3.connect(store.file) as connection:
        assert connection.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    assert sorted(p.name for p in store.root.iterdir() if p.name.startswith(".")) == []


def test_restore_onto_a_new_machine_needs_no_force(
    store: Store,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    rows, media = _rows(store.database), _media_files(store.media)
    archive = _backup(store, capsys)

    for fresh in _open_store(tmp_path / "new-machine" / "var", monkeypatch):
        fresh.root.rmdir()  # not even the folder exists yet
        code, _, err = _run(capsys, "restore", "--from", str(archive))
        assert (code, err) == (0, [])
        assert _rows(fresh.database) == rows
        assert _media_files(fresh.media) == {k: v for k, v in media.items() if ".part" not in k}


def test_restore_over_a_migrated_but_empty_store_needs_no_force(
    store: Store,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    rows = _rows(store.database)
    archive = _backup(store, capsys)
    (tmp_path / "empty").mkdir()
    migrate(f"sqlite:///{tmp_path / 'empty' / 'khadi.db'}")

    for fresh in _open_store(tmp_path / "empty", monkeypatch):
        code, _, err = _run(capsys, "restore", "--from", str(archive))
        assert (code, err) == (0, [])
        assert _rows(fresh.database) == rows


def test_backup_is_one_point_in_time_while_a_writer_is_busy(
    store: Store, capsys: pytest.CaptureFixture[str]
) -> None:
    writer = sqlite3.connect(store.file, timeout=10)
    try:
        writer.execute("BEGIN IMMEDIATE")
        writer.execute(
            "INSERT INTO users (id, name, email, phone, password_hash, role, time) "
            "VALUES ('u-late', 'Late', 'late@khadi.test', '', 'z', 'user', '2026-01-01')"
        )
        archive = _backup(store, capsys)  # the counts say 2 users: the open insert is not in it
    finally:
        writer.commit()
        writer.close()
    with tarfile.open(archive) as tar:
        data = tar.extractfile("khadi.db")
        assert data is not None
        copy = store.root.parent / "copy.db"
        copy.write_bytes(data.read())
    with sqlite3.connect(copy) as connection:
        assert connection.execute("SELECT count(*) FROM users").fetchone() == (2,)
        assert connection.execute("PRAGMA journal_mode").fetchone() == ("delete",)


def test_backup_into_a_folder_and_never_over_a_file(
    store: Store, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = store.root.parent / "backups"
    folder.mkdir()
    code, out, _ = _run(capsys, "backup", "--to", str(folder))
    assert code == 0
    [written] = list(folder.iterdir())
    assert written.name.startswith("khadi-backup-") and written.name.endswith("Z.tar.gz")
    assert out[0].startswith(f"backup written: {written} ")

    code, _, err = _run(capsys, "backup", "--to", str(written))
    assert code == 2
    assert err == [f"khadi: {written} already exists; pass --force to replace it"]
    assert _run(capsys, "backup", "--to", str(written), "--force")[0] == 0
    assert [p.name for p in folder.iterdir()] == [written.name]  # no temporaries left


def _tampered(archive: Path, bad: tarfile.TarInfo, data: bytes = b"") -> Path:
    tampered = archive.with_name("tampered.tar.gz")
    with tarfile.open(archive) as source, tarfile.open(tampered, "w:gz") as target:
        for member in source.getmembers():
            target.addfile(member, source.extractfile(member))
        target.addfile(bad, io.BytesIO(data) if bad.isreg() else None)
    return tampered


def _member(name: str, kind: bytes = tarfile.REGTYPE, link: str = "") -> tarfile.TarInfo:
    info = tarfile.TarInfo(name)
    info.type = kind
    info.linkname = link
    info.size = 4 if kind == tarfile.REGTYPE else 0
    return info


@pytest.mark.parametrize(
    ("member", "reason"),
    [
        (_member("../escaped.txt"), "unexpected member '../escaped.txt'"),
        (_member("media/../../escaped.txt"), "unexpected member 'media/../../escaped.txt'"),
        (_member("/tmp/escaped.txt"), "unexpected member '/tmp/escaped.txt'"),
        (_member("media/.hidden"), "unexpected member 'media/.hidden'"),
        (_member("notes.txt"), "unexpected member 'notes.txt'"),
        (_member("media/link.webp", tarfile.SYMTYPE, "/etc/passwd"), "is a link"),
        (_member("media/hard.webp", tarfile.LNKTYPE, "khadi.db"), "is a link"),
        (_member("media/fifo", tarfile.FIFOTYPE), "special file"),
        (_member("khadi.db"), "'khadi.db' appears twice"),
    ],
)
def test_restore_refuses_a_tampered_archive(
    store: Store, capsys: pytest.CaptureFixture[str], member: tarfile.TarInfo, reason: str
) -> None:
    archive = _backup(store, capsys)
    tampered = _tampered(archive, member, b"evil")
    before, media = _rows(store.database), _media_files(store.media)

    code, out, err = _run(capsys, "restore", "--from", str(tampered), "--force")

    assert code == 2 and out == []
    assert len(err) == 1 and err[0].startswith(f"khadi: refusing {tampered}: ")
    assert reason in err[0]
    assert _rows(store.database) == before and _media_files(store.media) == media
    assert not (store.root.parent / "escaped.txt").exists()
    assert not Path("/tmp/escaped.txt").exists()


def test_restore_refuses_a_database_that_does_not_match_its_manifest(
    store: Store, capsys: pytest.CaptureFixture[str]
) -> None:
    archive = _backup(store, capsys)
    swapped = archive.with_name("swapped.tar.gz")
    other = store.root.parent / "other.db"
    sqlite3.connect(other).close()
    with tarfile.open(archive) as source, tarfile.open(swapped, "w:gz") as target:
        for member in source.getmembers():
            if member.name == "khadi.db":
                target.add(other, arcname="khadi.db")
            else:
                target.addfile(member, source.extractfile(member))

    code, _, err = _run(capsys, "restore", "--from", str(swapped), "--force")
    assert code == 2
    assert err == ["khadi: the archive's khadi.db does not match its manifest's checksum"]


def test_restore_refuses_what_is_not_a_backup(
    store: Store, capsys: pytest.CaptureFixture[str]
) -> None:
    junk = store.root.parent / "junk.tar.gz"
    junk.write_bytes(os.urandom(2000))
    code, _, err = _run(capsys, "restore", "--from", str(junk), "--force")
    assert code == 2
    assert err[0].startswith(f"khadi: {junk} is not a readable khadi backup")

    no_manifest = store.root.parent / "plain.tar.gz"
    with tarfile.open(no_manifest, "w:gz") as tar:
        tar.add(store.file, arcname="khadi.db")
    code, _, err = _run(capsys, "restore", "--from", str(no_manifest), "--force")
    assert err == [f"khadi: refusing {no_manifest}: it holds no manifest.json"]

    code, _, err = _run(capsys, "restore", "--from", str(store.root / "absent.tar.gz"))
    assert err == [f"khadi: there is no backup at {store.root / 'absent.tar.gz'}"]


def test_postgresql_is_refused_with_a_pointer_to_pg_dump(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("KHADI_DATABASE_URL", "postgresql://shop@127.0.0.1:5432/khadi")
    code, out, err = _run(capsys, "backup", "--to", str(tmp_path / "b.tar.gz"))
    assert (code, out) == (2, [])
    assert err == [
        "khadi: khadi backup covers the embedded SQLite database only; for PostgreSQL use "
        "pg_dump (see docs/deploy.md)"
    ]
    assert not (tmp_path / "b.tar.gz").exists()
    code, _, err = _run(capsys, "restore", "--from", str(tmp_path / "b.tar.gz"))
    assert code == 2 and "for PostgreSQL use pg_restore" in err[0]
