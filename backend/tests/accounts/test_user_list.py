"""Admin user listing: paginated, searchable, newest first."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta

from fastapi.testclient import TestClient

from khadi.accounts.models import User
from khadi.kit.time import utcnow

USERS = "/api/v1/admin/users"


def test_admins_list_users_with_paging_and_search(
    client: TestClient,
    make_user: Callable[..., User],
    login_as: Callable[[TestClient, User], str],
) -> None:
    start = utcnow() - timedelta(days=1)
    admin = make_user(role="admin", name="Shop Admin", email="admin@khadi.test", time=start)
    for n in range(1, 26):
        make_user(
            name=f"Shopper {n:02d}",
            email=f"shopper{n:02d}@example.com",
            time=start + timedelta(minutes=n),
        )
    make_user(name="Ravi_100%", email="ravi@example.in", time=start + timedelta(hours=2))
    login_as(client, admin)

    first = client.get(USERS).json()
    assert (first["total"], first["page"], first["pageSize"]) == (27, 1, 20)
    assert len(first["items"]) == 20
    newest = first["items"][0]
    assert set(newest) == {"id", "name", "email", "role", "phone", "time"}
    assert (newest["name"], newest["role"], newest["phone"]) == ("Ravi_100%", "user", "9876543210")
    assert first["items"][1]["name"] == "Shopper 25"

    last = client.get(USERS, params={"page": 2, "pageSize": 20}).json()
    assert [u["email"] for u in last["items"]][-1] == "admin@khadi.test"
    assert last["items"][-1]["role"] == "admin"
    assert len(last["items"]) == 7

    found = client.get(USERS, params={"q": "SHOPPER 1"}).json()
    assert found["total"] == 10  # Shopper 10..19
    assert client.get(USERS, params={"q": "example.in"}).json()["total"] == 1
    assert client.get(USERS, params={"q": "_100%"}).json()["total"] == 1  # literal, not wildcards
    assert client.get(USERS, params={"q": "%"}).json()["total"] == 1


def test_paging_limits_are_checked(
    client: TestClient, make_user: Callable[..., User], login_as: Callable[[TestClient, User], str]
) -> None:
    login_as(client, make_user(role="admin"))
    for params in ({"page": 0}, {"pageSize": 0}, {"pageSize": 101}, {"q": "x" * 101}):
        response = client.get(USERS, params=params)
        assert response.status_code == 422, params
        assert response.json()["error"] == "validation_error"
