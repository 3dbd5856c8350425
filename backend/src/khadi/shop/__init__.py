"""The shop's own identity (settings) and its editable pages (About, Careers, FAQ, Terms)."""
