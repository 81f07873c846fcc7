"""Statistics of finished games in an SQLite database (:mod:`game.stats.db`), the lines the
Statistics screen reads (:mod:`game.stats.summary`)."""
