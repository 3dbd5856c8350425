"""`khadi restore`: put a `khadi backup` archive back, checked before anything is touched.

Every member is checked first: only `manifest.json`, `khadi.db` and plain files or folders under
`media/` whose names are media-key shaped, each once — so no absolute path, no '..', no link or
device can make it out of the archive. The database copy must match the manifest's checksum,
pass SQLite's integrity check and carry a schema revision this code knows.

A store that holds users, products or orders is replaced only with --force. The media folder is
staged beside the live one and swapped in by renames; the database is written through SQLite's
backup API in one transaction, so a process that has it open sees the old store or the restored
one, never a mix, and no stale -wal file is left to be replayed. Stop the server all the same:
the sessions and caches in its memory belong to the old store.
"""

from __future__ import annotations

import os
import re
import secrets
import shutil
import sqlite3
import tarfile
import tempfile
import zlib
from collections.abc import Callable
from contextlib import closing
from pathlib import Path

from khadi.config import Settings
from khadi.ops.backup import (
    DATABASE,
    MANIFEST,
    MEDIA,
    BackupError,
    Manifest,
    alembic_revision,
    embedded_database,
    sha256_of,
    store_counts,
)

# The parts of a media key (khadi.media.storage): a leading '.' or '..' can never match.
_MEDIA_PART = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]*")


def checked_members(tar: tarfile.TarFile, source: Path) -> dict[str, tarfile.TarInfo]:
    """The archive's members by name, or BackupError naming the first one that is unsafe."""
    members: dict[str, tarfile.TarInfo] = {}
    for member in tar.getmembers():
        name = member.name
        parts = name.split("/")
        if name in (MANIFEST, DATABASE):
            plain = member.isreg()
        elif parts[0] == MEDIA and all(_MEDIA_PART.fullmatch(part) for part in parts[1:]):
            plain = member.isreg() or member.isdir()
        else:
            raise BackupError(f"refusing {source}: unexpected member {name!r}")
        if not plain:
            raise BackupError(f"refusing {source}: {name!r} is a link or a special file")
        if name in members:
            raise BackupError(f"refusing {source}: {name!r} appears twice")
        members[name] = member
    for required in (MANIFEST, DATABASE):
        if required not in members:
            raise BackupError(f"refusing {source}: it holds no {required}")
    return members


def _extract(tar: tarfile.TarFile, member: tarfile.TarInfo, path: Path) -> None:
    source = tar.extractfile(member)
    if source is None:  # checked_members lets only regular files through
        raise BackupError(f"cannot read {member.name!r} from the archive")
    path.parent.mkdir(parents=True, exist_ok=True)
    with source, path.open("wb") as target:
        shutil.copyfileobj(source, target, 1 << 20)


def _check_database(copy: Path, manifest: Manifest, database_url: str) -> None:
    from alembic.script import ScriptDirectory
    from alembic.util import CommandError

    from khadi.db import alembic_config

    if sha256_of(copy) != manifest.database_sha256:
        raise BackupError(f"the archive's {DATABASE} does not match its manifest's checksum")
    with closing(sqlite3.connect(copy)) as connection:
        if connection.execute("PRAGMA quick_check").fetchone()[0] != "ok":
            raise BackupError(f"the archive's {DATABASE} failed SQLite's integrity check")
        revision = alembic_revision(connection)
    if revision is not None:
        try:
            ScriptDirectory.from_config(alembic_config(database_url)).get_revision(revision)
        except CommandError:
            raise BackupError(
                f"the backup's schema revision {revision} is unknown to this khadi "
                "(made by a newer version?); upgrade khadi before restoring it"
            ) from None


def _existing_rows(database: Path) -> dict[str, int] | None:
    """Rows in the database about to be replaced; None when there is none (absent or 0 bytes)."""
    if not database.exists() or database.stat().st_size == 0:
        return None
    try:
        uri = f"{database.resolve().as_uri()}?mode=ro"
        with closing(sqlite3.connect(uri, uri=True, timeout=30)) as connection:
            return store_counts(connection)
    except sqlite3.DatabaseError:
        raise BackupError(
            f"{database} is not a readable SQLite database; move it away before restoring"
        ) from None


def _write_database(copy: Path, database: Path, existing: dict[str, int] | None) -> None:
    if existing is None:
        for leftover in ("-wal", "-shm", "-journal"):  # would be replayed into the new file
            Path(f"{database}{leftover}").unlink(missing_ok=True)
        os.replace(copy, database)
        return
    with (
        closing(sqlite3.connect(copy)) as source,
        closing(sqlite3.connect(database, timeout=30)) as live,
    ):
        source.backup(live)  # one write transaction on the live file


def _swap_in(staged_media: Path, media_dir: Path, swap_database: Callable[[], None]) -> None:
    replaced = media_dir.with_name(f".{media_dir.name}-replaced-{secrets.token_hex(4)}")
    had_media = media_dir.exists()
    if had_media:
        os.rename(media_dir, replaced)
    os.rename(staged_media, media_dir)
    try:
        swap_database()
    except BaseException:
        shutil.rmtree(media_dir)
        if had_media:
            os.rename(replaced, media_dir)
        raise
    if had_media:
        shutil.rmtree(replaced)


def restore_backup(settings: Settings, source: Path, *, force: bool = False) -> Manifest:
    """Replace the store's database and media folder with the archive's; return its manifest."""
    database = embedded_database(settings, "restore")
    if not source.is_file():
        raise BackupError(f"there is no backup at {source}")
    try:
        with tarfile.open(source, "r:gz") as tar:
            return _restore(tar, source, settings, database, force)
    except (tarfile.TarError, EOFError, zlib.error) as error:
        raise BackupError(f"{source} is not a readable khadi backup ({error})") from None
    except sqlite3.Error as error:
        raise BackupError(f"cannot restore the database at {database}: {error}") from None
    except OSError as error:
        raise BackupError(f"cannot restore {source}: {error}") from None


def _restore(
    tar: tarfile.TarFile, source: Path, settings: Settings, database: Path, force: bool
) -> Manifest:
    members = checked_members(tar, source)
    manifest_file = tar.extractfile(members[MANIFEST])
    if manifest_file is None:
        raise BackupError(f"cannot read {MANIFEST} from {source}")
    with manifest_file:
        manifest = Manifest.from_json(manifest_file.read())
    existing = _existing_rows(database)
    if existing and any(existing.values()) and not force:
        held = ", ".join(f"{count} {name}" for name, count in existing.items())
        raise BackupError(
            f"{database} already holds {held}; pass --force to replace it and the media "
            "folder with the backup"
        )
    media_dir = settings.media_dir
    database.parent.mkdir(parents=True, exist_ok=True)
    media_dir.parent.mkdir(parents=True, exist_ok=True)
    # Staged beside their targets, so the final moves are renames within one file system.
    with (
        tempfile.TemporaryDirectory(dir=database.parent, prefix=".khadi-restore-") as work,
        tempfile.TemporaryDirectory(dir=media_dir.parent, prefix=".khadi-media-") as media_work,
    ):
        copy = Path(work) / DATABASE
        _extract(tar, members[DATABASE], copy)
        _check_database(copy, manifest, settings.database_url)
        staged_media = Path(media_work) / MEDIA
        staged_media.mkdir()
        prefix = MEDIA + "/"
        for name, member in members.items():
            if name.startswith(prefix):
                path = staged_media / name.removeprefix(prefix)
                if member.isdir():
                    path.mkdir(parents=True, exist_ok=True)
                else:
                    _extract(tar, member, path)
        _swap_in(staged_media, media_dir, lambda: _write_database(copy, database, existing))
    return manifest
