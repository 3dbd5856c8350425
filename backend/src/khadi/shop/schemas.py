"""Shop settings and page shapes. Limits that shape a message (lengths, how many links) are
checked in khadi.shop.rules so each refusal names its field; the caps here only stop abuse.

Texts marked Markdown are stored as written and rendered safely by the browser (no raw HTML;
links only http(s), mailto and tel). They may hold the placeholders {shop}, {email}, {phone},
{address} and {state}, filled with the shop's settings when shown.
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Literal

from pydantic import ConfigDict, Field
from pydantic.config import JsonDict

from khadi.kit.money import MAX_QUANTITY
from khadi.kit.schema import ApiModel
from khadi.media.schemas import UploadedImageOut

_TEXT = 50_000  # abuse cap; rules.py has the real limits
_LINE = 2_000
_MANY = 100

Line = Annotated[str, Field(max_length=_LINE)]
# The cart's summary (issue 28; khadi.cart.summary): 'gst' or the spec's 'spec'.
CartSummaryStyle = Literal["gst", "spec"]
Text = Annotated[str, Field(max_length=_TEXT)]
VERSION_HELP = "The version this form was loaded with; 0 when the store never saved one"
MAX_VERSION = 2**31 - 2  # the next version still fits a 32-bit integer column


def _optional_in_schema(*names: str) -> ConfigDict:
    """Fields that always come back but are optional in the published schema: added later
    (issue 18), so clients and test fixtures written before them stay valid."""

    def edit(schema: JsonDict) -> None:
        properties = schema.get("properties")  # openapi-typescript: a default makes it required
        if isinstance(properties, dict):
            for name in names:
                field = properties.get(name)
                if isinstance(field, dict):
                    field.pop("default", None)

    return ConfigDict(json_schema_extra=edit)


class SocialLink(ApiModel):
    name: Line = Field(description="e.g. Instagram")
    url: Line = Field(description="https only")


class ShopFields(ApiModel):
    name: Line = Field("", description="Shop name (required, ≤ 100)")
    tagline: Line = ""
    tagline_kn: Line = Field("", description="Kannada tagline; '' = shoppers see `tagline`")
    tagline_hi: Line = Field("", description="Hindi tagline; '' = shoppers see `tagline`")
    legal_name: Line = ""
    email: Line = Field("", description="Contact e-mail")
    phone: Line = Field("", description="Contact phone as shown, e.g. +91 98765 43210")
    whatsapp_number: Line = Field("", description="Digits with the country code, e.g. 919876543210")
    address: Text = ""
    map_url: Line = Field("", description="http(s) link to a map of the address; optional")
    state: Line = Field("Karnataka", description="One of GET /api/v1/shop/states")
    gstin: Line = Field("", description="Optional; 15 characters, its state code the shop's state")
    invoice_prefix: Line = Field(
        "INV",
        description="Invoice numbers' prefix, 1-3 capital letters or digits, e.g. KKB: "
        "KKB/26-27/000123",
    )
    logo_key: Line = Field("", description="Media key of an uploaded image; empty for none")
    social_links: list[SocialLink] = Field(default_factory=list, max_length=_MANY)
    developer_text: Line = Field("", description="Developer credit, e.g. 'Built by …'")
    developer_url: Line = Field("", description="http(s) link for the credit; optional")
    stock_hold_minutes: int = Field(
        30,
        ge=-MAX_QUANTITY,
        le=MAX_QUANTITY,
        description="Minutes a checkout holds its stock while unpaid (5–1440)",
    )
    low_stock_threshold: int = Field(
        3,
        ge=-MAX_QUANTITY,
        le=MAX_QUANTITY,
        description="'Only N left' shows at or below this many pieces or metres (0–1000)",
    )
    dismissed_hold_minutes: int = Field(
        0,
        ge=-MAX_QUANTITY,
        le=MAX_QUANTITY,
        description="Minutes a checkout whose payment window was closed keeps its stock before "
        "it goes back (0–60; 0: at once)",
    )
    cart_reminder_hours: int = Field(
        6,
        ge=-MAX_QUANTITY,
        le=MAX_QUANTITY,
        description="Hours a signed-in shopper's cart stays untouched before one reminder "
        "e-mail (0–168; 0: no reminders)",
    )
    cart_summary: CartSummaryStyle = Field(
        "gst",
        description="The cart's summary (issue 28): gst = Sub-total, 'Includes GST ₹X' and a "
        "Total that is what checkout charges; spec = the spec's 'Tax (10%)' and 'Discount (5%)' "
        "lines (checkout still charges the sub-total, and says so)",
    )


class ShopSettingsIn(ShopFields):
    tagline_kn: Line | None = Field(  # type: ignore[assignment]
        None, description="Kannada tagline; '' clears; omitted: unchanged"
    )
    tagline_hi: Line | None = Field(  # type: ignore[assignment]
        None, description="Hindi tagline; '' clears; omitted: unchanged"
    )
    invoice_prefix: Line | None = Field(  # type: ignore[assignment]
        None, description="1-3 capital letters or digits, e.g. KKB; omitted: unchanged"
    )
    cart_summary: CartSummaryStyle | None = Field(  # type: ignore[assignment]
        None, description="gst or spec; omitted: unchanged"
    )
    dismissed_hold_minutes: int | None = Field(  # type: ignore[assignment]
        None, ge=-MAX_QUANTITY, le=MAX_QUANTITY, description="0–60; omitted: unchanged"
    )
    cart_reminder_hours: int | None = Field(  # type: ignore[assignment]
        None, ge=-MAX_QUANTITY, le=MAX_QUANTITY, description="0–168; omitted: unchanged"
    )
    version: int = Field(ge=0, le=MAX_VERSION, description=VERSION_HELP)


class ShopOut(ShopFields):
    """What every page of the SPA shows about the shop (footer, chat button, titles, pages)."""

    model_config = _optional_in_schema("taglineKn", "taglineHi")

    version: int = Field(description="0 until an admin saves the settings")
    updated_at: datetime | None = Field(description="null until an admin saves the settings")
    configured: bool = Field(
        description="False until an admin has saved a name and a contact e-mail or phone: "
        "admins see the first-run notice"
    )
    state_code: str = Field(description="The state's two-digit GST code")
    phone_link: str = Field(description="tel: link for `phone`, or empty")
    logo: UploadedImageOut | None = Field(description="The logo with its variants, or null")
    invoices: Literal["tax_invoice", "receipt"] = Field(
        description="receipt: no GSTIN is set, so paid orders get plain receipts, not tax "
        "invoices (issue 17)"
    )
    invoice_notice: str = Field(description="What admins are told about invoices; '' when fine")


class GstState(ApiModel):
    code: str
    name: str


# --- pages ----------------------------------------------------------------------------------


class PageMeta(ApiModel):
    version: int = Field(description="0 while the page shows its default text")
    updated_at: datetime | None


class CoreValue(ApiModel):
    title: Line
    text: Line = Field(description="Plain text")


class TeamMemberIn(ApiModel):
    name: Line
    role: Line = ""
    text: Line = Field("", description="Plain text")
    photo_key: Line = Field("", description="Media key of an uploaded image; empty for none")


class TeamMemberOut(TeamMemberIn):
    photo: UploadedImageOut | None


class AboutFields(ApiModel):
    intro: Text = Field("", description="Markdown, under the page title")
    mission: Text = Field("", description="Markdown")
    vision: Text = Field("", description="Markdown")
    values: list[CoreValue] = Field(default_factory=list, max_length=_MANY)


class AboutIn(AboutFields):
    version: int = Field(ge=0, le=MAX_VERSION, description=VERSION_HELP)
    team: list[TeamMemberIn] = Field(default_factory=list, max_length=_MANY)


class AboutOut(AboutFields, PageMeta):
    team: list[TeamMemberOut]


class CareersFields(ApiModel):
    body: Text = Field("", description="Markdown")


class CareersIn(CareersFields):
    version: int = Field(ge=0, le=MAX_VERSION, description=VERSION_HELP)


class CareersOut(CareersFields, PageMeta):
    pass


class FaqItem(ApiModel):
    question: Line
    answer: Text = Field(description="Markdown")


class FaqFields(ApiModel):
    items: list[FaqItem] = Field(default_factory=list, max_length=_MANY)


class FaqIn(FaqFields):
    version: int = Field(ge=0, le=MAX_VERSION, description=VERSION_HELP)


class FaqOut(FaqFields, PageMeta):
    pass


class TermsSection(ApiModel):
    title: Line
    body: Text = Field(description="Markdown")


class TermsFields(ApiModel):
    sections: list[TermsSection] = Field(
        default_factory=list, max_length=_MANY, description="Exactly eleven (spec §2)"
    )


class TermsIn(TermsFields):
    version: int = Field(ge=0, le=MAX_VERSION, description=VERSION_HELP)


class TermsOut(TermsFields, PageMeta):
    pass


# --- the pages' Kannada and Hindi texts (issue 18; khadi.shop.page_translations) ------------
# Shaped like the English page, text only: list items pair with the English ones by position,
# so a translation never adds, drops or reorders questions, sections, values or team members.
# '' anywhere = shoppers see the English text there.

_TRANSLATION_HELP = "Kannada or Hindi texts; omitted (null): the stored ones stay"


class CoreValueText(ApiModel):
    title: Line = ""
    text: Line = ""


class TeamMemberText(ApiModel):
    role: Line = ""
    text: Line = ""


class AboutText(ApiModel):
    intro: Text = ""
    mission: Text = ""
    vision: Text = ""
    values: list[CoreValueText] = Field(default_factory=list, max_length=_MANY)
    team: list[TeamMemberText] = Field(default_factory=list, max_length=_MANY)


class CareersText(ApiModel):
    body: Text = ""


class FaqItemText(ApiModel):
    question: Line = ""
    answer: Text = ""


class FaqText(ApiModel):
    items: list[FaqItemText] = Field(default_factory=list, max_length=_MANY)


class TermsSectionText(ApiModel):
    title: Line = ""
    body: Text = ""


class TermsText(ApiModel):
    sections: list[TermsSectionText] = Field(default_factory=list, max_length=_MANY)


class AboutAdminIn(AboutIn):
    kn: AboutText | None = Field(None, description=_TRANSLATION_HELP)
    hi: AboutText | None = Field(None, description=_TRANSLATION_HELP)


class CareersAdminIn(CareersIn):
    kn: CareersText | None = Field(None, description=_TRANSLATION_HELP)
    hi: CareersText | None = Field(None, description=_TRANSLATION_HELP)


class FaqAdminIn(FaqIn):
    kn: FaqText | None = Field(None, description=_TRANSLATION_HELP)
    hi: FaqText | None = Field(None, description=_TRANSLATION_HELP)


class TermsAdminIn(TermsIn):
    kn: TermsText | None = Field(None, description=_TRANSLATION_HELP)
    hi: TermsText | None = Field(None, description=_TRANSLATION_HELP)


class AboutAdminOut(AboutOut):
    """The page as stored, in English, Kannada and Hindi (each translation as long as the
    English lists)."""

    kn: AboutText
    hi: AboutText


class CareersAdminOut(CareersOut):
    kn: CareersText
    hi: CareersText


class FaqAdminOut(FaqOut):
    kn: FaqText
    hi: FaqText


class TermsAdminOut(TermsOut):
    kn: TermsText
    hi: TermsText
