"""Tax invoices, bills of supply, receipts and credit notes (issue 17): issued in the
transaction that makes an order paid or a refund processed. See docs/tax.md."""
