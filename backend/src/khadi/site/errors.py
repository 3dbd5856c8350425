"""The site's refusals: an API or media address no route answers reaches the page server."""

from __future__ import annotations

from khadi.errors import text

NOT_FOUND = text("site.not_found", "Not found")
# the newsletter form's answer, coded so the client words it in the shopper's language (issue 28)
NEWSLETTER_SUBSCRIBED = text("site.newsletter_subscribed", "Thanks for subscribing!")
