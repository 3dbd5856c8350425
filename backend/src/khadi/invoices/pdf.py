"""An issued document as a PDF (ReportLab, the bundled DejaVu Sans for the ₹ sign and Indian
scripts in names), showing what Rule 46 asks of a tax invoice: the supplier's name, address and
GSTIN; the serial number and date; the recipient's name and address; per line the description,
HSN, quantity with unit, taxable value, rate and tax (CGST + SGST or IGST); the place of supply
with its state; whether tax is payable on reverse charge; the total; a signatory line. A bill
of supply, a receipt and a credit note show what their kind asks (a credit note names the
invoice it credits)."""

from __future__ import annotations

from io import BytesIO
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

from khadi.invoices.models import BILL_OF_SUPPLY, CREDIT_NOTE, RECEIPT, Invoice
from khadi.kit.money import format_inr
from khadi.shop.states import GST_STATES
from khadi.tax.dates import ist_date

FONTS = Path(__file__).parent / "fonts"
TITLES = {
    "invoice": "Tax Invoice",
    BILL_OF_SUPPLY: "Bill of Supply",
    RECEIPT: "Receipt",
    CREDIT_NOTE: "Credit Note",
}
_registered = False


def register_fonts() -> None:
    global _registered
    if not _registered:
        pdfmetrics.registerFont(TTFont("DejaVu", str(FONTS / "DejaVuSans.ttf")))
        pdfmetrics.registerFont(TTFont("DejaVu-Bold", str(FONTS / "DejaVuSans-Bold.ttf")))
        _registered = True


BODY = ParagraphStyle("body", fontName="DejaVu", fontSize=9, leading=12)
SMALL = ParagraphStyle("small", parent=BODY, fontSize=7.5, leading=9.5)
TITLE = ParagraphStyle("title", parent=BODY, fontName="DejaVu-Bold", fontSize=15, leading=19)
HEAD = ParagraphStyle("head", parent=BODY, fontName="DejaVu-Bold")


def address_under_name(address: str, name: str) -> str:
    """The shop's address as printed under its name (invoice, label): without a first part that is
    the name again ('Karnataka Khadi Bhandar, Station Road, …' under 'Karnataka Khadi Bhandar')."""
    first, comma, rest = address.partition(",")
    if comma and first.strip().casefold() == name.strip().casefold() and rest.strip():
        return rest.strip()
    return address


def _p(text: str, style: ParagraphStyle = BODY) -> Paragraph:
    return Paragraph(escape(text).replace("\n", "<br/>"), style)


def _money(paise: int) -> str:
    return format_inr(paise)


def _quantity(line: dict[str, Any]) -> str:
    quantity = line["quantity"]
    if not quantity:
        return "—"
    shown = f"{quantity:g}" if isinstance(quantity, float) else str(quantity)
    return f"{shown} {line['unit']}"


def _parties(invoice: Invoice, original_number: str | None, order_number: str) -> list[Any]:
    seller, buyer = invoice.seller, invoice.buyer
    place = f"{GST_STATES.get(invoice.place_of_supply, '')} ({invoice.place_of_supply})"
    left = [
        _p(seller["legalName"], HEAD),
        _p(address_under_name(seller["address"], seller["legalName"])),
        _p(f"GSTIN: {seller['gstin']}" if seller["gstin"] else "Not registered for GST"),
        _p(f"State: {seller['state']} ({seller['stateCode']})"),
    ]
    right = [
        _p(f"{TITLES[invoice.kind]} No: {invoice.number}", HEAD),
        _p(f"Date: {ist_date(invoice.issued_at).strftime('%d %b %Y')}"),
        _p(
            f"Order: {order_number} ({invoice.order_id})"
            if order_number
            else f"Order: {invoice.order_id}"
        ),
    ]
    if original_number:
        right.append(_p(f"Against invoice: {original_number}"))
    if invoice.kind != RECEIPT:
        right += [_p(f"Place of supply: {place}"), _p("Reverse charge: No")]
    billed = [
        _p("Billed and shipped to", HEAD),
        _p(buyer["name"]),
        _p(f"{buyer['address']}\nPIN {buyer['pincode']}"),
    ]
    table = Table([[left, right], [billed, ""]], colWidths=[95 * mm, 85 * mm])
    table.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP")]))
    return [table]


def _item(line: dict[str, Any]) -> Paragraph:
    """The line's title, and under it the discount code it was sold with (issue 31): the
    taxable value and total beside it are already after the discount."""
    title = escape(str(line["title"]))
    if line.get("discount"):
        code = escape(str(line.get("discount_code") or ""))
        title += f"<br/>Discount {code}: −{_money(int(line['discount']))}"
    return Paragraph(title, SMALL)


def _line_rows(invoice: Invoice) -> tuple[list[list[Any]], list[float]]:
    lines = [line for line in invoice.lines if line["gross"]]
    if invoice.kind == RECEIPT:
        head = ["#", "Item", "Qty", "Amount"]
        rows = [
            [str(i), _item(line), _quantity(line), _money(line["gross"])]
            for i, line in enumerate(lines, start=1)
        ]
        return [head, *rows, ["", _p("Total", HEAD), "", _money(invoice.amount)]], [
            10 * mm, 110 * mm, 25 * mm, 35 * mm,
        ]  # fmt: skip
    tax_head = ["CGST", "SGST"] if invoice.intra_state else ["IGST"]
    head = ["#", "Item", "HSN", "Qty", "Taxable value", "Rate", *tax_head, "Total"]
    rows = []
    for i, line in enumerate(lines, start=1):
        rate = "Exempt" if line["exempt"] else f"{line['rate']}%"
        taxes = (
            [_money(line["cgst"]), _money(line["sgst"])]
            if invoice.intra_state
            else [_money(line["igst"])]
        )
        rows.append([
            str(i), _item(line), line["hsn"], _quantity(line),
            _money(line["taxable"]), rate, *taxes, _money(line["gross"]),
        ])  # fmt: skip
    totals = (
        [_money(invoice.cgst), _money(invoice.sgst)]
        if invoice.intra_state
        else [_money(invoice.igst)]
    )
    footer = ["", _p("Total", HEAD), "", "", _money(invoice.taxable), "", *totals,
              _money(invoice.amount)]  # fmt: skip
    widths = [7 * mm, 47 * mm, 14 * mm, 17 * mm, 24 * mm, 12 * mm]
    widths += [20 * mm, 20 * mm] if invoice.intra_state else [40 * mm]
    return [head, *rows, footer], [*widths, 20 * mm]


def render(invoice: Invoice, original_number: str | None = None, order_number: str = "") -> bytes:
    """The document as PDF bytes; `order_number` the order's short number (issue 32)."""
    register_fonts()
    buffer = BytesIO()
    doc = SimpleDocTemplate(
        buffer, pagesize=A4, leftMargin=15 * mm, rightMargin=15 * mm, topMargin=15 * mm,
        bottomMargin=15 * mm, title=f"{TITLES[invoice.kind]} {invoice.number}",
    )  # fmt: skip
    rows, widths = _line_rows(invoice)
    table = Table(rows, colWidths=widths, repeatRows=1)
    table.setStyle(
        TableStyle([
            ("FONTNAME", (0, 0), (-1, -1), "DejaVu"),
            ("FONTSIZE", (0, 0), (-1, -1), 7.5),
            ("FONTNAME", (0, 0), (-1, 0), "DejaVu-Bold"),
            ("GRID", (0, 0), (-1, -1), 0.4, colors.grey),
            ("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.93, 0.93, 0.93)),
            ("ALIGN", (2, 1), (-1, -1), "RIGHT"),
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ])
    )  # fmt: skip
    story: list[Any] = [_p(TITLES[invoice.kind], TITLE), Spacer(1, 4 * mm)]
    story += _parties(invoice, original_number, order_number)
    story += [Spacer(1, 5 * mm), table, Spacer(1, 4 * mm)]
    if invoice.kind != RECEIPT:
        tax = invoice.cgst + invoice.sgst + invoice.igst
        story.append(_p(f"Total tax: {_money(tax)}. Prices include GST."))
    story += [
        Spacer(1, 10 * mm),
        _p(f"For {invoice.seller['legalName']}"),
        _p("Authorised signatory (computer-generated document)", SMALL),
    ]
    doc.build(story)
    return buffer.getvalue()
