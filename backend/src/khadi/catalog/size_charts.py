"""The size charts of spec §3 — the single source of truth, served by GET /api/v1/size-charts."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Unit = Literal["piece", "meter", "inch", "feet", "gram"]
SLEEVE_TYPES = ("Full Sleeve", "Half Sleeve")


@dataclass(frozen=True)
class SizeOption:
    primary: str
    secondary: str | None = None
    value: float | None = None
    unit: Unit = "piece"


@dataclass(frozen=True)
class SizeChart:
    key: str
    label: str
    sizes: tuple[SizeOption, ...]
    types: tuple[str, ...] = ()


def _garment(key: str, label: str, types: tuple[str, ...] = ()) -> SizeChart:
    sizes = tuple(
        SizeOption(primary, str(chest), chest, "piece")
        for primary, chest in (("XS", 36), ("S", 38), ("M", 40), ("L", 42), ("XL", 44), ("2XL", 46))
    )
    return SizeChart(key, label, sizes, types)


def _named(*names: str, unit: Unit = "piece") -> tuple[SizeOption, ...]:
    return tuple(SizeOption(name, unit=unit) for name in names)


SIZE_CHARTS: dict[str, SizeChart] = {
    chart.key: chart
    for chart in (
        _garment("shirts", "Shirts", SLEEVE_TYPES),
        _garment("kurta", "Kurta", SLEEVE_TYPES),
        _garment("nehru-jacket", "Nehru Jacket"),
        SizeChart(
            "pants",
            "Pants",
            tuple(SizeOption(str(w), "Waist", w, "inch") for w in range(28, 43, 2)),
        ),
        SizeChart(
            "dhoti",
            "Dhoti",
            (
                SizeOption("4 M", "Single", 4, "meter"),
                SizeOption("4.5 M", "Single", 4.5, "meter"),
                SizeOption("8 M", "Double", 8, "meter"),
                SizeOption("9 M", "Double", 9, "meter"),
            ),
        ),
        SizeChart(
            "lungi",
            "Lungi",
            tuple(SizeOption(f"{m:g} M", None, m, "meter") for m in (2, 2.25, 2.5)),
        ),
        SizeChart(
            "towel",
            "Towel",
            (
                SizeOption("Small", unit="inch"),
                SizeOption("Medium", "30x60", unit="inch"),
                SizeOption("Large", "36x72", unit="inch"),
            ),
        ),
        SizeChart(
            "bedsheet",
            "Bedsheet",
            (
                SizeOption("Single Bed", "60x90", unit="inch"),
                SizeOption("Medium Bed", "70x90", unit="inch"),
                SizeOption("Large Bed", "90x100", unit="inch"),
            ),
        ),
        SizeChart("national-flag", "National Flag", _named("1.5x2", "2x3", "3x4", unit="feet")),
        SizeChart("jamkhana", "Jamkhana", _named("Single", "Medium", "Double")),
        SizeChart("solapuri-chadar", "Solapuri Chadar", _named("Single", "Medium", "Double")),
        SizeChart(
            "honey",
            "Honey",
            tuple(SizeOption(f"{g} gm", None, g, "gram") for g in (50, 100, 500, 1000)),
        ),
        SizeChart("mosquito-net", "Mosquito Net", _named("3x6", "4.6x6.5", "6.5x6.5", unit="feet")),
        SizeChart(
            "handkerchief",
            "Handkerchief",
            (
                SizeOption("Single", "16x16", unit="inch"),
                SizeOption("Medium", "18x18", unit="inch"),
                # spec §3 prints 'Large 21x4'; kept exactly as the shop wrote it
                SizeOption("Large", "21x4", unit="inch"),
                SizeOption("XL", "24x24", unit="inch"),
            ),
        ),
    )
}
