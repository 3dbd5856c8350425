"""Delivery charges (issue 30): zones by state, weight slabs, a free-delivery threshold and the
expected days, set by the owner; the quote the product page, the cart and checkout show, and
checkout charges."""
