"""Stock counts per variant, the holds checkout takes on them, and their history (issue 15)."""
