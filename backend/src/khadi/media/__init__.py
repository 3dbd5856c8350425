"""Media store (local folder by default) and image handling."""
