"""Paying an order issues its document in the same transaction (issue 17): a tax invoice with
CGST + SGST within the shop's state and IGST outside it, a bill of supply when everything is
exempt, a plain receipt when the shop has no GSTIN; numbered per financial year."""

from __future__ import annotations

from datetime import UTC, datetime

from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.invoices.issue import issue_for_order
from khadi.tax.models import SCOPE_PRODUCT
from khadi.tax.seeds import KHADI_FABRIC
from khadi.tax.service import set_default
from tests.factories import make_order
from tests.invoices.support import (
    KARNATAKA_GSTIN,
    SELLER,
    documents,
    line,
    paid_order,
    register_shop,
)


def test_a_paid_order_within_the_state_gets_a_tax_invoice_with_cgst_and_sgst(
    db_session: Session, shopper: User
) -> None:
    register_shop(db_session)
    items = [line("shirts", 89_900, 2), line("honey", 45_000, 1, "p2")]
    order = paid_order(db_session, shopper.id, items=items, shipping_pincode="571431")

    [invoice] = documents(db_session, order.id)
    assert invoice.kind == "invoice"
    assert invoice.number.startswith("KKB/") and len(invoice.number) == 16
    assert invoice.seller["gstin"] == KARNATAKA_GSTIN and invoice.seller["legalName"] == SELLER
    assert invoice.place_of_supply == "29" and invoice.intra_state
    shirt, honey = invoice.lines
    # ₹1,798 at 5%: tax = round(179800 × 5 / 105) = 8562 (85.619…), CGST 4281 + SGST 4281
    assert (shirt["hsn"], shirt["unit"], shirt["rate"]) == ("6205", "PCS", 5)
    assert (shirt["taxable"], shirt["cgst"], shirt["sgst"], shirt["igst"]) == (
        171_238,
        4281,
        4281,
        0,
    )
    # ₹450 at 5%: 2142.857… → 2143, the odd paisa to CGST
    assert (honey["taxable"], honey["cgst"], honey["sgst"]) == (42_857, 1072, 1071)
    assert invoice.amount == order.amount == 224_800
    assert invoice.taxable + invoice.cgst + invoice.sgst + invoice.igst == order.amount


def test_another_state_pays_igst(db_session: Session, shopper: User) -> None:
    register_shop(db_session)
    order = paid_order(
        db_session, shopper.id, items=[line("shirts", 300_000)], shipping_pincode="110001"
    )
    [invoice] = documents(db_session, order.id)
    assert invoice.place_of_supply == "07" and not invoice.intra_state
    [shirt] = invoice.lines
    # ₹3,000 a piece is above ₹2,500 + 5%: 18%; tax = round(300000 × 18 / 118) = 45763
    assert (shirt["rate"], shirt["igst"], shirt["cgst"], shirt["taxable"]) == (
        18,
        45_763,
        0,
        254_237,
    )


def test_an_all_exempt_order_gets_a_bill_of_supply_in_its_own_series(
    db_session: Session, shopper: User
) -> None:
    register_shop(db_session)
    set_default(db_session, SCOPE_PRODUCT, "khadi-fabric", *KHADI_FABRIC)
    db_session.commit()
    fabric = line("fabrics", 32_000, 2.5, "khadi-fabric", "metre")
    order = paid_order(db_session, shopper.id, items=[fabric])
    [bill] = documents(db_session, order.id)
    assert bill.kind == "bill_of_supply" and bill.number.startswith("KKBB/")
    assert bill.number.endswith("/00001") and len(bill.number) == 16
    [metres] = bill.lines
    assert metres["unit"] == "MTR" and metres["quantity"] == 2.5 and metres["exempt"]
    assert (metres["taxable"], bill.cgst + bill.sgst + bill.igst) == (80_000, 0)

    mixed = paid_order(
        db_session, shopper.id, items=[fabric, line("honey", 45_000, 1, "p2")]
    )  # one taxable line: a tax invoice showing the exempt line at 0%
    [invoice] = documents(db_session, mixed.id)
    assert invoice.kind == "invoice" and invoice.number.endswith("/000001")
    assert [x["rate"] for x in invoice.lines] == [0, 5]


def test_without_a_gstin_the_shop_issues_plain_receipts(db_session: Session, shopper: User) -> None:
    register_shop(db_session, gstin="")
    order = paid_order(db_session, shopper.id, items=[line("shirts", 89_900)])
    [receipt] = documents(db_session, order.id)
    assert receipt.kind == "receipt" and receipt.number.startswith("KKBR/")
    assert receipt.cgst == receipt.sgst == receipt.igst == 0
    assert receipt.lines[0]["hsn"] == "" and receipt.amount == 89_900


def test_an_unpaid_or_failed_order_gets_nothing_and_a_second_report_nothing_more(
    db_session: Session, shopper: User
) -> None:
    register_shop(db_session)
    unpaid = make_order(db_session, shopper.id)
    assert documents(db_session, unpaid.id) == []
    order = paid_order(db_session, shopper.id)
    from khadi.payments.service import Payment, mark_paid

    mark_paid(db_session, order, Payment(f"pay_{order.id}", order.amount, "INR"), source="verify")
    assert len(documents(db_session, order.id)) == 1


def test_a_new_financial_year_starts_at_one(db_session: Session, shopper: User) -> None:
    register_shop(db_session)
    last_day = datetime(2027, 3, 31, 18, 29, 59, tzinfo=UTC)  # 23:59:59 IST, 31 March
    first_day = datetime(2027, 3, 31, 18, 30, tzinfo=UTC)  # 00:00 IST, 1 April
    numbers = []
    for moment in (last_day, last_day, first_day, first_day):
        order = make_order(db_session, shopper.id)
        numbers.append(issue_for_order(db_session, order, now=moment).number)
        db_session.commit()
    assert numbers == [
        "KKB/26-27/000001",
        "KKB/26-27/000002",
        "KKB/27-28/000001",
        "KKB/27-28/000002",
    ]
