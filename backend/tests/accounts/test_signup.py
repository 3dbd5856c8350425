"""Sign-up: spec §5 rules with the shop's exact messages, on the real app and database."""

from __future__ import annotations

from contextlib import ExitStack
from functools import partial
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from hypothesis import given
from hypothesis import strategies as st
from sqlalchemy import select
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.accounts.service import is_valid_phone, phone_digits
from tests.waits import run_together

SIGNUP = "/api/v1/auth/signup"


def _form(**changes: Any) -> dict[str, Any]:
    form = {
        "name": "Asha Shopper",
        "phone": "9876543210",
        "email": "asha@example.com",
        "password": "secret-12",
        "confirmPassword": "secret-12",
    }
    form.update(changes)
    return {k: v for k, v in form.items() if v is not None}


@pytest.mark.parametrize(
    ("cookie", "accept_language", "saved"),
    [
        ("kn", None, "kn"),  # browsed in Kannada: signs up in Kannada (their mails follow it)
        (None, "hi-IN,hi;q=0.9,en;q=0.5", "hi"),  # never picked: the browser's language
        ("en", "kn", "en"),  # picked English on a Kannada browser
        ("xx", None, "en"),  # anything else: English
    ],
)
def test_a_new_account_keeps_the_language_the_visitor_browsed_in(
    client: TestClient,
    db_session: Session,
    cookie: str | None,
    accept_language: str | None,
    saved: str,
) -> None:
    if cookie is not None:
        client.cookies.set("khadi_lang", cookie)
    headers = {"Accept-Language": accept_language} if accept_language else {}
    response = client.post(SIGNUP, json=_form(), headers=headers)

    assert response.status_code == 201, response.text
    assert response.json()["language"] == saved
    assert db_session.scalars(select(User)).one().language == saved


def _refused(client: TestClient, form: dict[str, Any]) -> dict[str, Any]:
    response = client.post(SIGNUP, json=form)
    assert response.status_code == 422, response.text
    body: dict[str, Any] = response.json()
    assert body["error"] == "validation_error"
    return body


def test_signup_creates_a_shopper(client: TestClient, db_session: Session) -> None:
    response = client.post(SIGNUP, json=_form(email="  Asha@Example.COM ", name=" Asha Shopper "))

    assert response.status_code == 201
    body = response.json()
    assert set(body) == {"uid", "name", "email", "phone", "role", "language"}
    assert body["language"] == "en"
    assert body["email"] == "asha@example.com"
    assert body["name"] == "Asha Shopper"
    assert body["phone"] == "9876543210"
    assert body["role"] == "user"
    user = db_session.scalars(select(User)).one()
    assert user.id == body["uid"]
    assert user.role == "user"
    assert user.password_hash.startswith("$argon2id$")
    assert "secret-12" not in user.password_hash
    assert user.time is not None
    assert "set-cookie" not in response.headers  # spec §2: sign-up then goes to /login


def test_signup_never_makes_an_admin(client: TestClient, db_session: Session) -> None:
    response = client.post(SIGNUP, json={**_form(), "role": "admin", "uid": "chosen-id"})

    assert response.status_code == 201
    assert response.json()["role"] == "user"
    user = db_session.scalars(select(User)).one()
    assert (user.role, user.id != "chosen-id") == ("user", True)


@pytest.mark.parametrize(
    ("field", "message"),
    [
        ("name", "Name is required"),
        ("phone", "Phone number is required"),
        ("email", "Email is required"),
        ("password", "Password is required"),
    ],
)
def test_each_of_the_four_fields_is_required(client: TestClient, field: str, message: str) -> None:
    for missing in (None, "", "   " if field != "password" else ""):
        changes: dict[str, Any] = {field: missing}
        if field == "password":
            changes["confirmPassword"] = missing
        body = _refused(client, _form(**changes))
        assert body["fields"] == {field: message}
        assert body["message"] == message


def test_all_missing_fields_are_reported_at_once(client: TestClient) -> None:
    body = _refused(client, {})
    assert body["fields"] == {
        "name": "Name is required",
        "phone": "Phone number is required",
        "email": "Email is required",
        "password": "Password is required",
    }
    assert body["message"] == "Name is required"


def test_passwords_must_match(client: TestClient) -> None:
    body = _refused(client, _form(confirmPassword="secret-13"))
    assert body["fields"] == {"confirmPassword": "Passwords do not match."}
    assert body["message"] == "Passwords do not match."
    assert _refused(client, _form(confirmPassword=None))["fields"] == {
        "confirmPassword": "Passwords do not match."
    }


@pytest.mark.parametrize(
    "phone",
    [
        "5876543210",
        "987654321",
        "98765432100",
        "98765abcde",
        "+91 58765 43210",
        "+1 98765 43210",
        "0 58765 43210",
        "(98765) 43210",
    ],
)
def test_phone_is_ten_digits_starting_6_to_9(client: TestClient, phone: str) -> None:
    body = _refused(client, _form(phone=phone))
    assert body["fields"] == {"phone": "Please enter a valid phone number"}
    assert body["message"] == "Please enter a valid phone number"


@pytest.mark.parametrize("phone", ["6000000000", "7123456789", "8999999999", " 9876543210 "])
def test_valid_phones_are_accepted(client: TestClient, phone: str) -> None:
    response = client.post(SIGNUP, json=_form(phone=phone))
    assert response.status_code == 201
    assert response.json()["phone"] == phone.strip()


@pytest.mark.parametrize(
    "phone",
    ["98450 12345", "+91 98450 12345", "+91-98450-12345", "098450 12345", "919845012345"],
)
def test_phones_written_with_spaces_dashes_and_prefixes_keep_their_ten_digits(
    client: TestClient, phone: str
) -> None:
    """Issue 28: sign-up took only ten bare digits."""
    response = client.post(SIGNUP, json=_form(phone=phone))
    assert response.status_code == 201, response.text
    assert response.json()["phone"] == "9845012345"


@given(st.from_regex(r"\A[6-9][0-9]{9}\Z"))
def test_every_ten_digit_number_from_6_to_9_is_a_phone(phone: str) -> None:
    assert is_valid_phone(phone)


@given(st.text(max_size=18))
def test_anything_else_is_not_a_phone(text: str) -> None:
    """A phone is ten digits from 6–9 on, written with nothing but spaces, dashes and a +91 or 0
    prefix; no other character ever passes."""
    if is_valid_phone(text):
        assert all(c.isdigit() or c.isspace() or c in "+-" for c in text)
        digits = "".join(c for c in text if c.isdigit())
        assert digits[-10:][0] in "6789"
        assert digits[:-10] in ("", "91", "0")


@given(st.from_regex(r"\A[6-9][0-9]{9}\Z"), st.sampled_from(["", "+91", "+91 ", "0", "91"]))
def test_a_phone_with_a_prefix_and_spaces_is_its_ten_digits(phone: str, prefix: str) -> None:
    written = prefix + phone[:5] + " " + phone[5:]
    assert phone_digits(written) == phone


def test_password_has_at_least_six_characters(client: TestClient) -> None:
    body = _refused(client, _form(password="12345", confirmPassword="12345"))
    assert body["fields"] == {"password": "Password must be at least 6 characters"}
    assert body["message"] == "Password must be at least 6 characters"
    six = client.post(SIGNUP, json=_form(password="123456", confirmPassword="123456"))
    assert six.status_code == 201


@pytest.mark.parametrize(
    "email", ["asha", "asha@", "@example.com", "asha@example", "as ha@example.com", "a@b@c.com"]
)
def test_email_must_look_like_an_email(client: TestClient, email: str) -> None:
    body = _refused(client, _form(email=email))
    assert body["fields"] == {"email": "Please enter a valid email"}


def test_lengths_are_capped(client: TestClient) -> None:
    assert _refused(client, _form(name="a" * 101))["fields"] == {
        "name": "Name must be at most 100 characters"
    }
    assert _refused(client, _form(email="a" * 243 + "@example.com"))["fields"] == {
        "email": "Email must be at most 254 characters"
    }
    long = "p" * 257
    assert _refused(client, _form(password=long, confirmPassword=long))["fields"] == {
        "password": "Password must be at most 256 characters"
    }
    ok = "p" * 256
    response = client.post(SIGNUP, json=_form(name="a" * 100, password=ok, confirmPassword=ok))
    assert response.status_code == 201


def test_required_comes_before_the_other_rules(client: TestClient) -> None:
    body = _refused(client, _form(name="", phone="123", password="12", confirmPassword="13"))
    assert body["message"] == "Name is required"
    assert body["fields"] == {
        "name": "Name is required",
        "confirmPassword": "Passwords do not match.",
        "phone": "Please enter a valid phone number",
        "password": "Password must be at least 6 characters",
    }


def test_wrong_types_get_the_envelope(client: TestClient) -> None:
    body = _refused(client, {**_form(), "phone": 9876543210})
    assert "phone" in body["fields"]


def test_an_email_can_sign_up_once(client: TestClient, db_session: Session) -> None:
    assert client.post(SIGNUP, json=_form()).status_code == 201

    again = client.post(SIGNUP, json=_form(email=" ASHA@example.com", name="Someone Else"))

    assert again.status_code == 409
    assert again.json() == {
        "error": "email_in_use",
        "message": "Email is already in use.",
        "fields": {},
        "reason": "accounts.email_in_use",
        "params": {},
    }
    assert len(db_session.scalars(select(User)).all()) == 1


def test_simultaneous_signups_with_one_email_make_one_account(
    app: FastAPI, db_session: Session
) -> None:
    """The unique e-mail decides a race the pre-check cannot see (STYLE.md: designed races)."""
    with ExitStack() as stack:
        clients = [stack.enter_context(TestClient(app)) for _ in range(5)]
        responses = run_together(
            [partial(c.post, SIGNUP, json=_form(name=f"Racer {n}")) for n, c in enumerate(clients)]
        )
    statuses = sorted(response.status_code for response in responses)

    assert statuses == [201, 409, 409, 409, 409]
    assert len(db_session.scalars(select(User)).all()) == 1
