# data module
"""The demo shop: the details the storefront showed before they moved into the database
(formerly frontend/src/lib/shop-info.ts and the About and Careers pages). Loaded only with the
demo catalogue (`khadi seed-demo`, `khadi serve` in development), never on a fresh store."""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

from khadi.shop.defaults import DEFAULT_ABOUT, DEFAULT_TERMS

_ADDRESS = "Karnataka Khadi Bhandar, Station Road, Hubballi, Karnataka 580020"

DEMO_SETTINGS: dict[str, Any] = {
    "name": "Karnataka Khadi Bhandar",
    "tagline": "Khadi & handloom since 1998",
    "tagline_kn": "1998 ರಿಂದ ಖಾದಿ ಮತ್ತು ಕೈಮಗ್ಗ",
    "tagline_hi": "1998 से खादी और हथकरघा",
    "legal_name": "Karnataka Khadi Bhandar",
    "email": "care@karnatakakhadibhandar.in",
    "phone": "+91 98765 43210",
    "whatsapp_number": "919876543210",
    "address": _ADDRESS,
    "map_url": "https://www.google.com/maps/search/?api=1&query=" + quote(_ADDRESS, safe=""),
    "state": "Karnataka",
    "gstin": "",
    "invoice_prefix": "KKB",
    "logo_key": "",
    "social_links": [],
    "developer_text": "Khadi Store developers",
    "developer_url": "https://github.com/",
    # the spec's 'Tax (10%)' / 'Discount (5%)' summary (spec §9), kept for the demo shop
    "cart_summary": "spec",
}

DEMO_ABOUT: dict[str, Any] = {
    **DEFAULT_ABOUT,
    "intro": "For more than 25 years {shop} has brought khadi and handloom from the spinners "
    "and weavers of Karnataka to families across India.",
    "team": [
        {
            "name": "Shivanand Patil",
            "role": "Founder & Proprietor",
            "text": "Started the shop in 1998 with one counter of handspun dhotis.",
            "photoKey": "",
        },
        {
            "name": "Lakshmi Hegde",
            "role": "Head of Weaving & Quality",
            "text": "Works with our weavers and checks every bale that comes in.",
            "photoKey": "",
        },
        {
            "name": "Imran Mulla",
            "role": "Operations & Dispatch",
            "text": "Makes sure your parcel leaves within 2–3 business days.",
            "photoKey": "",
        },
        {
            "name": "Kavya Kulkarni",
            "role": "Customer Care",
            "text": "Answers your questions in Kannada, Hindi and English.",
            "photoKey": "",
        },
    ],
}


def _apply(role: str) -> str:
    return f"mailto:{{email}}?subject={quote('Application: ' + role)}"


_OPENINGS = (
    (
        "Handloom Weaver",
        "Hubballi · full time",
        "Weave cotton and silk on our pit and frame looms. Experience with jacquard or Ilkal "
        "borders is welcome; we train newcomers.",
    ),
    (
        "Store Assistant",
        "Station Road showroom · full time",
        "Help customers choose sizes and fabrics, measure cloth by the metre and keep the "
        "shelves in order. Kannada and Hindi needed.",
    ),
    (
        "Packing & Dispatch Associate",
        "Hubballi · full time",
        "Check, fold and pack online orders so they leave within 2–3 business days, and hand "
        "them to the courier.",
    ),
    (
        "Customer Care Executive",
        "Hubballi or remote · part time",
        "Answer chat, phone and e-mail questions about orders, sizes and returns in Kannada, "
        "Hindi and English.",
    ),
)

DEMO_CAREERS: dict[str, Any] = {
    "body": "Join the people who spin, weave, pack and sell khadi at {shop}.\n\n"
    "## Why work here\n\n"
    "- Fair, on-time wages and festival bonus\n"
    "- Training in spinning, weaving and retail\n"
    "- Staff discount on everything in the shop\n"
    "- A small team where your work is seen\n\n"
    "## Open positions\n\n"
    + "".join(
        f"### {title}\n\n**{place}**\n\n{text}\n\n[Apply for {title}]({_apply(title)})\n\n"
        for title, place, text in _OPENINGS
    )
    + "## How to apply\n\n"
    "Send a few lines about yourself and the role you want to [{email}](mailto:{email}) or "
    "drop in at the shop. We reply to every application within two weeks. We never ask for a "
    "fee to apply or to be hired.\n"
}

DEMO_TERMS: dict[str, Any] = {
    "sections": [
        dict(section)
        if section["title"] != "Governing Law"
        else {
            "title": "Governing Law",
            "body": "These terms are governed by the laws of India. Any dispute is subject to "
            "the jurisdiction of the courts at Hubballi, Karnataka.",
        }
        for section in DEFAULT_TERMS["sections"]
    ]
}

DEMO_PAGES: dict[str, dict[str, Any]] = {
    "about": DEMO_ABOUT,
    "careers": DEMO_CAREERS,
    "terms": DEMO_TERMS,
}
