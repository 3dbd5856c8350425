"""Cash on delivery (issue 30): the owner's settings, the shopper's COD checkout and the owner's
moves of a COD order (confirm, cancel, collected on delivery, returned undelivered)."""
