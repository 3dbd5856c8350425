"""The catalogue's refusals and their texts (spec §5 and §8: the words the admin form shows).

The form's limits are here too, because their messages quote them; `form_rules` checks them.
Refusals are the shared `khadi.errors` classes (InvalidInput 422, Conflict 409, NotFound 404).
"""

from __future__ import annotations

from khadi.errors import Text, listing, template, text

PRODUCT_NOT_FOUND = text("catalog.product_not_found", "Product not found")
IMAGE_IN_USE = text("catalog.image_in_use", "Image is still used by a product")

# spec §5 and §8 — the texts the admin form shows
ALL_FIELDS_REQUIRED = text("catalog.all_fields_required", "All fields are required")
TITLE_REQUIRED = text("catalog.title_required", "Title is required")
DESCRIPTION_REQUIRED = text("catalog.description_required", "Description is required")
PRICE_REQUIRED = text("catalog.price_required", "Price must be greater than 0")
CATEGORY_REQUIRED = text("catalog.category_required", "Category is required")
TAGS_REQUIRED = text("catalog.tags_required", "Add at least one tag")
IMAGES_REQUIRED = text("catalog.images_required", "Add at least one image")
SUBCATEGORY_REQUIRED = text("catalog.subcategory_required", "Subcategory is required")
CATEGORY_NAME_REQUIRED = text("catalog.category_name_required", "Category name is required")
CATEGORY_EXISTS = text("catalog.category_exists", "Category already exists")
CATEGORY_NOT_FOUND = text("catalog.category_not_found", "Category not found")
FABRICS_STAY = text(
    "catalog.fabrics_stay",
    "Fabrics cannot be deleted: the shop sells fabric by the metre and its pages depend on it",
)
MOVE_TO_ANOTHER = text("catalog.move_to_another", "Choose another category to move the products to")

MAX_TITLE = 200
MAX_DESCRIPTION = 5000
MAX_TAG = 40
MAX_TAGS = 20
MAX_IMAGES = 10
MAX_PRICE_RUPEES = 1_000_000  # ₹10,00,000 — far above anything the shop sells
MAX_CATEGORY_NAME = 60
MAX_SUBCATEGORY = 40
MAX_SUBCATEGORIES = 30

TITLE_TOO_LONG = text("catalog.title_too_long", f"Title must be at most {MAX_TITLE} characters")
DESCRIPTION_TOO_LONG = text(
    "catalog.description_too_long", f"Description must be at most {MAX_DESCRIPTION} characters"
)
PRICE_NOT_A_NUMBER = text("catalog.price_not_a_number", "Price must be a number of rupees")
PRICE_DECIMALS = text("catalog.price_decimals", "Price must have at most two decimals")
PRICE_TOO_HIGH = text("catalog.price_too_high", "Price must be at most ₹10,00,000")
# issue 31: MRP and scheduled sale prices on the product form
MRP_BELOW_PRICE = text("catalog.mrp_below_price", "MRP must be at least the price")
SALE_PRICE_NOT_BELOW = text("catalog.sale_price_not_below", "Sale price must be below the price")
SALE_PRICE_REQUIRED = text(
    "catalog.sale_price_required", "Enter a sale price for the sale's start and end"
)
SALE_TIME_INVALID = text("catalog.sale_time_invalid", "Enter a date and time")
SALE_END_BEFORE_START = text("catalog.sale_end_before_start", "The sale must end after it starts")
UNKNOWN_CATEGORY = text("catalog.unknown_category", "Choose a category from the list")
UNKNOWN_SUBCATEGORY = text("catalog.unknown_subcategory", "Choose a subcategory from the list")
TAG_TOO_LONG = text("catalog.tag_too_long", f"Tags must be at most {MAX_TAG} characters")
TOO_MANY_TAGS = text("catalog.too_many_tags", f"A product can have at most {MAX_TAGS} tags")
TOO_MANY_IMAGES = text("catalog.too_many_images", f"A product can have at most {MAX_IMAGES} images")
IMAGE_NOT_FOUND = text("catalog.image_not_found", "An image was not found; please upload it again")
UNKNOWN_SIZE_CHART = text("catalog.unknown_size_chart", "Choose a size chart from the list")
SIZES_NEED_A_CHART = text(
    "catalog.sizes_need_a_chart", "Choose a size chart for the sizes and types"
)
CATEGORY_NAME_TOO_LONG = text(
    "catalog.category_name_too_long",
    f"Category name must be at most {MAX_CATEGORY_NAME} characters",
)
CATEGORY_NAME_NEEDS_LETTERS = text(
    "catalog.category_name_needs_letters", "Category name must contain letters or digits"
)
SUBCATEGORY_TOO_LONG = text(
    "catalog.subcategory_too_long", f"Subcategories must be at most {MAX_SUBCATEGORY} characters"
)
TOO_MANY_SUBCATEGORIES = text(
    "catalog.too_many_subcategories",
    f"A category can have at most {MAX_SUBCATEGORIES} subcategories",
)


CATEGORY_IN_USE = template(
    "catalog.category_in_use",
    "{count, plural, one {# product is in {label}. Move it to another category first.} "
    "other {# products are in {label}. Move them to another category first.}}",
)
SUBCATEGORY_IN_USE = template(
    "catalog.subcategory_in_use",
    "{count, plural, one {# product uses} other {# products use}} the subcategory "
    "{subcategory}. Give them another subcategory first.",
)
NOT_SOLD_BY_THE_METRE = template(
    "catalog.not_sold_by_the_metre",
    "Products in {label} are sold by the piece and cannot be moved to Fabrics, "
    "which is sold by the metre. Choose another category.",
)
SIZES_NOT_IN_CHART = template(
    "catalog.sizes_not_in_chart", "Sizes must come from the {label} size chart"
)
TYPES_NOT_IN_CHART = template(
    "catalog.types_not_in_chart", "Types must come from the {label} size chart"
)


def category_in_use(count: int, label: str) -> Text:
    """'3 products are in Shirts. Move them to another category first.'"""
    return Text("catalog.category_in_use", CATEGORY_IN_USE, count=count, label=label)


def subcategory_in_use(count: int, subcategory: str) -> Text:
    return Text(
        "catalog.subcategory_in_use", SUBCATEGORY_IN_USE, count=count, subcategory=subcategory
    )


def not_sold_by_the_metre(label: str) -> Text:
    return Text("catalog.not_sold_by_the_metre", NOT_SOLD_BY_THE_METRE, label=label)


def sizes_not_in_chart(label: str) -> Text:
    return Text("catalog.sizes_not_in_chart", SIZES_NOT_IN_CHART, label=label)


def types_not_in_chart(label: str) -> Text:
    return Text("catalog.types_not_in_chart", TYPES_NOT_IN_CHART, label=label)


# the CSV import's whole-file refusals (catalog.csv_io, catalog.bulk_import)
MAX_ROWS = 5000
FILE_REQUIRED = text("catalog.file_required", "Choose a CSV file to import")
FILE_TOO_LARGE = text(
    "catalog.file_too_large", "The file is larger than 5 MB; split it into smaller files"
)
FILE_NOT_UTF8 = text(
    "catalog.file_not_utf8",
    "The file is not UTF-8 text. In Excel choose 'Save as' → 'CSV UTF-8 (Comma delimited)'",
)
FILE_EMPTY = text("catalog.file_empty", "The file is empty: its first row must name the columns")
FILE_HAS_NUL = text(
    "catalog.file_has_nul", "The file contains NUL characters; is it really a CSV file?"
)
TOO_MANY_ROWS = text(
    "catalog.too_many_rows",
    f"The file has more than {MAX_ROWS} products; split it into smaller files",
)
NO_ROWS = text("catalog.no_rows", "The file has a header row but no products")
ALREADY_IMPORTED = template(
    "catalog.already_imported",
    "This file was already imported on {importedAt} and created {created} products; nothing was "
    "changed. To edit those products, export the catalogue again and edit that file",
)


def already_imported(imported_at: str, created: int) -> Text:
    """`imported_at`: ISO 8601 UTC (the client writes the date in the admin's language)."""
    return Text(
        "catalog.already_imported", ALREADY_IMPORTED, importedAt=imported_at, created=created
    )


# --- the import's per-row report (issue 28: coded, worded by the dashboard in the admin's language)
ROWS_HAVE_ERRORS = text("catalog.rows_have_errors", "Some rows have errors; nothing was imported")
UNKNOWN_ID = text(
    "catalog.row_unknown_id", "No product has this id; leave id empty to add a new product"
)
REPEATED_ID = template(
    "catalog.row_repeated_id", "This id is also on row {row}; each product may appear once"
)
BOOLEAN_EXPECTED = text("catalog.row_yes_or_no", "Write yes or no")
TOO_MANY_CELLS = text(
    "catalog.row_too_many_cells", "This row has more cells than the header row has columns"
)
ROW_UNREADABLE = template("catalog.row_unreadable", "This row cannot be read as CSV: {error}")
FIRST_ROW_UNREADABLE = template(
    "catalog.first_row_unreadable", "Row 1 cannot be read as CSV: {error}"
)
HEADER_WRONG = template(
    "catalog.header_wrong",
    "The header row is wrong ({lines}). The first row must name the columns {columns}",
)
HEADER_MISSING = template("catalog.header_missing", "missing {names}")
HEADER_UNKNOWN = template("catalog.header_unknown", "unknown {names}")
HEADER_REPEATED = template("catalog.header_repeated", "repeated {names}")
# the `stock` cell
STOCK_NEEDS_VARIANTS = text(
    "catalog.stock_needs_variants",
    "Name each size/type with its count, e.g. S:3|M:0 (this product has sizes or types)",
)
STOCK_ONE_COUNT = text(
    "catalog.stock_one_count", "This product has no sizes or types: write one count, e.g. 3"
)
STOCK_REPEATED_VARIANT = template("catalog.stock_repeated_variant", "{name} is listed twice")
STOCK_UNKNOWN_VARIANT = template(
    "catalog.stock_unknown_variant", "{name} is not one of this product's sizes/types ({known})"
)
STOCK_VARIANT_PROBLEM = template("catalog.stock_variant_problem", "{name}: {lines}")


def repeated_id(first_row: int) -> Text:
    return Text("catalog.row_repeated_id", REPEATED_ID, row=first_row)


def row_unreadable(error: str) -> Text:
    return Text("catalog.row_unreadable", ROW_UNREADABLE, error=error)


def first_row_unreadable(error: str) -> Text:
    return Text("catalog.first_row_unreadable", FIRST_ROW_UNREADABLE, error=error)


def header_wrong(missing: list[str], unknown: list[str], repeated: list[str], columns: str) -> Text:
    parts = [
        Text(code, pattern, names=", ".join(names))
        for code, pattern, names in (
            ("catalog.header_missing", HEADER_MISSING, missing),
            ("catalog.header_unknown", HEADER_UNKNOWN, unknown),
            ("catalog.header_repeated", HEADER_REPEATED, repeated),
        )
        if names
    ]
    return listing("catalog.header_wrong", HEADER_WRONG, parts, columns=columns)


def stock_unknown_variant(name: str, known: str) -> Text:
    return Text("catalog.stock_unknown_variant", STOCK_UNKNOWN_VARIANT, name=name, known=known)


def stock_repeated_variant(name: str) -> Text:
    return Text("catalog.stock_repeated_variant", STOCK_REPEATED_VARIANT, name=name)


def stock_variant_problem(name: str, problem: str) -> Text:
    """'M: Stock must be a whole number of pieces' — the count's own refusal, coded as a part."""
    if not isinstance(problem, Text):
        problem = Text("request.invalid", problem)  # never: stock's refusals are all coded
    return listing("catalog.stock_variant_problem", STOCK_VARIANT_PROBLEM, [problem], name=name)
