"""Returns (issue 16): a shopper asks to send back lines of a delivered order; the shop accepts
or declines, and refunds an accepted return once it is received."""
