"""The owner's reports (issue 32): sales at a glance and the customers, from SQL aggregates."""
