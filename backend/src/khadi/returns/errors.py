"""Returns' refusals and their texts (issue 16)."""

from __future__ import annotations

from khadi.errors import Conflict, InvalidInput, NotFound, text

RETURN_DAYS = 10
RETURN_NOT_FOUND = text("returns.return_not_found", "Return not found")
PHOTO_NOT_FOUND = text("returns.photo_not_found", "Photo not found")
KEY_REQUIRED = text(
    "returns.key_required", "Send an Idempotency-Key header: 8–128 letters, digits, '_' or '-'"
)
NOT_DELIVERED = text(
    "returns.not_delivered", "A return can be asked for once the order has been delivered"
)
WINDOW_CLOSED = (
    f"Returns are accepted within {RETURN_DAYS} days of delivery; the time for this order "
    "has passed"
)
NO_LINES = text("returns.no_lines", "Choose at least one item to return")
LINE_UNKNOWN = text("returns.line_unknown", "That item is not in this order")
LINE_TWICE = text("returns.line_twice", "Each item can be listed once")
WHOLE_PIECES = text("returns.whole_pieces", "Return whole pieces (at least 1)")
NOTE_TOO_LONG = text("returns.note_too_long", "Note must be at most 500 characters")
TOO_MANY_PHOTOS = text("returns.too_many_photos", "Add at most 3 photos")
PHOTO_UNAVAILABLE = text(
    "returns.photo_unavailable", "A photo was not found, or is already part of another return"
)
DECLINE_REASON_REQUIRED = "Say why the return is declined"
DECLINE_REASON_TOO_LONG = "Reason must be at most 300 characters"
NOT_REQUESTED = "Only a requested return can be accepted or declined; this one is already {}"
NOT_ACCEPTED = "Only an accepted return can be marked received; this one is {}"


def fabric_whole(title: str, metres: float) -> str:
    return f'Fabric is returned whole: "{title}" is {metres:g} m'


def at_most(title: str, left: float) -> str:
    if left <= 0:
        return f'"{title}" is already being returned'
    return f'At most {left:g} of "{title}" can still be returned'


class ReturnNotFound(NotFound):
    code = "return_not_found"


class PhotoNotFound(NotFound):
    code = "photo_not_found"


class InvalidReturn(InvalidInput):
    code = "invalid_return"


class ReturnRefused(Conflict):
    code = "return_refused"
