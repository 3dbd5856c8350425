"""Delivery's refusals. The dashboard's are the owner's: each has a code the dashboard words in
the owner's language (refusals.json) and names the field it is about (`zones.2.fees`); a shopper
sees only `unknown_pincode` (khadi.addresses.errors)."""

from __future__ import annotations

from khadi.errors import InvalidInput, template, text

SETTINGS_CHANGED = text(
    "delivery.settings_changed",
    "Someone else saved the delivery charges after you opened them. "
    "Reload to see their changes, then make yours again.",
)
SLABS_RISING = text("delivery.slabs_rising", "Weight slabs must be 1 to 8 rising weights in grams")
ZONES_COUNT = text("delivery.zones_count", "Set 1 to 12 zones")
ZONE_CODE = text(
    "delivery.zone_code", "Each zone needs a unique code of lowercase letters, digits or '-'"
)
ZONE_NAME = text("delivery.zone_name", "Each zone needs a name")
ZONE_FEES = text(
    "delivery.zone_fees", "Each zone needs one fee per weight slab, each ₹0 to ₹10,000"
)
ZONE_DAYS = text(
    "delivery.zone_days", "Delivery days must be 1 to 60, the first no more than the second"
)
ZONE_STATES = template("delivery.zone_states", "A state can be in one zone only: {state}")
ZONE_UNKNOWN_STATE = template("delivery.zone_unknown_state", "Unknown state code: {state}")
ONE_REST_ZONE = text("delivery.one_rest_zone", "Exactly one zone must take every other state")
FREE_ABOVE = text(
    "delivery.free_above", "The free-delivery threshold must be ₹0 (never) to ₹10,00,000"
)
WEIGHT_RANGE = text("delivery.weight_range", "Weights must be 1 g to 100 kg")


class InvalidCharges(InvalidInput):
    code = "invalid_delivery_charges"
