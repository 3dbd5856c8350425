"""The catalogue's hot path: the snapshot's bytes answered before FastAPI's routing.

`GET /api/v1/products` and `GET /api/v1/products/{id}` are most of a shop's traffic and need no
session, no body and no database while the snapshot is fresh. This pure-ASGI layer sits inside
the request id and the security headers (so every answer still carries both and is logged) and
answers those two reads from the snapshot in hand. Everything else — a recheck that is due, an
unknown id, any other method or path — goes on to the routes in `catalog/routes.py`, which build
the very same responses with `list_response` and `one_response` below.
"""

from __future__ import annotations

from starlette.types import ASGIApp, Receive, Scope, Send

from khadi.catalog.service import Snapshot, SnapshotCache

LIST_PATH = "/api/v1/products"
_ONE_PREFIX = LIST_PATH + "/"
_JSON = (b"content-type", b"application/json")
_LIST_HEADERS = [(b"cache-control", b"no-cache"), (b"vary", b"Accept-Encoding")]

RawHeaders = list[tuple[bytes, bytes]]


def list_response(
    snapshot: Snapshot, if_none_match: str | None, accept_encoding: str
) -> tuple[int, RawHeaders, bytes]:
    """(status, headers, body) of the whole catalogue: 304 for the ETag sent, gzip if accepted."""
    headers = [*_LIST_HEADERS, (b"etag", snapshot.etag.encode())]
    if if_none_match == snapshot.etag:
        return 304, headers, b""
    body = snapshot.body
    if "gzip" in accept_encoding:
        headers.append((b"content-encoding", b"gzip"))
        body = snapshot.gzipped
    return 200, [*headers, _JSON, (b"content-length", str(len(body)).encode())], body


def one_response(body: bytes) -> tuple[int, RawHeaders, bytes]:
    return 200, [_JSON, (b"content-length", str(len(body)).encode())], body


class CatalogueFastPath:
    def __init__(self, app: ASGIApp, snapshots: SnapshotCache) -> None:
        self.app = app
        self.snapshots = snapshots

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        answer = None
        if scope["type"] == "http" and scope["method"] == "GET":
            answer = self._answer(scope)
        if answer is None:
            await self.app(scope, receive, send)
            return
        status, headers, body = answer
        await send({"type": "http.response.start", "status": status, "headers": headers})
        await send({"type": "http.response.body", "body": body})

    def _answer(self, scope: Scope) -> tuple[int, RawHeaders, bytes] | None:
        path: str = scope["path"]
        if path != LIST_PATH and not path.startswith(_ONE_PREFIX):
            return None
        # Only look: a due recheck is claimed by the route this request falls through to. Were
        # it claimed here, the route would find it claimed, serve the snapshot in hand and
        # never release the claim, so a change made on another instance would never show.
        snapshot = self.snapshots.fresh(claim=False)
        if snapshot is None:
            return None
        if path == LIST_PATH:
            if_none_match, accept_encoding = None, ""
            for name, value in scope["headers"]:
                if name == b"if-none-match":
                    if_none_match = value.decode("latin-1")
                elif name == b"accept-encoding":
                    accept_encoding = value.decode("latin-1")
            return list_response(snapshot, if_none_match, accept_encoding)
        body = snapshot.products.get(path[len(_ONE_PREFIX) :])
        return None if body is None else one_response(body)
