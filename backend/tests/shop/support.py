"""Helpers for the shop tests: a valid settings form and a GSTIN with a real check character."""

from __future__ import annotations

from typing import Any

from khadi.shop.gstin import check_character

SHOP = "/api/v1/shop"
ADMIN_SHOP = "/api/v1/admin/shop"


def gstin(first14: str) -> str:
    """A GSTIN whose check character is right (the mod-36 algorithm)."""
    return first14 + check_character(first14)


KARNATAKA_GSTIN = gstin("29AAGCB7383J1Z")  # a real-format Karnataka GSTIN
MAHARASHTRA_GSTIN = "27AAPFU0939F1ZV"  # a published valid GSTIN


def settings_form(version: int = 0, **fields: Any) -> dict[str, Any]:
    return {
        "version": version,
        "name": "Gadag Khadi Sangha",
        "tagline": "Handspun in Gadag",
        "legalName": "Gadag Khadi Gramodyog Sangha",
        "email": "hello@gadagkhadi.in",
        "phone": "+91 94480 12345",
        "whatsappNumber": "919448012345",
        "address": "Station Road, Gadag, Karnataka 582101",
        "mapUrl": "https://maps.example.com/?q=Gadag",
        "state": "Karnataka",
        "gstin": KARNATAKA_GSTIN,
        "logoKey": "",
        "socialLinks": [{"name": "Instagram", "url": "https://instagram.com/gadagkhadi"}],
        "developerText": "Built by Gadag Web Works",
        "developerUrl": "https://gadagweb.example.com",
        **fields,
    }
