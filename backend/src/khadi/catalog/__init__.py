"""Products, categories, size charts and the catalogue snapshot."""
