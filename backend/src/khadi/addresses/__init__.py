"""Addresses a courier can deliver to (issue 30): India Post's pincode directory, offline, and a
signed-in shopper's address book."""
