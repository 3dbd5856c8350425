# data module
"""The served pages' fixed texts in Kannada and Hindi (issue 18): the fixed pages' names and
descriptions (English: khadi.site.client_routes), the default description, a category page's
description, the not-found title and the default tagline. The shop's name stays as the admin wrote
it. English is not here: it is the source every other text falls back to.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from khadi.shop.defaults import DEFAULT_SETTINGS


@dataclass(frozen=True)
class PageTexts:
    default_description: str
    # '{heading}' and '{shop}' are filled in; the English one is in khadi.site.meta.
    category_description: str
    not_found: str
    default_tagline: str  # shown instead of the shop's tagline while that is still the default
    # path -> (name, description), as client_routes' titles
    fixed_pages: dict[str, tuple[str, str]] = field(default_factory=dict)


DEFAULT_TAGLINE = DEFAULT_SETTINGS["tagline"]

KANNADA = PageTexts(
    default_description=(
        "ಕರ್ನಾಟಕದ ಕೈನೂಲಿನ ಖಾದಿ ಮತ್ತು ಕೈಮಗ್ಗದ ಉತ್ಪನ್ನಗಳು: ಅಂಗಿಗಳು, ಕುರ್ತಾಗಳು, ಮೀಟರ್ ಲೆಕ್ಕದ ಬಟ್ಟೆ, "
        "ಬೆಡ್‌ಶೀಟ್‌ಗಳು, ಟವೆಲ್‌ಗಳು, ಜೇನುತುಪ್ಪ, ಅಗರಬತ್ತಿ ಮತ್ತು ಉಡುಗೊರೆಗಳು."
    ),
    category_description=(
        "{shop} ಮಳಿಗೆಯಲ್ಲಿ {heading} ಖರೀದಿಸಿ: ಕರ್ನಾಟಕದ ಕೈನೂಲಿನ ಖಾದಿ ಮತ್ತು ಕೈಮಗ್ಗ, ಭಾರತದಾದ್ಯಂತ ಮನೆಗೆ ತಲುಪಿಸುತ್ತೇವೆ."
    ),
    not_found="ಪುಟ ಸಿಗಲಿಲ್ಲ",
    default_tagline="ಖಾದಿ ಮತ್ತು ಕೈಮಗ್ಗ",
    fixed_pages={
        "/allproducts": (
            "ಎಲ್ಲ ಉತ್ಪನ್ನಗಳು",
            "ಎಲ್ಲ ಖಾದಿ ಮತ್ತು ಕೈಮಗ್ಗದ ಉತ್ಪನ್ನಗಳನ್ನು ನೋಡಿ: ವರ್ಗ, ಬಟ್ಟೆ ಮತ್ತು ಬೆಲೆಯ ಪ್ರಕಾರ ಆರಿಸಿಕೊಳ್ಳಿ.",
        ),
        "/about-us": (
            "ನಮ್ಮ ಬಗ್ಗೆ",
            "ನಮ್ಮ ಧ್ಯೇಯ, ದೃಷ್ಟಿ ಮತ್ತು ಮೌಲ್ಯಗಳು, ಹಾಗೂ ಈ ಮಳಿಗೆಯ ಹಿಂದಿರುವ ಜನರು.",
        ),
        "/terms-and-conditions": (
            "ನಿಯಮಗಳು ಮತ್ತು ಷರತ್ತುಗಳು",
            "ಆರ್ಡರ್‌ಗಳು, ಪಾವತಿ, 2–3 ಕೆಲಸದ ದಿನಗಳಲ್ಲಿ ರವಾನೆ, ಹಿಂದಿರುಗಿಸುವಿಕೆ ಮತ್ತು ಹಣ ಮರುಪಾವತಿ.",
        ),
        "/careers": (
            "ಉದ್ಯೋಗಾವಕಾಶಗಳು",
            "ನಮ್ಮೊಂದಿಗೆ ಕೆಲಸ ಮಾಡಿ: ನೇಯ್ಗೆ, ಮಳಿಗೆ, ಪ್ಯಾಕಿಂಗ್ ಮತ್ತು ಗ್ರಾಹಕ ಸೇವೆ.",
        ),
        "/faq": (
            "ಪದೇ ಪದೇ ಕೇಳುವ ಪ್ರಶ್ನೆಗಳು",
            "ಅಳತೆಗಳು, ಮೀಟರ್ ಲೆಕ್ಕದ ಬಟ್ಟೆ, ಪಾವತಿ, ರವಾನೆ ಮತ್ತು ಹಿಂದಿರುಗಿಸುವಿಕೆಯ ಬಗ್ಗೆ ಉತ್ತರಗಳು.",
        ),
        "/forgot-password": ("ಪಾಸ್‌ವರ್ಡ್ ಮರೆತಿರಾ?", "ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಅನ್ನು ಮರುಹೊಂದಿಸಿ."),
        "/reset-password": ("ಹೊಸ ಪಾಸ್‌ವರ್ಡ್ ಆರಿಸಿ", "ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಅನ್ನು ಮರುಹೊಂದಿಸಿ."),
    },
)

HINDI = PageTexts(
    default_description=(
        "कर्नाटक की हाथ से कती खादी और हथकरघा: शर्ट, कुर्ते, मीटर के हिसाब से कपड़े, चादरें, "
        "तौलिये, शहद, अगरबत्ती और उपहार।"
    ),
    category_description=(
        "{shop} पर {heading} खरीदें: कर्नाटक की हाथ से कती खादी और हथकरघा, पूरे भारत में घर तक डिलीवरी।"
    ),
    not_found="पेज नहीं मिला",
    default_tagline="खादी और हथकरघा",
    fixed_pages={
        "/allproducts": (
            "सभी उत्पाद",
            "खादी और हथकरघा के सभी उत्पाद देखें: श्रेणी, कपड़े और क़ीमत के हिसाब से चुनें।",
        ),
        "/about-us": (
            "हमारे बारे में",
            "हमारा मिशन, हमारी सोच और हमारे मूल्य, और इस दुकान को चलाने वाले लोग।",
        ),
        "/terms-and-conditions": (
            "नियम और शर्तें",
            "ऑर्डर, भुगतान, 2–3 कार्यदिवसों में शिपिंग, वापसी और रिफ़ंड।",
        ),
        "/careers": (
            "करियर",
            "हमारे साथ काम करें: बुनाई, दुकान, पैकिंग और ग्राहक सेवा।",
        ),
        "/faq": (
            "अक्सर पूछे जाने वाले सवाल",
            "साइज़, मीटर के हिसाब से कपड़े, भुगतान, शिपिंग और वापसी के बारे में जवाब।",
        ),
        "/forgot-password": ("पासवर्ड भूल गए?", "अपना पासवर्ड रीसेट करें।"),
        "/reset-password": ("नया पासवर्ड चुनें", "अपना पासवर्ड रीसेट करें।"),
    },
)

PAGE_TEXTS: dict[str, PageTexts] = {"kn": KANNADA, "hi": HINDI}
