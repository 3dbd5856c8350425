"""The owner's cash-on-delivery settings: read (off until a first save), checked and saved
whole with a version (shop.versioned: of two saves of one version exactly one wins)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from sqlalchemy.orm import Session

from khadi.cod import errors
from khadi.cod.models import SETTINGS_ID, CodSettings
from khadi.cod.schemas import CodSettingsIn, CodSettingsOut
from khadi.delivery.service import read_charges
from khadi.errors import Text
from khadi.kit.time import utcnow
from khadi.shop.versioned import save_versioned

PINCODE = re.compile(r"[1-9][0-9]{5}")
MAX_ORDER_LIMIT = 100_000_000  # paise: ₹10,00,000
FEE_LIMIT = 1_000_000  # paise: ₹10,000
MAX_PINCODES = 500
OPEN_ORDERS_LIMIT = 20


@dataclass(frozen=True)
class CodRules:
    enabled: bool
    max_order: int
    fee: int
    excluded_pincodes: frozenset[str]
    excluded_zones: frozenset[str]
    max_open_orders: int


# A new shop: off, with limits an owner would start from (₹5,000, ₹40 fee, 2 open orders).
DEFAULTS = CodRules(False, 500_000, 4_000, frozenset(), frozenset(), 2)


def read_rules(session: Session) -> tuple[CodRules, int]:
    row = session.get(CodSettings, SETTINGS_ID, populate_existing=True)
    if row is None:
        return DEFAULTS, 0
    rules = CodRules(
        enabled=row.enabled,
        max_order=row.max_order,
        fee=row.fee,
        excluded_pincodes=frozenset(row.excluded_pincodes),
        excluded_zones=frozenset(row.excluded_zones),
        max_open_orders=row.max_open_orders,
    )
    return rules, row.version


def settings_out(session: Session) -> CodSettingsOut:
    rules, version = read_rules(session)
    return CodSettingsOut(
        version=version,
        enabled=rules.enabled,
        max_order=rules.max_order,
        fee=rules.fee,
        excluded_pincodes=sorted(rules.excluded_pincodes),
        excluded_zones=sorted(rules.excluded_zones),
        max_open_orders=rules.max_open_orders,
    )


def _invalid(message: str, field: str) -> errors.InvalidCodSettings:
    return errors.InvalidCodSettings(message, fields={field: message})


def check(session: Session, body: CodSettingsIn) -> None:
    """Every problem is on its own field (the first one raised)."""
    if not 100 <= body.max_order <= MAX_ORDER_LIMIT:
        raise _invalid(errors.MAX_ORDER_RANGE, "maxOrder")
    if body.fee > FEE_LIMIT:
        raise _invalid(errors.FEE_RANGE, "fee")
    pincodes = [p.strip() for p in body.excluded_pincodes]
    if len(pincodes) > MAX_PINCODES or not all(PINCODE.fullmatch(p) for p in pincodes):
        raise _invalid(errors.PINCODE_LIST, "excludedPincodes")
    zones = {zone.code for zone in read_charges(session).zones}
    for code in body.excluded_zones:
        if code not in zones:
            message = Text("cod.unknown_zone", errors.UNKNOWN_ZONE, zone=code[:40])
            raise _invalid(message, "excludedZones")
    if not 1 <= body.max_open_orders <= OPEN_ORDERS_LIMIT:
        raise _invalid(errors.OPEN_ORDERS_RANGE, "maxOpenOrders")


def save_settings(session: Session, body: CodSettingsIn) -> CodSettingsOut:
    check(session, body)
    values = {
        "enabled": body.enabled,
        "max_order": body.max_order,
        "fee": body.fee,
        "excluded_pincodes": sorted({p.strip() for p in body.excluded_pincodes}),
        "excluded_zones": sorted(set(body.excluded_zones)),
        "max_open_orders": body.max_open_orders,
    }
    save_versioned(
        session, CodSettings, {"id": SETTINGS_ID}, body.version, values, utcnow(),
        errors.SETTINGS_CHANGED,
    )  # fmt: skip
    return settings_out(session)
