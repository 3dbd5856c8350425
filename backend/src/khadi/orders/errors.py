"""Orders' refusals and their texts. (Checkout's are in `khadi.checkout.errors`.)"""

from __future__ import annotations

from khadi.errors import NotFound

ORDER_NOT_FOUND = "Order not found"


class OrderNotFound(NotFound):
    code = "order_not_found"
