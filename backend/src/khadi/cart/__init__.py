"""Cart lines and wishlist, kept on the server per user (issue 5)."""
