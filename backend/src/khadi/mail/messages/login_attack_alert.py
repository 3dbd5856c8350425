"""To the shop (issue 29): an account is under attack — many failed logins from many addresses.
Its owner is asked for a code by e-mail instead of being locked out; the shop hears of it at most
once per login window."""

from __future__ import annotations

from khadi.mail.envelope import SHOP_ALERTS
from khadi.mail.layout import frame, paragraph
from khadi.mail.outbox import Message
from khadi.shop.identity import ShopIdentity

KIND = "login_attack_alert"


def build(shop: ShopIdentity, account: str, failures: int, minutes: int) -> Message:
    lines = [
        f"At least {failures} failed logins were tried on the account {account} within "
        f"{minutes} minutes, from more than one address: someone may be guessing its password.",
        "Nobody is locked out: whoever gives the right password is also asked for a one-time "
        "code sent to the account's e-mail. If the account is an admin's, make sure its "
        "password is long and not used anywhere else. Further attacks within the next "
        f"{minutes} minutes are not e-mailed again.",
    ]
    body = frame(
        shop, "Failed logins on an account", "\n\n".join(lines), "".join(map(paragraph, lines))
    )
    return Message(
        kind=KIND,
        to=SHOP_ALERTS,
        subject=f"Many failed logins on {account}",
        text=body.text,
        html=body.html,
    )
