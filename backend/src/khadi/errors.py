"""One error type and one envelope for every failure: {"error", "message", "fields"}."""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from pydantic import Field
from starlette.exceptions import HTTPException as StarletteHTTPException

from khadi.kit.json import JSONResponse
from khadi.kit.money import format_inr
from khadi.kit.schema import NUMBER_OUT_OF_RANGE, UNSTORABLE_TEXT, ApiModel

log = logging.getLogger(__name__)

# FastAPI's answer when a body cannot be read at all (not UTF-8): a 400 no route documents.
_UNREADABLE_BODY = "There was an error parsing the body"


# --- refusal texts: a stable code and parameters the client words in the shopper's language ---

# Every code a refusal may carry, with its English template ('{name}' placeholders, as the
# client's ICU catalogues): written into the shared values for the browser, whose test fails when
# a code has no catalogue entry in some language (issue 28: no English left in Kannada and Hindi).
REFUSAL_TEXTS: dict[str, str] = {}

Param = str | int | float


class Text(str):
    """A refusal's English words that also carry their code and parameters. It is a `str`, so
    it goes wherever a message went; the error envelope sends `reason` and `params` with it."""

    code: str
    params: dict[str, Param]
    # a list's items, each coded ('Not enough stock: {lines}' with a part per short line): the
    # client words each and joins them with '; ' into the parameter `lines`
    parts: tuple[Text, ...] = ()

    def __new__(cls, code: str, template: str, **params: Param) -> Text:
        words = super().__new__(cls, english(template, params) if params else template)
        words.code = code
        words.params = params
        return words


def listing(code: str, template: str, parts: Sequence[Text], **params: Param) -> Text:
    """A text whose `{lines}` lists coded parts, joined by '; ' (in English as in the client)."""
    words = Text(code, template, **params, lines="; ".join(parts))
    words.parts = tuple(parts)
    return words


def _closing(pattern: str, start: int) -> int:
    """The index of the brace that closes the one opened at `start`."""
    depth = 0
    for index in range(start, len(pattern)):
        depth += {"{": 1, "}": -1}.get(pattern[index], 0)
        if depth == 0:
            return index
    raise ValueError(f"unbalanced braces in {pattern!r}")


def _branches(body: str) -> dict[str, str]:
    """'one {# product} other {# products}' as {'one': '# product', 'other': '# products'}."""
    branches: dict[str, str] = {}
    index = 0
    while (opening := body.find("{", index)) != -1:
        closing = _closing(body, opening)
        branches[body[index:opening].strip()] = body[opening + 1 : closing]
        index = closing + 1
    return branches


_CHOICE = re.compile(r"\{(\w+), (plural|select), ")


def english(pattern: str, params: dict[str, Param]) -> str:
    """The pattern worded as the client's ICU catalogues word it: '{name}' placeholders, and
    '{count, plural, one {# product} other {# products}}' / '{x, select, a {…} other {…}}'."""
    while match := _CHOICE.search(pattern):
        closing = _closing(pattern, match.start())
        name, kind = match.group(1), match.group(2)
        branches = _branches(pattern[match.end() : closing])
        value = params[name]
        if kind == "plural":
            chosen = branches.get(f"={value}") or branches.get("one" if value == 1 else "other")
            chosen = (chosen or branches["other"]).replace("#", str(value))
        else:
            chosen = branches.get(str(value), branches["other"])
        pattern = pattern[: match.start()] + chosen + pattern[closing + 1 :]
    return pattern.format(**{name: _english_value(name, value) for name, value in params.items()})


def _english_value(name: str, value: Param) -> Param:
    """Parameters are sent raw and formatted by the client in the shopper's language (issue 28):
    a name ending in 'Paise' is an amount in paise ('₹1,298.00'), one ending in 'At' an ISO 8601
    UTC timestamp ('05 Mar 2026 at 14:30 UTC')."""
    if name.endswith("Paise") and isinstance(value, int):
        return format_inr(value)
    if name.endswith("At") and isinstance(value, str):
        try:
            return datetime.fromisoformat(value).strftime("%d %b %Y at %H:%M UTC")
        except ValueError:
            return value
    return value


def text(code: str, template: str) -> Text:
    """A fixed refusal text, registered under `code` ('area.what_was_refused')."""
    REFUSAL_TEXTS[code] = template
    return Text(code, template)


def template(code: str, pattern: str) -> str:
    """A refusal text with parameters, registered under `code`; word it with Text(code, …)."""
    REFUSAL_TEXTS[code] = pattern
    return pattern


# --- the refusals any route may give: bad input, an unknown address, a failure of ours ---

BODY_NOT_JSON = text("request.body_not_json", "The request body must be valid JSON")
INVALID_REQUEST = text("request.invalid", "Invalid request")
UNEXPECTED = text("request.unexpected", "Something went wrong. Please try again.")
# the middleware's (khadi.security): a cross-site write, a body over 1 MB, a NUL in the address
CSRF_REFUSED = text("request.cross_site", "Cross-site request refused")
BODY_TOO_LARGE = text("request.body_too_large", "Request body is too large (at most 1 MB)")
NUL_IN_ADDRESS = text("request.nul_in_address", "The address must not contain NUL characters")
# Starlette's words for an address no route answers, and for a method the route does not take
HTTP_TEXTS: dict[int, Text] = {
    404: text("request.not_found", "Not Found"),
    405: text("request.method_not_allowed", "Method Not Allowed"),
}
# ApiModel's own checks (khadi.kit.schema, which cannot import this module)
_MODEL_TEXTS: dict[str, Text] = {
    UNSTORABLE_TEXT: text("request.unstorable_text", UNSTORABLE_TEXT),
    NUMBER_OUT_OF_RANGE: text("request.number_out_of_range", NUMBER_OUT_OF_RANGE),
}


# pydantic's own refusals (a field missing, too long, out of range, not a number…), as pydantic
# words them in English, by its error type: a 422 a shopper's form meets is worded in her
# language too (issue 28). ICU plurals stand for pydantic's 'character{expected_plural}'.
_VALIDATION_TEXTS: dict[str, str] = {
    kind: template(f"request.{kind}", words)
    for kind, words in {
        "missing": "Field required",
        "string_too_short": "String should have at least "
        "{min_length, plural, one {# character} other {# characters}}",
        "string_too_long": "String should have at most "
        "{max_length, plural, one {# character} other {# characters}}",
        "too_short": "{field_type} should have at least "
        "{min_length, plural, one {# item} other {# items}} after validation, not {actual_length}",
        "too_long": "{field_type} should have at most "
        "{max_length, plural, one {# item} other {# items}} after validation, not {actual_length}",
        "greater_than": "Input should be greater than {gt}",
        "greater_than_equal": "Input should be greater than or equal to {ge}",
        "less_than": "Input should be less than {lt}",
        "less_than_equal": "Input should be less than or equal to {le}",
        "string_type": "Input should be a valid string",
        "string_pattern_mismatch": "String should match pattern '{pattern}'",
        "int_type": "Input should be a valid integer",
        "int_parsing": "Input should be a valid integer, unable to parse string as an integer",
        "int_from_float": "Input should be a valid integer, got a number with a fractional part",
        "float_type": "Input should be a valid number",
        "float_parsing": "Input should be a valid number, unable to parse string as a number",
        "bool_type": "Input should be a valid boolean",
        "bool_parsing": "Input should be a valid boolean, unable to interpret input",
        "list_type": "Input should be a valid list",
        "literal_error": "Input should be {expected}",
        "enum": "Input should be {expected}",
        "extra_forbidden": "Extra inputs are not permitted",
        "model_attributes_type": "Input should be a valid dictionary or object to extract "
        "fields from",
        "dict_type": "Input should be a valid dictionary",
        "uuid_parsing": "Input should be a valid UUID, {error}",
    }.items()
}


def _param(value: object) -> Param:
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, float) and value.is_integer():
        return int(value)  # pydantic writes 0.0 as 0
    if isinstance(value, int | float | str):
        return value
    return str(value)


def validation_text(kind: str, message: str, context: dict[str, Any] | None) -> str:
    """pydantic's message for an error of type `kind`, with its code and parameters when our
    template words it exactly as pydantic did (else pydantic's words as they came)."""
    pattern = _VALIDATION_TEXTS.get(kind)
    if pattern is None:
        return message
    params = {name: _param(value) for name, value in (context or {}).items()}
    try:
        coded = Text(f"request.{kind}", pattern, **params) if params else None
    except (KeyError, ValueError, IndexError):
        return message
    if coded is None:
        return Text(f"request.{kind}", pattern) if pattern == message else message
    return coded if coded == message else message


def _http_text(status: int, detail: object) -> str:
    """A route's HTTPException keeps its Text; Starlette's own words get their code."""
    if isinstance(detail, Text):
        return detail
    detail = str(detail)
    known = HTTP_TEXTS.get(status)
    return known if known is not None and known == detail else detail


def words_of(error: ValueError) -> str:
    """The refusal a ValueError carries: its coded text (a Text) when it was raised with one."""
    return error.args[0] if error.args and isinstance(error.args[0], str) else str(error)


def reason_of(message: str) -> dict[str, Any]:
    """{reason, params, parts?} of a text, as the envelope sends them (None: no code)."""
    return _reason(message)


def _reason(message: str) -> dict[str, Any]:
    if isinstance(message, Text):
        reason: dict[str, Any] = {"reason": message.code, "params": message.params}
        if message.parts:
            reason["parts"] = [{"reason": p.code, "params": p.params} for p in message.parts]
        return reason
    return {"reason": None, "params": {}}


class KhadiError(Exception):
    """A failure the caller can understand: stable code, human message, HTTP status."""

    status = 400
    code = "bad_request"

    def __init__(
        self,
        message: str,
        *,
        fields: dict[str, str] | None = None,
        headers: dict[str, str] | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.fields = fields or {}
        self.headers = headers or {}  # e.g. Retry-After on a 429


class NotFound(KhadiError):
    status = 404
    code = "not_found"


class Unauthenticated(KhadiError):
    status = 401
    code = "unauthenticated"


class Forbidden(KhadiError):
    status = 403
    code = "forbidden"


class Conflict(KhadiError):
    status = 409
    code = "conflict"


class InvalidInput(KhadiError):
    status = 422
    code = "validation_error"


class TooManyRequests(KhadiError):
    status = 429
    code = "too_many_requests"


class ErrorOut(ApiModel):
    """The body of every failure (documented on every error response of the API)."""

    error: str = Field(description="Stable code: validation_error, not_found, csrf…")
    message: str = Field(description="What to show; for validation, the first field's message")
    fields: dict[str, str] = Field(description="A message per invalid field (camelCase names)")
    reason: str | None = Field(
        None,
        description="The message's stable code ('cart.out_of_stock'): the client words it in the "
        "shopper's language from its catalogues; absent: show `message`",
    )
    params: dict[str, Param] = Field({}, description="The values the message's words take")
    # a plain object per field ({"reason", "params"}): ErrorOut is copied into the document
    # without $defs, so it holds no nested model
    parts: list[dict[str, Any]] = Field(
        [],
        description="A listing's items, each {reason, params}: the client words each and "
        "joins them with '; ' into the parameter `lines` (several short lines at checkout)",
    )
    field_reasons: dict[str, dict[str, Any]] = Field(
        {}, description="{reason, params} per field, when a field's message has a code"
    )


def envelope(code: str, message: str, fields: dict[str, str] | None = None) -> dict[str, Any]:
    """The failure's body; `reason`, `params` and `fieldReasons` only when a text has a code."""
    fields = fields or {}
    body: dict[str, Any] = {"error": code, "message": message, "fields": fields}
    if isinstance(message, Text):
        body.update(_reason(message))
    field_reasons = {name: _reason(words) for name, words in fields.items()}
    if any(reason["reason"] for reason in field_reasons.values()):
        body["fieldReasons"] = field_reasons
    return body


def _field_name(loc: tuple[Any, ...]) -> str:
    parts = [str(p) for p in loc if p not in ("body", "query", "path", "header", "cookie")]
    return ".".join(parts) or "request"


def _clean_message(message: str) -> str:
    return message.removeprefix("Value error, ")


def install_error_handlers(app: FastAPI, headers: Sequence[tuple[bytes, bytes]] = ()) -> None:
    """`headers` are the security headers (khadi.security, computed once at start-up). A 500 is
    sent by Starlette's ServerErrorMiddleware, outside every middleware the app adds, so
    SecurityHeadersMiddleware never sees it: the 500 handler adds them itself."""
    error_headers = {name.decode(): value.decode() for name, value in headers}

    @app.exception_handler(KhadiError)
    async def _khadi(_: Request, exc: KhadiError) -> JSONResponse:
        return JSONResponse(
            envelope(exc.code, exc.message, exc.fields),
            status_code=exc.status,
            headers=exc.headers or None,
        )

    @app.exception_handler(RequestValidationError)
    async def _invalid(_: Request, exc: RequestValidationError) -> JSONResponse:
        fields: dict[str, str] = {}
        for err in exc.errors():
            if err.get("type") == "json_invalid":
                fields.setdefault("body", BODY_NOT_JSON)
                continue
            # pydantic's own words for a lone surrogate in a constrained string; the same text
            # as ApiModel's check for the others
            message = UNSTORABLE_TEXT if err.get("type") == "string_unicode" else err["msg"]
            raised = (err.get("ctx") or {}).get("error")
            if isinstance(raised, ValueError) and raised.args and isinstance(raised.args[0], Text):
                message = raised.args[0]  # a validator's own refusal text keeps its code
            else:
                message = _clean_message(message)
                message = _MODEL_TEXTS.get(message) or validation_text(
                    str(err.get("type")), message, err.get("ctx")
                )
            fields.setdefault(_field_name(tuple(err.get("loc", ()))), message)
        first = next(iter(fields.values()), INVALID_REQUEST)
        return JSONResponse(envelope("validation_error", first, fields), status_code=422)

    @app.exception_handler(StarletteHTTPException)
    async def _http(_: Request, exc: StarletteHTTPException) -> JSONResponse:
        if exc.status_code == 400 and exc.detail == _UNREADABLE_BODY:
            refusal = envelope("validation_error", BODY_NOT_JSON, {"body": BODY_NOT_JSON})
            return JSONResponse(refusal, status_code=422)
        code = {404: "not_found", 405: "method_not_allowed"}.get(exc.status_code, "http_error")
        return JSONResponse(
            envelope(code, _http_text(exc.status_code, exc.detail)),
            status_code=exc.status_code,
            headers=exc.headers,
        )

    @app.exception_handler(Exception)
    async def _unexpected(_: Request, exc: Exception) -> JSONResponse:
        log.exception("unhandled error", exc_info=exc)
        return JSONResponse(
            envelope("internal_error", UNEXPECTED),
            status_code=500,
            headers=error_headers,
        )
