"""The delivery address, checked (spec §5 and issue 30): the spec's name, address, pincode and
mobile rules, plus house, locality and city; the district and state are the directory's, never
the browser's, and the city is the directory's when none is given. An unknown pincode is refused
with its own code (`unknown_pincode`)."""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass
from typing import Any, Protocol

from khadi.addresses import errors
from khadi.addresses.directory import look_up

NAME_MAX = 100
ADDRESS_MAX = 500
HOUSE_MAX = 200
LOCALITY_MAX = 100
CITY_MAX = 100
PINCODE = re.compile(r"[0-9]{6}")  # spec §5: exactly 6 digits
MOBILE = re.compile(r"\+?[0-9]{10,12}")  # spec §5: optional plus, then 10–12 digits


class AddressForm(Protocol):
    name: str | None
    house: str | None
    address: str | None
    locality: str | None
    city: str | None
    pincode: str | None
    mobile: str | None


@dataclass(frozen=True)
class Address:
    name: str
    house: str
    address: str
    locality: str
    city: str
    district: str
    state: str
    state_code: str
    pincode: str
    mobile: str

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    def lines(self) -> str:
        """One text for a label or an invoice: house, street, locality, city, district, state
        and pincode, each once."""
        parts: list[str] = []
        for part in (self.house, self.address, self.locality, self.city, self.district):
            if part and part.casefold() not in (p.casefold() for p in parts):
                parts.append(part)
        return ", ".join([*parts, f"{self.state} {self.pincode}".strip()])


def _text(value: str | None) -> str:
    return (value or "").strip()


def clean_address(form: AddressForm) -> Address:
    """Every field's problem is in `fields`; the first is the message."""
    name, address, house = _text(form.name), _text(form.address), _text(form.house)
    locality, city = _text(form.locality), _text(form.city)
    pincode = _text(form.pincode)
    # issue 28: '+91 98450-12345' is the same number as '+919845012345'
    mobile = re.sub(r"[\s-]+", "", form.mobile or "")
    problems: dict[str, str] = {}
    if not name:
        problems["name"] = errors.NAME_REQUIRED
    elif len(name) > NAME_MAX:
        problems["name"] = errors.NAME_TOO_LONG
    if len(house) > HOUSE_MAX:
        problems["house"] = errors.HOUSE_TOO_LONG
    if not address:
        problems["address"] = errors.ADDRESS_REQUIRED
    elif len(address) > ADDRESS_MAX:
        problems["address"] = errors.ADDRESS_TOO_LONG
    if len(locality) > LOCALITY_MAX:
        problems["locality"] = errors.LOCALITY_TOO_LONG
    if len(city) > CITY_MAX:
        problems["city"] = errors.CITY_TOO_LONG
    place = None
    if not PINCODE.fullmatch(pincode):
        problems["pincode"] = errors.PINCODE_INVALID
    else:
        place = look_up(pincode)
        if place is None:
            problems["pincode"] = errors.PINCODE_UNKNOWN
    if not MOBILE.fullmatch(mobile):
        problems["mobile"] = errors.MOBILE_INVALID
    if problems:
        first = next(iter(problems.values()))
        if problems.get("pincode") == errors.PINCODE_UNKNOWN:
            raise errors.UnknownPincode(first, fields=problems)
        raise errors.InvalidAddress(first, fields=problems)
    assert place is not None
    return Address(
        name=name,
        house=house,
        address=address,
        locality=locality,
        city=city or place.city,
        district=place.district,
        state=place.state,
        state_code=place.state_code,
        pincode=pincode,
        mobile=mobile,
    )
