"""Delivery's refusals. The dashboard's are the owner's (English, dashboard catalogues word the
codes); a shopper sees only `unknown_pincode` (khadi.addresses.errors)."""

from __future__ import annotations

from khadi.errors import InvalidInput

SETTINGS_CHANGED = (
    "Someone else saved the delivery charges after you opened them. "
    "Reload to see their changes, then make yours again."
)
SLABS_RISING = "Weight slabs must be 1 to 8 rising weights in grams"
ZONES_COUNT = "Set 1 to 12 zones"
ZONE_CODE = "Each zone needs a unique code of lowercase letters, digits or '-'"
ZONE_NAME = "Each zone needs a name"
ZONE_FEES = "Each zone needs one fee per weight slab, each ₹0 to ₹10,000"
ZONE_DAYS = "Delivery days must be 1 to 60, the first no more than the second"
ZONE_STATES = "A state can be in one zone only: {state}"
ZONE_UNKNOWN_STATE = "Unknown state code: {state}"
ONE_REST_ZONE = "Exactly one zone must take every other state"
FREE_ABOVE = "The free-delivery threshold must be ₹0 (never) to ₹10,00,000"
WEIGHT_RANGE = "Weights must be 1 g to 100 kg"


class InvalidCharges(InvalidInput):
    code = "invalid_delivery_charges"
