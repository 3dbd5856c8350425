"""Place of supply from the delivery pincode (issue 17)."""

from __future__ import annotations

import pytest

from khadi.tax.places import state_code_of, state_name


@pytest.mark.parametrize(
    ("pincode", "state"),
    [
        ("560001", "Karnataka"),  # Bengaluru
        ("571431", "Karnataka"),  # Melkote
        ("110001", "Delhi"),
        ("400001", "Maharashtra"),
        ("403001", "Goa"),  # Panaji, inside Maharashtra's prefix
        ("600001", "Tamil Nadu"),
        ("605001", "Puducherry"),
        ("609602", "Puducherry"),  # Karaikal
        ("682001", "Kerala"),
        ("682555", "Lakshadweep"),
        ("500001", "Telangana"),
        ("520001", "Andhra Pradesh"),
        ("700001", "West Bengal"),
        ("737101", "Sikkim"),
        ("744101", "Andaman and Nicobar Islands"),
        ("781001", "Assam"),
        ("793001", "Meghalaya"),
        ("834001", "Jharkhand"),
        ("800001", "Bihar"),
        ("160017", "Chandigarh"),
        ("194101", "Ladakh"),
        ("190001", "Jammu and Kashmir"),
        ("248001", "Uttarakhand"),
        ("226001", "Uttar Pradesh"),
        ("396210", "Dadra and Nagar Haveli and Daman and Diu"),
        ("380001", "Gujarat"),
        ("302001", "Rajasthan"),
        ("462001", "Madhya Pradesh"),
        ("492001", "Chhattisgarh"),
        ("751001", "Odisha"),
    ],
)
def test_a_pincode_names_its_state(pincode: str, state: str) -> None:
    code = state_code_of(pincode)
    assert code is not None and state_name(code) == state


@pytest.mark.parametrize("pincode", ["999999", "56000", "abcdef", "", "5600011"])
def test_an_unknown_pincode_has_no_state(pincode: str) -> None:
    assert state_code_of(pincode) is None
