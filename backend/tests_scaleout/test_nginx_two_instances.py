"""Scale-out on real parts (issue 8, docs/deploy.md): two `khadi serve` processes on one PostgreSQL
database behind nginx, each reached both through nginx (HTTPS, the shop's address) and directly.

Sessions, live events, catalogue edits, the login limit and uploads must not care which instance
answers. Every wait is bounded; the rig is described in tests_scaleout/cluster.py.
"""

from __future__ import annotations

import base64
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from khadi.accounts.errors import LOGIN_CODE_SENT
from tests.streams import EventStream
from tests.waits import wait_until
from tests_scaleout.cluster import UPSTREAM_HEADER, Cluster
from tests_scaleout.conftest import (
    SHOPPER_PASSWORD,
    log_in,
    noisy_png,
    product_form,
    sign_up,
    upload_image,
)

LOGIN = "/api/v1/auth/login"
ME = "/api/v1/auth/me"
INVALID_CREDENTIALS = "Invalid credentials"
BLOCKED = "Too many failed login attempts. Please try again in 15 minutes."
TUS = "/api/v1/admin/uploads/tus"
TUS_V1 = {"Tus-Resumable": "1.0.0"}


@contextmanager
def event_stream(
    cluster: Cluster, base_url: str, token: str | None = None
) -> Iterator[EventStream]:
    with (
        cluster.client(base_url, token=token) as client,
        client.stream("GET", "/api/v1/events") as response,
    ):
        assert response.status_code == 200
        yield EventStream(response)


def the_other_instance(cluster: Cluster, upstream: str) -> str:
    """The instance nginx did not pick for a request it answered through `upstream`."""
    return cluster.instances[1 - cluster.upstreams.index(upstream)]


def login_answer(
    cluster: Cluster, base_url: str, email: str, password: str, source: str, **headers: str
) -> tuple[int, str]:
    with cluster.client(base_url, source=source) as client:
        response = client.post(LOGIN, json={"email": email, "password": password}, headers=headers)
    return response.status_code, response.json().get("message", "")


# --- (a) sessions -----------------------------------------------------------------------------


def test_a_session_started_on_one_instance_works_on_the_other_and_through_nginx(
    cluster: Cluster,
) -> None:
    a, b = cluster.instances
    email = sign_up(cluster, cluster.site)
    with cluster.client(a) as on_a:
        login = on_a.post(LOGIN, json={"email": email, "password": SHOPPER_PASSWORD})
    assert login.status_code == 200, login.text
    cookie = login.headers["set-cookie"]
    attributes = {part.strip().lower() for part in cookie.split(";")[1:]}
    # Production's cookie, host-only (no Domain): valid whichever instance answers the shop's host.
    assert {"httponly", "secure", "path=/", "samesite=lax"} <= attributes
    assert not any(attribute.startswith("domain=") for attribute in attributes)
    token = login.cookies["khadi_session"]

    with cluster.client(b, token=token) as on_b:
        me = on_b.get(ME)
    assert me.status_code == 200
    assert me.json()["uid"] == login.json()["uid"]

    # As a browser does: log in at the shop's HTTPS address and let the cookie jar carry the
    # Secure cookie; nginx spreads the requests over both instances.
    with cluster.client(cluster.site) as browser:
        assert browser.post(LOGIN, json={"email": email, "password": SHOPPER_PASSWORD}).is_success
        answered_by = set()
        for _ in range(4):
            me = browser.get(ME)
            assert me.status_code == 200
            assert me.json()["email"] == email
            answered_by.add(me.headers[UPSTREAM_HEADER])
    assert answered_by == set(cluster.upstreams)

    # Logging out through B ends the session on A too.
    with cluster.client(b, token=token) as on_b:
        assert on_b.post("/api/v1/auth/logout").status_code == 204
    with cluster.client(a, token=token) as on_a:
        assert on_a.get(ME).status_code == 401


def test_the_shop_origin_passes_and_other_sites_are_refused_behind_nginx(
    cluster: Cluster,
) -> None:
    """The instances see Host and X-Forwarded-Proto from nginx; KHADI_SITE_URL names the public
    address, so the shop's own pages pass the cross-site check on every instance."""
    email = sign_up(cluster, cluster.instances[1])
    for base_url in (cluster.site, *cluster.instances):
        ok = login_answer(cluster, base_url, email, SHOPPER_PASSWORD, "127.0.0.1")
        assert ok == (200, "")
        refused = login_answer(
            cluster, base_url, email, SHOPPER_PASSWORD, "127.0.0.1", Origin="https://evil.example"
        )
        assert refused == (403, "Cross-site request refused")
    with cluster.client(cluster.site) as browser:
        robots = browser.get("/robots.txt")
    assert f"Sitemap: {cluster.site}/sitemap.xml" in robots.text


# --- (b) live events --------------------------------------------------------------------------


def test_live_events_cross_instances_and_pass_nginx_unbuffered(
    cluster: Cluster, product: dict[str, Any]
) -> None:
    a, b = cluster.instances
    email = sign_up(cluster, b)
    token = log_in(cluster, a, email, SHOPPER_PASSWORD)

    with event_stream(cluster, a, token) as on_a, cluster.client(b, token=token) as through_b:
        assert on_a.wait_for("ready") == {"signedIn": True}
        added = through_b.post("/api/v1/cart/lines", json={"productId": product["id"]})
        assert added.status_code == 200, added.text
        assert on_a.wait_for("cart") == {"cartTotalItems": 1}

    # A tab connected through nginx hears a change made on the instance it is not connected to;
    # only an unbuffered proxy hands the small event frames on at once.
    with event_stream(cluster, cluster.site, token) as via_nginx:
        assert via_nginx.wait_for("ready") == {"signedIn": True}
        elsewhere = the_other_instance(cluster, via_nginx.response.headers[UPSTREAM_HEADER])
        with cluster.client(elsewhere, token=token) as other:
            toggled = other.post("/api/v1/wishlist/toggle", json={"productId": product["id"]})
        assert toggled.status_code == 200, toggled.text
        assert via_nginx.wait_for("wishlist") == {"count": 1}


# --- (c) catalogue edits ----------------------------------------------------------------------


def test_an_admin_edit_on_one_instance_is_served_by_both(
    cluster: Cluster, admin_token: str, product: dict[str, Any]
) -> None:
    a, b = cluster.instances
    path = f"/api/v1/products/{product['id']}"
    with cluster.client(a) as on_a, cluster.client(b) as on_b:
        for instance in (on_a, on_b):  # both hold the catalogue as it was
            assert instance.get(path).json()["price"] == 45000

        with event_stream(cluster, b) as guest_on_b:
            assert guest_on_b.wait_for("ready") == {"signedIn": False}
            images = [{"key": key} for key in product["imageKeys"]]
            form = product_form(images[0], title="Forest Honey, 500 g", price="475.50")
            with cluster.client(a, token=admin_token) as admin:
                edited = admin.put(f"/api/v1/admin/products/{product['id']}", json=form)
            assert edited.status_code == 200, edited.text

            def still_old() -> list[str]:
                old = []
                for name, instance in (("A", on_a), ("B", on_b)):
                    served = instance.get(path).json()
                    if (served["title"], served["price"]) != ("Forest Honey, 500 g", 47550):
                        old.append(name)
                return old

            assert wait_until(lambda: not still_old()), f"still the old product on {still_old()}"
            assert "version" in guest_on_b.wait_for("catalog")


# --- (d) the login limit ----------------------------------------------------------------------


def test_an_account_under_attack_asks_for_a_code_on_every_instance(cluster: Cluster) -> None:
    """Ten failures for one account, spread over A, B and nginx, each from an address of its
    own, put the account under attack everywhere. That used to lock its owner out (issue 29);
    now the right password from a new address is asked for a code, which an instance's mail
    worker e-mails and which logs the owner in through nginx."""
    a, b = cluster.instances
    email = sign_up(cluster, a)
    routes = (a, b, cluster.site)
    for attempt in range(10):
        answer = login_answer(
            cluster, routes[attempt % 3], email, "wrong-password", f"127.0.1.{attempt + 1}"
        )
        assert answer == (401, INVALID_CREDENTIALS)
    for base_url in (a, b):
        assert login_answer(cluster, base_url, email, SHOPPER_PASSWORD, "127.0.1.100") == (
            401,
            LOGIN_CODE_SENT,
        )
    with cluster.client(cluster.site, source="127.0.1.101") as owner:
        body = {"email": email, "password": SHOPPER_PASSWORD}
        assert owner.post(LOGIN, json=body).json()["error"] == "login_code_required"

        def codes() -> list[str]:
            mails = [m for m in cluster.inbox.to(email) if "login code" in m.subject]
            return [m.subject.rsplit(" ", 1)[-1] for m in mails] if len(mails) == 3 else []

        sent = wait_until(codes)
        assert sent, "the three login codes were not e-mailed"
        answers = [owner.post(f"{LOGIN}/code", json={"code": code}).status_code for code in sent]
        assert answers.count(200) == 1  # only the code of this browser's challenge
        assert owner.get("/api/v1/auth/me").json()["email"] == email


def test_the_address_limit_counts_the_shopper_behind_nginx_not_nginx(cluster: Cluster) -> None:
    a, b = cluster.instances
    email = sign_up(cluster, b)
    shopper, neighbour = "127.0.2.1", "127.0.2.2"
    routes = (a, b, cluster.site)
    for attempt in range(10):
        answer = login_answer(
            cluster, routes[attempt % 3], f"nobody-{attempt}@khadi.test", "wrong-pass", shopper
        )
        assert answer == (401, INVALID_CREDENTIALS)
    for base_url in routes:
        assert login_answer(cluster, base_url, email, SHOPPER_PASSWORD, shopper) == (429, BLOCKED)
    # A made-up X-Forwarded-For does not help: the instances believe it only from nginx, and
    # nginx appends the address it really sees.
    for base_url in routes:
        spoofed = login_answer(
            cluster, base_url, email, SHOPPER_PASSWORD, shopper, **{"X-Forwarded-For": neighbour}
        )
        assert spoofed == (429, BLOCKED)
    # Another shopper behind the same nginx is not blocked: nginx forwards each one's address.
    assert login_answer(cluster, cluster.site, email, SHOPPER_PASSWORD, neighbour) == (200, "")


# --- uploads ----------------------------------------------------------------------------------


def test_uploads_pass_nginx_and_every_instance_serves_them(
    cluster: Cluster, admin_token: str
) -> None:
    photo = noisy_png(620, 620)
    assert len(photo) > 1024 * 1024  # over nginx's default 1 MB body limit
    image = upload_image(cluster, admin_token, photo, cluster.site)
    for base_url in cluster.instances:
        with cluster.client(base_url) as instance:
            served = instance.get(image["url"])
        assert served.status_code == 200
        assert served.headers["content-type"].startswith("image/")


def test_a_resumable_upload_continues_on_another_instance(
    cluster: Cluster, admin_token: str
) -> None:
    a, b = cluster.instances
    photo = noisy_png(300, 300)
    half = len(photo) // 2
    metadata = "filename " + base64.b64encode(b"honey-jar.png").decode()
    with cluster.client(cluster.site, token=admin_token) as via_nginx:
        created = via_nginx.post(
            TUS, headers={**TUS_V1, "Upload-Length": str(len(photo)), "Upload-Metadata": metadata}
        )
    assert created.status_code == 201, created.text
    location = created.headers["location"]
    assert location.startswith(TUS + "/")  # a path: right whatever host the browser used

    def send(base_url: str, offset: int, data: bytes) -> int:
        headers = {
            **TUS_V1,
            "Upload-Offset": str(offset),
            "Content-Type": "application/offset+octet-stream",
        }
        with cluster.client(base_url, token=admin_token) as client:
            sent = client.patch(location, content=data, headers=headers)
        assert sent.status_code == 204, sent.text
        return int(sent.headers["upload-offset"])

    assert send(a, 0, photo[:half]) == half
    with cluster.client(b, token=admin_token) as on_b:
        assert on_b.head(location, headers=TUS_V1).headers["upload-offset"] == str(half)
    assert send(cluster.site, half, photo[half:]) == len(photo)
    with cluster.client(b, token=admin_token) as on_b:
        stored = on_b.get(location)
    assert stored.status_code == 200, stored.text
    with cluster.client(a) as on_a:
        assert on_a.get(stored.json()["url"]).status_code == 200
