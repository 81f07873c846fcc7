"""Keys at an online table while a person is away or the connection is lost (issue 19; a real
server process on 127.0.0.1, the headless app as Ana through a TCP relay the test cuts, Ben a
protocol client): T, and a card key on another's turn, say that Ben is away and how long his
seat is still held (C-22); every key that acts while Ana's connection is lost says "Not
connected: ..." and does nothing, while the keys that ask still answer; a value choice open
when the link dropped stays open and is said again once back (C-10)."""

from __future__ import annotations

import re

import pygame
import pytest

from game.counting import events as counting_events
from game.counting.options import CountingOptions
from game.counting.state import CountingState, CountingView
from game.table.remote import RemoteSession
from online_frames import counting_summary
from test_online_table_speech import frame, quiet
from test_remote_session import Link as FakeLink
from tests.online_relayed import BACK, LOST, BenOnCue, relayed_table
from tests.test_online_table import play_turns, run_until
from timed_speech import app_timed_speech

OFFLINE = "Not connected: wait until the connection is back."
AWAY = re.compile(r"Ben is away: their seat is held for (\d+) more seconds?\.")


@pytest.mark.long
def test_keys_while_ben_is_away_and_while_anas_connection_is_lost(client, tmp_path):
    """Ben's turn; he closes his connection ("Ben left the table. Their seat is held for 30
    seconds."; a close of his own, not a lost connection): T says "Ben's turn. Ben is away: their seat is held for N more seconds. Play
    goes ...", 1 says "Not your turn. Ben plays next. Ben is away: ...". Then Ana's own link is
    cut: 1 says "Not connected: wait until the connection is back.", Enter and Space at once after
    it play the refused cue alone (said once, not once per press; nothing sent); C still says the
    total."""
    with relayed_table(client, tmp_path, BenOnCue) as (relay, ben, table):
        session = table.session

        def bens_turn_heard() -> bool:
            view = session.view()
            return (view.turn == ben.seat and not session._incoming and not client.app.announcer.speech_busy()
                    and not table.between_rounds)
        play_turns(client, bens_turn_heard, 60)
        ben.stop.set()  # his connection ends: the server holds his seat (30 s here)
        run_until(client, lambda: "Ben left the table. Their seat is held for 30 seconds." in client.texts, 20)
        client.press(pygame.K_t)
        said = client.texts[-1]
        match = AWAY.search(said)
        assert match and said.startswith("Ben's turn. Ben is away: ") and re.search(r"\. Play goes (counter-)?clockwise: Ben, you and Bob\.$", said), said
        assert 1 <= int(match.group(1)) <= 30
        client.press(pygame.K_1)
        assert client.texts[-1].startswith("Not your turn. Ben plays next. Ben is away: their seat is held for ")
        relay.cut()
        run_until(client, lambda: LOST in client.texts, 20)
        run_until(client, lambda: not client.app.announcer.speech_busy(), 20)
        before = len(client.texts)
        cues = client.app.sound.played.count("refused")
        for key in (pygame.K_1, pygame.K_RETURN, pygame.K_SPACE):
            client.press(key)
        assert client.texts[before:] == [OFFLINE]  # said once, then the refused cue alone (refuse_again)
        assert client.app.sound.played.count("refused") - cues == 3
        assert table.choice is None
        client.press(pygame.K_c)
        assert client.texts[-1] == f"Total {session.view().total}."


def test_a_value_choice_open_when_the_link_drops_stays_open_and_is_said_again(client):
    """C-10: Ana's turn with an ace (or a 10) in her hand, its value choice open ("... Enter plays"); the
    link drops: Enter says "Not connected: ..." and the choice stays open (nothing sent), 1 too;
    back (``link_back``, then the server's ``sync``), the choice is said again, with the total
    of now; Enter then plays the value chosen."""
    from game.counting.scenes.table import CountingTable, TableSetup
    from game.counting.rules import value_choices
    for seed in range(200):
        state = CountingState.new(CountingOptions(players=3, draw="auto"), seed, dealer=2)  # Ana plays first
        if any(len(value_choices(card, state.total)) > 1 for card in state.hands[0]):
            break
    slot = next(i for i, card in enumerate(state.hands[0]) if len(value_choices(card, state.total)) > 1)
    speech = app_timed_speech(client)
    link = FakeLink()
    setup = TableSetup(state.options, draw_time=None)
    first = frame(state, 1, None, state.start_events())
    session = RemoteSession(link, counting_summary(state.options), 0, first, setup, counting_events, CountingView)
    client.start()
    table = CountingTable(client.app, setup, 0, session=session)
    client.push(table)
    quiet(client, speech)
    client.press(pygame.K_1 + slot)
    assert table.choice is not None, speech.texts[-3:]
    prompt = speech.texts[-1]
    link.frames.append({"type": "link_lost"})
    client.frames(2)
    quiet(client, speech)
    for key in (pygame.K_RETURN, pygame.K_1):
        client.press(key)
        assert speech.texts[-1] == OFFLINE
    assert table.choice is not None and [kind for kind, _fields in link.sent if kind == "act"] == []
    link.frames.append({"type": "link_back"})
    link.frames.append({"type": "sync", "seq": 1, "missed": [], "view": first["view"]})
    client.frames(2)
    quiet(client, speech)
    assert speech.texts[-2:] == [BACK, prompt]
    assert table.choice is not None
    client.press(pygame.K_RETURN)
    assert [kind for kind, _fields in link.sent if kind == "act"] == ["act"]


def test_the_new_sentences_in_spanish_and_russian(client):
    """The away sentence (with its plural forms) and the answer to a key that will never act, in
    each language."""
    from game.i18n import _
    from game.scenes.card_table import WAIT_NONE
    from game.table.online_text import AWAY, away_held_text
    client.app.apply_language("es")
    assert away_held_text("Ben", 1) == "Ben está ausente: su asiento se guarda 1 segundo más."
    assert away_held_text("Ben", 40) == "Ben está ausente: su asiento se guarda 40 segundos más."
    assert _(AWAY).format(name="Ben") == "Ben está ausente."
    assert _(WAIT_NONE).format(gist="Anna acaba de jugar: total 99.") == (
        "Anna acaba de jugar: total 99. Tu tecla no hizo nada.")
    client.app.apply_language("ru")
    assert away_held_text("Ben", 1) == "Ben нет на связи: его место ждёт ещё 1 секунду."
    assert away_held_text("Ben", 3) == "Ben нет на связи: его место ждёт ещё 3 секунды."
    assert away_held_text("Ben", 40) == "Ben нет на связи: его место ждёт ещё 40 секунд."
    assert _(WAIT_NONE).format(gist="X.") == "X. Клавиша ничего не сделала."
