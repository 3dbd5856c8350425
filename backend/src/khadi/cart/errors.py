"""The cart's and wishlist's refusals and their texts. Spec §8 gives 'Invalid product ID' and
'Product added to cart'; the others say what the spec's rule (§4, §5, §9) refused."""

from __future__ import annotations

from khadi.errors import Conflict, InvalidInput, NotFound
from khadi.stock.errors import NotEnoughStock, amount_text, line_label

INVALID_PRODUCT_ID = "Invalid product ID"
PRODUCT_ADDED = "Product added to cart"
QUANTITY_INCREASED = "Quantity increased"
QUANTITY_DECREASED = "Quantity decreased"
ITEM_REMOVED = "Item removed"

OUT_OF_STOCK = "This product is out of stock"
COMING_SOON = "This product is coming soon"
PRODUCT_GONE = "This product is no longer available"
PRODUCT_CHANGED = "This product has changed; please remove it and add it again"
CHOOSE_SIZE = "Please choose a size"
CHOOSE_LISTED_SIZE = "Please choose one of the listed sizes"
NO_SIZES = "This product does not come in sizes"
SIZE_GONE = "This size is no longer available"
CHOOSE_TYPE = "Please choose a type"
CHOOSE_LISTED_TYPE = "Please choose one of the listed types"
NO_TYPES = "This product does not come in types"
TYPE_GONE = "This type is no longer available"

LENGTH_RANGE = "Length must be between 1 and 30 m"
LENGTH_STEP = "Length must be in steps of 0.25 m"
LENGTH_LIMIT = "You can buy at most 30 m of this fabric"
WHOLE_UNITS = "Quantity must be a whole number"
AT_LEAST_ONE = "Quantity must be at least 1"
NOT_IN_CART = "This item is not in your cart"
DECREMENT_FAILED = "Failed to decrement"  # spec §8; only if the line keeps changing under us


def units_limit(max_units: int) -> str:
    return f"You can buy at most {max_units} of this item"


def only_left(title: str, size: str, type_: str, left: int, unit: str) -> str:
    """'Only 2 left of "Kurta" (M)', 'Only 2.5 m left of "Linen"': `left` in the stored unit."""
    return f"Only {amount_text(left, unit)} left of {line_label(title, size, type_)}"


def not_enough_stock(title: str, size: str, type_: str, left: int, unit: str) -> Conflict:
    """Adding past what is left: none left reads as the product page's 'out of stock'."""
    if left <= 0:
        return Unavailable(OUT_OF_STOCK)
    return NotEnoughStock(only_left(title, size, type_, left, unit))


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
