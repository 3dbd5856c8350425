"""The shop area's messages and errors."""

from __future__ import annotations

from khadi.errors import Conflict, InvalidInput, Text, template, text

SETTINGS_CHANGED = text(
    "shop.settings_changed",
    "Someone else saved the shop settings after you opened them. "
    "Reload to see their changes, then make yours again.",
)
PAGE_CHANGED = text(
    "shop.page_changed",
    "Someone else saved this page after you opened it. "
    "Reload to see their changes, then make yours again.",
)
NAME_REQUIRED = text("shop.name_required", "Shop name is required")
INVALID_EMAIL = text("shop.invalid_email", "Please enter a valid email")
INVALID_PHONE = text(
    "shop.invalid_phone",
    "Phone must be 8 to 15 digits; spaces, dashes, brackets and a leading + are fine",
)
INVALID_WHATSAPP = text(
    "shop.invalid_whatsapp",
    "WhatsApp number must be 8 to 15 digits including the country code, e.g. 919876543210",
)
HOLD_MINUTES = text("shop.hold_minutes", "Stock hold must be 5 to 1440 minutes")
LOW_STOCK = text("shop.low_stock", "Low-stock threshold must be 0 to 1000")
DISMISSED_HOLD = text(
    "shop.dismissed_hold", "Stock kept after a closed payment window must be 0 to 60 minutes"
)
CART_REMINDER_HOURS = text(
    "shop.cart_reminder_hours", "Cart reminder must be 0 to 168 hours (0: no reminders)"
)
INVOICE_PREFIX = text(
    "shop.invoice_prefix", "Invoice prefix must be 1 to 3 capital letters or digits, e.g. KKB"
)
NO_GSTIN_RECEIPTS = text(
    "shop.no_gstin_receipts",
    "No GSTIN is set: paid orders get plain receipts, not tax invoices. "
    "Add the shop's GSTIN and legal name to issue GST invoices.",
)
UNKNOWN_STATE = text("shop.unknown_state", "Please choose a state from the list")
HTTP_LINK_ONLY = text("shop.http_link_only", "Link must start with http:// or https://")
HTTPS_LINK_ONLY = text("shop.https_link_only", "Link must start with https://")
TOO_MANY_SOCIAL_LINKS = text("shop.too_many_social_links", "At most 6 social links")
LINK_NAME_REQUIRED = text("shop.link_name_required", "Link name is required")
IMAGE_NOT_UPLOADED = text("shop.image_not_uploaded", "Image not found: upload it first")
TERMS_SECTION_COUNT = text("shop.terms_section_count", "Terms must have exactly 11 sections")
TITLE_REQUIRED = text("shop.title_required", "Title is required")
QUESTION_REQUIRED = text("shop.question_required", "Question is required")
ANSWER_REQUIRED = text("shop.answer_required", "Answer is required")
MEMBER_NAME_REQUIRED = text("shop.member_name_required", "Name is required")
CONTROL_CHARACTERS = text("shop.control_characters", "Must not contain control characters")


TOO_LONG = template("shop.too_long", "Must be at most {limit} characters")
# a page's list that has more entries than it may hold, by what the list holds
TOO_MANY = {
    "core values": (
        "shop.too_many_values",
        template("shop.too_many_values", "At most {limit} core values"),
    ),
    "team members": (
        "shop.too_many_team",
        template("shop.too_many_team", "At most {limit} team members"),
    ),
    "questions": (
        "shop.too_many_questions",
        template("shop.too_many_questions", "At most {limit} questions"),
    ),
}


def too_long(limit: int) -> Text:
    """'Must be at most 5,000 characters' (the limit with its thousands comma)."""
    return Text("shop.too_long", TOO_LONG, limit=f"{limit:,}")


def too_many(limit: int, what: str) -> Text:
    code, pattern = TOO_MANY[what]
    return Text(code, pattern, limit=limit)


# the GSTIN check (shop.gstin)
GSTIN_LENGTH_WRONG = text("shop.gstin_length_wrong", "GSTIN must be exactly 15 characters")
GSTIN_PATTERN_WRONG = text(
    "shop.gstin_pattern_wrong",
    "GSTIN must look like 29ABCDE1234F1Z5: a 2-digit state code, the 10-character PAN, "
    "an entity number, Z and a check character",
)
GSTIN_CHECK_WRONG = text(
    "shop.gstin_check_wrong", "GSTIN check character does not match: please look for a typo"
)

GSTIN_NOT_A_STATE = template(
    "shop.gstin_not_a_state", "GSTIN starts with {prefix}, which is not a GST state code"
)
# {expected}: the shop's state's code, or '' when the state has none
GSTIN_OTHER_STATE = template(
    "shop.gstin_other_state",
    "GSTIN state code {prefix} is {named}, but the shop's state is {state}"
    "{expected, select, none {} other { ({expected})}}",
)


def gstin_not_a_state(code: str) -> Text:
    return Text("shop.gstin_not_a_state", GSTIN_NOT_A_STATE, prefix=code)


def gstin_other_state(code: str, named: str, state: str, expected: str) -> Text:
    """'GSTIN state code 27 is Maharashtra, but the shop's state is Karnataka (29)'."""
    return Text(
        "shop.gstin_other_state",
        GSTIN_OTHER_STATE,
        prefix=code,
        named=named,
        state=state,
        expected=expected or "none",
    )


class EditConflict(Conflict):
    code = "edit_conflict"


class ShopInputError(InvalidInput):
    """A 422 whose `fields` hold one message per invalid field (camelCase, dotted for lists)."""
