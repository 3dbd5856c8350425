"""The `khadi` command: serve, migrate, seed-demo, openapi, create-admin, payments reconcile,
prune-media, backup and restore."""

from __future__ import annotations

import argparse
import json
import logging
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from sqlalchemy.exc import SQLAlchemyError

from khadi.config import Settings, SettingsError, load_settings
from khadi.db import Database, check_reachable, migrate, migrations_current

log = logging.getLogger("khadi.cli")  # not __name__: `python -m khadi.cli` makes that __main__


class CommandError(Exception):
    """Stops the command with one clear line on stderr."""


def _reachable_database(settings: Settings) -> Database:
    database = Database(settings.database_url)
    try:
        check_reachable(database.engine)
    except SQLAlchemyError as error:
        reason = str(error.orig if hasattr(error, "orig") else error).strip().splitlines()[0]
        raise CommandError(
            f"invalid setting KHADI_DATABASE_URL: cannot reach the database ({reason})"
        ) from None
    return database


def _ensure_sqlite_folder(settings: Settings) -> None:
    if settings.database_url.startswith("sqlite:///"):
        Path(settings.database_url.removeprefix("sqlite:///")).parent.mkdir(
            parents=True, exist_ok=True
        )


def cmd_migrate(settings: Settings, _: argparse.Namespace) -> None:
    _ensure_sqlite_folder(settings)
    _reachable_database(settings).dispose()
    migrate(settings.database_url)
    print("database schema is current")


def _seed_demo(settings: Settings) -> list[str]:
    """Load the demo catalogue (and outside production the demo users); say what was done."""
    from khadi.demo.seeding import seed_demo
    from khadi.media.storage import media_store_from_settings

    database = _reachable_database(settings)
    with database.sessions() as session:
        created = seed_demo(session, media_store_from_settings(settings))
    done = [f"demo catalogue: {created} products added" if created else "catalogue not empty"]
    from khadi.shop.service import seed_demo_shop

    with database.sessions() as session:
        shop = seed_demo_shop(session)
    done.append(f"demo shop added: {', '.join(shop)}" if shop else "shop details present")
    if settings.env != "production":  # never known passwords on the real shop
        from khadi.accounts.passwords import Passwords
        from khadi.accounts.service import ensure_demo_users

        with database.sessions() as session:
            users = ensure_demo_users(session, Passwords.from_settings(settings))
        done.append(f"demo users added: {', '.join(users)}" if users else "demo users present")
    database.dispose()
    return done


def cmd_seed_demo(settings: Settings, _: argparse.Namespace) -> None:
    for line in _seed_demo(settings):
        print(line)


def cmd_create_admin(settings: Settings, args: argparse.Namespace) -> None:
    from khadi.accounts.passwords import Passwords
    from khadi.accounts.service import create_admin
    from khadi.errors import InvalidInput

    database = _reachable_database(settings)
    try:
        if not migrations_current(database.engine, settings.database_url):
            raise CommandError("the database schema is out of date: run `khadi migrate` first")
        with database.sessions() as session:
            user, created = create_admin(
                session,
                Passwords.from_settings(settings),
                email=args.email,
                password=args.password,
                name=args.name,
            )
    except InvalidInput as error:
        raise CommandError(error.message) from None
    finally:
        database.dispose()
    print(f"admin created: {user.email}" if created else f"admin promoted: {user.email}")


def cmd_serve(settings: Settings, args: argparse.Namespace) -> None:
    import logging.config

    import uvicorn  # registers uvicorn's TRACE level, which KHADI_LOG_LEVEL may name

    from khadi.kit.logs import log_config

    # From here on every line is a JSON log line (khadi.kit.logs); a refusal to start is still
    # one plain line on stderr (main).
    logging_config = log_config(settings.log_level)
    logging.config.dictConfig(logging_config)
    _ensure_sqlite_folder(settings)
    database = _reachable_database(settings)
    if not migrations_current(database.engine, settings.database_url):
        if settings.env == "production":
            raise CommandError("the database schema is out of date: run `khadi migrate` first")
        migrate(settings.database_url)
        log.info("database schema upgraded")
    database.dispose()
    if settings.demo_enabled:
        for line in _seed_demo(settings):
            log.info(line)
    log.info("Khadi store on http://%s:%s", settings.host, settings.port)
    uvicorn.run(
        "khadi.app:create_app",
        factory=True,
        host=settings.host,
        port=settings.port,
        workers=args.workers,
        log_config=logging_config,
        log_level=settings.log_level,
        access_log=False,  # khadi.kit.request_id logs each request once, with its id
        proxy_headers=True,
        forwarded_allow_ips=settings.forwarded_allow_ips,
        timeout_keep_alive=settings.keep_alive_seconds,
        # open event streams would otherwise hold a Ctrl+C forever
        timeout_graceful_shutdown=5,
    )


def cmd_payments(settings: Settings, args: argparse.Namespace) -> int:
    """`khadi payments reconcile`: settle orders whose payment news never arrived."""
    from datetime import timedelta

    from khadi.events import create_event_bus
    from khadi.payments.provider_factory import create_provider
    from khadi.payments.reconcile import reconcile

    if args.older_than < 0 or args.max_age_hours <= 0:
        raise CommandError("--older-than must be 0 or more and --max-age-hours more than 0")
    database = _reachable_database(settings)
    try:
        if not migrations_current(database.engine, settings.database_url):
            raise CommandError("the database schema is out of date: run `khadi migrate` first")
        events = create_event_bus(settings, database)  # not started: publishes straight away
        provider = create_provider(settings, database, events)
        try:
            summary = reconcile(
                database,
                provider,
                events,
                older_than=timedelta(minutes=args.older_than),
                max_age=timedelta(hours=args.max_age_hours),
            )
        finally:
            provider.close()
    finally:
        database.dispose()
    print(summary.line())
    return 1 if summary.errors else 0


def cmd_prune_media(settings: Settings, args: argparse.Namespace) -> int:
    """`khadi prune-media`: remove uploads no product shows, left by abandoned product forms,
    and return photos no return took."""
    from datetime import timedelta

    from khadi.catalog.editing import prune_unattached_uploads
    from khadi.kit.time import utcnow
    from khadi.media.storage import media_store_from_settings
    from khadi.returns.photos import prune_unattached
    from khadi.shop.service import media_keys_in_use

    if args.older_than_hours < 1:
        raise CommandError("--older-than-hours must be 1 or more")
    database = _reachable_database(settings)
    try:
        if not migrations_current(database.engine, settings.database_url):
            raise CommandError("the database schema is out of date: run `khadi migrate` first")
        before = utcnow() - timedelta(hours=args.older_than_hours)
        with database.sessions() as session:
            cleanup = prune_unattached_uploads(
                session,
                media_store_from_settings(settings),
                before,
                keep=media_keys_in_use(session),
            )
            photos = prune_unattached(session, before)
    finally:
        database.dispose()
    print(f"media pruned: {cleanup.removed} unused images removed, {cleanup.failed} failed")
    print(f"return photos pruned: {photos} no return took")
    return 1 if cleanup.failed else 0


def cmd_mail(settings: Settings, args: argparse.Namespace) -> int:
    """`khadi mail deliver`: send what the outbox holds that is due (for cron, beside serve);
    `khadi mail remind-carts`: write the cart reminders due now into the outbox."""
    from khadi.mail.service import deliverer
    from khadi.reminders.service import sweeper

    database = _reachable_database(settings)
    try:
        if not migrations_current(database.engine, settings.database_url):
            raise CommandError("the database schema is out of date: run `khadi migrate` first")
        if args.mail_command == "remind-carts":
            written = sweeper(settings, database)()
            print(f"cart reminders: {written} written to the outbox")
            return 0
        sent = deliverer(settings, database)()
    finally:
        database.dispose()
    print(f"mail delivered: {sent} sent")
    return 0


def cmd_whatsapp(settings: Settings, args: argparse.Namespace) -> int:
    """`khadi whatsapp deliver`: send the WhatsApp updates that are due (for cron, beside serve)."""
    from khadi.whatsapp.service import deliverer

    database = _reachable_database(settings)
    try:
        if not migrations_current(database.engine, settings.database_url):
            raise CommandError("the database schema is out of date: run `khadi migrate` first")
        sent = deliverer(settings, database)()
    finally:
        database.dispose()
    print(f"whatsapp delivered: {sent} sent")
    return 0


def cmd_backup(settings: Settings, args: argparse.Namespace) -> None:
    """`khadi backup --to PATH`: the SQLite database and media folder in one archive."""
    from khadi.ops.backup import BackupError, create_backup

    try:
        path, manifest = create_backup(settings, Path(args.to), force=args.force)
    except BackupError as error:
        raise CommandError(str(error)) from None
    print(f"backup written: {path} ({manifest.summary()})")


def cmd_restore(settings: Settings, args: argparse.Namespace) -> None:
    """`khadi restore --from PATH`: put a backup back (stop the server first)."""
    from khadi.ops.backup import BackupError
    from khadi.ops.restore import restore_backup

    try:
        manifest = restore_backup(settings, Path(args.source), force=args.force)
    except BackupError as error:
        raise CommandError(str(error)) from None
    print(f"restored {args.source} from {manifest.created}: {manifest.summary()}")
    database = Database(settings.database_url)
    try:
        current = migrations_current(database.engine, settings.database_url)
    finally:
        database.dispose()
    if not current:
        print("its schema is older than this khadi's: run `khadi migrate` before serving")


def cmd_openapi(_: Settings, __: argparse.Namespace) -> None:
    from khadi.app import create_app

    print(json.dumps(create_app(Settings()).openapi(), indent=2, sort_keys=True))


COMMANDS: dict[str, tuple[str, Callable[[Settings, argparse.Namespace], int | None]]] = {
    "serve": ("serve the store (migrates and loads the demo catalogue when enabled)", cmd_serve),
    "migrate": ("create or upgrade the database schema", cmd_migrate),
    "seed-demo": ("load the demo catalogue into an empty catalogue", cmd_seed_demo),
    "openapi": ("print the OpenAPI document", cmd_openapi),
    "create-admin": ("create an admin, or promote the user with that e-mail", cmd_create_admin),
    "payments": ("payment chores: `khadi payments reconcile`", cmd_payments),
    "prune-media": ("remove uploaded images no product shows (for cron)", cmd_prune_media),
    "mail": ("e-mail chores: `khadi mail deliver` sends the outbox (for cron)", cmd_mail),
    "whatsapp": (
        "WhatsApp chores: `khadi whatsapp deliver` sends the order updates (for cron)",
        cmd_whatsapp,
    ),
    "backup": ("write the SQLite database and media folder to one archive", cmd_backup),
    "restore": ("replace the SQLite database and media folder with a backup", cmd_restore),
}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="khadi", description="Khadi store")
    sub = parser.add_subparsers(dest="command", required=True)
    for name, (help_text, _) in COMMANDS.items():
        command = sub.add_parser(name, help=help_text)
        if name == "serve":
            command.add_argument("--workers", type=int, default=1)
        if name == "create-admin":
            command.add_argument("--email", required=True)
            command.add_argument("--password", required=True)
            command.add_argument("--name", required=True)
        if name == "prune-media":
            command.add_argument(
                "--older-than-hours",
                type=int,
                default=48,
                metavar="HOURS",
                help="only images uploaded at least this long ago (default 48: a product form "
                "still being filled in keeps its pictures)",
            )
        if name == "backup":
            command.add_argument(
                "--to",
                required=True,
                metavar="PATH",
                help="the archive to write (.tar.gz), or a folder to write a dated one into",
            )
            command.add_argument("--force", action="store_true", help="replace an existing file")
        if name == "restore":
            command.add_argument(
                "--from", dest="source", required=True, metavar="PATH", help="the archive"
            )
            command.add_argument(
                "--force",
                action="store_true",
                help="replace a database that holds users, products or orders",
            )
        if name == "mail":
            mail_chores = command.add_subparsers(dest="mail_command", required=True)
            mail_chores.add_parser("deliver", help="send every due message once, then exit")
            mail_chores.add_parser(
                "remind-carts", help="write the cart reminders due now (issue 31), then exit"
            )
        if name == "whatsapp":
            whatsapp_chores = command.add_subparsers(dest="whatsapp_command", required=True)
            whatsapp_chores.add_parser("deliver", help="send every due update once, then exit")
        if name == "payments":
            chores = command.add_subparsers(dest="payments_command", required=True)
            chore = chores.add_parser(
                "reconcile", help="ask the provider about orders still waiting for payment news"
            )
            chore.add_argument(
                "--older-than",
                type=int,
                default=15,
                metavar="MINUTES",
                help="only orders placed at least this long ago (default 15)",
            )
            chore.add_argument(
                "--max-age-hours",
                type=int,
                default=120,
                metavar="HOURS",
                help="and at most this long ago (default 120: Razorpay settles late "
                "authorisations within 5 days)",
            )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        settings = load_settings()
        code = COMMANDS[args.command][1](settings, args)
    except (SettingsError, CommandError) as error:
        print(f"khadi: {error}", file=sys.stderr)
        return 2
    return code or 0


if __name__ == "__main__":
    sys.exit(main())
