"""Imports every area's models so Base.metadata knows every table (for Alembic and tests)."""


def load_all_models() -> None:
    import khadi.accounts.models
    import khadi.addresses.models
    import khadi.cart.models
    import khadi.catalog.models
    import khadi.cod.models
    import khadi.delivery.models
    import khadi.discounts.models
    import khadi.invoices.models
    import khadi.mail.models
    import khadi.media.models
    import khadi.orders.models
    import khadi.payments.models
    import khadi.payments.refund_models
    import khadi.reminders.models
    import khadi.reports.models
    import khadi.returns.models
    import khadi.shop.models
    import khadi.site.models
    import khadi.stock.models
    import khadi.tax.models
    import khadi.whatsapp.models  # noqa: F401
