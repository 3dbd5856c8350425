"""FakeMeta (fake_meta.py) served over real HTTP on loopback, for app processes started apart from
the test (tests_scaleout): `KHADI_WHATSAPP_API_URL=<server.url>`. A request off Meta's documented
shape is answered 400 and kept in `problems`, so the test fails on it."""

from __future__ import annotations

import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import TracebackType

import httpx

from tests.whatsapp.fake_meta import FakeMeta, ShapeError


class MetaServer:
    def __init__(self, meta: FakeMeta | None = None) -> None:
        self.meta = meta or FakeMeta()
        self.problems: list[str] = []
        owner = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                length = int(self.headers.get("content-length") or 0)
                request = httpx.Request(
                    "POST",
                    f"http://127.0.0.1{self.path}",
                    headers=dict(self.headers.items()),
                    content=self.rfile.read(length),
                )
                try:
                    response = owner.meta.handle(request)
                except ShapeError as problem:
                    owner.problems.append(str(problem))
                    response = httpx.Response(
                        400, json={"error": {"message": str(problem), "code": 100}}
                    )
                body = response.read()
                self.send_response(response.status_code)
                self.send_header("content-type", "application/json")
                self.send_header("content-length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, format: str, *args: object) -> None:
                return

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def __enter__(self) -> MetaServer:
        self.thread.start()
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.server.shutdown()
        self.server.server_close()
        self.thread.join(timeout=10)
