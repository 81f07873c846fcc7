"""The turn timer's warning at an online trick table while the player marks bid cards (T-6,
docs/online.md "Pacing and seats"): the warning is said whole, the answer to a key pressed in
it right after it; a second key pressed meanwhile cuts it, and it is said again after that
key's answer, its seconds worked out then (none when less than a second is left), once, whole. A remote
session over a stand-in link, the headless app as Ana (seat 0), speech on the game's time."""

from __future__ import annotations

import pygame

from game.table import remote
from online_frames import trick_table, tricks_summary
from test_online_table_speech import quiet
from timed_speech import app_timed_speech

MARK = "8 of spades marked. Marked: spade. Bid so far 1."
"""The answer to Space on deal 1 of seed 11 (Ana's focused card marked, T-6)."""


def bidding(client, monkeypatch):
    """Ana bidding at a trick table with a 30-second turn timer, all said; the turn clock is the
    game's (``remote.clock``: 1000 s at the app's start). Returns the table and the speech."""
    from game.tricks.options import TricksOptions
    from game.tricks.state import TricksState
    monkeypatch.setattr(remote, "clock", lambda: 1000 + client.app.updates / 60, raising=False)
    state = TricksState.new(TricksOptions(players=3), 11)
    table, _link = trick_table(client, state, 0, summary=dict(tricks_summary(3), turn_timer=30))
    speech = app_timed_speech(client)
    quiet(client, speech)
    client.frames(2)
    assert state.phase == "bidding" and tuple(table.session.view().to_act) == (0, 1, 2)
    return table, speech


def warn(table, seconds: float) -> None:
    """The server's frame: ``seconds`` left for Ana's turn (the app said nothing meanwhile)."""
    table.session._frame({"type": "notice", "what": "turn_warning", "seat": 0, "name": "Ana", "seconds": seconds})


def test_a_key_pressed_during_the_warning_is_answered_after_it(client, monkeypatch):
    """Found by ear: "7 seconds left for your turn." cut 0.17 s in by the answer to Space ("9 of
    diamonds marked. ..."), "1 second left for your turn." cut 0.1 s in by the next mark; the
    player never learned the time was nearly out, and a computer bid for them. Now the warning
    is said whole, then the mark's answer; the card is marked at once."""
    table, speech = bidding(client, monkeypatch)
    at = len(speech.log)
    warn(table, 7.0)
    client.frames(10)  # (0.17 s)
    client.press(pygame.K_SPACE)
    assert len(table.marked) == 1
    quiet(client, speech)
    client.frames(2)
    assert [(spoken.text, spoken.cut_at) for spoken in speech.log[at:]] == [
        ("7 seconds left for your turn.", None), (MARK, None)]


def space_then_right(client) -> None:
    """Space, then Right 10 frames later, 10 frames from now (into a line being said)."""
    client.frames(10)
    client.press(pygame.K_SPACE)
    client.frames(10)
    client.press(pygame.K_RIGHT)


def space_then_right_in_a_warning(client, table, speech, seconds: float) -> int:
    """The warning with ``seconds`` left, Space 10 frames into it and Right 10 frames later,
    then everything said: returns where the warning begins in ``speech.log``."""
    at = len(speech.log)
    warn(table, seconds)
    space_then_right(client)
    quiet(client, speech)
    client.frames(2)
    return at


def test_a_warning_cut_by_a_second_key_is_said_again_after_its_answer(client, monkeypatch):
    """Space, then Right while the warning is still said: the player presses on, the warning is
    cut, Right's answer said at once, then the warning again with the seconds left then."""
    table, speech = bidding(client, monkeypatch)
    at = space_then_right_in_a_warning(client, table, speech, 7.0)
    # (the warning 0.35 s in, cut; Space's answer, waiting behind it, gives way to Right's, 1.25 s;
    # then 5.4 s are left)
    assert [(spoken.text, spoken.cut_at is not None) for spoken in speech.log[at:]] == [
        ("7 seconds left for your turn.", True), ("King of spades, 2 of 12", False),
        ("5 seconds left for your turn.", False)]
    assert len(table.marked) == 1


def test_a_warning_cut_with_less_than_a_second_left_is_not_said_again(client, monkeypatch):
    """The warning with 2 seconds left, cut by two keys: after their answers less than a second
    is left; the time running out is said next, so the warning is not said again."""
    table, speech = bidding(client, monkeypatch)
    at = space_then_right_in_a_warning(client, table, speech, 2.0)
    assert [(spoken.text, spoken.cut_at is not None) for spoken in speech.log[at:]] == [
        ("2 seconds left for your turn.", True), ("King of spades, 2 of 12", False)]


def test_keys_pressed_on_and_on_do_not_hold_the_warning_back(client, monkeypatch):
    """Found by ear (14-second timer): the warning came while the answer to Right was said, and
    Space, Right, Space... each answered in turn kept it unsaid until "Your time ran out: ...".
    It waits for the line being said when it came (Right's answer); the answer to a newer key
    (Space) waits for it: cut as it begins, it is said whole right after the warning."""
    table, speech = bidding(client, monkeypatch)
    at = len(speech.log)
    client.press(pygame.K_RIGHT)
    client.frames(12)  # (0.2 s into Right's answer)
    warn(table, 7.0)
    client.frames(12)
    client.press(pygame.K_SPACE)
    quiet(client, speech)
    client.frames(2)
    assert [(spoken.text, spoken.cut_at is not None) for spoken in speech.log[at:]] == [
        ("King of spades, 2 of 12", True), (MARK.replace("8", "King", 1), True),
        ("7 seconds left for your turn.", False), (MARK.replace("8", "King", 1), False)]
    assert speech.log[at + 1].cut_at - speech.log[at + 1].start < 0.05  # (cut as it began)
    assert len(table.marked) == 1


def test_a_warning_said_again_is_not_cut_again_by_keys_pressed_on(client, monkeypatch):
    """Found by a tester by ear: marking bid cards through the warning, "10 seconds left...",
    "9 seconds left...", "7 seconds left..." within 3 s, each cut by the next keys, the marks'
    answers never said. A warning cut by a second key is said again once, whole: Space and
    Right pressed while it is said again wait for it (Right's answer replaces Space's, after
    it), and it is not said a third time."""
    table, speech = bidding(client, monkeypatch)
    at = len(speech.log)
    warn(table, 9.0)
    space_then_right(client)  # (the warning cut: said again after Right's answer)
    for _frame in range(600):
        if len(speech.log) > at + 2:
            break
        client.frames(1)
    assert speech.log[at + 2].text == "7 seconds left for your turn.", [spoken.text for spoken in speech.log[at:]]
    space_then_right(client)
    quiet(client, speech)
    client.frames(2)
    assert [(spoken.text, spoken.cut_at is not None) for spoken in speech.log[at:]] == [
        ("9 seconds left for your turn.", True), ("King of spades, 2 of 12", False),
        ("7 seconds left for your turn.", False), ("8 of hearts, 3 of 12", False)]
    assert len(table.marked) == 2
