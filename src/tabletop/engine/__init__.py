"""Game-agnostic machinery: the state/action contract, seeded randomness, matches and saves, bots."""
