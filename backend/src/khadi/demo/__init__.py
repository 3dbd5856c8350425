"""The demo shop, kept out of the runtime catalogue: its product list (`catalogue`), generated
pictures (`images`) and the loader behind `khadi seed-demo` (`seeding.seed_demo`)."""
