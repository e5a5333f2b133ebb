MESSAGES = {"game.goblin_market.title": "Goblin Market"}
