"""Public ids: random and opaque, never sequential (DESIGN.md §4)."""

import secrets

_ALPHABET = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789"


def new_id(length: int = 16) -> str:
    return "".join(secrets.choice(_ALPHABET) for _ in range(length))
