"""Each sales chart's table as a CSV (issue 32), written through the guarded writer (a product
title or a state can never run as a formula in the owner's spreadsheet). Amounts in rupees with
two decimals, as the accountant's exports write them."""

from __future__ import annotations

from khadi.kit.csv_file import write_csv
from khadi.reports.schemas import SalesReport

CHARTS = ("days", "best-sellers-revenue", "best-sellers-units", "categories", "states")


def rupees(paise: int) -> str:
    sign = "-" if paise < 0 else ""
    whole, part = divmod(abs(paise), 100)
    return f"{sign}{whole}.{part:02d}"


def _units(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.2f}"


def chart_csv(report: SalesReport, chart: str) -> str:
    if chart == "days":
        header = ["Day", "Orders", "Sales", "Refunds", "Net sales", "Average order"]
        rows = [[d.day, d.orders, rupees(d.sales), rupees(d.refunds), rupees(d.net),
                 rupees(d.average_order)] for d in report.days]  # fmt: skip
    elif chart in ("best-sellers-revenue", "best-sellers-units"):
        header = ["Product", "Product id", "Revenue", "Units"]
        products = report.by_revenue if chart == "best-sellers-revenue" else report.by_units
        rows = [[p.title, p.product_id, rupees(p.revenue), _units(p.units)] for p in products]
    elif chart == "categories":
        header = ["Category", "Revenue", "Units"]
        rows = [[c.label, rupees(c.revenue), _units(c.units)] for c in report.categories]
    else:
        header = ["State", "Orders", "Sales"]
        rows = [[s.state, s.orders, rupees(s.sales)] for s in report.states]
    return write_csv(header, rows, bom=True)
