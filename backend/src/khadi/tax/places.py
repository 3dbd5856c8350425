"""Place of supply from a delivery pincode (issue 17, issue 30).

The state India Post's directory gives the pincode (khadi.addresses.directory, the same look-up
that fills in the checkout's address and picks the delivery zone). For a pincode the directory
does not know (an order placed before checkout refused those), the prefixes below:

A pincode's leading digits name its postal circle, and circles follow state lines closely
enough for a B2C invoice's place of supply: the longest matching prefix below wins. Where a
state shares a prefix with a larger neighbour (Puducherry's enclaves, Daman and Diu, Lakshadweep,
Sikkim, Goa…) the smaller one is listed by a longer prefix. A pincode no prefix matches (Army
Post Offices, 9xxxxx) has no known state: the place of supply is then the shop's own state, as
the law says for a supply whose recipient's address is not on record (IGST Act s.10(1)(e)).
"""

from __future__ import annotations

from khadi.addresses.directory import look_up
from khadi.shop.states import GST_STATES

# prefix -> GST state code; ranges written out as their two-digit prefixes
_RANGES: list[tuple[int, int, str]] = [
    (11, 11, "07"),  # Delhi
    (12, 13, "06"),  # Haryana
    (14, 16, "03"),  # Punjab
    (17, 17, "02"),  # Himachal Pradesh
    (18, 19, "01"),  # Jammu and Kashmir
    (20, 28, "09"),  # Uttar Pradesh
    (30, 34, "08"),  # Rajasthan
    (36, 39, "24"),  # Gujarat
    (40, 44, "27"),  # Maharashtra
    (45, 48, "23"),  # Madhya Pradesh
    (49, 49, "22"),  # Chhattisgarh
    (50, 50, "36"),  # Telangana
    (51, 53, "37"),  # Andhra Pradesh
    (56, 59, "29"),  # Karnataka
    (60, 64, "33"),  # Tamil Nadu
    (67, 69, "32"),  # Kerala
    (70, 74, "19"),  # West Bengal
    (75, 77, "21"),  # Odisha
    (78, 78, "18"),  # Assam
    (80, 85, "10"),  # Bihar
]
_LONGER: dict[str, str] = {
    "160": "04",  # Chandigarh
    "194": "38",  # Ladakh (Leh, Kargil)
    "246": "05",  # Uttarakhand: Garhwal
    "248": "05",  # Dehradun
    "249": "05",  # Haridwar, Rishikesh
    "2476": "05",  # Roorkee
    "262": "05",  # Pithoragarh, Champawat (2625…); most of 262 is UP, see below
    "2620": "09",
    "2621": "09",
    "2622": "09",
    "2623": "09",
    "2624": "09",
    "263": "05",  # Nainital, Almora, Udham Singh Nagar
    "36252": "26",  # Diu
    "39621": "26",  # Daman
    "39622": "26",
    "39623": "26",  # Dadra and Nagar Haveli (Silvassa)
    "39624": "26",
    "403": "30",  # Goa
    "60500": "34",  # Puducherry
    "60501": "34",
    "60510": "34",
    "6096": "34",  # Karaikal
    "67331": "34",  # Mahe
    "53346": "34",  # Yanam
    "68255": "31",  # Lakshadweep
    "737": "11",  # Sikkim
    "744": "35",  # Andaman and Nicobar Islands
    "790": "12",  # Arunachal Pradesh
    "791": "12",
    "792": "12",
    "793": "17",  # Meghalaya
    "794": "17",
    "795": "14",  # Manipur
    "796": "15",  # Mizoram
    "797": "13",  # Nagaland
    "798": "13",
    "799": "16",  # Tripura
    "813": "20",  # Jharkhand
    "814": "20",
    "815": "20",
    "816": "20",
    "822": "20",
    "825": "20",
    "826": "20",
    "827": "20",
    "828": "20",
    "829": "20",
    "83": "20",
}
PREFIXES: dict[str, str] = {
    f"{two:02d}": code for first, last, code in _RANGES for two in range(first, last + 1)
} | _LONGER


def state_code_of(pincode: str) -> str | None:
    """The GST state code of a six-digit pincode: the directory's, else by prefix, else None."""
    if len(pincode) != 6 or not pincode.isdigit():
        return None
    place = look_up(pincode)
    if place is not None and place.state_code:
        return place.state_code
    for length in (5, 4, 3, 2):
        code = PREFIXES.get(pincode[:length])
        if code is not None:
            return code
    return None


def state_name(code: str) -> str:
    return GST_STATES.get(code, "")
