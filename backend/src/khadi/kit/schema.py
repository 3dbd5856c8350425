"""Base for API schemas: camelCase JSON names (DESIGN.md §4), snake_case in Python.

Every string a request carries is also refused when no database can store it: a NUL character
(PostgreSQL text cannot hold one) or an unpaired UTF-16 surrogate (JSON may escape one, `\\ud800`,
but it is not Unicode text and cannot be encoded to UTF-8). Anything else — right-to-left
overrides, zero-width and combining characters, emoji — is text, stored and echoed as sent.
Likewise every integer past 64 bits is refused (422), even in a field without bounds of its own;
money and quantities have tighter bounds (`kit.money.MAX_PAISE`), and no NaN or infinity.
"""

from __future__ import annotations

import re
from typing import Any

from pydantic import BaseModel, ConfigDict, field_validator
from pydantic.alias_generators import to_camel

UNSTORABLE_TEXT = "Text must not contain NUL characters or unpaired surrogates"
NUMBER_OUT_OF_RANGE = "Number is out of range"
# No database column holds an integer past 64 bits (SQLite raised OverflowError, a 500): every
# number a request carries is refused past this, whatever its own field's bounds (issue 29).
_LARGEST = 2**63 - 1
_UNSTORABLE = re.compile("[\x00\ud800-\udfff]")


def has_unstorable_text(value: object) -> bool:
    """Whether `value` (a string, or a list/dict of them at any depth) holds a NUL or a lone
    surrogate. Nested models are checked by their own validator."""
    if isinstance(value, str):
        return _UNSTORABLE.search(value) is not None
    if isinstance(value, list | tuple | set | frozenset):
        return any(has_unstorable_text(item) for item in value)
    if isinstance(value, dict):
        return any(has_unstorable_text(k) or has_unstorable_text(v) for k, v in value.items())
    return False


def is_unstorable_number(value: object) -> bool:
    """An integer past 64 bits, at any depth. (Floats are bounded field by field: some fields
    answer NaN or 1e300 with their own rule's words.)"""
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return abs(value) > _LARGEST
    if isinstance(value, list | tuple | set | frozenset):
        return any(is_unstorable_number(item) for item in value)
    if isinstance(value, dict):
        return any(is_unstorable_number(v) for v in value.values())
    return False


class ApiModel(BaseModel):
    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True)

    @field_validator("*", mode="after")
    @classmethod
    def _storable_text(cls, value: Any) -> Any:
        if has_unstorable_text(value):
            raise ValueError(UNSTORABLE_TEXT)
        if is_unstorable_number(value):
            raise ValueError(NUMBER_OUT_OF_RANGE)
        return value
