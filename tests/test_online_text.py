"""What an online table says about people and the connection (game/table/online_text.py):
whole sentences with the people's names, in English and Spanish."""

from __future__ import annotations

from game import i18n
from game.table.online_text import notice_text, refused_text


def test_people_at_the_table_are_announced_by_name():
    assert notice_text({"what": "joined", "seat": 2, "name": "Ben"}, 0) == "Ben joined the table."
    assert notice_text({"what": "joined", "seat": 0, "name": "Ana"}, 0) is None  # one's own join
    assert notice_text({"what": "dropped", "seat": 2, "name": "Ben", "hold": 60}, 0) == \
        "Ben lost the connection. Their seat is held for 60 seconds."
    assert notice_text({"what": "returned", "seat": 2, "name": "Ben"}, 0) == "Ben is back."
    assert notice_text({"what": "replaced", "seat": 2, "name": "Ben"}, 0) == "A computer player now plays for Ben."
    assert notice_text({"what": "left", "seat": 2, "name": "Ben", "computer": True}, 0) == \
        "Ben left the game. A computer player takes their seat."
    assert notice_text({"what": "turn_warning", "seat": 0, "name": "Ana", "seconds": 10}, 0) == \
        "10 seconds left for your turn."
    assert notice_text({"what": "host", "seat": 2, "name": "Ben"}, 0) == "Ben is now the host."
    assert notice_text({"what": "host", "seat": 0, "name": "Ana"}, 0) == "You are now the host."


def test_notices_and_refusals_in_spanish():
    i18n.set_language("es")
    assert notice_text({"what": "joined", "seat": 2, "name": "Ben"}, 0) == "Ben se sentó a la mesa."
    assert notice_text({"what": "dropped", "seat": 2, "name": "Ben", "hold": 1}, 0) == \
        "Ben perdió la conexión. Su asiento se guarda durante 1 segundo."
    assert refused_text({"type": "refused", "of": "act", "reason": "rate_limited"}) == \
        "Demasiado rápido: espera un momento."


def test_a_refusal_says_the_rules_sentence():
    assert refused_text({"type": "refused", "of": "act", "reason": "illegal", "rule": "Not your turn."}) == \
        "Not your turn."
    assert refused_text({"type": "refused", "of": "act", "reason": "spectator"}) == \
        "The server refused that: spectator."
