# data module
"""Every client route of spec §2, written once. The server answers 200 for these paths and 404 for
others (spa.py), lists the public ones in sitemap.xml and keeps crawlers off the private ones
(sitemap.py), titles the fixed pages (meta.py) and hints their code (preload.py). The browser
gets the same list through `python -m khadi.site.shared_values` (frontend
src/lib/api/shared-values.gen.ts): its route table (src/app/pages.ts) must give every one of these
paths a page module, or it fails to type-check.

Paths are React Router patterns: `:name` stands for one segment.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

Access = Literal["public", "user", "admin"]


@dataclass(frozen=True)
class ClientRoute:
    path: str
    # public: anyone; user: a signed-in shopper (a guest is sent to /login); admin: the admin.
    access: Access = "public"
    # In sitemap.xml (public pages worth a search engine's visit).
    in_sitemap: bool = False
    # The fixed page's name in its <title> and its description; None: meta.py works it out.
    title: str | None = None
    description: str | None = None

    @property
    def pattern(self) -> re.Pattern[str]:
        """The path as a regular expression: a segment per `:name`, an optional trailing slash."""
        if self.path == "/":
            return re.compile(r"^/$")
        body = "/".join(
            "[^/]+" if part.startswith(":") else re.escape(part) for part in self.path.split("/")
        )
        return re.compile(f"^{body}/?$")

    @property
    def prefix(self) -> str:
        """The path up to its first parameter ('/update-product/:id' -> '/update-product/')."""
        return self.path.split(":", 1)[0]


# In the sitemap's order, then the private pages in robots.txt's order.
CLIENT_ROUTES: tuple[ClientRoute, ...] = (
    ClientRoute("/", in_sitemap=True),
    ClientRoute(
        "/allproducts",
        in_sitemap=True,
        title="All Products",
        description=(
            "Browse every khadi and handloom product: filter by category, fabric and price."
        ),
    ),
    ClientRoute(
        "/about-us",
        in_sitemap=True,
        title="About Us",
        description="Our mission, vision and values, and the people behind the shop.",
    ),
    ClientRoute(
        "/terms-and-conditions",
        in_sitemap=True,
        title="Terms & Conditions",
        description="Orders, payment, shipping within 2–3 business days, returns and refunds.",
    ),
    ClientRoute(
        "/careers",
        in_sitemap=True,
        title="Careers",
        description="Work with us: weaving, the shop floor, packing and customer care.",
    ),
    ClientRoute(
        "/faq",
        in_sitemap=True,
        title="FAQ",
        description="Answers about sizes, fabrics by the metre, payment, shipping and returns.",
    ),
    ClientRoute("/login"),
    ClientRoute("/signup"),
    ClientRoute("/forgot-password", title="Forgot password", description="Reset your password."),
    ClientRoute(
        "/reset-password", title="Choose a new password", description="Reset your password."
    ),
    ClientRoute("/productInfo/:id"),
    ClientRoute("/category/:category"),
    ClientRoute("/category/:category/:subCategory"),
    ClientRoute("/cart", access="user"),
    ClientRoute("/checkout", access="user"),
    ClientRoute("/orders", access="user"),
    ClientRoute("/wishlist", access="user"),
    ClientRoute("/account", access="user"),
    ClientRoute("/account/addresses", access="user"),  # issue 30: the address book
    ClientRoute("/dashboard", access="admin"),
    ClientRoute("/dashboard/orders/:id", access="admin"),
    ClientRoute("/add-product", access="admin"),
    ClientRoute("/update-product/:id", access="admin"),
)

ROUTE_PATTERNS: tuple[tuple[re.Pattern[str], ClientRoute], ...] = tuple(
    (route.pattern, route) for route in CLIENT_ROUTES
)


def client_route(path: str) -> ClientRoute | None:
    """The client route `path` (a request path) lands on, or None: the SPA's 'Page Not Found'."""
    for pattern, route in ROUTE_PATTERNS:
        if pattern.match(path):
            return route
    return None


# Public pages that are the same for everyone (sitemap.xml).
SITEMAP_PATHS: tuple[str, ...] = tuple(route.path for route in CLIENT_ROUTES if route.in_sitemap)
# Pages only a signed-in shopper or the admin sees (robots.txt keeps crawlers off them).
PRIVATE_PREFIXES: tuple[str, ...] = tuple(
    route.prefix for route in CLIENT_ROUTES if route.access != "public"
)
# The fixed pages' (title, description), by path.
FIXED_PAGES: dict[str, tuple[str, str]] = {
    route.path: (route.title, route.description)
    for route in CLIENT_ROUTES
    if route.title is not None and route.description is not None
}
