"""Base for API schemas: camelCase JSON names (DESIGN.md §4), snake_case in Python.

Every string a request carries is also refused when no database can store it: a NUL character
(PostgreSQL text cannot hold one) or an unpaired UTF-16 surrogate (JSON may escape one, `\\ud800`,
but it is not Unicode text and cannot be encoded to UTF-8). Anything else — right-to-left
overrides, zero-width and combining characters, emoji — is text, stored and echoed as sent.
"""

from __future__ import annotations

import re
from typing import Any

from pydantic import BaseModel, ConfigDict, field_validator
from pydantic.alias_generators import to_camel

UNSTORABLE_TEXT = "Text must not contain NUL characters or unpaired surrogates"
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


class ApiModel(BaseModel):
    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True)

    @field_validator("*", mode="after")
    @classmethod
    def _storable_text(cls, value: Any) -> Any:
        if has_unstorable_text(value):
            raise ValueError(UNSTORABLE_TEXT)
        return value
