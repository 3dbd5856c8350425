"""The shop's WhatsApp settings (issue 32): the Cloud API phone number id, the three template
names and the access token. The token is write-only: saved here, read by the delivery worker,
never answered by any route (the dashboard sees whether one is set). Without a phone number id
and a token nothing is queued for WhatsApp and the owner's order page offers a wa.me link."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, cast

from sqlalchemy import Table
from sqlalchemy.orm import Session

from khadi.db import insert_for
from khadi.kit.time import utcnow
from khadi.whatsapp import errors
from khadi.whatsapp.models import CONFIRMATION, DELIVERED, SETTINGS_ID, SHIPPED, WhatsAppSettings

PHONE_NUMBER_ID = re.compile(r"[0-9]{5,30}")
TEMPLATE_NAME = re.compile(r"[a-z0-9_]{1,512}")
TOKEN = re.compile(r"[\x21-\x7e]{1,1000}")  # printable ASCII, no spaces
DEFAULT_TEMPLATES = {
    CONFIRMATION: "order_confirmation",
    SHIPPED: "order_shipped",
    DELIVERED: "order_delivered",
}


@dataclass(frozen=True)
class WhatsAppConfig:
    phone_number_id: str
    templates: dict[str, str]  # kind -> the template's name at Meta
    access_token: str

    @property
    def configured(self) -> bool:
        return bool(self.phone_number_id and self.access_token)


def read_settings(session: Session) -> WhatsAppConfig:
    row = session.get(WhatsAppSettings, SETTINGS_ID, populate_existing=True)
    if row is None:
        return WhatsAppConfig("", dict(DEFAULT_TEMPLATES), "")
    return WhatsAppConfig(
        row.phone_number_id,
        {
            CONFIRMATION: row.confirmation_template or DEFAULT_TEMPLATES[CONFIRMATION],
            SHIPPED: row.shipped_template or DEFAULT_TEMPLATES[SHIPPED],
            DELIVERED: row.delivered_template or DEFAULT_TEMPLATES[DELIVERED],
        },
        row.access_token,
    )


def _invalid(message: str, field: str) -> errors.InvalidWhatsAppSettings:
    return errors.InvalidWhatsAppSettings(message, fields={field: message})


def save_settings(
    session: Session,
    phone_number_id: str,
    templates: dict[str, str],
    access_token: str | None,
) -> WhatsAppConfig:
    """Check and save (committed). `access_token` None keeps the saved one, '' clears
    it (WhatsApp updates stop being queued)."""
    phone_number_id = phone_number_id.strip()
    if phone_number_id and not PHONE_NUMBER_ID.fullmatch(phone_number_id):
        raise _invalid(errors.PHONE_NUMBER_ID, "phoneNumberId")
    names: dict[str, str] = {}
    for kind, field in ((CONFIRMATION, "confirmation"), (SHIPPED, "shipped"),
                        (DELIVERED, "delivered")):  # fmt: skip
        name = templates.get(kind, "").strip() or DEFAULT_TEMPLATES[kind]
        if not TEMPLATE_NAME.fullmatch(name):
            raise _invalid(errors.TEMPLATE_NAME, f"templates.{field}")
        names[kind] = name
    values: dict[str, Any] = {
        "phone_number_id": phone_number_id,
        "confirmation_template": names[CONFIRMATION],
        "shipped_template": names[SHIPPED],
        "delivered_template": names[DELIVERED],
        "updated_at": utcnow(),
    }
    if access_token is not None:
        token = access_token.strip()
        if token and not TOKEN.fullmatch(token):
            raise _invalid(errors.ACCESS_TOKEN, "accessToken")
        values["access_token"] = token
    table = cast(Table, WhatsAppSettings.__table__)
    # one statement: two first saves at once do not collide on the single row
    statement = (
        insert_for(session, table)
        .values(id=SETTINGS_ID, **{"access_token": "", **values})
        .on_conflict_do_update(index_elements=["id"], set_=values)
    )
    session.execute(statement)
    session.commit()
    return read_settings(session)
