"""Money is integer paise everywhere (DESIGN.md §4); rupee strings are for display and input."""

from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

PAISE_PER_RUPEE = 100
# Bounds of every amount and quantity a request may carry (issue 29): ₹100 crore, a million pieces
# or metres. Past them a request is refused with 422 before any rule or database sees it.
MAX_PAISE = 10**11
MAX_QUANTITY = 10**6


def rupees_to_paise(rupees: str | int | Decimal) -> int:
    """Exact conversion of a rupee amount with at most two decimals ('149.50' -> 14950)."""
    try:
        amount = Decimal(str(rupees))
    except InvalidOperation as error:
        raise ValueError("Price must be a number of rupees") from error
    if not amount.is_finite() or amount != amount.quantize(Decimal("0.01")):
        raise ValueError("Price must have at most two decimals")
    return int(amount * PAISE_PER_RUPEE)


def round_half_up(value: Decimal) -> int:
    """The one rounding rule for fractional paise: half up, to a whole paisa."""
    return int(value.quantize(Decimal(1), rounding=ROUND_HALF_UP))


def format_inr(paise: int) -> str:
    """'₹1,23,456.50' — Indian digit grouping, as Intl.NumberFormat('en-IN') does."""
    sign = "-" if paise < 0 else ""
    rupees, fraction = divmod(abs(paise), PAISE_PER_RUPEE)
    digits = str(rupees)
    if len(digits) > 3:
        head, tail = digits[:-3], digits[-3:]
        groups: list[str] = []
        while len(head) > 2:
            groups.insert(0, head[-2:])
            head = head[:-2]
        if head:
            groups.insert(0, head)
        digits = ",".join([*groups, tail])
    return f"{sign}₹{digits}.{fraction:02d}"
