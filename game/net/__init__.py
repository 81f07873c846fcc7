"""Online tables (issue 19, docs/online.md): the server (``python -m game serve``) and its protocol.

- :mod:`.protocol` the messages' schemas, limits and reason ids; :mod:`.codec` events and views as
  JSON and back;
- :mod:`.games` what the server needs of each game; :mod:`.tables` a table's seats and state;
- :mod:`.server` connections, tables in play, persistence; :mod:`.lobby` the lobby's messages;
  :mod:`.computers` computer players and turn timers; :mod:`.store` the SQLite database;
  :mod:`.cli` the ``serve`` command;
- :mod:`.client` a protocol client (tests, benchmarks); :mod:`.link` the app's connection (the
  client on a background thread, reconnecting with back-off) under
  :mod:`game.table.remote`'s session; :mod:`.tokens` the tokens the app keeps;
  :mod:`.bots` simple players acting from their views.
"""
