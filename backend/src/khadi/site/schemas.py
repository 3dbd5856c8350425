"""Site API shapes: the newsletter form."""

from __future__ import annotations

from pydantic import Field

from khadi.kit.schema import ApiModel


class NewsletterIn(ApiModel):
    # A string of any content: the service gives the shop's own message for a bad address.
    email: str = Field("", max_length=1000)


class NewsletterOut(ApiModel):
    """The same answer for a new and a known address, so the form reveals nobody's subscription."""

    message: str = Field(description="The answer in English")
    reason: str | None = Field(
        None, description="The answer's code: the client words it in the shopper's language"
    )
