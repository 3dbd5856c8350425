# data module
"""The shopper e-mails' fixed texts in English (the source; texts_kn and texts_hi translate each
key with the same {placeholders}). Shop alerts are written in English in their own modules."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    # issue 28: the size charts' names and a length, as locales/<lang>/options.json words them
    "option.Full Sleeve": "Full Sleeve",
    "option.Half Sleeve": "Half Sleeve",
    "option.Waist": "Waist",
    "option.Single": "Single",
    "option.Double": "Double",
    "option.Small": "Small",
    "option.Medium": "Medium",
    "option.Large": "Large",
    "option.Single Bed": "Single Bed",
    "option.Medium Bed": "Medium Bed",
    "option.Large Bed": "Large Bed",
    "option.unit.M": "{value} M",
    "option.unit.gm": "{value} gm",
    "metres": "{amount} m",
    # Shared by the order e-mails (order_lines)
    "size": "Size {size}",
    "total_paid": "Total paid",
    "pincode": "Pincode {pincode}",
    "mobile": "Mobile {mobile}",
    "shipping_to": "Shipping to",
    "the_order": "The order",
    "see_orders": "See your orders: {url}",
    "subject_from_shop": "{subject} — {shop}",
    "hello": "Hello {name},",
    # order_confirmation
    "confirmed.subject": "Order {order} confirmed",
    "confirmed.heading": "Your order is confirmed",
    "confirmed.intro": (
        "Thank you, {name}. We have received your payment for order {order} and will ship it "
        "within 2–3 business days."
    ),
    # order_progress
    # order_confirmation of a cash-on-delivery order (issue 30)
    "cod_placed.subject": "Order {order} placed: cash on delivery",
    "cod_placed.heading": "Your order is placed",
    "cod_placed.intro": (
        "Thank you, {name}. We have your order {order}: pay {amount} in cash when it arrives. "
        "We will confirm it with you shortly and ship it within 2–3 business days."
    ),
    "packed.subject": "Order {order} is packed",
    "packed.heading": "Your order is packed",
    "packed.intro": "Your order {order} is packed and will be handed to the courier soon.",
    "shipped.subject": "Order {order} is on its way",
    "shipped.heading": "Your order is on its way",
    "shipped.intro": (
        "Your order {order} has been shipped with {courier}. Tracking number: {number}."
    ),
    "cancelled.subject": "Order {order} was cancelled",
    "cancelled.heading": "Your order was cancelled",
    "cancelled.intro": (
        "Your order {order} was cancelled before it was shipped. The full amount is being "
        "refunded the way you paid (UPI, card or netbanking); banks usually show it within 7–10 "
        "business days."
    ),
    "cod_cancelled.subject": "Order {order} was cancelled",
    "cod_cancelled.heading": "Your order was cancelled",
    "cod_cancelled.intro": (
        "Your cash-on-delivery order {order} was cancelled before it was shipped. Nothing was "
        "paid, so there is nothing to refund, and there is nothing to pay the courier."
    ),
    "delivered.subject": "Order {order} was delivered",
    "delivered.heading": "Your order was delivered",
    "delivered.intro": (
        "Your order {order} was delivered. If anything arrived defective or damaged, you can "
        "ask for a return within 10 days from your orders page."
    ),
    "track_it": "Track it: {url}",
    # refund_notice
    "refund.subject": "Refund of {amount} for order {order}",
    "refund.heading": "Your refund is on its way",
    "refund.intro": (
        "We have refunded {amount} for your order {order} the way you paid (UPI, card or "
        "netbanking). Banks usually show it within 7–10 business days."
    ),
    # return_update
    "reason.Defective": "Defective",
    "reason.Damaged": "Damaged",
    "return_requested.subject": "Return requested for order {order}",
    "return_requested.heading": "We have your return request",
    "return_requested.intro": (
        "We have your request to return these items of order {order} ({reason}). We will look "
        "at it and write to you once we have decided."
    ),
    "return_accepted.subject": "Return accepted for order {order}",
    "return_accepted.heading": "Your return is accepted",
    "return_accepted.intro": (
        "We accepted your return for order {order}. Please send the items back to us; once they "
        "arrive we refund {amount} the way you paid (UPI, card or netbanking)."
    ),
    "return_declined.subject": "Return declined for order {order}",
    "return_declined.heading": "Your return was declined",
    "return_declined.intro": (
        "We are sorry: we cannot accept your return for order {order}. Reason: {reason}"
    ),
    # login_code (issue 29)
    "login_code.subject": "Your {shop} login code: {code}",
    "login_code.heading": "Your login code",
    "login_code.body": (
        "Many failed logins were tried on your {shop} account, so logging in takes one more "
        "step. Enter this code on the login page. It works once, for {minutes} minutes:"
    ),
    "login_code.not_you": (
        "If it was not you who just logged in, someone knows your password: choose a new one "
        "with 'Forgot password?' on the login page."
    ),
    # password_reset
    "reset.subject": "Reset your {shop} password",
    "reset.heading": "Reset your password",
    "reset.asked": (
        "Someone asked to reset the password of your {shop} account. The link works once, "
        "for {minutes} minutes:"
    ),
    "reset.button": "Choose a new password",
    "reset.or_open": "Or open: {link}",
    "reset.not_you": "If it was not you, ignore this e-mail: your password stays as it is.",
    # password_changed
    "changed.subject": "Your {shop} password was changed",
    "changed.heading": "Your password was changed",
    "changed.body": (
        "The password of your {shop} account was changed, and every other device was signed out."
    ),
    "changed.not_you": (
        "If you did not do this, reset your password from the login page now and tell us."
    ),
    # cart_reminder (issue 31)
    "cart_reminder.subject": "Your cart is waiting",
    "cart_reminder.heading": "You left something in your cart",
    "cart_reminder.intro": "Hello {name}, these are still in your cart, at today's prices:",
    "cart_reminder.mrp": "MRP {mrp}",
    "cart_reminder.button": "Go to your cart",
    "cart_reminder.back": "Go to your cart: {url}",
    "cart_reminder.stop": "No more cart reminders: {url}",
    "cart_reminder.stop_label": "No more cart reminders",
    "cart_reminder.unsubscribe_title": "Cart reminders",
    "cart_reminder.unsubscribe_ask": "Stop the e-mails that remind you of your cart?",
    "cart_reminder.unsubscribe_button": "Stop cart reminders",
    "cart_reminder.unsubscribed": "Done: you will get no more cart reminders.",
    "cart_reminder.bad_link": "This link is not valid.",
}
