"""The app's payment provider for routes: `provider: Provider`."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request

from khadi.payments.provider import PaymentProvider


def app_provider(request: Request) -> PaymentProvider:
    provider: PaymentProvider = request.app.state.payments
    return provider


Provider = Annotated[PaymentProvider, Depends(app_provider)]
