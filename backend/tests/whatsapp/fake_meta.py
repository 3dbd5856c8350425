"""A stand-in for the WhatsApp Business Cloud API, at the HTTP transport (httpx.MockTransport):
it checks every request against Meta's documented shape for a template message and answers as
Meta does — 200 with the wamid, or a Graph API error object — so the adapter is tested against
the contract, never the internet.

    POST /{version}/{phone-number-id}/messages
    Authorization: Bearer <token>
    {"messaging_product": "whatsapp", "recipient_type": "individual", "to": "<digits>",
     "type": "template",
     "template": {"name": "<name>", "language": {"code": "<code>"},
                  "components": [{"type": "body",
                                  "parameters": [{"type": "text", "text": "<text>"}, …]}]}}
"""

from __future__ import annotations

import json
import re
import threading
from dataclasses import dataclass, field
from typing import Any

import httpx

PATH = re.compile(r"/v\d+\.\d+/(?P<phone>[0-9]+)/messages")
TEMPLATE_NAME = re.compile(r"[a-z0-9_]{1,512}")


class ShapeError(AssertionError):
    """The adapter sent something Meta's documentation does not describe."""


def check_shape(request: httpx.Request, token: str) -> dict[str, Any]:
    """The request's JSON body, after checking it is a documented template message."""
    if request.method != "POST":
        raise ShapeError(f"method {request.method}")
    if not PATH.fullmatch(request.url.path):
        raise ShapeError(f"path {request.url.path}")
    if request.headers.get("authorization") != f"Bearer {token}":
        raise ShapeError("no Bearer token")
    if not request.headers.get("content-type", "").startswith("application/json"):
        raise ShapeError("not JSON")
    body = json.loads(request.content)
    if set(body) != {"messaging_product", "recipient_type", "to", "type", "template"}:
        raise ShapeError(f"keys {sorted(body)}")
    if (body["messaging_product"], body["recipient_type"], body["type"]) != (
        "whatsapp", "individual", "template",
    ):  # fmt: skip
        raise ShapeError("not a WhatsApp template message")
    if not re.fullmatch(r"[1-9][0-9]{7,14}", body["to"]):
        raise ShapeError(f"to {body['to']!r}: digits with the country code")
    template = body["template"]
    if set(template) != {"name", "language", "components"}:
        raise ShapeError(f"template keys {sorted(template)}")
    if not TEMPLATE_NAME.fullmatch(template["name"]):
        raise ShapeError(f"template name {template['name']!r}")
    if set(template["language"]) != {"code"} or template["language"]["code"] not in (
        "en", "kn", "hi",
    ):  # fmt: skip
        raise ShapeError(f"language {template['language']}")
    [component] = template["components"]
    if set(component) != {"type", "parameters"} or component["type"] != "body":
        raise ShapeError(f"component {component}")
    for parameter in component["parameters"]:
        if set(parameter) != {"type", "text"} or parameter["type"] != "text":
            raise ShapeError(f"parameter {parameter}")
        text = parameter["text"]
        if not text or "\n" in text or "\t" in text or "     " in text:
            raise ShapeError(f"Meta refuses the text parameter {text!r}")
    return dict(body)


def error_body(code: int, message: str, http_type: str = "OAuthException") -> dict[str, Any]:
    return {
        "error": {
            "message": message,
            "type": http_type,
            "code": code,
            "error_data": {"messaging_product": "whatsapp", "details": message},
            "fbtrace_id": "AbCdEf123",
        }
    }


RATE_LIMIT = (
    400,
    error_body(131056, "(#131056) (Business Account, Consumer Account) pair rate limit hit"),
)
THROTTLED = (429, error_body(130429, "(#130429) Rate limit hit"))
BAD_TOKEN = (401, error_body(190, "Error validating access token: Session has expired"))
NO_TEMPLATE = (404, error_body(132001, "(#132001) Template name does not exist in the translation"))
META_DOWN = (503, error_body(131016, "(#131016) Service unavailable"))


@dataclass
class FakeMeta:
    token: str = "EAAG-test-token"
    received: list[dict[str, Any]] = field(default_factory=list)
    answers: list[tuple[int, dict[str, Any]]] = field(default_factory=list)  # next answers
    lock: threading.Lock = field(default_factory=threading.Lock)

    def handle(self, request: httpx.Request) -> httpx.Response:
        body = check_shape(request, self.token)
        with self.lock:
            if self.answers:
                status, answer = self.answers.pop(0)
                return httpx.Response(status, json=answer)
            self.received.append({**body, "phone_number_id": request.url.path.split("/")[2]})
            number = len(self.received)
        return httpx.Response(
            200,
            json={
                "messaging_product": "whatsapp",
                "contacts": [{"input": body["to"], "wa_id": body["to"]}],
                "messages": [{"id": f"wamid.TEST{number:04d}", "message_status": "accepted"}],
            },
        )

    def transport(self) -> httpx.MockTransport:
        return httpx.MockTransport(self.handle)

    def texts(self, index: int = -1) -> list[str]:
        component = self.received[index]["template"]["components"][0]
        return [parameter["text"] for parameter in component["parameters"]]
