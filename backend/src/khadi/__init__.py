"""Khadi store: the web store of a khadi & handloom shop."""
