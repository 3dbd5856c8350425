"""Invoices' refusals and their texts: a shopper's document, the owner's register range."""

from __future__ import annotations

from khadi.errors import text

DOCUMENT_NOT_FOUND = text("invoices.document_not_found", "Document not found")
NO_INVOICE = text("invoices.no_invoice", "No invoice for this order: it is not paid")
RANGE_WRONG = text(
    "invoices.range_wrong",
    "The range must end on or after its first day, and span at most 400 days",
)
