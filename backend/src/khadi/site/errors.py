"""The site's refusals: an API or media address no route answers reaches the page server."""

from __future__ import annotations

from khadi.errors import text

NOT_FOUND = text("site.not_found", "Not found")
