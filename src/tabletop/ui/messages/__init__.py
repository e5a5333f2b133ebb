"""Message catalogs, one module per language, each a flat dict key -> text."""
