"""The address form's refusals (issue 30). Spec §5 gives the name, address, pincode and mobile
messages, exactly; the others are ours. The client words each in the shopper's language from
its catalogue (checkout.json), by this text or, for an unknown pincode, by the code."""

from __future__ import annotations

from khadi.errors import InvalidInput, NotFound, text

# spec §5 checkout rules, exactly
NAME_REQUIRED = text("checkout.name_required", "Name is required")
ADDRESS_REQUIRED = text("checkout.address_required", "Address is required")
PINCODE_INVALID = text("checkout.pincode_invalid", "Pincode must be 6 digits")
MOBILE_INVALID = text("checkout.mobile_invalid", "Mobile must be 10–12 digits")
# ours
NAME_TOO_LONG = text("checkout.name_too_long", "Name must be at most 100 characters")
ADDRESS_TOO_LONG = text("checkout.address_too_long", "Address must be at most 500 characters")
HOUSE_TOO_LONG = text(
    "checkout.house_too_long", "House and building must be at most 200 characters"
)
LOCALITY_TOO_LONG = text("checkout.locality_too_long", "Locality must be at most 100 characters")
CITY_TOO_LONG = text("checkout.city_too_long", "City must be at most 100 characters")
PINCODE_UNKNOWN = text(
    "checkout.pincode_unknown", "We could not find this pincode. Please check it."
)
ADDRESS_NOT_FOUND = text("addresses.address_not_found", "Address not found")
TOO_MANY_ADDRESSES = text("addresses.too_many_addresses", "You can keep at most 20 addresses")


class InvalidAddress(InvalidInput):
    """`fields` names each problem; the code is the form's."""

    code = "invalid_checkout"


class UnknownPincode(InvalidInput):
    """Six digits India Post's directory does not list (000000, 999999, a typo)."""

    code = "unknown_pincode"


class AddressNotFound(NotFound):
    code = "address_not_found"


class TooManyAddresses(InvalidInput):
    code = "too_many_addresses"
