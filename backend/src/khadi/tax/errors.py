"""The tax dashboard's refusals and their texts."""

from __future__ import annotations

from khadi.errors import text

TAX_DATA_CHANGED = text(
    "tax.data_changed",
    "Someone else saved this tax data after you opened it. "
    "Reload to see their changes, then make yours again.",
)
