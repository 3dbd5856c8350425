"""What goes in and on the parcel (issue 32), for several orders as ONE PDF of 4×6 inch pages, the
size thermal label printers take: for each order its shipping label, then its packing slip.

- label: the address with the pincode large, the mobile, the amount to collect for cash on
  delivery (or 'Prepaid'), the order number as a Code 128 barcode (ReportLab's own, the library
  the invoices are made with) and the shop's return address;
- packing slip: the order number and date, each line's item, size, type and quantity with a box to
  tick, and the owner's note (the same for every slip of the batch).

Drawn with the invoices' DejaVu Sans (the ₹ sign). Built here because invoices is the area that
makes the shop's PDFs; it reads the orders and the shop's settings below it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from io import BytesIO
from typing import Any

from reportlab.graphics.barcode.code128 import Code128
from reportlab.lib.units import inch, mm
from reportlab.lib.utils import simpleSplit
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas
from sqlalchemy import select
from sqlalchemy.orm import Session

from khadi.accounts.service import phone_digits
from khadi.invoices.pdf import address_under_name, register_fonts
from khadi.kit.money import format_inr
from khadi.orders.errors import (
    ORDER_NOT_FOUND,
    NotPrintable,
    OrderNotFound,
    not_printable,
)
from khadi.orders.models import (
    CANCELLED,
    COD_COLLECTED,
    COD_CONFIRMED,
    COD_PLACED,
    STATUS_COD,
    STATUS_PAID,
    Order,
)
from khadi.shop.defaults import DEFAULT_SETTINGS
from khadi.shop.models import SETTINGS_ID, ShopSettings
from khadi.tax.dates import ist_date

PAGE = (4 * inch, 6 * inch)
MARGIN = 5 * mm
REGULAR, BOLD = "DejaVu", "DejaVu-Bold"


@dataclass(frozen=True)
class ReturnAddress:
    name: str
    address: str
    phone: str


def return_address(session: Session) -> ReturnAddress:
    row = session.get(ShopSettings, SETTINGS_ID)
    values = DEFAULT_SETTINGS if row is None else {k: getattr(row, k) for k in DEFAULT_SETTINGS}
    name = values["legal_name"] or values["name"]
    return ReturnAddress(
        name=name, address=address_under_name(values["address"], name), phone=values["phone"]
    )


def readable_mobile(mobile: str) -> str:
    """An Indian mobile as a courier reads it out: '+91 98450 12345' (as stored otherwise)."""
    digits = phone_digits(mobile)
    return f"+91 {digits[:5]} {digits[5:]}" if digits else mobile


def cod_to_collect(order: Order) -> int:
    """Paise the courier collects: a cash-on-delivery order's amount until it is collected."""
    if order.status == STATUS_COD and order.cod_state in (COD_PLACED, COD_CONFIRMED):
        return order.amount
    return 0


def _lines(text: str, font: str, size: float, width: float) -> list[str]:
    out: list[str] = []
    for part in text.splitlines() or [""]:
        out += simpleSplit(part, font, size, width) or [""]
    return out


class _Pen:
    """Writes down a page from the top; `y` is the next baseline."""

    def __init__(self, canvas: Canvas) -> None:
        self.canvas = canvas
        self.width = PAGE[0] - 2 * MARGIN
        self.y = PAGE[1] - MARGIN

    def text(self, text: str, size: float = 9, font: str = REGULAR, gap: float = 1.25) -> None:
        for line in _lines(text, font, size, self.width):
            self.y -= size * gap
            self.canvas.setFont(font, size)
            self.canvas.drawString(MARGIN, self.y, line)

    def space(self, points: float) -> None:
        self.y -= points

    def rule(self) -> None:
        self.space(4)
        self.canvas.setLineWidth(0.8)
        self.canvas.line(MARGIN, self.y, PAGE[0] - MARGIN, self.y)
        self.space(2)


def _address_lines(order: Order) -> str:
    """The street lines one per line, then 'city, district, state' on one (each part once)."""
    seen: list[str] = []

    def fresh(parts: tuple[str, ...]) -> list[str]:
        kept = [p for p in parts if p and p.casefold() not in (s.casefold() for s in seen)]
        seen.extend(kept)
        return kept

    street = fresh((order.shipping_house, order.shipping_address, order.shipping_locality))
    place = fresh((order.shipping_city, order.shipping_district, order.shipping_state))
    return "\n".join([*street, ", ".join(place)] if place else street)


def _label(canvas: Canvas, order: Order, shop: ReturnAddress) -> None:
    pen = _Pen(canvas)
    pen.text("SHIP TO", 8, BOLD)
    pen.text(order.shipping_name, 14, BOLD)
    pen.text(_address_lines(order), 10)
    pen.space(4)
    pen.text(f"PIN {order.shipping_pincode}", 30, BOLD, gap=1.1)
    pen.space(2)
    pen.text(f"Mobile: {readable_mobile(order.shipping_mobile)}", 11, BOLD)
    pen.rule()
    collect = cod_to_collect(order)
    box_height = 30
    pen.space(box_height)
    words = f"COD: COLLECT {format_inr(collect)}" if collect else "PREPAID: DO NOT COLLECT CASH"
    size = 15.0
    while size > 8 and stringWidth(words, BOLD, size) > pen.width - 8:  # always inside the box
        size -= 0.5
    if collect:  # white on black: the courier cannot miss it
        canvas.setFillGray(0)
        canvas.rect(MARGIN, pen.y, pen.width, box_height, stroke=0, fill=1)
        canvas.setFillGray(1)
    else:
        canvas.setLineWidth(1.2)
        canvas.rect(MARGIN, pen.y, pen.width, box_height, stroke=1, fill=0)
    canvas.setFont(BOLD, size)
    canvas.drawCentredString(PAGE[0] / 2, pen.y + 10, words)
    canvas.setFillGray(0)
    pen.space(8)
    barcode = Code128(order.number, barHeight=16 * mm, barWidth=1.3, humanReadable=False)
    pen.space(16 * mm)
    barcode.drawOn(canvas, (PAGE[0] - barcode.width) / 2, pen.y)
    canvas.setFont(BOLD, 14)
    pen.space(16)
    canvas.drawCentredString(PAGE[0] / 2, pen.y, f"Order {order.number}")
    pen.space(4)
    pen.text(f"{order.cart_total_items} item(s) · placed {ist_date(order.placed_at):%d %b %Y}", 8)
    pen.rule()
    pen.text("If undelivered, return to:", 8, BOLD)
    pen.text(shop.name, 8, BOLD)
    pen.text(shop.address, 8)
    if shop.phone:
        pen.text(f"Phone: {shop.phone}", 8)


def _quantity(item: dict[str, Any]) -> str:
    quantity = item.get("quantity", 0)
    if item.get("unit") == "metre":
        return f"{float(quantity):g} m"
    return f"{int(quantity)}"


def _slip(canvas: Canvas, order: Order, shop: ReturnAddress, note: str) -> None:
    pen = _Pen(canvas)
    pen.text("PACKING SLIP", 12, BOLD)
    pen.text(f"Order {order.number}   ({order.id})", 10, BOLD)
    pen.text(f"Placed {ist_date(order.placed_at):%d %b %Y} · {shop.name}", 8)
    pen.text(f"Ship to: {order.shipping_name}, PIN {order.shipping_pincode}", 8)
    pen.rule()
    columns = (MARGIN + 12, MARGIN + 150, MARGIN + 215)  # item, size / type, quantity
    pen.space(10)
    canvas.setFont(BOLD, 8)
    for x, head in zip(columns, ("Item", "Size / type", "Qty"), strict=True):
        canvas.drawString(x, pen.y, head)
    pen.space(3)
    for item in order.items:
        title = _lines(str(item.get("title") or ""), REGULAR, 8, columns[1] - columns[0] - 4)
        options = " / ".join(str(v) for v in (item.get("size"), item.get("type")) if v)
        option_lines = _lines(options or "—", REGULAR, 8, columns[2] - columns[1] - 4)
        height = 10 * max(len(title), len(option_lines))
        if pen.y - height < MARGIN + 40:
            canvas.showPage()
            pen = _Pen(canvas)
            pen.text(f"PACKING SLIP (continued) · Order {order.number}", 9, BOLD)
            pen.space(6)
        pen.space(10)
        canvas.setLineWidth(0.6)
        canvas.rect(MARGIN, pen.y - 1, 7, 7, stroke=1, fill=0)  # a box to tick when packed
        canvas.setFont(REGULAR, 8)
        for n, line in enumerate(title):
            canvas.drawString(columns[0], pen.y - 10 * n, line)
        for n, line in enumerate(option_lines):
            canvas.drawString(columns[1], pen.y - 10 * n, line)
        canvas.setFont(BOLD, 9)
        canvas.drawString(columns[2], pen.y, _quantity(item))
        pen.space(height - 10)
    pen.rule()
    if note:
        pen.text("Note", 8, BOLD)
        pen.text(note, 9)


def parcels_pdf(
    orders: Sequence[Order], shop: ReturnAddress, note: str = "", title: str = "Parcels"
) -> bytes:
    """Each order's label, then its packing slip, as one PDF."""
    register_fonts()
    buffer = BytesIO()
    canvas = Canvas(buffer, pagesize=PAGE, pageCompression=1)
    canvas.setTitle(title)
    for order in orders:
        _label(canvas, order, shop)
        canvas.showPage()
        _slip(canvas, order, shop, note)
        canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def printable(order: Order) -> bool:
    """Paid, or a cash-on-delivery order not closed (placed, confirmed) or collected; never a
    cancelled one. A shipped order may be printed again (a label torn in transit)."""
    if order.fulfilment == CANCELLED:
        return False
    if order.status == STATUS_PAID:
        return True
    return order.status == STATUS_COD and order.cod_state in (
        COD_PLACED, COD_CONFIRMED, COD_COLLECTED,
    )  # fmt: skip


def print_parcels(session: Session, order_ids: Sequence[str], note: str) -> tuple[str, bytes]:
    """(file name, PDF) of the orders' labels and slips, in the order given; an unknown order is
    'Order not found' (404), one with nothing to send is refused (409) naming it."""
    ids = list(dict.fromkeys(order_ids))
    found = {o.id: o for o in session.scalars(select(Order).where(Order.id.in_(ids)))}
    orders: list[Order] = []
    for order_id in ids:
        order = found.get(order_id)
        if order is None:
            raise OrderNotFound(ORDER_NOT_FOUND)
        if not printable(order):
            raise NotPrintable(not_printable(order.number))
        orders.append(order)
    title = f"Parcels {orders[0].number}" + (f" – {orders[-1].number}" if len(orders) > 1 else "")
    name = f"parcels-{orders[0].number}" + (f"-{len(orders)}" if len(orders) > 1 else "")
    return f"{name}.pdf", parcels_pdf(orders, return_address(session), note.strip(), title)
