"""The owner's delivery charges: read (the neutral defaults until a first save), checked and
saved whole with a version (shop.versioned: of two saves of one version exactly one wins)."""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from typing import Any

from sqlalchemy.orm import Session

from khadi.delivery import defaults, errors
from khadi.delivery.models import SETTINGS_ID, DeliverySettings
from khadi.delivery.rules import Charges, Zone
from khadi.delivery.schemas import DeliveryChargesIn, DeliveryChargesOut, ZoneOut
from khadi.errors import Text
from khadi.kit.time import utcnow
from khadi.shop.states import GST_STATES
from khadi.shop.versioned import save_versioned

_CODE = re.compile(r"[a-z0-9-]{1,40}")
MAX_FEE = 1_000_000  # paise: ₹10,000
MAX_FREE_ABOVE = 100_000_000  # ₹10,00,000
MAX_GRAMS = 100_000


def _values(session: Session) -> tuple[dict[str, Any], int]:
    row = session.get(DeliverySettings, SETTINGS_ID, populate_existing=True)
    if row is None:
        return defaults.NEUTRAL, 0
    values = {"enabled": row.enabled, "free_above": row.free_above, "slabs": row.slabs,
              "zones": row.zones, "weights": row.weights}  # fmt: skip
    return values, row.version


def charges_from(values: dict[str, Any]) -> Charges:
    weights = values["weights"]
    return Charges(
        enabled=bool(values["enabled"]),
        free_above=int(values["free_above"]),
        slabs=tuple(int(s) for s in values["slabs"]),
        zones=tuple(Zone.from_json(zone) for zone in values["zones"]),
        category_grams={str(k): int(v) for k, v in weights.get("categories", {}).items()},
        product_grams={
            str(k): {str(s): int(g) for s, g in v.items()}
            for k, v in weights.get("products", {}).items()
        },
        default_grams=int(weights.get("default", defaults.DEFAULT_GRAMS)),
    )


def read_charges(session: Session) -> Charges:
    return charges_from(_values(session)[0])


def charges_out(session: Session) -> DeliveryChargesOut:
    values, version = _values(session)
    return DeliveryChargesOut(
        version=version,
        enabled=values["enabled"],
        free_above=values["free_above"],
        slabs=list(values["slabs"]),
        zones=[ZoneOut.model_validate(zone) for zone in values["zones"]],
        weights=values["weights"],
    )


def _invalid(message: str, field: str) -> errors.InvalidCharges:
    return errors.InvalidCharges(message, fields={field: message})


def _check_zones(body: DeliveryChargesIn) -> None:
    """Each refusal names the zone's field it is about (`zones.2.fees`), for the dashboard to
    show under it."""
    if not 1 <= len(body.zones) <= 12:
        raise _invalid(errors.ZONES_COUNT, "zones")
    codes: set[str] = set()
    states: set[str] = set()
    for at, zone in enumerate(body.zones):
        field = f"zones.{at}"
        if not _CODE.fullmatch(zone.code) or zone.code in codes:
            raise _invalid(errors.ZONE_CODE, f"{field}.code")
        codes.add(zone.code)
        if not zone.name.strip():
            raise _invalid(errors.ZONE_NAME, f"{field}.name")
        if len(zone.fees) != len(body.slabs) or any(not 0 <= f <= MAX_FEE for f in zone.fees):
            raise _invalid(errors.ZONE_FEES, f"{field}.fees")
        if not 1 <= zone.days_min <= zone.days_max <= 60:
            raise _invalid(errors.ZONE_DAYS, f"{field}.days")
        for state in zone.states:
            if state not in GST_STATES:
                raise _invalid(Text("delivery.zone_unknown_state", errors.ZONE_UNKNOWN_STATE,
                                    state=state), f"{field}.states")  # fmt: skip
            if state in states:
                raise _invalid(Text("delivery.zone_states", errors.ZONE_STATES,
                                    state=GST_STATES[state]), f"{field}.states")  # fmt: skip
            states.add(state)
    if sum(1 for zone in body.zones if zone.rest) != 1:
        raise _invalid(errors.ONE_REST_ZONE, "zones")


def _check_weights(body: DeliveryChargesIn) -> None:
    def check(grams: int, field: str) -> None:
        if not 0 < grams <= MAX_GRAMS:
            raise _invalid(errors.WEIGHT_RANGE, field)

    check(body.weights.default, "weights.default")
    for category, grams in body.weights.categories.items():
        check(grams, f"weights.categories.{category}")
    for product_id, sizes in body.weights.products.items():
        for grams in sizes.values():
            check(grams, f"weights.products.{product_id}")


def _check(body: DeliveryChargesIn) -> None:
    slabs = body.slabs
    if (
        not 1 <= len(slabs) <= 8
        or any(not 0 < s <= MAX_GRAMS for s in slabs)
        or any(a >= b for a, b in itertools.pairwise(slabs))
    ):
        raise _invalid(errors.SLABS_RISING, "slabs")
    if not 0 <= body.free_above <= MAX_FREE_ABOVE:
        raise _invalid(errors.FREE_ABOVE, "freeAbove")
    _check_zones(body)
    _check_weights(body)


def save_charges(session: Session, body: DeliveryChargesIn) -> DeliveryChargesOut:
    _check(body)
    values = {
        "enabled": body.enabled,
        "free_above": body.free_above,
        "slabs": list(body.slabs),
        "zones": [Zone.from_json(z.model_dump(by_alias=True)).to_json() for z in body.zones],
        "weights": body.weights.model_dump(by_alias=True),
    }
    save_versioned(session, DeliverySettings, {"id": SETTINGS_ID}, body.version, values,
                   utcnow(), errors.SETTINGS_CHANGED)  # fmt: skip
    return charges_out(session)


def load_demo_charges(session: Session, honey_ids: Sequence[str] = ()) -> None:
    """The demo shop's charges (khadi.demo), unless the owner has saved some; its honey weighs
    by the jar."""
    if session.get(DeliverySettings, SETTINGS_ID) is not None:
        return
    values = dict(defaults.DEMO)
    products = {product_id: dict(defaults.HONEY_GRAMS) for product_id in honey_ids}
    values["weights"] = {**values["weights"], "products": products}
    session.add(DeliverySettings(id=SETTINGS_ID, version=1, updated_at=utcnow(), **values))
    session.commit()
