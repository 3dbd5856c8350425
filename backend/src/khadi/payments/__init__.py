"""Payments (DESIGN.md §6): the provider interface, the sandbox and Razorpay, signature checks,
the one idempotent `mark_paid`, the webhook and reconciliation."""
