# data module
"""The demo pictures' colours: earthy dyes of a handloom shop, and the picture size."""

from __future__ import annotations

Colour = tuple[int, int, int]
Palette = tuple[Colour, ...]

SIZE = 900
SUPERSAMPLE = 2  # supersampling factor of shape masks (anti-aliased edges)

# Earthy dye colours of a handloom shop.
INDIGO: Colour = (38, 52, 97)
MADDER: Colour = (158, 45, 38)
TURMERIC: Colour = (222, 165, 40)
CREAM: Colour = (236, 226, 204)
FOREST: Colour = (45, 88, 56)
CHARCOAL: Colour = (58, 58, 60)
RUST: Colour = (176, 86, 44)
MAROON: Colour = (110, 28, 40)
MUSTARD: Colour = (196, 150, 48)
SKY: Colour = (120, 160, 196)
SANDAL: Colour = (196, 150, 100)
BEIGE: Colour = (205, 186, 150)
WHITE: Colour = (246, 243, 234)
GOLD: Colour = (204, 164, 70)
PEACOCK: Colour = (22, 104, 110)
AMBER: Colour = (196, 120, 24)
