"""Structured logs: one JSON object per line, carrying the id of the request being served.

`khadi serve` gives uvicorn `log_config(level)`, so uvicorn's lines, ours (`khadi.*`) and any
library's warnings leave through one handler: RequestIdFilter stamps each record with the id
that RequestIdMiddleware (khadi.kit.request_id) set for this request, JsonFormatter renders it.
Values passed with `extra=` become fields of the line, so callers can add structured context.
"""

from __future__ import annotations

import logging
from contextvars import ContextVar
from datetime import UTC, datetime
from typing import Any

import orjson

# Set per request by RequestIdMiddleware; each request runs in its own task (own context copy),
# and the thread pool copies the context into sync routes, so it never crosses requests.
request_id_var: ContextVar[str | None] = ContextVar("khadi_request_id", default=None)

LEVELS = ("critical", "error", "warning", "info", "debug", "trace")  # trace: uvicorn's own

# Attributes every LogRecord has; anything else on a record came from `extra=`.
_STANDARD = frozenset(vars(logging.LogRecord("", 0, "", 0, "", (), None))) | {
    "message",
    "asctime",
    "request_id",
    "color_message",  # uvicorn's ANSI-coloured copy of the message
}


class RequestIdFilter(logging.Filter):
    """Adds `request_id` (None outside a request) to every record passing the handler."""

    def filter(self, record: logging.LogRecord) -> bool:
        if getattr(record, "request_id", None) is None:
            record.request_id = request_id_var.get()
        return True


def _as_text(value: Any) -> str:
    return str(value)


class JsonFormatter(logging.Formatter):
    """time (ISO 8601, UTC), level, logger, message, request_id, extra fields, exception."""

    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, Any] = {
            "time": datetime.fromtimestamp(record.created, UTC)
            .isoformat(timespec="milliseconds")
            .replace("+00:00", "Z"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        request_id = getattr(record, "request_id", None)
        if request_id is not None:
            entry["request_id"] = request_id
        for key, value in vars(record).items():
            if key not in _STANDARD and not key.startswith("_"):
                entry.setdefault(key, value)
        if record.exc_info:
            entry["exception"] = self.formatException(record.exc_info)
        if record.stack_info:
            entry["stack"] = self.formatStack(record.stack_info)
        try:
            return orjson.dumps(entry, default=_as_text, option=orjson.OPT_NON_STR_KEYS).decode()
        except orjson.JSONEncodeError:  # e.g. an int past 64 bits in `extra`: keep the line
            return orjson.dumps({key: str(value) for key, value in entry.items()}).decode()


def log_config(level: str) -> dict[str, Any]:
    """A logging.config.dictConfig for the server: JSON lines on standard error.

    Our loggers and uvicorn's log at `level` (KHADI_LOG_LEVEL); other libraries only from
    WARNING up, since several of them (alembic, boto) are chatty at INFO."""
    name = level.upper()
    numeric = logging.getLevelName(name)
    others = name if isinstance(numeric, int) and numeric > logging.WARNING else "WARNING"
    return {
        "version": 1,
        "disable_existing_loggers": False,  # module-level loggers exist before this runs
        "filters": {"request_id": {"()": RequestIdFilter}},
        "formatters": {"json": {"()": JsonFormatter}},
        "handlers": {
            "stderr": {
                "class": "logging.StreamHandler",
                "stream": "ext://sys.stderr",
                "formatter": "json",
                "filters": ["request_id"],
            }
        },
        "root": {"level": others, "handlers": ["stderr"]},
        # uvicorn.access too, though `khadi serve` turns it off (RequestIdMiddleware logs access)
        "loggers": {
            logger: {"level": name, "handlers": [], "propagate": True}
            for logger in ("khadi", "uvicorn", "uvicorn.error", "uvicorn.access")
        },
    }
