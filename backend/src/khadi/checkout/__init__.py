"""Checkout (DESIGN.md §6.1): the cart priced into an order and a provider order opened for it."""
