"""The WhatsApp Business Cloud API adapter (issue 32): one template message per call.

    POST {api}/{version}/{phone-number-id}/messages
    Authorization: Bearer <access token>
    {"messaging_product": "whatsapp", "recipient_type": "individual", "to": "919876543210",
     "type": "template",
     "template": {"name": "order_shipped", "language": {"code": "kn"},
                  "components": [{"type": "body",
                                  "parameters": [{"type": "text", "text": "Asha"}, …]}]}}

Meta answers 200 with {"messaging_product": "whatsapp", "contacts": [{"input", "wa_id"}],
"messages": [{"id": "wamid.…"}]}, or an error status with the Graph API's error object
{"error": {"message", "type", "code", "error_subcode"?, "error_data": {"details"}?, "fbtrace_id"}}.
Which refusals are worth another try is decided by `code` (Meta's advice), not by the message:
rate limits (4, 80007, 130429, 131056 pair rate), Meta's temporary faults (1, 2, 131000, 131016,
133004), any 429 or 5xx status and a network failure come back later; everything else — an
invalid or expired token (190), a template that does not exist (132001), a wrong parameter
count (132000), an invalid number (131026 …) — will not mend itself, and the update fails at
once for the owner to see.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import httpx

RETRYABLE_CODES = frozenset({1, 2, 4, 80007, 130429, 131000, 131016, 131056, 133004})
TOKEN_CODE = 190
MAX_PARAMETER = 1000  # Meta's limit for a body text parameter is larger; ours stay short


class WhatsAppError(Exception):
    """Meta refused the message (or could not be reached); the text is kept on the outbox row."""

    def __init__(self, text: str, *, retryable: bool, code: int | None = None) -> None:
        super().__init__(text)
        self.retryable = retryable
        self.code = code


@dataclass(frozen=True)
class Template:
    name: str
    language: str  # Meta's language code: 'en', 'kn', 'hi'
    parameters: tuple[str, ...]  # the body's {{1}}, {{2}} … in order


def parameter_text(value: str) -> str:
    """Meta refuses a text parameter that is empty, holds a new line or a tab, or more than four
    spaces in a row: fold them, and say '-' for nothing."""
    text = " ".join(value.split())[:MAX_PARAMETER]
    return text or "-"


def request_body(to: str, template: Template) -> dict[str, Any]:
    return {
        "messaging_product": "whatsapp",
        "recipient_type": "individual",
        "to": to,
        "type": "template",
        "template": {
            "name": template.name,
            "language": {"code": template.language},
            "components": [
                {
                    "type": "body",
                    "parameters": [
                        {"type": "text", "text": parameter_text(value)}
                        for value in template.parameters
                    ],
                }
            ],
        },
    }


def _refusal(response: httpx.Response) -> WhatsAppError:
    try:
        error = response.json().get("error") or {}
    except ValueError:
        error = {}
    code = error.get("code") if isinstance(error, dict) else None
    code = code if isinstance(code, int) else None
    message = str(error.get("message", "")) if isinstance(error, dict) else ""
    details = ""
    if isinstance(error, dict) and isinstance(error.get("error_data"), dict):
        details = str(error["error_data"].get("details", ""))
    retryable = (
        response.status_code == 429 or response.status_code >= 500 or (code in RETRYABLE_CODES)
    )
    if code == TOKEN_CODE:
        retryable = False
    text = f"HTTP {response.status_code}"
    if code is not None:
        text += f" code {code}"
    if message:
        text += f": {message}"
    if details and details not in message:
        text += f" ({details})"
    return WhatsAppError(text[:480], retryable=retryable, code=code)


class CloudApi:
    """Sends template messages; `transport` is httpx's (tests pass a MockTransport)."""

    def __init__(
        self,
        base_url: str = "https://graph.facebook.com",
        version: str = "v21.0",
        timeout: float = 15.0,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.version = version
        self.timeout = timeout
        self.transport = transport

    def send_template(
        self, phone_number_id: str, access_token: str, to: str, template: Template
    ) -> str:
        """Meta's message id (wamid) of the accepted message; WhatsAppError when refused."""
        url = f"{self.base_url}/{self.version}/{phone_number_id}/messages"
        try:
            with httpx.Client(transport=self.transport, timeout=self.timeout) as client:
                response = client.post(
                    url,
                    json=request_body(to, template),
                    headers={"Authorization": f"Bearer {access_token}"},
                )
        except httpx.HTTPError as error:
            raise WhatsAppError(f"{type(error).__name__}: {error}"[:480], retryable=True) from error
        if response.status_code != 200:
            raise _refusal(response)
        try:
            answer = response.json()
            message_id = str(answer["messages"][0]["id"])
        except (ValueError, KeyError, IndexError, TypeError) as error:
            # Meta may have taken it: trying again could send it twice
            raise WhatsAppError(
                f"HTTP 200 without a message id: {response.text[:200]}", retryable=False
            ) from error
        return message_id
