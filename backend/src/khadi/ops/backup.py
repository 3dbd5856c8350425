"""`khadi backup`: one .tar.gz holding the SQLite database, the media folder and a manifest.

The database is copied with SQLite's online backup API, which reads one consistent snapshot
while the server keeps serving (and writing). The media folder is copied after the snapshot, so
every image the copied database names is in the archive unless it was deleted meanwhile.
PostgreSQL and S3 media have their own tools (pg_dump, bucket versioning; docs/deploy.md).

Archive layout: `manifest.json`, `khadi.db`, `media/<key>` for every media file.
"""

from __future__ import annotations

import hashlib
import io
import os
import sqlite3
import tarfile
import tempfile
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path

import orjson

from khadi.config import Settings

FORMAT = "khadi-backup"
VERSION = 1
MANIFEST = "manifest.json"
DATABASE = "khadi.db"
MEDIA = "media"
COUNTED_TABLES = ("users", "products", "orders")


class BackupError(Exception):
    """Stops a backup or restore with one clear line."""


@dataclass(frozen=True)
class Manifest:
    created: str  # ISO 8601, UTC
    alembic_revision: str | None
    counts: dict[str, int]  # users, products, orders, media_files
    database_sha256: str
    format: str = FORMAT
    version: int = VERSION

    def to_json(self) -> bytes:
        return orjson.dumps(asdict(self), option=orjson.OPT_INDENT_2)

    @classmethod
    def from_json(cls, raw: bytes) -> Manifest:
        try:
            data = orjson.loads(raw)
            manifest = cls(**data) if isinstance(data, dict) else None
        except (orjson.JSONDecodeError, TypeError):
            manifest = None
        if (
            manifest is None
            or (manifest.format, manifest.version) != (FORMAT, VERSION)
            or not isinstance(manifest.database_sha256, str)
            or not isinstance(manifest.counts, dict)
        ):
            raise BackupError(f"{MANIFEST} is not a khadi backup manifest (version {VERSION})")
        return manifest

    def summary(self) -> str:
        counts = ", ".join(f"{self.counts.get(name, 0)} {name}" for name in COUNTED_TABLES)
        return f"{counts}, {self.counts.get('media_files', 0)} media files"


def embedded_database(settings: Settings, command: str) -> Path:
    """The SQLite file behind the settings; PostgreSQL and S3 media are refused with a pointer
    to the tool that does the job there."""
    if settings.uses_postgres:
        tool = "pg_dump" if command == "backup" else "pg_restore (or psql)"
        raise BackupError(
            f"khadi {command} covers the embedded SQLite database only; for PostgreSQL use "
            f"{tool} (see docs/deploy.md)"
        )
    if settings.media_backend != "local":
        raise BackupError(
            f"khadi {command} covers the local media folder only; media in an S3 bucket is kept "
            "with the bucket's own versioning or replication (see docs/deploy.md)"
        )
    if not settings.database_url.startswith("sqlite:///"):
        raise BackupError(f"khadi {command} needs a sqlite:///<file> KHADI_DATABASE_URL")
    return Path(settings.database_url.removeprefix("sqlite:///"))


def store_counts(connection: sqlite3.Connection) -> dict[str, int]:
    """Rows in the shop's main tables; a table not created yet counts 0."""
    counts: dict[str, int] = {}
    for table in COUNTED_TABLES:
        try:
            query = f'SELECT count(*) FROM "{table}"'  # noqa: S608 - names from COUNTED_TABLES
            counts[table] = connection.execute(query).fetchone()[0]
        except sqlite3.OperationalError:
            counts[table] = 0
    return counts


def alembic_revision(connection: sqlite3.Connection) -> str | None:
    try:
        row = connection.execute("SELECT version_num FROM alembic_version").fetchone()
    except sqlite3.OperationalError:
        return None
    return None if row is None else str(row[0])


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as file:
        for block in iter(lambda: file.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def snapshot_database(source: Path, copy: Path) -> None:
    """A consistent copy of a live SQLite database, checked, self-contained (no -wal file)."""
    live = sqlite3.connect(source, timeout=30)
    target = sqlite3.connect(copy)
    try:
        live.backup(target)  # one step: a single read transaction, so one point in time
        target.execute("PRAGMA journal_mode=DELETE")
        if target.execute("PRAGMA quick_check").fetchone()[0] != "ok":
            raise BackupError(f"the database at {source} failed SQLite's integrity check")
    finally:
        target.close()
        live.close()


def _media_files(root: Path) -> list[Path]:
    """Every stored media file. Names starting with '.' are half-written temporaries
    (LocalMediaStore writes `.name.part` then renames); links are not media."""
    if not root.is_dir():
        return []
    return sorted(
        path
        for path in root.rglob("*")
        if path.is_file()
        and not path.is_symlink()
        and not any(part.startswith(".") for part in path.relative_to(root).parts)
    )


def _plain(info: tarfile.TarInfo) -> tarfile.TarInfo:
    info.uid = info.gid = 0
    info.uname = info.gname = ""
    info.mode = 0o644
    return info


def _destination(target: Path, now: datetime, force: bool) -> Path:
    if target.is_dir():
        target = target / f"khadi-backup-{now:%Y%m%dT%H%M%SZ}.tar.gz"
    if not target.parent.is_dir():
        raise BackupError(f"cannot write {target}: the folder {target.parent} does not exist")
    if target.exists() and not force:
        raise BackupError(f"{target} already exists; pass --force to replace it")
    return target


def create_backup(
    settings: Settings, target: Path, *, force: bool = False
) -> tuple[Path, Manifest]:
    """Write the archive (to a temporary file beside `target`, renamed into place when whole);
    return its path (a dated name inside `target` when that is a folder) and its manifest."""
    database = embedded_database(settings, "backup")
    if not database.is_file():
        raise BackupError(f"there is no database at {database}")
    now = datetime.now(UTC)
    destination = _destination(target, now, force)
    with tempfile.TemporaryDirectory(dir=destination.parent, prefix=".khadi-backup-") as work:
        copy = Path(work) / DATABASE
        try:
            snapshot_database(database, copy)
            with sqlite3.connect(copy) as connection:
                counts = store_counts(connection)
                revision = alembic_revision(connection)
        except sqlite3.Error as error:
            raise BackupError(f"cannot copy the database at {database}: {error}") from None
        media = _media_files(settings.media_dir)
        manifest = Manifest(
            created=now.isoformat(timespec="seconds").replace("+00:00", "Z"),
            alembic_revision=revision,
            counts={**counts, "media_files": len(media)},
            database_sha256=sha256_of(copy),
        )
        archive = Path(work) / "backup.tar.gz"
        archive.touch(mode=0o600)  # customers' addresses and password hashes: owner only
        with archive.open("wb") as file:
            with tarfile.open(fileobj=file, mode="w:gz") as tar:
                _add_bytes(tar, MANIFEST, manifest.to_json(), now)
                tar.add(copy, arcname=DATABASE, filter=_plain)
                for path in media:
                    relative = path.relative_to(settings.media_dir).as_posix()
                    tar.add(path, arcname=f"{MEDIA}/{relative}", recursive=False, filter=_plain)
            file.flush()
            os.fsync(file.fileno())
        os.replace(archive, destination)
    return destination, manifest


def _add_bytes(tar: tarfile.TarFile, name: str, data: bytes, now: datetime) -> None:
    info = _plain(tarfile.TarInfo(name))
    info.size = len(data)
    info.mtime = int(now.timestamp())
    tar.addfile(info, io.BytesIO(data))
