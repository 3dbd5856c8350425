"""The sandbox popup's UPI QR (issue 30): a UPI payment link for the provider order, drawn by the
server itself (reportlab's QR encoder, already here for invoices), so the popup shows a real,
scannable code and never loads an image from elsewhere. Scanning it in the sandbox pays nothing:
the popup's Pay button stands in for the shopper's UPI app."""

from __future__ import annotations

from urllib.parse import quote, urlencode

from reportlab.graphics.barcode import qrencoder

SANDBOX_PAYEE = "khadi.sandbox@razorpay"  # the payee a real account's QR would name


def upi_link(provider_order_id: str, amount: int, shop_name: str) -> str:
    """NPCI's UPI deep link: payee, payee name, amount in rupees, currency, reference, note."""
    query = {
        "pa": SANDBOX_PAYEE,
        "pn": shop_name or "Khadi store",
        "am": f"{amount // 100}.{amount % 100:02d}",
        "cu": "INR",
        "tr": provider_order_id,
        "tn": "Order Payment",
    }
    return "upi://pay?" + urlencode(query, quote_via=quote)


def qr_rows(text: str) -> list[str]:
    """The QR code's modules, a row per string: '1' dark, '0' light (error correction M)."""
    code = qrencoder.QRCode(None, qrencoder.QRErrorCorrectLevel.M)
    code.addData(text)
    code.make()
    size = int(code.getModuleCount())  # type: ignore[no-untyped-call]
    return [
        "".join(
            "1" if code.isDark(row, col) else "0"  # type: ignore[no-untyped-call]
            for col in range(size)
        )
        for row in range(size)
    ]
