"""Walks the whole route table, so a new admin or signed-in route cannot be left unguarded.

- every route depending on `admin_user` (AdminUser) lives under /api/v1/admin, and every route
  there depends on it;
- every /api/v1/admin route answers 401 to a guest and 403 to a signed-in user;
- every route depending on `current_user` (CurrentUser) answers 401 to a guest.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

import pytest
from fastapi import FastAPI
from fastapi.dependencies.models import Dependant
from fastapi.routing import APIRoute, iter_route_contexts
from fastapi.testclient import TestClient

from khadi.accounts.deps import AdminUser, admin_user, current_user
from khadi.accounts.models import User

ADMIN_PREFIX = "/api/v1/admin"
UNSAFE = {"POST", "PUT", "PATCH", "DELETE"}


def _calls(dependant: Dependant) -> set[Callable[..., object]]:
    found: set[Callable[..., object]] = set()
    for sub in dependant.dependencies:
        if sub.call is not None:
            found.add(sub.call)
        found |= _calls(sub)
    return found


@dataclass(frozen=True)
class Endpoint:
    path: str
    methods: frozenset[str]
    dependant: Dependant


def _api_routes(app: FastAPI) -> list[Endpoint]:
    """Every API route as mounted, with the dependencies its routers add. FastAPI keeps included
    routers lazily; iter_route_contexts yields the effective routes, as its OpenAPI builder does."""
    endpoints = [
        Endpoint(context.path or "", frozenset(context.methods or ()), context.dependant)
        for context in iter_route_contexts(app.routes)
        if isinstance(context.original_route, APIRoute)
    ]
    assert len(endpoints) > 5, "the walk missed the included routers"
    return endpoints


def _requests(route: Endpoint) -> list[tuple[str, str]]:
    path = re.sub(r"\{[^}]+\}", "some-id", route.path)
    return [(method, path) for method in sorted(route.methods) if method not in {"HEAD", "OPTIONS"}]


def _call(client: TestClient, method: str, path: str) -> int:
    response = client.request(method, path, json={} if method in UNSAFE else None)
    status: int = response.status_code
    return status


def _misplaced(app: FastAPI) -> list[str]:
    """Routes that need AdminUser outside /api/v1/admin/, or sit there without needing it."""
    return [
        route.path
        for route in _api_routes(app)
        if (admin_user in _calls(route.dependant)) != route.path.startswith(ADMIN_PREFIX + "/")
    ]


def test_admin_routes_live_under_the_admin_prefix_and_need_admin(app: FastAPI) -> None:
    assert _misplaced(app) == [], (
        f"admin-only routes belong under {ADMIN_PREFIX}/ and every route there must depend on "
        "AdminUser"
    )
    admin_paths = [r.path for r in _api_routes(app) if admin_user in _calls(r.dependant)]
    assert "/api/v1/admin/users" in admin_paths


def test_the_walk_catches_a_forgotten_guard(app: FastAPI) -> None:
    @app.get("/api/v1/reports")
    def misplaced(_: AdminUser) -> None: ...

    @app.get("/api/v1/admin/unguarded")
    def unguarded() -> None: ...

    assert sorted(_misplaced(app)) == ["/api/v1/admin/unguarded", "/api/v1/reports"]


def test_every_admin_route_refuses_guests_and_users(
    app: FastAPI,
    client: TestClient,
    make_user: Callable[..., User],
    login_as: Callable[[TestClient, User], str],
) -> None:
    requests = [
        request
        for route in _api_routes(app)
        if route.path.startswith(ADMIN_PREFIX)
        for request in _requests(route)
    ]
    assert requests, "the walk found no admin routes"

    for method, path in requests:
        assert _call(client, method, path) == 401, (method, path)

    login_as(client, make_user(role="user"))
    for method, path in requests:
        assert _call(client, method, path) == 403, (method, path)

    client.cookies.clear()
    login_as(client, make_user(role="admin"))
    for method, path in requests:
        assert _call(client, method, path) not in (401, 403), (method, path)


def test_every_signed_in_route_refuses_guests(app: FastAPI, client: TestClient) -> None:
    requests = [
        request
        for route in _api_routes(app)
        if current_user in _calls(route.dependant)
        for request in _requests(route)
    ]
    assert ("GET", "/api/v1/auth/me") in requests
    for method, path in requests:
        assert _call(client, method, path) == 401, (method, path)


@pytest.mark.parametrize("path", ["/api/v1/admin/users", "/api/v1/admin/anything-new"])
def test_unknown_admin_paths_do_not_leak(client: TestClient, path: str) -> None:
    assert client.get(path).status_code in (401, 404)
