"""The catalogue's refusals and their texts (spec §5 and §8: the words the admin form shows).

The form's limits are here too, because their messages quote them; `form_rules` checks them.
Refusals are the shared `khadi.errors` classes (InvalidInput 422, Conflict 409, NotFound 404).
"""

from __future__ import annotations

PRODUCT_NOT_FOUND = "Product not found"
IMAGE_IN_USE = "Image is still used by a product"

# spec §5 and §8 — the texts the admin form shows
ALL_FIELDS_REQUIRED = "All fields are required"
TITLE_REQUIRED = "Title is required"
DESCRIPTION_REQUIRED = "Description is required"
PRICE_REQUIRED = "Price must be greater than 0"
CATEGORY_REQUIRED = "Category is required"
TAGS_REQUIRED = "Add at least one tag"
IMAGES_REQUIRED = "Add at least one image"
SUBCATEGORY_REQUIRED = "Subcategory is required"
CATEGORY_NAME_REQUIRED = "Category name is required"
CATEGORY_EXISTS = "Category already exists"
CATEGORY_NOT_FOUND = "Category not found"
FABRICS_STAY = (
    "Fabrics cannot be deleted: the shop sells fabric by the metre and its pages depend on it"
)
MOVE_TO_ANOTHER = "Choose another category to move the products to"

MAX_TITLE = 200
MAX_DESCRIPTION = 5000
MAX_TAG = 40
MAX_TAGS = 20
MAX_IMAGES = 10
MAX_PRICE_RUPEES = 1_000_000  # ₹10,00,000 — far above anything the shop sells
MAX_CATEGORY_NAME = 60
MAX_SUBCATEGORY = 40
MAX_SUBCATEGORIES = 30

TITLE_TOO_LONG = f"Title must be at most {MAX_TITLE} characters"
DESCRIPTION_TOO_LONG = f"Description must be at most {MAX_DESCRIPTION} characters"
PRICE_NOT_A_NUMBER = "Price must be a number of rupees"
PRICE_TOO_HIGH = "Price must be at most ₹10,00,000"
UNKNOWN_CATEGORY = "Choose a category from the list"
UNKNOWN_SUBCATEGORY = "Choose a subcategory from the list"
TAG_TOO_LONG = f"Tags must be at most {MAX_TAG} characters"
TOO_MANY_TAGS = f"A product can have at most {MAX_TAGS} tags"
TOO_MANY_IMAGES = f"A product can have at most {MAX_IMAGES} images"
IMAGE_NOT_FOUND = "An image was not found; please upload it again"
UNKNOWN_SIZE_CHART = "Choose a size chart from the list"
SIZES_NEED_A_CHART = "Choose a size chart for the sizes and types"
CATEGORY_NAME_TOO_LONG = f"Category name must be at most {MAX_CATEGORY_NAME} characters"
CATEGORY_NAME_NEEDS_LETTERS = "Category name must contain letters or digits"
SUBCATEGORY_TOO_LONG = f"Subcategories must be at most {MAX_SUBCATEGORY} characters"
TOO_MANY_SUBCATEGORIES = f"A category can have at most {MAX_SUBCATEGORIES} subcategories"


def _products(count: int) -> str:
    return f"{count} product{'' if count == 1 else 's'}"


def category_in_use(count: int, label: str) -> str:
    """'3 products are in Shirts. Move them to another category first.'"""
    verb, them = ("is", "it") if count == 1 else ("are", "them")
    return f"{_products(count)} {verb} in {label}. Move {them} to another category first."


def subcategory_in_use(count: int, subcategory: str) -> str:
    verb = "uses" if count == 1 else "use"
    return (
        f"{_products(count)} {verb} the subcategory {subcategory}. "
        "Give them another subcategory first."
    )


def not_sold_by_the_metre(label: str) -> str:
    return (
        f"Products in {label} are sold by the piece and cannot be moved to Fabrics, "
        "which is sold by the metre. Choose another category."
    )


def sizes_not_in_chart(label: str) -> str:
    return f"Sizes must come from the {label} size chart"


def types_not_in_chart(label: str) -> str:
    return f"Types must come from the {label} size chart"
