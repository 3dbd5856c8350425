# data module
"""India's GST state codes (the first two digits of a GSTIN) and the state or union territory
each names. The shop picks its state by name; a GSTIN's first two digits must be its code.

Codes 25 (Daman and Diu) and 28 (Andhra Pradesh before 2014) are no longer given to new
registrations: Daman and Diu is part of 26 since 2020, Andhra Pradesh registers under 37.
"""

from __future__ import annotations

GST_STATES: dict[str, str] = {
    "01": "Jammu and Kashmir",
    "02": "Himachal Pradesh",
    "03": "Punjab",
    "04": "Chandigarh",
    "05": "Uttarakhand",
    "06": "Haryana",
    "07": "Delhi",
    "08": "Rajasthan",
    "09": "Uttar Pradesh",
    "10": "Bihar",
    "11": "Sikkim",
    "12": "Arunachal Pradesh",
    "13": "Nagaland",
    "14": "Manipur",
    "15": "Mizoram",
    "16": "Tripura",
    "17": "Meghalaya",
    "18": "Assam",
    "19": "West Bengal",
    "20": "Jharkhand",
    "21": "Odisha",
    "22": "Chhattisgarh",
    "23": "Madhya Pradesh",
    "24": "Gujarat",
    "26": "Dadra and Nagar Haveli and Daman and Diu",
    "27": "Maharashtra",
    "29": "Karnataka",
    "30": "Goa",
    "31": "Lakshadweep",
    "32": "Kerala",
    "33": "Tamil Nadu",
    "34": "Puducherry",
    "35": "Andaman and Nicobar Islands",
    "36": "Telangana",
    "37": "Andhra Pradesh",
    "38": "Ladakh",
    "97": "Other Territory",
}

STATE_CODES: dict[str, str] = {name: code for code, name in GST_STATES.items()}
STATE_NAMES: tuple[str, ...] = tuple(GST_STATES.values())
DEFAULT_STATE = "Karnataka"
