"""What an online table says about people and the connection (game/table/online_text.py):
whole sentences with the people's names, in English and Spanish."""

from __future__ import annotations

from game import i18n
from game.table.online_text import chat_text, finished_notice_text, notice_text, own_name, refused_text


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
    assert notice_text({"what": "watching", "seat": None, "name": "Cy"}, 0) == "Cy is watching the table."
    assert notice_text({"what": "stopped_watching", "seat": None, "name": "Cy"}, None) == "Cy stopped watching."


def test_notices_and_refusals_in_spanish():
    i18n.set_language("es")
    assert notice_text({"what": "joined", "seat": 2, "name": "Ben"}, 0) == "Ben se sentó a la mesa."
    assert notice_text({"what": "watching", "seat": None, "name": "Cy"}, 0) == "Cy está mirando la mesa."
    i18n.set_language("ru")
    assert notice_text({"what": "stopped_watching", "seat": None, "name": "Cy"}, 0) == "Cy больше не наблюдает."
    i18n.set_language("es")
    assert notice_text({"what": "dropped", "seat": 2, "name": "Ben", "hold": 1}, 0) == \
        "Ben perdió la conexión. Su asiento se guarda durante 1 segundo."
    assert refused_text({"type": "refused", "of": "act", "reason": "rate_limited"}) == \
        "Demasiado rápido: espera un momento."


def test_a_refusal_says_the_rules_sentence():
    assert refused_text({"type": "refused", "of": "act", "reason": "illegal", "rule": "Not your turn."}) == \
        "Not your turn."
    assert refused_text({"type": "refused", "of": "act", "reason": "spectator"}) == \
        "You are watching: spectators do not play."


def test_every_reason_id_of_the_server_is_a_whole_sentence():
    """Every reason id the server may send (protocol.REASONS) is said as a sentence of its own,
    in English, Spanish and Russian; an unknown id is said by a generic sentence, never raw."""
    from game.net.protocol import REASONS
    from game.table.online_reasons import REASON_TEXT, closed_text, hello_refused_text
    assert set(REASONS) <= set(REASON_TEXT)
    english: dict[str, str] = {}
    for language in ("en", "es", "ru"):
        i18n.set_language(language)
        said = {reason: refused_text({"type": "refused", "reason": reason}) for reason in REASONS}
        for reason, text in said.items():
            assert text != reason and "_" not in text and text[-1] in ".!", (language, reason, text)
            assert text == closed_text(reason)
            assert text != english.get(reason), (language, reason, text)  # translated
        assert len(set(said.values())) == len(said)  # each reason its own sentence
        english = english or said
    i18n.set_language("en")
    assert refused_text({"type": "refused", "reason": "name_taken"}) == \
        "That name is being used by someone online: choose another one."
    assert refused_text({"type": "refused", "reason": "bad_name"}) == "A name is 2 to 24 characters, not only spaces."
    assert refused_text({"type": "refused", "reason": "no_such_reason_yet"}) == "The server refused that."
    assert refused_text({"type": "refused"}) == "The server refused that."
    assert closed_text("no_such_reason_yet") == "The server closed the connection."
    assert hello_refused_text("name_taken", "Ana") == \
        "The server refused the name Ana. That name is being used by someone online: choose another one."
    i18n.set_language("ru")
    assert refused_text({"type": "refused", "reason": "no_such_reason_yet"}) != "The server refused that."


def test_a_connection_closed_by_the_server_says_why():
    from game.table.online_text import lost_text
    assert lost_text({"type": "link_lost", "error": "connection closed (None: None)", "reason": None}) == \
        "Connection to the server lost. Trying to reconnect."
    assert lost_text({"type": "link_lost", "reason": "server_closing"}) == \
        "The server is shutting down. Trying to reconnect."
    assert lost_text({"type": "link_lost", "reason": "xyz"}) == \
        "The server closed the connection. Trying to reconnect."


def test_connecting_says_who_then_the_server_host_not_its_whole_address():
    """Found by ear: "Connecting to ws://127.0.0.1:8799 as Ben." took 8.6 s with espeak-ng (the
    address spelled out). Now the name first, then the host, and the port when it is not the
    game's own 8799; the screen shows the whole address."""
    from game.table.online_text import connecting_text, server_line, unreachable_text
    assert connecting_text("ws://127.0.0.1:8799", "Ben") == "Connecting as Ben to 127.0.0.1."
    assert connecting_text("ws://127.0.0.1:8833", "Ben") == "Connecting as Ben to 127.0.0.1, port 8833."
    assert connecting_text(" wss://Play.Example.org/ninety ", "Ana") == "Connecting as Ana to play.example.org."
    assert connecting_text("ws://[::1]:9000", "Ana") == "Connecting as Ana to ::1, port 9000."
    assert connecting_text("ws://host:port", "Ana") == "Connecting as Ana to ws://host:port."  # (unreadable: as typed)
    assert unreachable_text("ws://127.0.0.1:8799") == "Cannot reach 127.0.0.1, port 8799. Trying again."
    assert unreachable_text("wss://example.org") == "Cannot reach example.org. Trying again."
    assert server_line("ws://127.0.0.1:8799") == "Server: ws://127.0.0.1:8799"
    i18n.set_language("es")
    assert connecting_text("ws://127.0.0.1:8833", "Ben") == "Conectando como Ben con 127.0.0.1, puerto 8833."
    assert unreachable_text("ws://127.0.0.1:8833") == \
        "No se puede conectar con 127.0.0.1, puerto 8833. Se vuelve a intentar."


def test_ones_own_chat_line_comes_back_said_as_ones_own():
    """The server sends a chat line back to its sender too: said "You say: ..." to them (whatever
    the case of the name, unique online), "Ben says: ..." to everyone else; in each language."""
    line = {"type": "chat", "scope": "table", "from": "Ben", "text": "hello Ana", "table": 1}
    assert chat_text(line) == "Ben says: hello Ana"
    assert chat_text(line, "Ana") == "Ben says: hello Ana"
    assert chat_text(line, "Ben") == "You say: hello Ana"
    assert chat_text(line, " ben ") == "You say: hello Ana"
    i18n.set_language("es")
    assert chat_text(line, "Ben") == "Tú dices: hello Ana"
    assert chat_text(line, "Ana") == "Ben dice: hello Ana"
    i18n.set_language("ru")
    assert chat_text(line, "Ben") == "Вы говорите: hello Ana"


def test_ones_name_online_is_the_one_the_server_welcomed():
    """The name a chat line is told one's own by: the ``welcome``'s (the server's spelling),
    else the hello's; None without a link that knows one."""
    class Link:
        name, welcomed = "ben", None
    link = Link()
    assert own_name(link) == "ben"
    link.welcomed = "Ben"
    assert own_name(link) == "Ben"
    assert own_name(object()) is None


def test_the_news_of_a_finished_table_say_no_seat_is_held_and_not_who_hosts_it(client):
    """On the results of an online game (the table's game is over): a lost connection holds no
    seat, a new host means nothing any more (said "You are now the host." after the other person
    left, found by ear); the rest as at the table."""
    assert finished_notice_text({"what": "dropped", "seat": 1, "name": "Ben", "hold": 30}, 0) == (
        "Ben lost the connection.")
    assert finished_notice_text({"what": "host", "seat": 0, "name": "Ana"}, 0) is None
    assert finished_notice_text({"what": "host", "seat": 1, "name": "Ben"}, 0) is None
    assert finished_notice_text({"what": "left", "seat": 1, "name": "Ben"}, 0) == "Ben left the table."
    client.app.apply_language("es")
    assert finished_notice_text({"what": "dropped", "seat": 1, "name": "Ben", "hold": 30}, 0) == (
        "Ben perdió la conexión.")
    client.app.apply_language("ru")
    assert finished_notice_text({"what": "dropped", "seat": 1, "name": "Ben", "hold": 30}, 0) == "Ben потерял связь."


def test_the_turn_timer_sentence_of_the_opening():
    """The opening's word on the table's turn timer: for a player, for one who watches, none."""
    from game.table.online_text import turn_timer_text, turn_warning_text
    assert turn_timer_text(30) == "Turn timer: 30 seconds a turn; then a computer player plays for you."
    assert turn_timer_text(1.0) == "Turn timer: 1 second a turn; then a computer player plays for you."
    assert turn_timer_text(60, spectator=True) == \
        "Turn timer: 60 seconds a turn; then a computer player plays for the player."
    assert turn_timer_text(None) == ""
    assert turn_warning_text(1) == "1 second left for your turn."
