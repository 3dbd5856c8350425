"""The piece of SQL the databases spell differently: an instant's calendar day in India."""

from __future__ import annotations

from datetime import date
from typing import Any

from sqlalchemy import Date
from sqlalchemy.ext.compiler import compiles
from sqlalchemy.sql.compiler import SQLCompiler
from sqlalchemy.sql.functions import FunctionElement


class ist_day(FunctionElement[date]):
    """The IST calendar day of a stored UTC instant (IST is UTC+05:30, no DST), as a date."""

    type = Date()
    inherit_cache = True
    name = "ist_day"


@compiles(ist_day, "sqlite")
def _ist_day_sqlite(element: ist_day, compiler: SQLCompiler, **kw: Any) -> str:
    # SQLite keeps the UTC instant as text without a zone ('2026-11-27 18:40:00.000000')
    return f"date({compiler.process(element.clauses, **kw)}, '+330 minutes')"


@compiles(ist_day, "postgresql")
def _ist_day_postgresql(element: ist_day, compiler: SQLCompiler, **kw: Any) -> str:
    # the fixed offset, as on SQLite: half the cost of a zone lookup per row (Asia/Kolkata)
    moment = compiler.process(element.clauses, **kw)
    return f"CAST((({moment}) AT TIME ZONE 'UTC') + INTERVAL '330 minutes' AS DATE)"
