"""Returns' refusals and their texts (issue 16)."""

from __future__ import annotations

from khadi.errors import Conflict, InvalidInput, NotFound, Text, template, text

RETURN_DAYS = 10
RETURN_NOT_FOUND = text("returns.return_not_found", "Return not found")
PHOTO_NOT_FOUND = text("returns.photo_not_found", "Photo not found")
KEY_REQUIRED = text(
    "returns.key_required", "Send an Idempotency-Key header: 8–128 letters, digits, '_' or '-'"
)
NOT_DELIVERED = text(
    "returns.not_delivered", "A return can be asked for once the order has been delivered"
)
WINDOW_CLOSED = Text(
    "returns.window_closed",
    template(
        "returns.window_closed",
        "Returns are accepted within {days} days of delivery; the time for this order has passed",
    ),
    days=RETURN_DAYS,
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
DECLINE_REASON_REQUIRED = text("returns.decline_reason_required", "Say why the return is declined")
DECLINE_REASON_TOO_LONG = text(
    "returns.decline_reason_too_long", "Reason must be at most 300 characters"
)
# {status}: the return's status code (requested, accepted, declined, received)
NOT_REQUESTED = template(
    "returns.not_requested",
    "Only a requested return can be accepted or declined; this one is already {status}",
)
NOT_ACCEPTED = template(
    "returns.not_accepted", "Only an accepted return can be marked received; this one is {status}"
)
FABRIC_WHOLE = template("returns.fabric_whole", 'Fabric is returned whole: "{title}" is {metres} m')
ALREADY_RETURNING = template("returns.already_returning", '"{title}" is already being returned')
AT_MOST = template("returns.at_most", 'At most {left} of "{title}" can still be returned')


def not_requested(status: str) -> Text:
    return Text("returns.not_requested", NOT_REQUESTED, status=status)


def not_accepted(status: str) -> Text:
    return Text("returns.not_accepted", NOT_ACCEPTED, status=status)


def fabric_whole(title: str, metres: float) -> Text:
    return Text("returns.fabric_whole", FABRIC_WHOLE, title=title, metres=f"{metres:g}")


def at_most(title: str, left: float) -> Text:
    if left <= 0:
        return Text("returns.already_returning", ALREADY_RETURNING, title=title)
    return Text("returns.at_most", AT_MOST, title=title, left=f"{left:g}")


class ReturnNotFound(NotFound):
    code = "return_not_found"


class PhotoNotFound(NotFound):
    code = "photo_not_found"


class InvalidReturn(InvalidInput):
    code = "invalid_return"


class ReturnRefused(Conflict):
    code = "return_refused"
