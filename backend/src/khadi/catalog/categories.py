"""The shop's categories (spec §3). The migration inserts these; labels are for display."""

from __future__ import annotations

FABRICS = "fabrics"
FABRIC_SUBCATEGORIES = ["khadi", "lenin", "silk", "cotton", "wool", "Polyester"]

# slug -> (label, subcategories), in the spec's order
DEFAULT_CATEGORIES: dict[str, tuple[str, list[str]]] = {
    "shirts": ("Shirts", []),
    "pants": ("Pants", []),
    "kurta": ("Kurta", []),
    "dhoti": ("Dhoti", []),
    "lungi": ("Lungi", []),
    "towel": ("Towel", []),
    "bedsheet": ("Bedsheet", []),
    "nehru-jacket": ("Nehru Jacket", []),
    "national-flag": ("National Flag", []),
    "pillow-cover": ("Pillow Cover", []),
    "floor-mats": ("Floor Mats", []),
    "honey": ("Honey", []),
    "car-seater-set": ("Car Seater Set", []),
    "mosquito-net": ("Mosquito Net", []),
    "agarbatti": ("Agarbatti", []),
    "solapuri-chadar": ("Solapuri Chadar", []),
    "shawl": ("Shawl", []),
    "jamkhana": ("Jamkhana", []),
    "blanket": ("Blanket", []),
    "mats": ("Sleeping Mats", []),
    "samman-shawl": ("Samman Shawl", []),
    "haar": ("Haar", []),
    "handkerchief": ("Handkerchief", []),
    "angvastram": ("Angvastram", []),
    "handbags": ("Handbags", []),
    "gift-pack": ("Gift Pack", []),
    "essentials": ("Essentials", ["soap", "toothpaste", "perfumes"]),
    "sandalwood": ("Sandalwood", []),
    FABRICS: ("Fabrics", FABRIC_SUBCATEGORIES),
}


def is_fabric(category: str) -> bool:
    """Fabrics are sold by the metre (spec §3, §9)."""
    return category.lower() == FABRICS
