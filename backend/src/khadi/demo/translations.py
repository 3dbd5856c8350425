# data module
"""The demo shop in Kannada and Hindi (issue 18): its categories', subcategories' and products'
names, as the shop's admins would enter them. `demo.seeding` fills them in where none is
entered, never over an admin's own."""

from __future__ import annotations

# category slug -> (Kannada, Hindi)
CATEGORY_NAMES: dict[str, tuple[str, str]] = {
    "shirts": ("ಶರ್ಟ್‌ಗಳು", "शर्ट"),
    "pants": ("ಪ್ಯಾಂಟ್‌ಗಳು", "पैंट"),
    "kurta": ("ಕುರ್ತಾ", "कुर्ता"),
    "dhoti": ("ಧೋತಿ", "धोती"),
    "lungi": ("ಲುಂಗಿ", "लुंगी"),
    "towel": ("ಟವೆಲ್", "तौलिया"),
    "bedsheet": ("ಬೆಡ್‌ಶೀಟ್", "बेडशीट"),
    "nehru-jacket": ("ನೆಹರು ಜಾಕೆಟ್", "नेहरू जैकेट"),
    "national-flag": ("ರಾಷ್ಟ್ರಧ್ವಜ", "राष्ट्रीय ध्वज"),
    "pillow-cover": ("ದಿಂಬಿನ ಕವರ್", "तकिये का कवर"),
    "floor-mats": ("ನೆಲಹಾಸು", "पायदान"),
    "honey": ("ಜೇನುತುಪ್ಪ", "शहद"),
    "car-seater-set": ("ಕಾರ್ ಸೀಟ್ ಕವರ್ ಸೆಟ್", "कार सीट कवर सेट"),
    "mosquito-net": ("ಸೊಳ್ಳೆ ಪರದೆ", "मच्छरदानी"),
    "agarbatti": ("ಅಗರಬತ್ತಿ", "अगरबत्ती"),
    "solapuri-chadar": ("ಸೊಲ್ಲಾಪುರಿ ಚಾದರ", "सोलापुरी चादर"),
    "shawl": ("ಶಾಲು", "शॉल"),
    "jamkhana": ("ಜಮಖಾನ", "जमखाना"),
    "blanket": ("ಕಂಬಳಿ", "कंबल"),
    "mats": ("ಮಲಗುವ ಚಾಪೆ", "सोने की चटाई"),
    "samman-shawl": ("ಸನ್ಮಾನ ಶಾಲು", "सम्मान शॉल"),
    "haar": ("ಹಾರ", "हार"),
    "handkerchief": ("ಕರವಸ್ತ್ರ", "रूमाल"),
    "angvastram": ("ಅಂಗವಸ್ತ್ರ", "अंगवस्त्रम्"),
    "handbags": ("ಕೈಚೀಲಗಳು", "हैंडबैग"),
    "gift-pack": ("ಉಡುಗೊರೆ ಪ್ಯಾಕ್", "उपहार पैक"),
    "essentials": ("ಅಗತ್ಯ ವಸ್ತುಗಳು", "ज़रूरी सामान"),
    "sandalwood": ("ಶ್ರೀಗಂಧ", "चंदन"),
    "fabrics": ("ಬಟ್ಟೆಗಳು", "कपड़े"),
}

# category slug -> {subcategory: (Kannada, Hindi)}
SUBCATEGORY_NAMES: dict[str, dict[str, tuple[str, str]]] = {
    "essentials": {
        "soap": ("ಸಾಬೂನು", "साबुन"),
        "toothpaste": ("ಟೂತ್‌ಪೇಸ್ಟ್", "टूथपेस्ट"),
        "perfumes": ("ಸುಗಂಧ ದ್ರವ್ಯಗಳು", "इत्र"),
    },
    "fabrics": {
        "khadi": ("ಖಾದಿ", "खादी"),
        "lenin": ("ಲಿನನ್", "लिनन"),
        "silk": ("ರೇಷ್ಮೆ", "रेशम"),
        "cotton": ("ಹತ್ತಿ", "सूती"),
        "wool": ("ಉಣ್ಣೆ", "ऊन"),
        "Polyester": ("ಪಾಲಿಯೆಸ್ಟರ್", "पॉलिएस्टर"),
    },
}

# English title (demo.catalogue) -> (Kannada, Hindi)
PRODUCT_TITLES: dict[str, tuple[str, str]] = {
    "Handspun Khadi Cotton Shirt": ("ಕೈನೂಲಿನ ಖಾದಿ ಹತ್ತಿ ಶರ್ಟ್", "हाथ से कती खादी सूती शर्ट"),
    "Indigo Khadi Shirt": ("ಇಂಡಿಗೊ ಖಾದಿ ಶರ್ಟ್", "नील खादी शर्ट"),
    "Checked Khadi Shirt": ("ಚೌಕುಳಿ ಖಾದಿ ಶರ್ಟ್", "चेक खादी शर्ट"),
    "Striped Handloom Cotton Shirt": ("ಪಟ್ಟೆಯ ಕೈಮಗ್ಗ ಹತ್ತಿ ಶರ್ಟ್", "धारीदार हथकरघा सूती शर्ट"),
    "Khadi Linen Shirt": ("ಖಾದಿ ಲಿನನ್ ಶರ್ಟ್", "खादी लिनन शर्ट"),
    "Fine Muslin Khadi Shirt": ("ನಯವಾದ ಮಸ್ಲಿನ್ ಖಾದಿ ಶರ್ಟ್", "महीन मलमल खादी शर्ट"),
    "Plain Khadi Kurta": ("ಸರಳ ಖಾದಿ ಕುರ್ತಾ", "सादा खादी कुर्ता"),
    "Ikat Cotton Kurta": ("ಇಕತ್ ಹತ್ತಿ ಕುರ್ತಾ", "इकत सूती कुर्ता"),
    "Kora Khadi Long Kurta": ("ಕೋರಾ ಖಾದಿ ಉದ್ದ ಕುರ್ತಾ", "कोरा खादी लंबा कुर्ता"),
    "Khadi Silk Kurta": ("ಖಾದಿ ರೇಷ್ಮೆ ಕುರ್ತಾ", "खादी सिल्क कुर्ता"),
    "Short Khadi Kurta": ("ಗಿಡ್ಡ ಖಾದಿ ಕುರ್ತಾ", "छोटा खादी कुर्ता"),
    "Khadi Cotton Trousers": ("ಖಾದಿ ಹತ್ತಿ ಪ್ಯಾಂಟ್", "खादी सूती पतलून"),
    "Drawstring Khadi Pyjama": ("ಲಾಡಿಯ ಖಾದಿ ಪೈಜಾಮ", "नाड़े वाला खादी पायजामा"),
    "Charcoal Khadi Formal Trousers": (
        "ಇದ್ದಿಲು ಬಣ್ಣದ ಖಾದಿ ಫಾರ್ಮಲ್ ಪ್ಯಾಂಟ್",
        "चारकोल खादी फ़ॉर्मल पतलून",
    ),
    "Khadi Linen Pants": ("ಖಾದಿ ಲಿನನ್ ಪ್ಯಾಂಟ್", "खादी लिनन पैंट"),
    "Khadi Cotton Nehru Jacket": ("ಖಾದಿ ಹತ್ತಿ ನೆಹರು ಜಾಕೆಟ್", "खादी सूती नेहरू जैकेट"),
    "Khadi Silk Nehru Jacket": ("ಖಾದಿ ರೇಷ್ಮೆ ನೆಹರು ಜಾಕೆಟ್", "खादी सिल्क नेहरू जैकेट"),
    "Khadi Dhoti with Zari Border": ("ಜರಿ ಅಂಚಿನ ಖಾದಿ ಧೋತಿ", "ज़री बॉर्डर वाली खादी धोती"),
    "Plain White Khadi Panche": ("ಬಿಳಿ ಖಾದಿ ಪಂಚೆ", "सादी सफ़ेद खादी पंचे"),
    "Handloom Checked Lungi": ("ಕೈಮಗ್ಗದ ಚೌಕುಳಿ ಲುಂಗಿ", "हथकरघा चेक लुंगी"),
    "Khadi Cotton Bath Towel": ("ಖಾದಿ ಹತ್ತಿ ಸ್ನಾನದ ಟವೆಲ್", "खादी सूती नहाने का तौलिया"),
    "Handloom Cotton Bedsheet": ("ಕೈಮಗ್ಗದ ಹತ್ತಿ ಬೆಡ್‌ಶೀಟ್", "हथकरघा सूती बेडशीट"),
    "Double Khadi Bedsheet with Pillow Covers": (
        "ದಿಂಬಿನ ಕವರ್‌ಗಳೊಂದಿಗೆ ಡಬಲ್ ಖಾದಿ ಬೆಡ್‌ಶೀಟ್",
        "तकिये के कवर के साथ डबल खादी बेडशीट",
    ),
    "Ikat Cotton Pillow Covers (Set of 2)": (
        "ಇಕತ್ ಹತ್ತಿ ದಿಂಬಿನ ಕವರ್‌ಗಳು (2ರ ಸೆಟ್)",
        "इकत सूती तकिये के कवर (2 का सेट)",
    ),
    "Handwoven Cotton Jamkhana": ("ಕೈನೇಯ್ಗೆಯ ಹತ್ತಿ ಜಮಖಾನ", "हाथ से बुना सूती जमखाना"),
    "Solapuri Cotton Chadar": ("ಸೊಲ್ಲಾಪುರಿ ಹತ್ತಿ ಚಾದರ", "सोलापुरी सूती चादर"),
    "Handwoven Kambali Blanket": ("ಕೈನೇಯ್ಗೆಯ ಕಂಬಳಿ", "हाथ से बुना कंबली कंबल"),
    "Cotton Sleeping Mat": ("ಹತ್ತಿಯ ಮಲಗುವ ಚಾಪೆ", "सूती सोने की चटाई"),
    "Cotton Mosquito Net": ("ಹತ್ತಿಯ ಸೊಳ್ಳೆ ಪರದೆ", "सूती मच्छरदानी"),
    "Khadi National Flag": ("ಖಾದಿ ರಾಷ್ಟ್ರಧ್ವಜ", "खादी राष्ट्रीय ध्वज"),
    "Khadi Handkerchiefs (Pack of 3)": ("ಖಾದಿ ಕರವಸ್ತ್ರಗಳು (3ರ ಪ್ಯಾಕ್)", "खादी रूमाल (3 का पैक)"),
    "Handwoven Woollen Shawl": ("ಕೈನೇಯ್ಗೆಯ ಉಣ್ಣೆ ಶಾಲು", "हाथ से बुनी ऊनी शॉल"),
    "Samman Shawl with Golden Border": ("ಚಿನ್ನದ ಅಂಚಿನ ಸನ್ಮಾನ ಶಾಲು", "सुनहरे बॉर्डर वाली सम्मान शॉल"),
    "Cotton Angavastram with Zari Border": (
        "ಜರಿ ಅಂಚಿನ ಹತ್ತಿ ಅಂಗವಸ್ತ್ರ",
        "ज़री बॉर्डर वाला सूती अंगवस्त्रम्",
    ),
    "Khadi Yarn Garland (Sutra Haar)": (
        "ಖಾದಿ ನೂಲಿನ ಹಾರ (ಸೂತ್ರ ಹಾರ)",
        "खादी सूत की माला (सूत्र हार)",
    ),
    "Wild Forest Honey": ("ಕಾಡಿನ ಜೇನುತುಪ್ಪ", "जंगली शहद"),
    "Multiflora Honey": ("ಬಹುಪುಷ್ಪ ಜೇನುತುಪ್ಪ", "बहुपुष्प शहद"),
    "Kodagu Coffee Blossom Honey": ("ಕೊಡಗು ಕಾಫಿ ಹೂವಿನ ಜೇನುತುಪ್ಪ", "कोडगु कॉफ़ी फूल शहद"),
    "Jamun Honey": ("ನೇರಳೆ ಜೇನುತುಪ್ಪ", "जामुन शहद"),
    "Mysore Sandalwood Agarbatti": ("ಮೈಸೂರು ಶ್ರೀಗಂಧದ ಅಗರಬತ್ತಿ", "मैसूर चंदन अगरबत्ती"),
    "Mallige Jasmine Agarbatti": ("ಮಲ್ಲಿಗೆ ಅಗರಬತ್ತಿ", "मल्लिगे चमेली अगरबत्ती"),
    "Mysore Sandalwood Soap": ("ಮೈಸೂರು ಶ್ರೀಗಂಧದ ಸಾಬೂನು", "मैसूर चंदन साबुन"),
    "Neem and Turmeric Herbal Soap": (
        "ಬೇವು ಮತ್ತು ಅರಿಶಿನದ ಗಿಡಮೂಲಿಕೆ ಸಾಬೂನು",
        "नीम और हल्दी हर्बल साबुन",
    ),
    "Herbal Tooth Powder": ("ಗಿಡಮೂಲಿಕೆ ಹಲ್ಲುಪುಡಿ", "हर्बल दंत मंजन"),
    "Sandalwood Attar": ("ಶ್ರೀಗಂಧದ ಅತ್ತರ್", "चंदन इत्र"),
    "Sandalwood Billets (100 g)": (
        "ಶ್ರೀಗಂಧದ ತುಂಡುಗಳು (100 ಗ್ರಾಂ)",
        "चंदन की लकड़ी के टुकड़े (100 ग्राम)",
    ),
    "Khadi Jhola Bag": ("ಖಾದಿ ಜೋಳಿಗೆ ಚೀಲ", "खादी झोला"),
    "Ilkal Border Tote Bag": ("ಇಳಕಲ್ ಅಂಚಿನ ಟೋಟ್ ಚೀಲ", "इलकल बॉर्डर टोट बैग"),
    "Khadi Gift Hamper": ("ಖಾದಿ ಉಡುಗೊರೆ ಹ್ಯಾಂಪರ್", "खादी उपहार हैम्पर"),
    "Festive Gift Box with Khadi Silk Stole": (
        "ಖಾದಿ ರೇಷ್ಮೆ ಸ್ಟೋಲ್ ಸಹಿತ ಹಬ್ಬದ ಉಡುಗೊರೆ ಪೆಟ್ಟಿಗೆ",
        "खादी सिल्क स्टोल के साथ त्योहारी उपहार बॉक्स",
    ),
    "Kora Khadi Fabric": ("ಕೋರಾ ಖಾದಿ ಬಟ್ಟೆ", "कोरा खादी कपड़ा"),
    "Indigo Handspun Khadi Fabric": ("ಇಂಡಿಗೊ ಕೈನೂಲಿನ ಖಾದಿ ಬಟ್ಟೆ", "नील हाथ-कता खादी कपड़ा"),
    "Khadi Linen Fabric": ("ಖಾದಿ ಲಿನನ್ ಬಟ್ಟೆ", "खादी लिनन कपड़ा"),
    "Ilkal Silk Fabric": ("ಇಳಕಲ್ ರೇಷ್ಮೆ ಬಟ್ಟೆ", "इलकल रेशमी कपड़ा"),
    "Tussar Khadi Silk Fabric": ("ಟಸರ್ ಖಾದಿ ರೇಷ್ಮೆ ಬಟ್ಟೆ", "टसर खादी रेशमी कपड़ा"),
    "Handloom Cotton Checks Fabric": ("ಕೈಮಗ್ಗದ ಹತ್ತಿ ಚೌಕುಳಿ ಬಟ್ಟೆ", "हथकरघा सूती चेक कपड़ा"),
    "Handspun Woollen Fabric": ("ಕೈನೂಲಿನ ಉಣ್ಣೆ ಬಟ್ಟೆ", "हाथ-कता ऊनी कपड़ा"),
    "Poly Khadi Fabric": ("ಪಾಲಿ ಖಾದಿ ಬಟ್ಟೆ", "पॉली खादी कपड़ा"),
}
