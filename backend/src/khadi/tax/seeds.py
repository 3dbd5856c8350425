"""The tax data the shop starts with, by category slug (migration 0017 and the demo).

The rates follow the GST rate notifications as amended from 22 Sep 2025 ("GST 2.0"); the admin
can correct any of them. Apparel (chapters 61–62) and made-up textiles (chapter 63) pay by the
price of a piece; fabrics (chapters 50–55) 5%, khadi fabric sold by a certified institution
nothing (a product override, see the demo); the Indian National Flag is exempt.
"""

from __future__ import annotations

from datetime import date
from typing import Any

from khadi.tax.rules import Period

GST_START = date(2017, 7, 1)
GST_2 = date(2025, 9, 22)
RUPEE = 100

APPAREL = (
    Period(GST_START, "by_price", 5, 12, 1_000 * RUPEE),
    Period(GST_2, "by_price", 5, 18, 2_500 * RUPEE),
)
FIVE = (Period(GST_START, "flat", 5),)
EXEMPT = (Period(GST_START, "exempt"),)
TWELVE_THEN_FIVE = (Period(GST_START, "flat", 12), Period(GST_2, "flat", 5))
EIGHTEEN_THEN_FIVE = (Period(GST_START, "flat", 18), Period(GST_2, "flat", 5))
EIGHTEEN = (Period(GST_START, "flat", 18),)

# slug -> (HSN, periods)
CATEGORY_TAX: dict[str, tuple[str, tuple[Period, ...]]] = {
    "shirts": ("6205", APPAREL),
    "pants": ("6203", APPAREL),
    "kurta": ("6211", APPAREL),
    "dhoti": ("6211", APPAREL),
    "lungi": ("6211", APPAREL),
    "towel": ("6302", APPAREL),
    "bedsheet": ("6302", APPAREL),
    "nehru-jacket": ("6203", APPAREL),
    "national-flag": ("6307", EXEMPT),
    "pillow-cover": ("6302", APPAREL),
    "floor-mats": ("5702", FIVE),
    "honey": ("0409", FIVE),
    "car-seater-set": ("6304", APPAREL),
    "mosquito-net": ("6304", APPAREL),
    "agarbatti": ("3307", FIVE),
    "solapuri-chadar": ("6304", APPAREL),
    "shawl": ("6214", APPAREL),
    "jamkhana": ("5702", FIVE),
    "blanket": ("6301", APPAREL),
    "mats": ("4601", FIVE),
    "samman-shawl": ("6214", APPAREL),
    "haar": ("6307", APPAREL),
    "handkerchief": ("6213", APPAREL),
    "angvastram": ("6214", APPAREL),
    "handbags": ("4202", TWELVE_THEN_FIVE),
    "gift-pack": ("6307", EIGHTEEN),  # a mixed supply: the highest rate of its contents
    "essentials": ("3401", EIGHTEEN_THEN_FIVE),  # soap; perfumes override to 3303, 18%
    "sandalwood": ("4420", TWELVE_THEN_FIVE),
    "fabrics": ("5208", FIVE),
}
KHADI_FABRIC = ("5208", EXEMPT)  # sold by a KVIC-certified institution
PERFUME = ("3303", EIGHTEEN)


def seed_rows() -> list[dict[str, Any]]:
    """The category rows as the migration inserts them."""
    return [
        {
            "scope": "category",
            "target": slug,
            "hsn": hsn,
            "periods": [p.to_json() for p in periods],
            "version": 1,
        }
        for slug, (hsn, periods) in CATEGORY_TAX.items()
    ]
