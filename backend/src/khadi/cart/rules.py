"""The cart's rules with no database in them: what may be bought, how much, and at what price.

Rounding (DESIGN.md §4, spec §9): every amount is integer paise, and there is exactly one rounding
rule — half up to a whole paisa (`kit.money.round_half_up`), applied once per amount:
- a Fabrics line total is price_per_metre × metres = price × quarters / 4, rounded half up;
- tax = subTotal × taxRate / 100 and discount = subTotal × discountRate / 100, each rounded half up;
- total = subTotal + tax − discount, with no further rounding.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from khadi.cart import errors
from khadi.cart.models import UNIT_PIECE, UNIT_QUARTER_METRE
from khadi.catalog.categories import is_fabric
from khadi.catalog.models import Product
from khadi.config import Settings
from khadi.kit.money import round_half_up

QUARTERS_PER_METRE = 4
FABRIC_MIN_QUARTERS = 4  # 1 m (spec §9)
FABRIC_MAX_QUARTERS = 120  # 30 m
PRODUCT_ID_MAX = 24


@dataclass(frozen=True)
class CartRules:
    max_units: int
    tax_percent: Decimal
    discount_percent: Decimal

    @classmethod
    def from_settings(cls, settings: Settings) -> CartRules:
        return cls(
            max_units=settings.cart_max_units,
            tax_percent=Decimal(str(settings.cart_tax_percent)),
            discount_percent=Decimal(str(settings.cart_discount_percent)),
        )


@dataclass(frozen=True)
class Measure:
    """How a line's stored integer quantity reads: quarter-metres or pieces, and its bounds."""

    unit: str
    minimum: int
    maximum: int

    @property
    def by_length(self) -> bool:
        return self.unit == UNIT_QUARTER_METRE

    def to_api(self, stored: int) -> int | float:
        return stored / QUARTERS_PER_METRE if self.by_length else stored

    def limit_message(self) -> str:
        return errors.LENGTH_LIMIT if self.by_length else errors.units_limit(self.maximum)

    def parse(self, value: float) -> int:
        """An API quantity (metres or units) as the stored integer, or InvalidQuantity."""
        if self.by_length:
            if not math.isfinite(value) or not 1 <= value <= 30:
                raise _invalid(errors.LENGTH_RANGE)
            quarters = value * QUARTERS_PER_METRE  # exact: multiplying by 4 only moves the exponent
            if quarters != int(quarters):
                raise _invalid(errors.LENGTH_STEP)
            return int(quarters)
        if not math.isfinite(value) or value != int(value):
            raise _invalid(errors.WHOLE_UNITS)
        if value < 1:
            raise _invalid(errors.AT_LEAST_ONE)
        if value > self.maximum:
            message = self.limit_message()
            raise errors.QuantityLimit(message, fields={"quantity": message})
        return int(value)


def _invalid(message: str) -> errors.InvalidQuantity:
    return errors.InvalidQuantity(message, fields={"quantity": message})


def unit_for(product: Product) -> str:
    return UNIT_QUARTER_METRE if is_fabric(product.category) else UNIT_PIECE


def measure_for(unit: str, rules: CartRules) -> Measure:
    if unit == UNIT_QUARTER_METRE:
        return Measure(unit, FABRIC_MIN_QUARTERS, FABRIC_MAX_QUARTERS)
    return Measure(UNIT_PIECE, 1, rules.max_units)


def clean_product_id(product_id: str | None) -> str:
    """spec §5: no id -> 'Invalid product ID' (422). A too-long id names no product (404)."""
    if product_id is None or not product_id.strip():
        raise errors.InvalidProductId(errors.INVALID_PRODUCT_ID)
    if len(product_id) > PRODUCT_ID_MAX:
        raise errors.InvalidProduct(errors.INVALID_PRODUCT_ID)
    return product_id


def clean_option(value: str | None) -> str:
    """'' stands for "no size" / "no type" (the unique key cannot hold NULLs on PostgreSQL)."""
    return value or ""


def _listed(options: dict[str, Any] | None, key: str) -> list[str]:
    values = (options or {}).get(key) or []
    return [str(v) for v in values]


def _option_problem(
    chosen: str, listed: list[str], *, missing: str, unlisted: str, none_listed: str
) -> str | None:
    if listed:
        if not chosen:
            return missing
        return None if chosen in listed else unlisted
    return none_listed if chosen else None


def check_can_add(product: Product | None, size: str, type_: str) -> Product:
    """Refuse what the product page would not let the shopper pick (spec §4, §5)."""
    if product is None:
        raise errors.InvalidProduct(errors.INVALID_PRODUCT_ID)
    if product.out_of_stock:  # spec §4: outOfStock takes precedence over comingSoon
        raise errors.Unavailable(errors.OUT_OF_STOCK)
    if product.coming_soon:
        raise errors.Unavailable(errors.COMING_SOON)
    size_problem = _option_problem(
        size,
        _listed(product.options, "availableSizes"),
        missing=errors.CHOOSE_SIZE,
        unlisted=errors.CHOOSE_LISTED_SIZE,
        none_listed=errors.NO_SIZES,
    )
    if size_problem:
        raise errors.InvalidOption(size_problem, fields={"size": size_problem})
    type_problem = _option_problem(
        type_,
        _listed(product.options, "availableTypes"),
        missing=errors.CHOOSE_TYPE,
        unlisted=errors.CHOOSE_LISTED_TYPE,
        none_listed=errors.NO_TYPES,
    )
    if type_problem:
        raise errors.InvalidOption(type_problem, fields={"type": type_problem})
    return product


def line_problem(
    product: Product | None, size: str, type_: str, unit: str, left: int | None = None
) -> str | None:
    """Why a line already in the cart cannot be bought now, or None. Such a line is shown, is
    left out of the summary and of checkout, and cannot be incremented. `left`: what its variant
    has left (stock.levels.Levels.left; None when the product is not tracked)."""
    if product is None:
        return errors.PRODUCT_GONE
    if product.out_of_stock:
        return errors.OUT_OF_STOCK
    if product.coming_soon:
        return errors.COMING_SOON
    if unit != unit_for(product):
        return errors.PRODUCT_CHANGED
    sizes = _listed(product.options, "availableSizes")
    if (size not in sizes) if sizes else bool(size):
        return errors.SIZE_GONE
    types = _listed(product.options, "availableTypes")
    if (type_ not in types) if types else bool(type_):
        return errors.TYPE_GONE
    if left == 0:  # issue 15: a tracked variant with none left cannot be bought
        return errors.OUT_OF_STOCK
    return None


def over_stock(quantity: int, left: int | None) -> int | None:
    """What is left when a line holds more than that (but some is left), else None: the line
    stays in the summary, flagged, and checkout would refuse it until the quantity comes down."""
    return left if left is not None and 0 < left < quantity else None


def stock_limit(maximum: int, left: int | None) -> int:
    """The most a line may hold: its unit limit, or what is left when that is less."""
    return maximum if left is None else min(maximum, left)


def line_total(unit_price: int, stored_quantity: int, unit: str) -> int:
    """Paise. Fabrics: price per metre × quarters / 4, rounded half up."""
    if unit == UNIT_QUARTER_METRE:
        return round_half_up(Decimal(unit_price * stored_quantity) / QUARTERS_PER_METRE)
    return unit_price * stored_quantity


@dataclass(frozen=True)
class Summary:
    sub_total: int
    tax: int
    discount: int
    total: int  # the spec's Total (spec §9), shown only in the spec's summary style
    code_discount: int = 0  # issue 31: paise the cart's discount code takes off

    @property
    def charge(self) -> int:
        """What checkout charges for these lines (spec §9: the plain sub-total), less the
        discount code's amount (issue 31); the cart and checkout follow."""
        return self.sub_total - self.code_discount


def summarise(line_totals: list[int], rules: CartRules, code_discount: int = 0) -> Summary:
    """spec §9 over the available lines' totals (see the module docstring for the rounding);
    a discount code's amount comes off the charge and the spec's Total alike."""
    sub_total = sum(line_totals)
    tax = round_half_up(Decimal(sub_total) * rules.tax_percent / 100)
    discount = round_half_up(Decimal(sub_total) * rules.discount_percent / 100)
    return Summary(
        sub_total, tax, discount, sub_total + tax - discount - code_discount, code_discount
    )
