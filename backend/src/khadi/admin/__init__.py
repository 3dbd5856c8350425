"""Admin-only listings and stats. Every route lives under /api/v1/admin and needs AdminUser."""
