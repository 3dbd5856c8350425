"""One route table per test process, not one per test's app.

FastAPI (0.165) builds an app's route handlers lazily, on its first requests: the dependants, the
response models and the handler of every route of each router it walks. The suite makes a new app
for nearly every test (its own settings and folders), so each test paid for building most of the
API again — over 40% of a backend run (py-spy, tests/cart/test_routes.py). The built routes hold
nothing of the app they were built for except `dependency_overrides_provider`, which this project
never uses, so tests share them (tests/test_route_tables.py: each app still answers from its own
settings and database): each route is built once
per process for the inclusion it appears in.

Production is untouched: an instance builds its one app's routes once, as FastAPI intends.
"""

from __future__ import annotations

from typing import Any

from fastapi import routing

_build = routing._IncludedRouter._build_effective_context
_built: dict[tuple[Any, ...], Any] = {}


def _inclusion_key(included: Any, route: Any) -> tuple[Any, ...]:
    context = included.include_context
    return (
        id(route),
        id(context.included_router),
        context.prefix,
        tuple(context.tags),
        tuple(id(dependency) for dependency in context.dependencies),
        context.deprecated,
        context.include_in_schema,
        context.max_body_size,
    )


def _build_once(self: Any, route: Any) -> Any:
    key = _inclusion_key(self, route)
    built = _built.get(key)
    if built is None:
        built = _build(self, route)
        if built is not None:
            _built[key] = (route, built)  # the route kept alive, so its id is never reused
        return built
    return built[1]


def share_route_tables() -> None:
    routing._IncludedRouter._build_effective_context = _build_once  # type: ignore[method-assign]
