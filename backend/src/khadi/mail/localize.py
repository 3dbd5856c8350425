"""What a shopper's e-mail needs in their language (issue 18): the language they chose on their
account, and the products' titles in it. Decided when the message is written into the outbox, so
a retry sends the very same text."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from khadi.accounts.languages import Language
from khadi.accounts.models import User
from khadi.catalog.models import Product
from khadi.mail.messages.texts import mail_language


def user_language(user: User | None) -> Language:
    """The recipient's saved language; English for none (or a removed account)."""
    return mail_language(user.language if user is not None else None)


def product_titles(
    session: Session, product_ids: Sequence[str], language: Language
) -> dict[str, str]:
    """The products' titles in `language`, by id, for those that have one."""
    if language == "en" or not product_ids:
        return {}
    column = Product.title_kn if language == "kn" else Product.title_hi
    rows = session.execute(
        select(Product.id, column).where(Product.id.in_(sorted(set(product_ids))))
    )
    return {str(pid): title.strip() for pid, title in rows if title and title.strip()}


def localized_items(
    session: Session, items: Sequence[Mapping[str, Any]], language: Language
) -> list[Mapping[str, Any]]:
    """An order's line snapshots with each product's title in `language` where it has one
    (the English title of the order otherwise)."""
    ids = [str(item.get("productId") or "") for item in items]
    titles = product_titles(session, [pid for pid in ids if pid], language)
    return [
        {**item, "title": titles[pid]} if pid in titles else item
        for pid, item in zip(ids, items, strict=True)
    ]
