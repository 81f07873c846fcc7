"""The client keeps a token per server address and name in the user data folder, so the same
name gets its seat back; a damaged file is set aside and forgotten (issue 19)."""

from __future__ import annotations

from game.net import tokens

TOKEN = "ab" * 32


def test_a_token_is_kept_per_server_and_name():
    assert tokens.load("ws://127.0.0.1:8799", "Ana") is None
    tokens.save("ws://127.0.0.1:8799", "Ana", TOKEN)
    assert tokens.load("ws://127.0.0.1:8799/", " ana ") == TOKEN  # the same address and name
    assert tokens.load("ws://127.0.0.1:8799", "Ben") is None
    assert tokens.load("ws://127.0.0.1:9000", "Ana") is None
    assert tokens.tokens_path().name == "online.json"


def test_a_damaged_file_is_set_aside():
    path = tokens.tokens_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{not json", encoding="utf-8")
    assert tokens.load("ws://127.0.0.1:8799", "Ana") is None
    assert path.with_name("online.json.bad").read_text(encoding="utf-8") == "{not json"
    tokens.save("ws://127.0.0.1:8799", "Ana", TOKEN)
    assert tokens.load("ws://127.0.0.1:8799", "Ana") == TOKEN
