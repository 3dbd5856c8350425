"""Small helpers with no business rules: money, ids, time, JSON."""
