"""The shop's invoice settings (issue 17): the prefix, and what admins are told without a GSTIN."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.invoices.support import KARNATAKA_GSTIN
from tests.shop.support import ADMIN_SHOP, SHOP, settings_form


def test_without_a_gstin_admins_are_told_the_shop_issues_receipts(
    admin_client: TestClient,
) -> None:
    shop = admin_client.get(SHOP).json()
    assert shop["invoices"] == "receipt" and "plain receipts" in shop["invoiceNotice"]
    assert shop["invoicePrefix"] == "INV"

    form = settings_form(0, gstin=KARNATAKA_GSTIN, state="Karnataka", invoicePrefix=" kkb ")
    saved = admin_client.put(ADMIN_SHOP, json=form)
    assert saved.status_code == 200, saved.text
    body = saved.json()
    assert (body["invoices"], body["invoiceNotice"], body["invoicePrefix"]) == (
        "tax_invoice",
        "",
        "KKB",
    )


def test_a_bad_prefix_is_refused_and_a_form_without_one_keeps_it(
    admin_client: TestClient,
) -> None:
    refused = admin_client.put(ADMIN_SHOP, json=settings_form(0, invoicePrefix="KK/B"))
    assert refused.status_code == 422
    assert refused.json()["fields"]["invoicePrefix"] == (
        "Invoice prefix must be 1 to 3 capital letters or digits, e.g. KKB"
    )
    assert (
        admin_client.put(ADMIN_SHOP, json=settings_form(0, invoicePrefix="GKS")).status_code == 200
    )
    older_form = settings_form(1)
    older_form.pop("invoicePrefix", None)
    assert admin_client.put(ADMIN_SHOP, json=older_form).json()["invoicePrefix"] == "GKS"
