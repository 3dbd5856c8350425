"""Alembic environment. Batch mode so ALTERs work on SQLite too."""

from alembic import context

from khadi.db import Base, make_engine
from khadi.models import load_all_models

load_all_models()
config = context.config
url = config.attributes.get("url") or config.get_main_option("sqlalchemy.url")
if not url:
    from khadi.config import get_settings

    url = get_settings().database_url


def run() -> None:
    engine = make_engine(url)
    with engine.connect() as connection:
        context.configure(
            connection=connection,
            target_metadata=Base.metadata,
            render_as_batch=True,
            compare_type=True,
        )
        with context.begin_transaction():
            context.run_migrations()
    engine.dispose()


run()
