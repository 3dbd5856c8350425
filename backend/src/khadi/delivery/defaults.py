# data module
"""Delivery charges before the owner sets any (off: a new shop charges nothing until it says
so), and the demo shop's, loaded with the demo catalogue: four zones by GST state code, slabs of
0.5, 1, 2 and 5 kg, free above ₹1,500, the terms' 2–3 days within Karnataka."""

from __future__ import annotations

from typing import Any

SOUTH = ["37", "36", "33", "32", "34"]  # Andhra Pradesh, Telangana, Tamil Nadu, Kerala, Puducherry
# the North-East (Sikkim and the seven states), Jammu and Kashmir, Ladakh and the islands
REMOTE = ["11", "12", "13", "14", "15", "16", "17", "18", "01", "38", "35", "31"]


def _zone(code: str, name: str, states: list[str], fees: list[int], per_kg: int,
          days: tuple[int, int], rest: bool = False) -> dict[str, Any]:  # fmt: skip
    return {
        "code": code, "name": name, "states": states, "rest": rest, "fees": fees,
        "perKgAbove": per_kg, "daysMin": days[0], "daysMax": days[1],
    }  # fmt: skip


ZONES: list[dict[str, Any]] = [
    _zone("karnataka", "Within Karnataka", ["29"], [6000, 8000, 11000, 18000], 3000, (2, 3)),
    _zone("south", "Rest of South India", SOUTH, [8000, 10000, 14000, 24000], 4000, (3, 5)),
    _zone("india", "Rest of India", [], [10000, 13000, 18000, 30000], 5000, (4, 7), rest=True),
    _zone(
        "remote",
        "North-East, J&K, Ladakh and the islands",
        REMOTE,
        [15000, 19000, 26000, 45000],
        8000,
        (7, 12),
    ),
]
SLABS = [500, 1000, 2000, 5000]

# grams per piece, or per metre of fabric
CATEGORY_GRAMS: dict[str, int] = {
    "shirts": 300, "pants": 450, "kurta": 350, "dhoti": 400, "lungi": 350, "towel": 300,
    "bedsheet": 800, "nehru-jacket": 500, "national-flag": 150, "pillow-cover": 300,
    "floor-mats": 1500, "honey": 700, "car-seater-set": 1500, "mosquito-net": 1000,
    "agarbatti": 150, "solapuri-chadar": 1200, "shawl": 500, "jamkhana": 2500, "blanket": 2000,
    "mats": 1500, "samman-shawl": 400, "haar": 50, "handkerchief": 100, "angvastram": 200,
    "handbags": 300, "gift-pack": 1000, "essentials": 150, "sandalwood": 200, "fabrics": 150,
}  # fmt: skip
DEFAULT_GRAMS = 500

NEUTRAL: dict[str, Any] = {
    "enabled": False,
    "free_above": 0,
    "slabs": SLABS,
    "zones": ZONES,
    "weights": {"categories": CATEGORY_GRAMS, "products": {}, "default": DEFAULT_GRAMS},
}
DEMO: dict[str, Any] = {**NEUTRAL, "enabled": True, "free_above": 150000}
# the demo's honey by its jar (sizes '50 gm' … '1000 gm'): the jar and its packing
HONEY_GRAMS = {"50 gm": 150, "100 gm": 250, "500 gm": 750, "1000 gm": 1400}
