# data module
"""The shopper e-mails' fixed texts in Kannada: each key of texts_en, with the same
{placeholders}. Product titles, the shop's name and amounts are filled in by the messages."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    # issue 28: the size charts' names and a length, as locales/<lang>/options.json words them
    "option.Full Sleeve": "ಪೂರ್ಣ ತೋಳು",
    "option.Half Sleeve": "ಅರ್ಧ ತೋಳು",
    "option.Waist": "ಸೊಂಟ",
    "option.Single": "ಸಿಂಗಲ್",
    "option.Double": "ಡಬಲ್",
    "option.Small": "ಸಣ್ಣ",
    "option.Medium": "ಮಧ್ಯಮ",
    "option.Large": "ದೊಡ್ಡ",
    "option.Single Bed": "ಸಿಂಗಲ್ ಬೆಡ್",
    "option.Medium Bed": "ಮಧ್ಯಮ ಬೆಡ್",
    "option.Large Bed": "ದೊಡ್ಡ ಬೆಡ್",
    "option.unit.M": "{value} ಮೀ",
    "option.unit.gm": "{value} ಗ್ರಾಂ",
    "metres": "{amount} ಮೀ",
    "size": "ಅಳತೆ {size}",
    "total_paid": "ಪಾವತಿಸಿದ ಒಟ್ಟು ಮೊತ್ತ",
    "pincode": "ಪಿನ್‌ಕೋಡ್ {pincode}",
    "mobile": "ಮೊಬೈಲ್ {mobile}",
    "shipping_to": "ತಲುಪಿಸುವ ವಿಳಾಸ",
    "the_order": "ಆರ್ಡರ್ ವಿವರ",
    "see_orders": "ನಿಮ್ಮ ಆರ್ಡರ್‌ಗಳನ್ನು ನೋಡಿ: {url}",
    "subject_from_shop": "{subject} — {shop}",
    "hello": "ನಮಸ್ಕಾರ {name},",
    "confirmed.subject": "ಆರ್ಡರ್ {order} ಖಚಿತವಾಗಿದೆ",
    "confirmed.heading": "ನಿಮ್ಮ ಆರ್ಡರ್ ಖಚಿತವಾಗಿದೆ",
    "confirmed.intro": (
        "ಧನ್ಯವಾದಗಳು, {name}. ಆರ್ಡರ್ {order} ಗಾಗಿ ನಿಮ್ಮ ಪಾವತಿ ನಮಗೆ ತಲುಪಿದೆ. 2–3 ಕೆಲಸದ ದಿನಗಳಲ್ಲಿ ಅದನ್ನು ರವಾನಿಸುತ್ತೇವೆ."
    ),
    "cod_placed.subject": "ಆರ್ಡರ್ {order} ಆಗಿದೆ: ಕ್ಯಾಶ್ ಆನ್ ಡೆಲಿವರಿ",
    "cod_placed.heading": "ನಿಮ್ಮ ಆರ್ಡರ್ ಆಗಿದೆ",
    "cod_placed.intro": (
        "ಧನ್ಯವಾದಗಳು, {name}. ನಿಮ್ಮ ಆರ್ಡರ್ {order} ನಮಗೆ ತಲುಪಿದೆ: ತಲುಪಿದಾಗ {amount} ನಗದು ಪಾವತಿಸಿ. "
        "ಶೀಘ್ರದಲ್ಲೇ ನಿಮ್ಮೊಂದಿಗೆ ಖಚಿತಪಡಿಸಿ 2–3 ಕೆಲಸದ ದಿನಗಳಲ್ಲಿ ರವಾನಿಸುತ್ತೇವೆ."
    ),
    "packed.subject": "ಆರ್ಡರ್ {order} ಪ್ಯಾಕ್ ಆಗಿದೆ",
    "packed.heading": "ನಿಮ್ಮ ಆರ್ಡರ್ ಪ್ಯಾಕ್ ಆಗಿದೆ",
    "packed.intro": ("ನಿಮ್ಮ ಆರ್ಡರ್ {order} ಪ್ಯಾಕ್ ಆಗಿದ್ದು, ಶೀಘ್ರದಲ್ಲೇ ಕೊರಿಯರ್‌ಗೆ ಹಸ್ತಾಂತರಿಸಲಾಗುವುದು."),
    "shipped.subject": "ಆರ್ಡರ್ {order} ದಾರಿಯಲ್ಲಿದೆ",
    "shipped.heading": "ನಿಮ್ಮ ಆರ್ಡರ್ ದಾರಿಯಲ್ಲಿದೆ",
    "shipped.intro": ("ನಿಮ್ಮ ಆರ್ಡರ್ {order} ಅನ್ನು {courier} ಮೂಲಕ ಕಳುಹಿಸಲಾಗಿದೆ. ಟ್ರ್ಯಾಕಿಂಗ್ ಸಂಖ್ಯೆ: {number}."),
    "cancelled.subject": "ಆರ್ಡರ್ {order} ರದ್ದಾಗಿದೆ",
    "cancelled.heading": "ನಿಮ್ಮ ಆರ್ಡರ್ ರದ್ದಾಗಿದೆ",
    "cancelled.intro": (
        "ನಿಮ್ಮ ಆರ್ಡರ್ {order} ಅನ್ನು ರವಾನಿಸುವ ಮೊದಲೇ ರದ್ದುಗೊಳಿಸಲಾಗಿದೆ. ಪೂರ್ತಿ ಮೊತ್ತವನ್ನು ನೀವು "
        "ಪಾವತಿಸಿದ ರೀತಿಯಲ್ಲೇ (UPI, ಕಾರ್ಡ್ ಅಥವಾ ನೆಟ್‌ಬ್ಯಾಂಕಿಂಗ್) ಮರುಪಾವತಿಸಲಾಗುತ್ತಿದೆ; "
        "ಸಾಮಾನ್ಯವಾಗಿ ಬ್ಯಾಂಕ್‌ಗಳು 7–10 ಕೆಲಸದ ದಿನಗಳಲ್ಲಿ ಅದನ್ನು ತೋರಿಸುತ್ತವೆ."
    ),
    "cod_cancelled.subject": "ಆರ್ಡರ್ {order} ರದ್ದಾಗಿದೆ",
    "cod_cancelled.heading": "ನಿಮ್ಮ ಆರ್ಡರ್ ರದ್ದಾಗಿದೆ",
    "cod_cancelled.intro": (
        "ನಿಮ್ಮ ಕ್ಯಾಶ್ ಆನ್ ಡೆಲಿವರಿ ಆರ್ಡರ್ {order} ಅನ್ನು ರವಾನಿಸುವ ಮೊದಲೇ ರದ್ದುಗೊಳಿಸಲಾಗಿದೆ. ನೀವು ಏನನ್ನೂ "
        "ಪಾವತಿಸಿಲ್ಲ, ಆದ್ದರಿಂದ ಮರುಪಾವತಿಸಲು ಏನೂ ಇಲ್ಲ; ಕೊರಿಯರ್‌ಗೂ ಏನನ್ನೂ ಪಾವತಿಸಬೇಕಾಗಿಲ್ಲ."
    ),
    "delivered.subject": "ಆರ್ಡರ್ {order} ತಲುಪಿದೆ",
    "delivered.heading": "ನಿಮ್ಮ ಆರ್ಡರ್ ತಲುಪಿದೆ",
    "delivered.intro": (
        "ನಿಮ್ಮ ಆರ್ಡರ್ {order} ತಲುಪಿದೆ. ಯಾವುದಾದರೂ ವಸ್ತು ದೋಷಪೂರಿತವಾಗಿ ಅಥವಾ ಹಾನಿಗೊಂಡು ಬಂದಿದ್ದರೆ, "
        "10 ದಿನಗಳೊಳಗೆ ನಿಮ್ಮ ಆರ್ಡರ್‌ಗಳ ಪುಟದಿಂದ ಅದನ್ನು ಹಿಂದಿರುಗಿಸಲು ಕೇಳಬಹುದು."
    ),
    "track_it": "ಟ್ರ್ಯಾಕ್ ಮಾಡಿ: {url}",
    "refund.subject": "ಆರ್ಡರ್ {order} ಗೆ {amount} ಮರುಪಾವತಿ",
    "refund.heading": "ನಿಮ್ಮ ಹಣ ಮರುಪಾವತಿಯಾಗುತ್ತಿದೆ",
    "refund.intro": (
        "ನಿಮ್ಮ ಆರ್ಡರ್ {order} ಗಾಗಿ {amount} ಅನ್ನು ನೀವು ಪಾವತಿಸಿದ ರೀತಿಯಲ್ಲೇ (UPI, ಕಾರ್ಡ್ ಅಥವಾ "
        "ನೆಟ್‌ಬ್ಯಾಂಕಿಂಗ್) ಮರುಪಾವತಿಸಿದ್ದೇವೆ. "
        "ಸಾಮಾನ್ಯವಾಗಿ ಬ್ಯಾಂಕ್‌ಗಳು 7–10 ಕೆಲಸದ ದಿನಗಳಲ್ಲಿ ಅದನ್ನು ತೋರಿಸುತ್ತವೆ."
    ),
    "reason.Defective": "ದೋಷಪೂರಿತ",
    "reason.Damaged": "ಹಾನಿಗೊಂಡಿದೆ",
    "return_requested.subject": "ಆರ್ಡರ್ {order} ಹಿಂದಿರುಗಿಸುವ ಮನವಿ",
    "return_requested.heading": "ನಿಮ್ಮ ಹಿಂದಿರುಗಿಸುವ ಮನವಿ ನಮಗೆ ತಲುಪಿದೆ",
    "return_requested.intro": (
        "ಆರ್ಡರ್ {order} ನ ಈ ವಸ್ತುಗಳನ್ನು ಹಿಂದಿರುಗಿಸುವ ನಿಮ್ಮ ಮನವಿ ({reason}) ನಮಗೆ ತಲುಪಿದೆ. "
        "ನಾವು ಅದನ್ನು ಪರಿಶೀಲಿಸಿ, ನಿರ್ಧಾರವಾದ ಕೂಡಲೇ ನಿಮಗೆ ತಿಳಿಸುತ್ತೇವೆ."
    ),
    "return_accepted.subject": "ಆರ್ಡರ್ {order} ಹಿಂದಿರುಗಿಸುವಿಕೆ ಸ್ವೀಕೃತವಾಗಿದೆ",
    "return_accepted.heading": "ನಿಮ್ಮ ಹಿಂದಿರುಗಿಸುವಿಕೆ ಸ್ವೀಕೃತವಾಗಿದೆ",
    "return_accepted.intro": (
        "ಆರ್ಡರ್ {order} ನ ನಿಮ್ಮ ಹಿಂದಿರುಗಿಸುವಿಕೆಯನ್ನು ಸ್ವೀಕರಿಸಿದ್ದೇವೆ. ದಯವಿಟ್ಟು ವಸ್ತುಗಳನ್ನು ನಮಗೆ "
        "ಹಿಂದಕ್ಕೆ ಕಳುಹಿಸಿ; ಅವು ತಲುಪಿದ ಕೂಡಲೇ {amount} ಅನ್ನು ನೀವು ಪಾವತಿಸಿದ ರೀತಿಯಲ್ಲೇ "
        "(UPI, ಕಾರ್ಡ್ ಅಥವಾ ನೆಟ್‌ಬ್ಯಾಂಕಿಂಗ್) ಮರುಪಾವತಿಸುತ್ತೇವೆ."
    ),
    "return_declined.subject": "ಆರ್ಡರ್ {order} ಹಿಂದಿರುಗಿಸುವಿಕೆ ನಿರಾಕರಿಸಲಾಗಿದೆ",
    "return_declined.heading": "ನಿಮ್ಮ ಹಿಂದಿರುಗಿಸುವಿಕೆ ನಿರಾಕರಿಸಲಾಗಿದೆ",
    "return_declined.intro": (
        "ಕ್ಷಮಿಸಿ: ಆರ್ಡರ್ {order} ನ ನಿಮ್ಮ ಹಿಂದಿರುಗಿಸುವಿಕೆಯನ್ನು ನಾವು ಸ್ವೀಕರಿಸಲು ಸಾಧ್ಯವಿಲ್ಲ. ಕಾರಣ: {reason}"
    ),
    "login_code.subject": "ನಿಮ್ಮ {shop} ಲಾಗಿನ್ ಕೋಡ್: {code}",
    "login_code.heading": "ನಿಮ್ಮ ಲಾಗಿನ್ ಕೋಡ್",
    "login_code.body": (
        "ನಿಮ್ಮ {shop} ಖಾತೆಗೆ ಹಲವು ವಿಫಲ ಲಾಗಿನ್ ಪ್ರಯತ್ನಗಳಾಗಿವೆ, ಆದ್ದರಿಂದ ಲಾಗಿನ್‌ಗೆ ಇನ್ನೊಂದು ಹಂತ ಬೇಕು. "
        "ಈ ಕೋಡ್ ಅನ್ನು ಲಾಗಿನ್ ಪುಟದಲ್ಲಿ ನಮೂದಿಸಿ. ಇದು ಒಮ್ಮೆ ಮಾತ್ರ, {minutes} ನಿಮಿಷಗಳವರೆಗೆ ಕೆಲಸ ಮಾಡುತ್ತದೆ:"
    ),
    "login_code.not_you": (
        "ಈಗ ಲಾಗಿನ್ ಆದದ್ದು ನೀವಲ್ಲದಿದ್ದರೆ, ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಬೇರೆಯವರಿಗೆ ತಿಳಿದಿದೆ: ಲಾಗಿನ್ ಪುಟದ 'ಪಾಸ್‌ವರ್ಡ್ ಮರೆತಿರಾ?' ಮೂಲಕ ಹೊಸದನ್ನು ಆರಿಸಿ."
    ),
    "reset.subject": "ನಿಮ್ಮ {shop} ಪಾಸ್‌ವರ್ಡ್ ಮರುಹೊಂದಿಸಿ",
    "reset.heading": "ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಮರುಹೊಂದಿಸಿ",
    "reset.asked": (
        "ನಿಮ್ಮ {shop} ಖಾತೆಯ ಪಾಸ್‌ವರ್ಡ್ ಮರುಹೊಂದಿಸಲು ಯಾರೋ ಕೇಳಿದ್ದಾರೆ. ಈ ಲಿಂಕ್ ಒಮ್ಮೆ ಮಾತ್ರ, "
        "{minutes} ನಿಮಿಷಗಳವರೆಗೆ ಕೆಲಸ ಮಾಡುತ್ತದೆ:"
    ),
    "reset.button": "ಹೊಸ ಪಾಸ್‌ವರ್ಡ್ ಆರಿಸಿ",
    "reset.or_open": "ಅಥವಾ ಈ ಲಿಂಕ್ ತೆರೆಯಿರಿ: {link}",
    "reset.not_you": ("ಇದನ್ನು ನೀವು ಕೇಳಿಲ್ಲದಿದ್ದರೆ, ಈ ಇ-ಮೇಲ್ ಅನ್ನು ನಿರ್ಲಕ್ಷಿಸಿ: ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಹಾಗೆಯೇ ಇರುತ್ತದೆ."),
    "changed.subject": "ನಿಮ್ಮ {shop} ಪಾಸ್‌ವರ್ಡ್ ಬದಲಾಗಿದೆ",
    "changed.heading": "ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಬದಲಾಗಿದೆ",
    "changed.body": ("ನಿಮ್ಮ {shop} ಖಾತೆಯ ಪಾಸ್‌ವರ್ಡ್ ಬದಲಾಗಿದೆ, ಮತ್ತು ಉಳಿದ ಎಲ್ಲ ಸಾಧನಗಳಿಂದ ಸೈನ್ ಔಟ್ ಮಾಡಲಾಗಿದೆ."),
    "changed.not_you": ("ಇದನ್ನು ನೀವು ಮಾಡಿಲ್ಲದಿದ್ದರೆ, ಈಗಲೇ ಲಾಗಿನ್ ಪುಟದಿಂದ ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಮರುಹೊಂದಿಸಿ ಮತ್ತು ನಮಗೆ ತಿಳಿಸಿ."),
    # cart_reminder (issue 31)
    "cart_reminder.subject": "ನಿಮ್ಮ ಕಾರ್ಟ್ ಕಾಯುತ್ತಿದೆ",
    "cart_reminder.heading": "ನಿಮ್ಮ ಕಾರ್ಟ್‌ನಲ್ಲಿ ವಸ್ತುಗಳು ಉಳಿದಿವೆ",
    "cart_reminder.intro": "ನಮಸ್ಕಾರ {name}, ಇವು ಇನ್ನೂ ನಿಮ್ಮ ಕಾರ್ಟ್‌ನಲ್ಲಿವೆ, ಇಂದಿನ ಬೆಲೆಗಳಲ್ಲಿ:",
    "cart_reminder.mrp": "ಎಂಆರ್‌ಪಿ {mrp}",
    "cart_reminder.button": "ನಿಮ್ಮ ಕಾರ್ಟ್‌ಗೆ ಹೋಗಿ",
    "cart_reminder.back": "ನಿಮ್ಮ ಕಾರ್ಟ್‌ಗೆ ಹೋಗಿ: {url}",
    "cart_reminder.stop": "ಕಾರ್ಟ್ ಜ್ಞಾಪನೆಗಳು ಬೇಡ: {url}",
    "cart_reminder.stop_label": "ಕಾರ್ಟ್ ಜ್ಞಾಪನೆಗಳು ಬೇಡ",
    "cart_reminder.unsubscribe_title": "ಕಾರ್ಟ್ ಜ್ಞಾಪನೆಗಳು",
    "cart_reminder.unsubscribe_ask": "ನಿಮ್ಮ ಕಾರ್ಟ್ ಬಗ್ಗೆ ನೆನಪಿಸುವ ಇಮೇಲ್‌ಗಳನ್ನು ನಿಲ್ಲಿಸಬೇಕೆ?",
    "cart_reminder.unsubscribe_button": "ಕಾರ್ಟ್ ಜ್ಞಾಪನೆಗಳನ್ನು ನಿಲ್ಲಿಸಿ",
    "cart_reminder.unsubscribed": "ಆಯಿತು: ಇನ್ನು ಮುಂದೆ ನಿಮಗೆ ಕಾರ್ಟ್ ಜ್ಞಾಪನೆಗಳು ಬರುವುದಿಲ್ಲ.",
    "cart_reminder.bad_link": "ಈ ಲಿಂಕ್ ಮಾನ್ಯವಾಗಿಲ್ಲ.",
}
