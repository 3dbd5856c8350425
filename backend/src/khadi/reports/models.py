"""Indexes the reports read by (issue 32; migration 0033). They live here, beside the reports that
need them, and attach to the orders and refunds tables when this module is imported.

- a paid online order is found by its status and the moment it was paid;
- a cash-on-delivery order counts once its cash is collected: by its state and when it closed;
- a refund by when it was asked (what a day's net sales take off).
"""

from __future__ import annotations

from sqlalchemy import Index

from khadi.orders.models import Order
from khadi.payments.refund_models import Refund

# each also carries what the days and states read (amount, state): those are answered from the
# index alone, without visiting the orders' wide rows
ORDERS_PAID_AT = Index(
    "ix_orders_status_paid_at", Order.status, Order.paid_at, Order.amount, Order.shipping_state
)
ORDERS_COD_CLOSED_AT = Index(
    "ix_orders_cod_state_closed_at",
    Order.cod_state,
    Order.cod_closed_at,
    Order.status,
    Order.amount,
    Order.shipping_state,
)
REFUNDS_CREATED_AT = Index("ix_refunds_created_at", Refund.created_at)
