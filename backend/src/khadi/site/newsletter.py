"""Newsletter subscriptions (spec §2 footer form; the spec shows no submit action, we store it)."""

from __future__ import annotations

import re

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from khadi.accounts.errors import EMAIL_REQUIRED, INVALID_EMAIL
from khadi.errors import InvalidInput
from khadi.site.errors import NEWSLETTER_SUBSCRIBED
from khadi.site.models import NewsletterSubscription

# the answer, coded like a refusal so the client words it in the shopper's language (issue 28);
# the refusals are the sign-up form's, coded (they reached Kannada shoppers in English)
SUBSCRIBED = NEWSLETTER_SUBSCRIBED
EMAIL_MAX = 254
# The same shape the sign-up form accepts (accounts.service): something@host.tld, no spaces.
EMAIL_PATTERN = re.compile(r"[^@\s]+@[^@\s]+\.[^@\s.]+")


def normalize_email(email: str) -> str:
    return email.strip().lower()


def _check(email: str) -> None:
    if not email:
        raise InvalidInput(EMAIL_REQUIRED, fields={"email": EMAIL_REQUIRED})
    if len(email) > EMAIL_MAX or EMAIL_PATTERN.fullmatch(email) is None:
        raise InvalidInput(INVALID_EMAIL, fields={"email": INVALID_EMAIL})


def subscribe(session: Session, email: str) -> bool:
    """Store the address once; True when it is new. A second subscription is not an error.

    Two concurrent requests for one new address both pass the look-up; the unique key lets one
    insert win and the other reads as 'already there'."""
    address = normalize_email(email)
    _check(address)
    known = select(NewsletterSubscription.id).where(NewsletterSubscription.email == address)
    if session.scalar(known) is not None:
        return False
    session.add(NewsletterSubscription(email=address))
    try:
        session.commit()
    except IntegrityError:
        session.rollback()
        return False
    return True
