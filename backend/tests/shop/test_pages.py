"""Editable pages: defaults with placeholders, admin-only saves, limits, stale versions."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient

from khadi.accounts.models import User
from khadi.events import CATALOG
from khadi.shop.defaults import TERMS_TITLES
from tests.media import images

LoginAs = Callable[[TestClient, User], str]
PAGES = "/api/v1/pages"
ADMIN_PAGES = "/api/v1/admin/pages"
HOSTILE_MARKDOWN = "[click](javascript:alert(1)) <script>alert(2)</script> **bold**"


def terms_form(version: int = 0, **changes: str) -> dict[str, Any]:
    sections = [{"title": t, "body": changes.get(t, f"About {t}.")} for t in TERMS_TITLES]
    return {"version": version, "sections": sections}


FORMS: dict[str, Callable[[int], dict[str, Any]]] = {
    "about": lambda v: {
        "version": v,
        "intro": "{shop} since 1950.",
        "mission": "Spin.",
        "vision": "Weave.",
        "values": [{"title": "Quality", "text": "Checked."}],
        "team": [{"name": "Asha", "role": "Weaver", "text": "Weaves.", "photoKey": ""}],
    },
    "careers": lambda v: {"version": v, "body": "## Jobs\n\nWrite to {email}."},
    "faq": lambda v: {"version": v, "items": [{"question": "Why?", "answer": "*Because*."}]},
    "terms": terms_form,
}


def test_fresh_pages_show_the_defaults(client: TestClient) -> None:
    about = client.get(f"{PAGES}/about").json()
    assert about["version"] == 0 and about["team"] == []
    assert [v["title"] for v in about["values"]][:2] == ["Sustainability", "Authenticity"]
    terms = client.get(f"{PAGES}/terms").json()
    assert [s["title"] for s in terms["sections"]] == list(TERMS_TITLES)
    assert len(TERMS_TITLES) == 11
    assert "Welcome to {shop}." in terms["sections"][0]["body"]
    assert len(client.get(f"{PAGES}/faq").json()["items"]) == 9
    assert "{email}" in client.get(f"{PAGES}/careers").json()["body"]
    assert client.get(f"{PAGES}/privacy").status_code == 404


@pytest.mark.parametrize("slug", sorted(FORMS))
def test_writes_are_admin_only(
    client: TestClient, make_user: Callable[..., User], login_as: LoginAs, slug: str
) -> None:
    assert client.put(f"{ADMIN_PAGES}/{slug}", json=FORMS[slug](0)).status_code == 401
    login_as(client, make_user())
    assert client.put(f"{ADMIN_PAGES}/{slug}", json=FORMS[slug](0)).status_code == 403
    assert client.get(f"{PAGES}/{slug}").json()["version"] == 0


@pytest.mark.parametrize("slug", sorted(FORMS))
def test_an_admin_saves_and_a_stale_version_is_refused(
    admin_client: TestClient, app: Any, monkeypatch: pytest.MonkeyPatch, slug: str
) -> None:
    sent: list[Any] = []
    monkeypatch.setattr(app.state.events, "publish", lambda *event: sent.append(event))
    first = admin_client.put(f"{ADMIN_PAGES}/{slug}", json=FORMS[slug](0))
    assert first.status_code == 200, first.text
    assert first.json()["version"] == 1
    assert admin_client.get(f"{ADMIN_PAGES}/{slug}").json() == first.json()
    english = {k: v for k, v in first.json().items() if k not in ("kn", "hi")}
    assert admin_client.get(f"{PAGES}/{slug}").json() == english

    stale = admin_client.put(f"{ADMIN_PAGES}/{slug}", json=FORMS[slug](0))
    assert stale.status_code == 409
    assert stale.json()["error"] == "edit_conflict"
    assert stale.json()["message"].startswith("Someone else saved this page")
    assert admin_client.put(f"{ADMIN_PAGES}/{slug}", json=FORMS[slug](1)).status_code == 200
    assert sent == [
        (CATALOG, "page", {"slug": slug, "version": 1}),
        (CATALOG, "page", {"slug": slug, "version": 2}),
    ]


def test_markdown_is_stored_as_written(admin_client: TestClient) -> None:
    form = {"version": 0, "body": HOSTILE_MARKDOWN}
    assert admin_client.put(f"{ADMIN_PAGES}/careers", json=form).json()["body"] == HOSTILE_MARKDOWN


def test_markdown_over_the_limit_is_refused(admin_client: TestClient) -> None:
    response = admin_client.put(f"{ADMIN_PAGES}/careers", json={"version": 0, "body": "x" * 20_001})
    assert response.status_code == 422
    assert response.json()["fields"] == {"body": "Must be at most 20,000 characters"}


def test_terms_keep_eleven_sections(admin_client: TestClient) -> None:
    form = terms_form()
    form["sections"] = form["sections"][:10]
    response = admin_client.put(f"{ADMIN_PAGES}/terms", json=form)
    assert response.status_code == 422
    assert response.json()["fields"]["sections"] == "Terms must have exactly 11 sections"
    form = terms_form()
    form["sections"][3]["title"] = " "
    response = admin_client.put(f"{ADMIN_PAGES}/terms", json=form)
    assert response.json()["fields"] == {"sections.3.title": "Title is required"}


def test_faq_needs_questions_and_answers(admin_client: TestClient) -> None:
    form = {"version": 0, "items": [{"question": "", "answer": ""}]}
    fields = admin_client.put(f"{ADMIN_PAGES}/faq", json=form).json()["fields"]
    assert fields == {
        "items.0.question": "Question is required",
        "items.0.answer": "Answer is required",
    }


def test_team_photos_are_uploaded_images(admin_client: TestClient) -> None:
    form = FORMS["about"](0)
    form["team"][0]["photoKey"] = "products/missing.webp"
    response = admin_client.put(f"{ADMIN_PAGES}/about", json=form)
    assert response.json()["fields"] == {"team.0.photoKey": "Image not found: upload it first"}

    key = images.upload(admin_client, images.png(), "asha.png").json()["key"]
    form["team"][0]["photoKey"] = key
    member = admin_client.put(f"{ADMIN_PAGES}/about", json=form).json()["team"][0]
    assert member["photoKey"] == key and member["photo"]["key"] == key
