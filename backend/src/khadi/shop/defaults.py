# data module
"""What a fresh store shows before an admin saves anything: neutral settings (no shop's real
details) and the pages' default texts. Page texts may use {shop}, {email}, {phone}, {address}
and {state}, filled in where the browser shows them (frontend lib/shop.ts fillPlaceholders)."""

from __future__ import annotations

from typing import Any

from khadi.shop.states import DEFAULT_STATE

DEFAULT_SETTINGS: dict[str, Any] = {
    "name": "Khadi Store",
    "tagline": "Khadi & handloom",
    "tagline_kn": "",
    "tagline_hi": "",
    "legal_name": "",
    "email": "",
    "phone": "",
    "whatsapp_number": "",
    "address": "",
    "map_url": "",
    "state": DEFAULT_STATE,
    "gstin": "",
    "invoice_prefix": "INV",
    "logo_key": "",
    "social_links": [],
    "developer_text": "",
    "developer_url": "",
    "stock_hold_minutes": 30,
    "low_stock_threshold": 3,
    # issue 30: a closed payment window gives its stock back after this many minutes
    "dismissed_hold_minutes": 0,
    # issue 28: Sub-total, "Includes GST ₹X", Total = exactly what checkout charges
    "cart_summary": "gst",
    # issue 31: a cart left this many hours gets one reminder e-mail (0: none)
    "cart_reminder_hours": 6,
}

# spec §2 /about-us: mission, vision and the six core values.
DEFAULT_ABOUT: dict[str, Any] = {
    "intro": "{shop} brings khadi and handloom from the spinners and weavers of India to "
    "families across the country.",
    "mission": "To keep the charkha and the handloom alive by paying artisans fairly and "
    "bringing their work to you with honest prices — cloth that is kind to the skin, the "
    "village and the earth.",
    "vision": "A wardrobe and a home in every Indian family with at least one thing made by "
    "hand — and a livelihood for every weaver who makes it.",
    "values": [
        {
            "title": "Sustainability",
            "text": "Hand-spun, hand-woven cloth uses little power and lasts for years.",
        },
        {
            "title": "Authenticity",
            "text": "Genuine khadi and handloom from certified units — never powerloom passed "
            "off as handmade.",
        },
        {
            "title": "Community",
            "text": "Every purchase keeps spinners, weavers and village units at work.",
        },
        {
            "title": "Quality",
            "text": "Each piece is checked for weave, colour and finish before it is packed.",
        },
        {
            "title": "Innovation",
            "text": "Traditional fabrics in cuts and colours for everyday life today.",
        },
        {
            "title": "Customer First",
            "text": "Honest descriptions, fair prices and quick help when you need it.",
        },
    ],
    "team": [],
}

DEFAULT_CAREERS: dict[str, Any] = {
    "body": "## How to apply\n\n"
    "We have no open positions listed right now, but we are always glad to hear from people "
    "who love khadi. Send a few lines about yourself and the work you would like to do to "
    "[{email}](mailto:{email}), or drop in at the shop. We never ask for a fee to apply or to "
    "be hired.\n"
}

DEFAULT_FAQ: dict[str, Any] = {
    "items": [
        {
            "question": "Is your khadi really handspun and handwoven?",
            "answer": "Yes. Our khadi is spun on the charkha and woven on handlooms by certified "
            "khadi institutions and village units. Handloom cotton, silk and linen are woven by "
            "hand too.",
        },
        {
            "question": "How do I choose my size?",
            "answer": "Each product lists only the sizes it comes in. Shirts, kurtas and jackets "
            "show the chest size in inches next to the letter, for example M (40); pants are "
            "sized by waist. If you are between sizes, pick the larger one — khadi softens and "
            "relaxes a little with washing.",
        },
        {
            "question": "How are fabrics sold?",
            "answer": "Fabrics are priced per metre. Choose any length from 1 to 30 metres in "
            "steps of 0.25 m; the price updates as you move the slider. The piece is cut in one "
            "length.",
        },
        {
            "question": "How do I pay?",
            "answer": "Pay by UPI, card or netbanking through our secure payment provider at "
            "checkout. Prices are in "
            "Indian Rupees and include all taxes; the amount shown at checkout is the amount "
            "charged.",
        },
        {
            "question": "When will my order ship?",
            "answer": "We ship within 2–3 business days of payment. Delivery after that depends "
            "on your pincode and the courier.",
        },
        {
            "question": "Can I return a product?",
            "answer": "Returns are accepted within 10 days of delivery for defective or damaged "
            "items only. Write to us with your order details and a photo; once the return is "
            "approved, the refund reaches your original payment method in 7–10 business days.",
        },
        {
            "question": "How should I wash khadi?",
            "answer": "Wash the first time on its own in cold water with a mild detergent, dry in "
            "the shade and iron while slightly damp. Silk and woollens are best dry-cleaned.",
        },
        {
            "question": "Why does my khadi look slightly different from the picture?",
            "answer": "Handmade cloth varies from piece to piece in slub, shade and weave. These "
            "small differences are the mark of the hand, not a defect.",
        },
        {
            "question": "Do you take bulk or institutional orders?",
            "answer": "Yes — national flags, samman shawls, uniforms and gift packs for offices, "
            "schools and events. Chat with us or write to us with the quantities you need.",
        },
    ]
}

# spec §2 /terms-and-conditions: eleven sections; spec §9: the policies they state.
TERMS_TITLES = (
    "Introduction",
    "Use of the Site",
    "Accounts & Registration",
    "Products & Orders",
    "Pricing & Payment",
    "Shipping & Delivery",
    "Returns & Refunds",
    "Intellectual Property",
    "Limitation of Liability",
    "Governing Law",
    "Contact Us",
)
_TERMS_BODIES = (
    "Welcome to {shop}. These terms apply to everyone who visits this website or buys from it. "
    "By using the site or placing an order you agree to them; please read them before you shop.",
    "You may browse and buy for your own use. Please do not misuse the site: no attempts to "
    "break in, copy the catalogue in bulk, or place orders in someone else's name. We may "
    "suspend access that harms the shop or other customers.",
    "To order you create an account with your name, phone number and e-mail. Keep your password "
    "to yourself; you are responsible for what is done with your account. Tell us at once if "
    "you think someone else has used it.",
    "Khadi and handloom are made by hand, so colour, weave and size may vary slightly from the "
    "pictures — that is the nature of the cloth, not a defect. An order is confirmed once "
    "payment succeeds. We may cancel an order if an item turns out to be unavailable, and then "
    "refund it in full.",
    "All prices are in Indian Rupees (₹) and include all taxes. Fabrics are priced per metre. "
    "Payment is made by UPI, card or netbanking through our payment provider; we never see or "
    "store your card or bank details. The amount shown at checkout is the amount charged.",
    "We ship orders within 2–3 business days of payment. Delivery time after dispatch depends "
    "on your pincode and the courier. Please give a complete address and a reachable mobile "
    "number.",
    "Returns are accepted within 10 days of delivery for defective or damaged items only. Write "
    "to us with your order details and a photo of the problem. Once the return is approved, the "
    "refund is made to your original payment method in 7–10 business days.",
    "The text, photographs, logo and design of this site belong to {shop} or the artisans and "
    "makers we work with. Please do not copy or reuse them without our written permission.",
    "We take care that the site is accurate and available, but we cannot promise it is free of "
    "errors or interruptions. Our liability for any order is limited to the amount you paid "
    "for it.",
    "These terms are governed by the laws of India. Any dispute is subject to the jurisdiction "
    "of the courts of {state}.",
    "Questions about these terms or an order? Write to [{email}](mailto:{email}), call "
    "{phone} or visit us at {address}.",
)
DEFAULT_TERMS: dict[str, Any] = {
    "sections": [
        {"title": title, "body": body}
        for title, body in zip(TERMS_TITLES, _TERMS_BODIES, strict=True)
    ]
}

DEFAULT_PAGES: dict[str, dict[str, Any]] = {
    "about": DEFAULT_ABOUT,
    "careers": DEFAULT_CAREERS,
    "faq": DEFAULT_FAQ,
    "terms": DEFAULT_TERMS,
}
