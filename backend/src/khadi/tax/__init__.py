"""GST (issue 17): tax data per category and product, the pure maths that works tax back from
tax-inclusive prices, and the place of supply from a pincode. See docs/tax.md."""
