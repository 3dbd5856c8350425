# data module
"""The shopper e-mails' fixed texts in Hindi: each key of texts_en, with the same
{placeholders}. Product titles, the shop's name and amounts are filled in by the messages."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    # issue 28: the size charts' names and a length, as locales/<lang>/options.json words them
    "option.Full Sleeve": "पूरी बाँह",
    "option.Half Sleeve": "आधी बाँह",
    "option.Waist": "कमर",
    "option.Single": "सिंगल",
    "option.Double": "डबल",
    "option.Small": "छोटा",
    "option.Medium": "मध्यम",
    "option.Large": "बड़ा",
    "option.Single Bed": "सिंगल बेड",
    "option.Medium Bed": "मध्यम बेड",
    "option.Large Bed": "बड़ा बेड",
    "option.unit.M": "{value} मी",
    "option.unit.gm": "{value} ग्राम",
    "metres": "{amount} मी",
    "size": "साइज़ {size}",
    "total_paid": "कुल भुगतान",
    "pincode": "पिनकोड {pincode}",
    "mobile": "मोबाइल {mobile}",
    "shipping_to": "डिलीवरी का पता",
    "the_order": "ऑर्डर का ब्योरा",
    "see_orders": "अपने ऑर्डर देखें: {url}",
    "subject_from_shop": "{subject} — {shop}",
    "hello": "नमस्ते {name},",
    "confirmed.subject": "ऑर्डर {order} की पुष्टि हो गई",
    "confirmed.heading": "आपके ऑर्डर की पुष्टि हो गई है",
    "confirmed.intro": (
        "धन्यवाद, {name}। ऑर्डर {order} के लिए आपका भुगतान हमें मिल गया है, और हम इसे "
        "2–3 कार्यदिवसों में भेज देंगे।"
    ),
    "cod_placed.subject": "ऑर्डर {order} हो गया: कैश ऑन डिलीवरी",
    "cod_placed.heading": "आपका ऑर्डर हो गया है",
    "cod_placed.intro": (
        "धन्यवाद, {name}। आपका ऑर्डर {order} हमें मिल गया है: पहुँचने पर {amount} नकद दें। "
        "हम जल्द ही आपसे पक्का करके इसे 2–3 कार्यदिवसों में भेज देंगे।"
    ),
    "packed.subject": "ऑर्डर {order} पैक हो गया है",
    "packed.heading": "आपका ऑर्डर पैक हो गया है",
    "packed.intro": "आपका ऑर्डर {order} पैक हो गया है और जल्द ही कूरियर को सौंप दिया जाएगा।",
    "shipped.subject": "ऑर्डर {order} रास्ते में है",
    "shipped.heading": "आपका ऑर्डर रास्ते में है",
    "shipped.intro": "आपका ऑर्डर {order} {courier} से भेज दिया गया है। ट्रैकिंग नंबर: {number}।",
    "cancelled.subject": "ऑर्डर {order} रद्द कर दिया गया",
    "cancelled.heading": "आपका ऑर्डर रद्द कर दिया गया",
    "cancelled.intro": (
        "आपका ऑर्डर {order} भेजे जाने से पहले ही रद्द कर दिया गया। पूरी राशि उसी तरीके (UPI, "
        "कार्ड या नेटबैंकिंग) से वापस की जा रही है जिससे आपने भुगतान किया था; बैंक आम तौर "
        "पर 7–10 कार्यदिवसों में इसे दिखा देते हैं।"
    ),
    "cod_cancelled.subject": "ऑर्डर {order} रद्द कर दिया गया",
    "cod_cancelled.heading": "आपका ऑर्डर रद्द कर दिया गया",
    "cod_cancelled.intro": (
        "आपका कैश ऑन डिलीवरी ऑर्डर {order} भेजे जाने से पहले ही रद्द कर दिया गया। आपने कुछ भी "
        "भुगतान नहीं किया है, इसलिए वापस करने के लिए कुछ नहीं है, और कूरियर को भी कुछ नहीं देना है।"
    ),
    "delivered.subject": "ऑर्डर {order} पहुँच गया",
    "delivered.heading": "आपका ऑर्डर पहुँच गया",
    "delivered.intro": (
        "आपका ऑर्डर {order} पहुँच गया है। अगर कोई सामान दोषपूर्ण या क्षतिग्रस्त पहुँचा है, तो आप "
        "10 दिनों के भीतर अपने ऑर्डर वाले पेज से वापसी का अनुरोध कर सकते हैं।"
    ),
    "track_it": "ट्रैक करें: {url}",
    "refund.subject": "ऑर्डर {order} के लिए {amount} का रिफ़ंड",
    "refund.heading": "आपका रिफ़ंड भेज दिया गया है",
    "refund.intro": (
        "हमने आपके ऑर्डर {order} के लिए {amount} उसी तरीके (UPI, कार्ड या नेटबैंकिंग) से "
        "वापस कर दिए हैं जिससे आपने भुगतान किया था। बैंक आम तौर पर 7–10 कार्यदिवसों में इसे दिखा देते हैं।"
    ),
    "reason.Defective": "दोषपूर्ण",
    "reason.Damaged": "क्षतिग्रस्त",
    "return_requested.subject": "ऑर्डर {order} की वापसी का अनुरोध",
    "return_requested.heading": "आपका वापसी अनुरोध हमें मिल गया है",
    "return_requested.intro": (
        "ऑर्डर {order} के इन सामानों की वापसी ({reason}) का आपका अनुरोध हमें मिल गया है। हम "
        "इसे देखेंगे और फ़ैसला होते ही आपको लिखेंगे।"
    ),
    "return_accepted.subject": "ऑर्डर {order} की वापसी स्वीकार",
    "return_accepted.heading": "आपकी वापसी स्वीकार कर ली गई है",
    "return_accepted.intro": (
        "हमने ऑर्डर {order} की आपकी वापसी स्वीकार कर ली है। कृपया सामान हमें वापस भेज दें; "
        "उनके पहुँचते ही हम {amount} उसी तरीके (UPI, कार्ड या नेटबैंकिंग) से "
        "वापस कर देंगे जिससे आपने भुगतान किया था।"
    ),
    "return_declined.subject": "ऑर्डर {order} की वापसी अस्वीकार",
    "return_declined.heading": "आपकी वापसी अस्वीकार कर दी गई",
    "return_declined.intro": (
        "हमें खेद है: हम ऑर्डर {order} की आपकी वापसी स्वीकार नहीं कर सकते। कारण: {reason}"
    ),
    "login_code.subject": "आपका {shop} लॉगिन कोड: {code}",
    "login_code.heading": "आपका लॉगिन कोड",
    "login_code.body": (
        "आपके {shop} खाते पर कई असफल लॉगिन की कोशिशें हुई हैं, इसलिए लॉगिन में एक कदम और है। "
        "यह कोड लॉगिन पेज पर डालें। यह सिर्फ़ एक बार, {minutes} मिनट तक काम करेगा:"
    ),
    "login_code.not_you": (
        "अगर अभी लॉगिन करने वाले आप नहीं थे, तो किसी को आपका पासवर्ड पता है: लॉगिन पेज पर "
        "'पासवर्ड भूल गए?' से नया पासवर्ड चुनें।"
    ),
    "reset.subject": "अपना {shop} पासवर्ड रीसेट करें",
    "reset.heading": "अपना पासवर्ड रीसेट करें",
    "reset.asked": (
        "किसी ने आपके {shop} खाते का पासवर्ड रीसेट करने का अनुरोध किया है। यह लिंक सिर्फ़ एक "
        "बार, {minutes} मिनट तक काम करेगा:"
    ),
    "reset.button": "नया पासवर्ड चुनें",
    "reset.or_open": "या यह लिंक खोलें: {link}",
    "reset.not_you": (
        "अगर यह अनुरोध आपने नहीं किया, तो इस ई-मेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।"
    ),
    "changed.subject": "आपका {shop} पासवर्ड बदल दिया गया",
    "changed.heading": "आपका पासवर्ड बदल दिया गया",
    "changed.body": (
        "आपके {shop} खाते का पासवर्ड बदल दिया गया है, और बाकी सभी डिवाइस से साइन आउट कर दिया गया है।"
    ),
    "changed.not_you": ("अगर यह आपने नहीं किया, तो अभी लॉगिन पेज से अपना पासवर्ड रीसेट करें और हमें बताएँ।"),
    # cart_reminder (issue 31)
    "cart_reminder.subject": "आपका कार्ट इंतज़ार कर रहा है",
    "cart_reminder.heading": "आपके कार्ट में कुछ सामान रह गया है",
    "cart_reminder.intro": "नमस्ते {name}, ये अब भी आपके कार्ट में हैं, आज की कीमतों पर:",
    "cart_reminder.mrp": "एमआरपी {mrp}",
    "cart_reminder.button": "अपने कार्ट पर जाएँ",
    "cart_reminder.back": "अपने कार्ट पर जाएँ: {url}",
    "cart_reminder.stop": "कार्ट की याद दिलाने वाले ईमेल बंद करें: {url}",
    "cart_reminder.stop_label": "कार्ट की याद दिलाने वाले ईमेल बंद करें",
    "cart_reminder.unsubscribe_title": "कार्ट रिमाइंडर",
    "cart_reminder.unsubscribe_ask": "क्या आपके कार्ट की याद दिलाने वाले ईमेल बंद कर दें?",
    "cart_reminder.unsubscribe_button": "कार्ट रिमाइंडर बंद करें",
    "cart_reminder.unsubscribed": "हो गया: अब आपको कार्ट रिमाइंडर नहीं मिलेंगे।",
    "cart_reminder.bad_link": "यह लिंक मान्य नहीं है।",
}
