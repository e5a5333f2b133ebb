"""Pure-Python presentation: message catalogs, the element builder, and the screens."""
