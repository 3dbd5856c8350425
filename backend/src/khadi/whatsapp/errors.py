"""The WhatsApp settings' refusals: each a stable code the dashboard words in the owner's
language (locales/<lang>/refusals.json), with the English here."""

from __future__ import annotations

from khadi.errors import InvalidInput, text

PHONE_NUMBER_ID = text(
    "whatsapp.phone_number_id", "The phone number ID is the digits Meta shows for the number"
)
TEMPLATE_NAME = text(
    "whatsapp.template_name",
    "A template name has only lower-case letters, digits and underscores",
)
ACCESS_TOKEN = text(
    "whatsapp.access_token", "The access token has no spaces and is at most 1,000 characters"
)


class InvalidWhatsAppSettings(InvalidInput):
    code = "invalid_whatsapp_settings"
