"""API shapes of the pincode look-up and the address book (issue 30)."""

from __future__ import annotations

from pydantic import Field

from khadi.kit.schema import ApiModel

_FIELD_MAX = 2000  # absurd lengths only; the form's limits and messages are in addresses.form


class PlaceOut(ApiModel):
    """What India Post's directory says of a pincode."""

    pincode: str
    city: str = Field(description="The town its head or sub office is named after")
    district: str
    state: str = Field(description="The state or union territory, as GST names it")
    state_code: str = Field(description="Its GST state code ('29'); '' for none")
    localities: list[str] = Field(description="Its post offices' places, for the locality field")


class AddressIn(ApiModel):
    """The delivery address form: the spec's name, address, pincode and mobile (§3), plus house,
    locality and city. District and state are the directory's: anything sent for them is
    ignored; an empty city is the directory's."""

    name: str | None = Field(None, max_length=_FIELD_MAX)
    house: str | None = Field(None, max_length=_FIELD_MAX)
    address: str | None = Field(None, max_length=_FIELD_MAX)
    locality: str | None = Field(None, max_length=_FIELD_MAX)
    city: str | None = Field(None, max_length=_FIELD_MAX)
    pincode: str | None = Field(None, max_length=_FIELD_MAX)
    mobile: str | None = Field(None, max_length=_FIELD_MAX)


class SavedAddressIn(AddressIn):
    is_default: bool = Field(False, description="Make it the default (the first one always is)")


class SavedAddressOut(ApiModel):
    id: str
    name: str
    house: str
    address: str
    locality: str
    city: str
    district: str
    state: str
    pincode: str
    mobile: str
    is_default: bool
