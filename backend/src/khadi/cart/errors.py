"""The cart's and wishlist's refusals and their texts. Spec §8 gives 'Invalid product ID' and
'Product added to cart'; the others say what the spec's rule (§4, §5, §9) refused."""

from __future__ import annotations

from typing import Protocol

from khadi.errors import Conflict, InvalidInput, NotFound, Text, template, text
from khadi.stock.errors import NotEnoughStock
from khadi.stock.labels import amount_params, line_label, line_params


class Titled(Protocol):
    """A product's titles (catalog.models.Product)."""

    @property
    def title(self) -> str: ...
    @property
    def title_kn(self) -> str: ...
    @property
    def title_hi(self) -> str: ...


INVALID_PRODUCT_ID = text("cart.invalid_product_id", "Invalid product ID")
PRODUCT_ADDED = text("cart.product_added", "Product added to cart")
QUANTITY_INCREASED = text("cart.quantity_increased", "Quantity increased")
QUANTITY_DECREASED = text("cart.quantity_decreased", "Quantity decreased")
ITEM_REMOVED = text("cart.item_removed", "Item removed")

OUT_OF_STOCK = text("cart.out_of_stock", "This product is out of stock")
COMING_SOON = text("cart.coming_soon", "This product is coming soon")
PRODUCT_GONE = text("cart.product_gone", "This product is no longer available")
PRODUCT_CHANGED = text(
    "cart.product_changed", "This product has changed; please remove it and add it again"
)
CHOOSE_SIZE = text("cart.choose_size", "Please choose a size")
CHOOSE_LISTED_SIZE = text("cart.choose_listed_size", "Please choose one of the listed sizes")
NO_SIZES = text("cart.no_sizes", "This product does not come in sizes")
SIZE_GONE = text("cart.size_gone", "This size is no longer available")
CHOOSE_TYPE = text("cart.choose_type", "Please choose a type")
CHOOSE_LISTED_TYPE = text("cart.choose_listed_type", "Please choose one of the listed types")
NO_TYPES = text("cart.no_types", "This product does not come in types")
TYPE_GONE = text("cart.type_gone", "This type is no longer available")

LENGTH_RANGE = text("cart.length_range", "Length must be between 1 and 30 m")
LENGTH_STEP = text("cart.length_step", "Length must be in steps of 0.25 m")
LENGTH_LIMIT = text("cart.length_limit", "You can buy at most 30 m of this fabric")
WHOLE_UNITS = text("cart.whole_units", "Quantity must be a whole number")
AT_LEAST_ONE = text("cart.at_least_one", "Quantity must be at least 1")
NOT_IN_CART = text("cart.not_in_cart", "This item is not in your cart")
DECREMENT_FAILED = text(
    "cart.decrement_failed", "Failed to decrement"
)  # spec §8; only if the line keeps changing under us


UNITS_LIMIT = template("cart.units_limit", "You can buy at most {max} of this item")
ONLY_LEFT = template("cart.only_left", "Only {amount} left of {line}")


def units_limit(max_units: int) -> Text:
    return Text("cart.units_limit", UNITS_LIMIT, max=max_units)


def only_left(product: Titled, size: str, type_: str, left: int, unit: str) -> Text:
    """'Only 2 left of "Kurta" (M)', 'Only 2.5 m left of "Linen"': `left` in the stored unit. The
    line and the amount also go in parts (issue 28), for the client to word in Kannada or Hindi."""
    line = line_label(
        product.title, size, type_, title_kn=product.title_kn, title_hi=product.title_hi
    )
    return Text("cart.only_left", ONLY_LEFT, **line_params(line), **amount_params(left, unit))


def not_enough_stock(product: Titled, size: str, type_: str, left: int, unit: str) -> Conflict:
    """Adding past what is left: none left reads as the product page's 'out of stock'."""
    if left <= 0:
        return Unavailable(OUT_OF_STOCK)
    return NotEnoughStock(only_left(product, size, type_, left, unit))


class InvalidProduct(NotFound):
    """The product id names no product (404), or is missing (raised as InvalidProductId)."""

    code = "invalid_product"


class InvalidProductId(InvalidInput):
    code = "invalid_product"


class Unavailable(Conflict):
    """The product exists but cannot be bought now (out of stock, coming soon, changed)."""

    code = "unavailable"


class InvalidOption(InvalidInput):
    code = "invalid_option"


class InvalidQuantity(InvalidInput):
    code = "invalid_quantity"


class QuantityLimit(InvalidInput):
    """The line would hold more than its limit; `fields.quantity` repeats the message."""

    code = "quantity_limit"


class NotInCart(NotFound):
    code = "not_in_cart"
