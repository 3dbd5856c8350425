"""Delivery on the GST invoice (issue 30, docs/tax.md): a line of its own, taxed as the goods
(the highest rate among them), exempt with exempt goods; credit notes credit the goods first, so
a returned line never credits delivery while a cancel credits all of it."""

from __future__ import annotations

from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.invoices.issue import issue_credit_note
from khadi.tax.models import SCOPE_PRODUCT
from khadi.tax.seeds import KHADI_FABRIC
from khadi.tax.service import set_default
from tests.invoices.support import documents, line, paid_order, register_shop


def _order(session: Session, user_id: str, items: list[dict], fee: int, pincode: str = "580020"):  # type: ignore[no-untyped-def]
    goods = sum(item["lineTotal"] for item in items)
    return paid_order(session, user_id, items=items, amount=goods + fee, delivery_fee=fee,
                      shipping_pincode=pincode)  # fmt: skip


def test_delivery_is_a_line_at_the_goods_highest_rate(db_session: Session, shopper: User) -> None:
    register_shop(db_session)
    items = [line("shirts", 89_900), line("gift-pack", 45_000, 1, "p2")]  # 5% and 18%
    order = _order(db_session, shopper.id, items, 10_000, "110001")
    [invoice] = documents(db_session, order.id)
    delivery = invoice.lines[-1]
    assert (delivery["title"], delivery["hsn"], delivery["rate"]) == (
        "Delivery charges",
        "996812",
        18,
    )
    # ₹100 at 18%: tax = round(10000 × 18 / 118) = 1525, all IGST (Delhi)
    assert (delivery["gross"], delivery["igst"], delivery["taxable"]) == (10_000, 1525, 8475)
    assert invoice.amount == order.amount == 89_900 + 45_000 + 10_000
    assert invoice.taxable + invoice.igst == order.amount


def test_delivery_with_exempt_goods_is_exempt(db_session: Session, shopper: User) -> None:
    register_shop(db_session)
    set_default(db_session, SCOPE_PRODUCT, "p1", *KHADI_FABRIC)
    db_session.commit()
    order = _order(db_session, shopper.id, [line("fabrics", 30_000, 2, "p1", "metre")], 6000)
    [bill] = documents(db_session, order.id)
    assert bill.kind == "bill_of_supply"
    assert (bill.lines[-1]["exempt"], bill.lines[-1]["cgst"], bill.amount) == (True, 0, 66_000)


def test_a_partial_refund_credits_goods_only_and_a_full_one_delivery_too(
    db_session: Session, shopper: User
) -> None:
    register_shop(db_session)
    items = [line("shirts", 89_900), line("honey", 45_000, 1, "p2")]
    order = _order(db_session, shopper.id, items, 6000)
    first = issue_credit_note(db_session, order, "r1", 45_000)
    assert first is not None and first.lines[-1]["gross"] == 0
    rest = issue_credit_note(db_session, order, "r2", order.amount - 45_000)
    assert rest is not None and rest.lines[-1]["gross"] == 6000
    invoice = documents(db_session, order.id)[0]
    delivery_tax = invoice.lines[-1]["cgst"] + invoice.lines[-1]["sgst"]
    assert rest.lines[-1]["cgst"] + rest.lines[-1]["sgst"] == delivery_tax
