# data module
"""How the pages lay things out, where the server must know it too (its preload hints have to ask
for what the page will): the price slider of /allproducts and the `sizes` of product pictures.
The browser reads these through `python -m khadi.site.shared_values`
(frontend src/lib/api/shared-values.gen.ts); neither side keeps a copy of its own.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class PriceSlider:
    """spec §9: the /allproducts price filter, in whole rupees."""

    min: int
    max: int
    step: int
    initial: int


PRICE_SLIDER = PriceSlider(min=0, max=5000, step=50, initial=2000)

# The `sizes` a product picture is laid out at, by where it is shown.
IMAGE_SIZES: dict[str, str] = {
    # The product page's main picture (src/features/product/components/gallery.tsx).
    "gallery": "(min-width: 1280px) 38rem, (min-width: 1024px) 46vw, 100vw",
    # A card in a full-width grid (src/components/product-grid.tsx 'full', product-card.tsx).
    "grid": "(min-width: 1280px) 18rem, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw",
    # A card in the grid beside the filters of /allproducts (product-grid.tsx 'sidebar').
    "listing": (
        "(min-width: 1280px) 14rem, (min-width: 1024px) 22vw, (min-width: 640px) 33vw, 50vw"
    ),
}
