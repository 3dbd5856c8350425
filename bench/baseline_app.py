"""The baseline: a bare ASGI app serving fixed bytes, on the same server (uvicorn) as the store.

The store's catalogue figures are read as a ratio to this, measured in the same run.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

_BODIES: dict[str, bytes] = {}


def _load() -> None:
    folder = Path(os.environ["BENCH_BODIES"])
    for file in folder.glob("*.json"):
        _BODIES["/" + file.stem.replace("__", "/")] = file.read_bytes()


async def app(scope: dict[str, Any], receive: Any, send: Any) -> None:
    if scope["type"] == "lifespan":
        while True:
            message = await receive()
            if message["type"] == "lifespan.startup":
                _load()
                await send({"type": "lifespan.startup.complete"})
            elif message["type"] == "lifespan.shutdown":
                await send({"type": "lifespan.shutdown.complete"})
                return
    body = _BODIES.get(scope["path"], b"{}")
    await send(
        {
            "type": "http.response.start",
            "status": 200,
            "headers": [(b"content-type", b"application/json")],
        }
    )
    await send({"type": "http.response.body", "body": body})
