"""The dashboard's cart reminder counts (issue 31)."""

from __future__ import annotations

from pydantic import Field

from khadi.kit.schema import ApiModel


class CartReminderCounts(ApiModel):
    sent: int = Field(description="Cart reminder e-mails written (one per cart change at most)")
    recovered: int = Field(
        description="Reminders followed by an order from the same shopper (paid, or placed "
        "for cash on delivery)"
    )
    hours: int = Field(description="The shop's wait before a reminder; 0: reminders are off")
