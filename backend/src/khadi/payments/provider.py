"""The one interface every payment provider implements (sandbox, razorpay): UPI, cards,
netbanking.

Amounts are integer paise and currencies ISO codes, exactly as Razorpay's Orders and Payments
APIs use them. A provider that cannot be reached raises `ProviderError`; checkout turns it into
'Could not start payment' (spec §8) and reconciliation counts it and moves on.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Literal

ProviderName = Literal["sandbox", "razorpay"]

# Razorpay payment statuses (the sandbox uses the same words)
PAYMENT_CREATED = "created"  # e.g. a UPI collect request the shopper has not approved yet
PAYMENT_AUTHORIZED = "authorized"
PAYMENT_CAPTURED = "captured"
PAYMENT_FAILED = "failed"


class ProviderError(Exception):
    """The provider could not be reached or refused the request; the message is for the log."""


@dataclass(frozen=True)
class ProviderOrder:
    id: str  # 'order_…'
    amount: int
    currency: str
    receipt: str
    status: str  # 'created' | 'attempted' | 'paid'


@dataclass(frozen=True)
class ProviderPayment:
    id: str  # 'pay_…'
    order_id: str
    amount: int
    currency: str
    status: str  # 'created' | 'authorized' | 'captured' | 'refunded' | 'failed'
    error_description: str | None = None


@dataclass(frozen=True)
class ProviderRefund:
    id: str  # 'rfnd_…'
    payment_id: str
    amount: int
    status: str  # 'pending' | 'processed' | 'failed'


class RefundRefused(ProviderError):
    """The provider answered and refused the refund (a 4xx): asking again will not help."""


class PaymentProvider(ABC):
    name: ProviderName
    key_id: str  # public: the checkout popup needs it
    checkout_script_url: str | None  # loaded by the browser; None when there is no script

    @abstractmethod
    def create_order(self, amount: int, currency: str, receipt: str) -> ProviderOrder:
        """Ask for a provider order that will take exactly `amount` in `currency`."""

    @abstractmethod
    def fetch_order_payments(self, provider_order_id: str) -> list[ProviderPayment]:
        """Every payment attempt on the provider order (for reconciliation)."""

    @abstractmethod
    def capture(self, payment_id: str, amount: int, currency: str) -> ProviderPayment:
        """Capture an authorized payment of exactly `amount` (issue 16: orders capture
        automatically, but a late authorization stays authorized and would be refunded by the
        provider after a few days). Capturing one already captured answers it as it is."""

    @abstractmethod
    def refund(
        self, payment_id: str, amount: int, idempotency_key: str, notes: dict[str, str]
    ) -> ProviderRefund:
        """Refund `amount` of a captured payment. The same key asks for the same refund: a retry
        after a lost answer never refunds twice. RefundRefused when the provider says no;
        ProviderError when its answer is unknown (ask again later with the same key)."""

    @abstractmethod
    def fetch_refund(self, payment_id: str, refund_id: str) -> ProviderRefund:
        """The refund as the provider has it now (issue 29: a refund whose webhook was lost is
        settled from this). ProviderError when it cannot be read."""

    @abstractmethod
    def verify_payment_signature(
        self, provider_order_id: str, payment_id: str, signature: str
    ) -> bool:
        """The checkout popup's signature over `provider_order_id|payment_id`."""

    @abstractmethod
    def verify_webhook_signature(self, body: bytes, signature: str) -> bool:
        """The webhook's signature over the raw body bytes."""

    def start(self) -> None:
        """The app started (again): background work may be scheduled."""
        return None

    def close(self) -> None:
        """Stop background work (the sandbox's pending webhooks) when the app stops."""
        return None
