"""The editable pages and the tagline in Kannada and Hindi (issue 18): admins write all three
languages at once, shoppers read theirs with each empty text falling back to the English."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient

from khadi.accounts.models import User
from khadi.events import CATALOG
from tests.shop.support import ADMIN_SHOP, SHOP, settings_form
from tests.shop.test_pages import ADMIN_PAGES, FORMS, PAGES

LoginAs = Callable[[TestClient, User], str]
ABOUT_KN = "ಖಾದಿ ನಮ್ಮ ಹೆಮ್ಮೆ. {shop} ೧೯೫೦ ರಿಂದ."
FAQ = {
    "version": 0,
    "items": [
        {"question": "Why khadi?", "answer": "It breathes."},
        {"question": "Do you ship?", "answer": "Across India."},
    ],
}


def test_a_fresh_page_has_empty_translations_and_the_shopper_sees_english(
    admin_client: TestClient,
) -> None:
    page = admin_client.get(f"{ADMIN_PAGES}/faq").json()
    assert page["version"] == 0 and len(page["items"]) == 9
    assert page["kn"]["items"] == [{"question": "", "answer": ""}] * 9
    assert (
        admin_client.get(f"{PAGES}/faq?lang=kn").json() == admin_client.get(f"{PAGES}/faq").json()
    )


def test_a_translation_is_saved_and_shown_field_by_field(admin_client: TestClient) -> None:
    form = {
        **FORMS["about"](0),
        "kn": {
            "intro": f"  {ABOUT_KN}  ",
            "values": [{"title": "ಗುಣಮಟ್ಟ", "text": ""}],
            "team": [{"role": "ನೇಕಾರರು", "text": ""}],
        },
        "hi": {"mission": "कातो।"},
    }
    saved = admin_client.put(f"{ADMIN_PAGES}/about", json=form)
    assert saved.status_code == 200, saved.text
    assert saved.json()["kn"] == {
        "intro": ABOUT_KN,
        "mission": "",
        "vision": "",
        "values": [{"title": "ಗುಣಮಟ್ಟ", "text": ""}],
        "team": [{"role": "ನೇಕಾರರು", "text": ""}],
    }
    assert admin_client.get(f"{ADMIN_PAGES}/about").json() == saved.json()

    kannada = admin_client.get(f"{PAGES}/about?lang=kn").json()
    assert kannada["intro"] == ABOUT_KN
    assert kannada["mission"] == "Spin."  # not translated: the English
    assert kannada["values"] == [{"title": "ಗುಣಮಟ್ಟ", "text": "Checked."}]
    assert kannada["team"][0]["name"] == "Asha" and kannada["team"][0]["role"] == "ನೇಕಾರರು"
    assert "kn" not in kannada and "hi" not in kannada
    hindi = admin_client.get(f"{PAGES}/about?lang=hi").json()
    assert hindi["intro"] == "{shop} since 1950." and hindi["mission"] == "कातो।"
    assert admin_client.get(f"{PAGES}/about").json()["intro"] == "{shop} since 1950."


def test_a_form_without_translations_keeps_them(admin_client: TestClient) -> None:
    first = {**FORMS["careers"](0), "kn": {"body": "ಉದ್ಯೋಗಗಳು"}}
    assert admin_client.put(f"{ADMIN_PAGES}/careers", json=first).status_code == 200
    second = admin_client.put(f"{ADMIN_PAGES}/careers", json=FORMS["careers"](1))
    assert second.json()["kn"] == {"body": "ಉದ್ಯೋಗಗಳು"}
    cleared = admin_client.put(f"{ADMIN_PAGES}/careers", json={**FORMS["careers"](2), "kn": {}})
    assert cleared.json()["kn"] == {"body": ""}


def test_translated_items_pair_with_the_english_by_position(admin_client: TestClient) -> None:
    form = {
        **FAQ,
        "kn": {"items": [{"answer": "ಉಸಿರಾಡುತ್ತದೆ."}, {}, {"question": "extra", "answer": "x"}]},
    }
    saved = admin_client.put(f"{ADMIN_PAGES}/faq", json=form).json()
    assert saved["kn"]["items"] == [
        {"question": "", "answer": "ಉಸಿರಾಡುತ್ತದೆ."},
        {"question": "", "answer": ""},
    ]
    shown = admin_client.get(f"{PAGES}/faq?lang=kn").json()["items"]
    assert shown == [
        {"question": "Why khadi?", "answer": "ಉಸಿರಾಡುತ್ತದೆ."},
        {"question": "Do you ship?", "answer": "Across India."},
    ]
    # the admin removed the first question (and its translation): the rest stay paired
    fewer = {"version": 1, "items": FAQ["items"][1:], "kn": {"items": [{"answer": "ಭಾರತದಾದ್ಯಂತ."}]}}
    admin_client.put(f"{ADMIN_PAGES}/faq", json=fewer)
    shown = admin_client.get(f"{PAGES}/faq?lang=kn").json()["items"]
    assert shown == [{"question": "Do you ship?", "answer": "ಭಾರತದಾದ್ಯಂತ."}]


@pytest.mark.parametrize(
    ("translation", "field", "message"),
    [
        ({"body": "x" * 20_001}, "kn.body", "Must be at most 20,000 characters"),
        ({"body": "ಸಾಲು\u0007"}, "kn.body", "Must not contain control characters"),
    ],
)
def test_bad_translations_are_refused_on_their_field(
    admin_client: TestClient, translation: dict[str, str], field: str, message: str
) -> None:
    form = {**FORMS["careers"](0), "kn": translation}
    response = admin_client.put(f"{ADMIN_PAGES}/careers", json=form)
    assert response.status_code == 422
    assert response.json()["fields"] == {field: message}
    assert admin_client.get(f"{PAGES}/careers").json()["version"] == 0


def test_line_fields_refuse_line_breaks_and_markdown_keeps_them(admin_client: TestClient) -> None:
    bad = {**FAQ, "hi": {"items": [{"question": "क्यों\nखादी?", "answer": "a\n\nb"}]}}
    response = admin_client.put(f"{ADMIN_PAGES}/faq", json=bad)
    assert response.json()["fields"] == {
        "hi.items.0.question": "Must not contain control characters"
    }
    good = {**FAQ, "hi": {"items": [{"question": "क्यों?", "answer": "a\n\nb\tc"}]}}
    assert admin_client.put(f"{ADMIN_PAGES}/faq", json=good).json()["hi"]["items"][0] == {
        "question": "क्यों?",
        "answer": "a\n\nb\tc",
    }


def test_a_stale_version_is_refused_with_translations_too(
    admin_client: TestClient, app: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    sent: list[Any] = []
    monkeypatch.setattr(app.state.events, "publish", lambda *event: sent.append(event))
    form = {**FORMS["careers"](0), "kn": {"body": "ಒಂದು"}}
    assert admin_client.put(f"{ADMIN_PAGES}/careers", json=form).status_code == 200
    stale = admin_client.put(f"{ADMIN_PAGES}/careers", json={**form, "kn": {"body": "ಎರಡು"}})
    assert stale.status_code == 409 and stale.json()["error"] == "edit_conflict"
    assert admin_client.get(f"{PAGES}/careers?lang=kn").json()["body"] == "ಒಂದು"
    assert sent == [(CATALOG, "page", {"slug": "careers", "version": 1})]


def test_an_unknown_language_is_refused(client: TestClient) -> None:
    assert client.get(f"{PAGES}/about?lang=fr").status_code == 422


def test_the_admin_read_and_writes_are_admin_only(
    client: TestClient, make_user: Callable[..., User], login_as: LoginAs
) -> None:
    form = {**FORMS["careers"](0), "kn": {"body": "ಒಂದು"}}
    assert client.get(f"{ADMIN_PAGES}/careers").status_code == 401
    assert client.put(f"{ADMIN_PAGES}/careers", json=form).status_code == 401
    login_as(client, make_user())
    assert client.get(f"{ADMIN_PAGES}/careers").status_code == 403
    assert client.put(f"{ADMIN_PAGES}/careers", json=form).status_code == 403
    assert client.get(f"{PAGES}/careers?lang=kn").json()["version"] == 0


def test_the_tagline_has_kannada_and_hindi_versions(admin_client: TestClient) -> None:
    assert admin_client.get(SHOP).json()["taglineKn"] == ""
    form = settings_form(taglineKn=" ಗದಗದಲ್ಲಿ ಕೈಯಿಂದ ನೂತದ್ದು ", taglineHi="गदग में हाथ से काता")
    saved = admin_client.put(ADMIN_SHOP, json=form)
    assert saved.status_code == 200, saved.text
    shop = admin_client.get(SHOP).json()
    assert shop["taglineKn"] == "ಗದಗದಲ್ಲಿ ಕೈಯಿಂದ ನೂತದ್ದು" == saved.json()["taglineKn"]
    assert shop["taglineHi"] == "गदग में हाथ से काता" and shop["tagline"] == "Handspun in Gadag"
    # a form without them (an older dashboard) keeps them; '' clears
    kept = admin_client.put(ADMIN_SHOP, json=settings_form(1)).json()
    assert kept["taglineKn"] == "ಗದಗದಲ್ಲಿ ಕೈಯಿಂದ ನೂತದ್ದು"
    cleared = admin_client.put(ADMIN_SHOP, json=settings_form(2, taglineKn="")).json()
    assert cleared["taglineKn"] == "" and cleared["taglineHi"] == "गदग में हाथ से काता"


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("x" * 201, "Must be at most 200 characters"),
        ("ಒಂದು\nಎರಡು", "Must not contain control characters"),
    ],
)
def test_a_bad_tagline_translation_is_refused(
    admin_client: TestClient, value: str, message: str
) -> None:
    response = admin_client.put(ADMIN_SHOP, json=settings_form(taglineHi=value))
    assert response.status_code == 422
    assert response.json()["fields"] == {"taglineHi": message}
