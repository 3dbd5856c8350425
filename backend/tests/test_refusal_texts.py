"""Issue 28: no English left in Kannada and Hindi. Every refusal text in the converted areas carries
a stable code the client words from its catalogues (every khadi.<area>.errors module, and
khadi.errors's own): a module-level text is a `Text` (or a
registered template worded with `Text`), and a function that words a refusal returns a `Text`.
A plain `str` refusal added later fails here."""

from __future__ import annotations

import importlib
import inspect
from types import ModuleType
from typing import get_type_hints

import pytest

from khadi import errors as shared_errors
from khadi.errors import REFUSAL_TEXTS, KhadiError, Text, english
from khadi.site.shared_values import error_modules

# every area's refusals module, found by walking the package: a new area is covered unasked
CONVERTED = [importlib.import_module(name) for name in error_modules()]


def _texts(module: ModuleType) -> dict[str, str]:
    return {
        name: value
        for name, value in vars(module).items()
        if name.isupper() and not name.startswith("_") and isinstance(value, str)
    }


def _wording_functions(module: ModuleType) -> dict[str, object]:
    return {
        name: value
        for name, value in vars(module).items()
        if inspect.isfunction(value)
        and value.__module__ == module.__name__
        and not name.startswith("_")
    }


def test_every_area_with_refusals_is_covered() -> None:
    names = {module.__name__ for module in CONVERTED}
    for area in ("addresses", "cart", "checkout", "cod", "delivery", "orders", "payments"):
        assert f"khadi.{area}.errors" in names


@pytest.mark.parametrize("module", [*CONVERTED, shared_errors], ids=lambda module: module.__name__)
def test_every_refusal_text_carries_a_code(module: ModuleType) -> None:
    registered = set(REFUSAL_TEXTS.values())
    plain = [
        name
        for name, value in _texts(module).items()
        if not isinstance(value, Text) and value not in registered
    ]
    assert plain == [], f"plain-str refusals in {module.__name__}: use errors.text()/template()"
    for name, value in _texts(module).items():
        if isinstance(value, Text):
            assert value.code in REFUSAL_TEXTS, name


@pytest.mark.parametrize("module", CONVERTED, ids=lambda module: module.__name__)
def test_every_wording_function_returns_a_coded_text(module: ModuleType) -> None:
    for name, function in _wording_functions(module).items():
        returns = get_type_hints(function, vars(module)).get("return")
        # or the refusal itself, worded by the module's coded texts (cart.not_enough_stock)
        refusal = isinstance(returns, type) and issubclass(returns, KhadiError)
        assert returns is Text or refusal, f"{module.__name__}.{name} returns {returns}, not Text"


def test_plural_patterns_keep_the_english_words() -> None:
    pattern = "{count, plural, one {# product is in {label}} other {# products are in {label}}}"
    assert english(pattern, {"count": 1, "label": "Shirts"}) == "1 product is in Shirts"
    assert english(pattern, {"count": 3, "label": "Shirts"}) == "3 products are in Shirts"
    status = "this one is {status, select, accepted {taken} other {{status}}}"
    assert english(status, {"status": "accepted"}) == "this one is taken"
    assert english(status, {"status": "declined"}) == "this one is declined"
