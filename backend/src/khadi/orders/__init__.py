"""Checkout and order records (issue 6): the server prices the cart and snapshots what is bought."""
