"""Accounts: users, passwords, sessions, roles and the auth dependencies (DESIGN.md §5)."""
