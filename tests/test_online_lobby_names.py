"""The lobby names a table's computer players as the table does (found by ear: "computer player,
computer player, Ben; playing." while at the table they were Bob and Max)."""

from __future__ import annotations


def test_the_lobby_names_computer_players_as_the_table_does():
    """Found by ear: "Table 1, trick game, target 200: computer player, computer player, Ben;
    playing." while at the table they are Bob and Max. A started table names each computer by
    the name the server gave it (``voice``), as everyone at the table says it, in seat order,
    the list joined in the player's language; before the start, computers are counted."""
    from game.i18n import set_language
    from game.scenes.lobby import table_text
    seats = [{"seat": 0, "kind": "computer", "name": None, "voice": 2, "before": ["Ana"]},
             {"seat": 1, "kind": "computer", "name": None, "voice": 0},
             {"seat": 2, "kind": "person", "name": "Ben"}]
    table = {"id": 1, "game": "tricks", "options": {"players": 3}, "seats": seats, "free": [], "started": True}
    assert table_text(table) == "Table 1, trick game, target 200: Bob (computer), Max (computer) and Ben; playing."
    waiting = {"id": 2, "game": "counting", "options": {"tokens": 9}, "free": [3], "started": False,
               "seats": [{"seat": 0, "kind": "person", "name": "Ana"}, {"seat": 1, "kind": "computer"},
                         {"seat": 2, "kind": "computer"}, {"seat": 3, "kind": "empty"}]}
    assert table_text(waiting) == "Table 2, counting game, 9 tokens: Ana and 2 computer players; 1 free seat, " \
                                  "waiting to start."
    try:
        set_language("es")
        assert table_text(table) == "Mesa 1, juego de bazas, meta 200: Bob (computadora), Max (computadora) y " \
                                    "Ben; en juego."
        assert table_text(waiting) == "Mesa 2, juego de sumar, 9 fichas: Ana y 2 jugadores de la computadora; " \
                                      "1 asiento libre, esperando para empezar."
        set_language("ru")
        assert table_text(table) == "Стол 1, игра на взятки, до 200: Боб (компьютер), Макс (компьютер) и Ben; " \
                                    "идёт игра."
        assert table_text(waiting) == "Стол 2, счётная игра, 9 фишек: Ana и 2 компьютерных игрока; " \
                                      "1 свободное место, ждёт начала."
    finally:
        set_language("en")


def test_the_lobby_says_you_for_ones_own_seat():
    """Found by ear: Ana heard her finished table as "Ben, Bob (computer) and Ana"; her own name
    (a server gives a name to one person; any case) is "you", in each language."""
    from game.i18n import set_language
    from game.scenes.lobby import table_text
    table = {"id": 3, "game": "tricks", "options": {"players": 3}, "free": [], "started": True, "finished": True,
             "seats": [{"seat": 0, "kind": "person", "name": "Ben"},
                       {"seat": 1, "kind": "computer", "name": None, "voice": 2},
                       {"seat": 2, "kind": "person", "name": "Ana"}]}
    assert table_text(table, "ana") == "Table 3, trick game, target 200: Ben, Bob (computer) and you; finished."
    assert table_text(table, "Carl") == "Table 3, trick game, target 200: Ben, Bob (computer) and Ana; finished."
    try:
        set_language("es")
        assert table_text(table, "Ana") == "Mesa 3, juego de bazas, meta 200: Ben, Bob (computadora) y tú; terminada."
        set_language("ru")
        assert table_text(table, "Ana") == "Стол 3, игра на взятки, до 200: Ben, Боб (компьютер) и вы; игра окончена."
    finally:
        set_language("en")
