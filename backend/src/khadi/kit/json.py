"""JSON responses through orjson."""

from __future__ import annotations

from typing import Any

import orjson
from fastapi.responses import JSONResponse as _FastJSON


def dumps(value: Any) -> bytes:
    return orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS)


class JSONResponse(_FastJSON):
    """FastAPI's JSONResponse rendered by orjson."""

    def render(self, content: Any) -> bytes:
        return dumps(content)
