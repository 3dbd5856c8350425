"""Admin-only API. The router itself depends on `admin_user`, so a route added here is guarded
even if its author forgets the `AdminUser` parameter; tests/test_route_access.py checks both
ways."""

from __future__ import annotations

from khadi.accounts.deps import make_admin_router
from khadi.admin import (
    invoices,
    media,
    tax,
    tax_exports,
)

router = make_admin_router()


# Catalogue management, stats, image removal, orders and roles: separate modules, guarded by this
# router's dependency. (The upload routes are media's own: media/routes.py.)
for area in (
    media,
    tax,
    invoices,
    tax_exports,
):
    router.include_router(area.router)
