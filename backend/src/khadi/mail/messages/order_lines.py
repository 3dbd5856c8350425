"""An order's lines, amount and address as the order e-mails show them (en-IN rupees)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from html import escape
from typing import Any

from khadi.kit.money import format_inr
from khadi.mail.layout import paragraph
from khadi.mail.messages.texts import metres_text, option_text, texts


@dataclass(frozen=True)
class OrderFacts:
    """What an order e-mail says about the order (from the order's snapshot)."""

    order_id: str
    amount: int  # paise
    # the checkout snapshot: title, size, type, quantity, unit, lineTotal
    items: Sequence[Mapping[str, Any]]
    ship_name: str
    ship_address: str
    ship_pincode: str
    ship_mobile: str
    customer_name: str
    customer_email: str
    # The recipient's language (issue 18); `items` carry the titles in it. Shop alerts: 'en'.
    language: str = "en"


def quantity_text(item: Mapping[str, Any], language: str = "en") -> str:
    quantity = item.get("quantity", 0)
    if item.get("unit") == "metre":
        return metres_text(language, float(quantity))
    return f"× {int(quantity)}"


def line_label(item: Mapping[str, Any], language: str = "en") -> str:
    """'Shirt (Size M, Full Sleeve)', its size and type in `language` (issue 28)."""
    size = item.get("size") or ""
    size = texts(language)("size", size=option_text(language, size)) if size else ""
    kind = option_text(language, str(item.get("type") or ""))
    options = [size, kind]
    extra = ", ".join(option for option in options if option)
    return f"{item.get('title', '')}" + (f" ({extra})" if extra else "")


def lines_text(facts: OrderFacts) -> str:
    rows = [
        f"- {line_label(item, facts.language)} {quantity_text(item, facts.language)}: "
        f"{format_inr(int(item.get('lineTotal', 0)))}"
        for item in facts.items
    ]
    total = texts(facts.language)("total_paid")
    return "\n".join(rows) + f"\n{total}: {format_inr(facts.amount)}"


def lines_html(facts: OrderFacts) -> str:
    cell = 'style="padding:6px 0;border-bottom:1px solid #e7dcc8"'
    rows = "".join(
        f"<tr><td {cell}>{escape(line_label(item, facts.language))}</td>"
        f'<td {cell} align="right">{escape(quantity_text(item, facts.language))}</td>'
        f'<td {cell} align="right">{escape(format_inr(int(item.get("lineTotal", 0))))}</td></tr>'
        for item in facts.items
    )
    total = (
        f'<tr><td colspan="2" style="padding:8px 0;font-weight:bold">'
        f"{escape(texts(facts.language)('total_paid'))}</td>"
        f'<td align="right" style="padding:8px 0;font-weight:bold">'
        f"{escape(format_inr(facts.amount))}</td></tr>"
    )
    return f'<table style="width:100%;border-collapse:collapse">{rows}{total}</table>'


def address_text(facts: OrderFacts) -> str:
    say = texts(facts.language)
    pincode = say("pincode", pincode=facts.ship_pincode)
    mobile = say("mobile", mobile=facts.ship_mobile)
    return f"{facts.ship_name}\n{facts.ship_address}\n{pincode}\n{mobile}"


def address_html(facts: OrderFacts) -> str:
    lines = address_text(facts).split("\n")
    return '<p style="line-height:1.5">' + "<br>".join(escape(line) for line in lines) + "</p>"


def order_body(facts: OrderFacts, intro: str, address_heading: str, link: str) -> tuple[str, str]:
    """(text, html) of an order e-mail: the intro, the lines and total, the address, a link."""
    text = f"{intro}\n\n{lines_text(facts)}\n\n{address_heading}:\n{address_text(facts)}\n\n{link}"
    html = (
        paragraph(intro)
        + lines_html(facts)
        + f'<h2 style="font-size:16px">{escape(address_heading)}</h2>'
        + address_html(facts)
        + paragraph(link)
    )
    return text, html
