"""The shop area's messages and errors."""

from __future__ import annotations

from khadi.errors import Conflict, InvalidInput

SETTINGS_CHANGED = (
    "Someone else saved the shop settings after you opened them. "
    "Reload to see their changes, then make yours again."
)
PAGE_CHANGED = (
    "Someone else saved this page after you opened it. "
    "Reload to see their changes, then make yours again."
)
NAME_REQUIRED = "Shop name is required"
INVALID_EMAIL = "Please enter a valid email"
INVALID_PHONE = "Phone must be 8 to 15 digits; spaces, dashes, brackets and a leading + are fine"
INVALID_WHATSAPP = (
    "WhatsApp number must be 8 to 15 digits including the country code, e.g. 919876543210"
)
HOLD_MINUTES = "Stock hold must be 5 to 1440 minutes"
LOW_STOCK = "Low-stock threshold must be 0 to 1000"
DISMISSED_HOLD = "Stock kept after a closed payment window must be 0 to 60 minutes"
INVOICE_PREFIX = "Invoice prefix must be 1 to 3 capital letters or digits, e.g. KKB"
NO_GSTIN_RECEIPTS = (
    "No GSTIN is set: paid orders get plain receipts, not tax invoices. "
    "Add the shop's GSTIN and legal name to issue GST invoices."
)
UNKNOWN_STATE = "Please choose a state from the list"
HTTP_LINK_ONLY = "Link must start with http:// or https://"
HTTPS_LINK_ONLY = "Link must start with https://"
TOO_MANY_SOCIAL_LINKS = "At most 6 social links"
LINK_NAME_REQUIRED = "Link name is required"
IMAGE_NOT_UPLOADED = "Image not found: upload it first"
TERMS_SECTION_COUNT = "Terms must have exactly 11 sections"
TITLE_REQUIRED = "Title is required"
QUESTION_REQUIRED = "Question is required"
ANSWER_REQUIRED = "Answer is required"
MEMBER_NAME_REQUIRED = "Name is required"
CONTROL_CHARACTERS = "Must not contain control characters"


def too_long(limit: int) -> str:
    return f"Must be at most {limit:,} characters"


def too_many(limit: int, what: str) -> str:
    return f"At most {limit} {what}"


class EditConflict(Conflict):
    code = "edit_conflict"


class ShopInputError(InvalidInput):
    """A 422 whose `fields` hold one message per invalid field (camelCase, dotted for lists)."""
