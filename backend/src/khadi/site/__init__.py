"""Serving the built SPA, media, health checks."""
