"""Back at an online table from F1 help (or the table menu) on one's own timed turn with little
of it left (docs/announcements.md, "nothing outdated is ever said"; T-6, T-28, C-22, C-23): the
line said on coming back is the short one, the seconds left first ("4 seconds left for your
turn. Choose 3 bid cards. ..."), when the whole line and the time to act would not fit in what
is left; the time running out cuts the turn line being said (it tells a turn that is gone).
Found by a tester by ear: back from help after the 10-second warning, the 8 to 11 seconds of the
line on coming back named the card Enter plays after the time had run out. Ana bidding at a
trick table with a 30-second turn timer (:func:`test_online_trick_bid_turn_warning.bidding`)."""

from __future__ import annotations

import pygame

from game.counting.text import card_name

from game.table import remote
from test_online_table_speech import quiet
from test_online_time_out_cut_in import TIMED_OUT, timed_out_at_once
from test_online_trick_bid_turn_warning import bidding, warn
from test_online_turn_warning_cut_in import heard, help_rate_measured, said_out

BACK = "Trick game. Deal 1. No trumps. Choose 3 bid cards. H reads your hand; focus: 8 of spades."
"""The line on closing help while Ana is to bid (4.55 s)."""
BID_PROMPT = "Choose 3 bid cards. H reads your hand; focus: 8 of spades."
"""The bid prompt, the short line's turn (T-28)."""


def warned_over_help_then_back(client, table, speech, seconds: float) -> int:
    """F1 (its title heard), the server's warning of ``seconds`` for Ana said over help, then
    Escape. Returns where the line said on coming back is in the log."""
    help_rate_measured(client, speech)
    client.press(pygame.K_F1)
    quiet(client, speech)
    warn(table, seconds)
    quiet(client, speech)
    client.frames(2)
    quiet(client, speech)
    at = len(speech.log)
    client.press(pygame.K_ESCAPE)
    return at


def heard_back(client, table, speech, warning: float, left: float) -> list:
    """:func:`warned_over_help_then_back` with the warning of ``warning`` seconds, about
    ``left`` seconds (to the next whole second) then left; what was heard from the line said on
    coming back on, all said (:func:`heard`)."""
    at = warned_over_help_then_back(client, table, speech, warning)
    assert left < table.turn_seconds_left() < left + 1.0
    said_out(client, speech)
    return heard(speech, at)


def back_from_help_after_warning(client, monkeypatch, seconds: float):
    """Ana bidding (:func:`bidding`), then :func:`warned_over_help_then_back`. Returns the table,
    the speech and where the line said on coming back is in the log."""
    table, speech = bidding(client, monkeypatch)
    return table, speech, warned_over_help_then_back(client, table, speech, seconds)


def test_back_with_little_time_the_short_line_says_the_seconds_left_first(client, monkeypatch):
    """The 8-second warning said over help (about 2 s), Escape with about 6 s left: the whole
    line (4.55 s) and 5 s to act do not fit, so the short line is said, its seconds worked out
    when it begins."""
    table, speech, at = back_from_help_after_warning(client, monkeypatch, 8.0)
    left = table.turn_seconds_left()
    assert 5.0 < left < 7.0
    said_out(client, speech)
    assert heard(speech, at) == [(f"{int(left)} seconds left for your turn. {BID_PROMPT}", False)]


def test_back_with_time_enough_the_whole_line_is_said(client, monkeypatch):
    """The warning of 20 seconds over help, Escape with about 18 s left: the whole line, as ever."""
    table, speech, at = back_from_help_after_warning(client, monkeypatch, 20.0)
    said_out(client, speech)
    assert heard(speech, at) == [(BACK, False)]


def test_the_time_out_cuts_the_turn_line_being_said(client, monkeypatch):
    """The time runs out 0.5 s into the line on coming back: the line is cut then and "Your time
    ran out: ..." said at once; nothing of the line after it (T-6)."""
    table, speech, at = back_from_help_after_warning(client, monkeypatch, 20.0)
    client.frames(30)
    assert timed_out_at_once(client, table, speech, at, 0.6) == [(BACK, True), (TIMED_OUT, False)]


def counting_turn(client, monkeypatch):
    """Ana's turn at an online counting table with a 30-second turn timer (3 players, automatic
    draw, seed 4: she plays first). Returns the table, the speech and the state."""
    from game.counting.options import CountingOptions
    from game.counting.state import CountingState
    from online_frames import counting_summary
    from test_online_table_speech import counting_table, frame
    monkeypatch.setattr(remote, "clock", lambda: 1000 + client.app.updates / 60, raising=False)
    state = CountingState.new(CountingOptions(players=3, draw="auto"), 4, dealer=2)  # Ana plays first
    table, link, speech = counting_table(client, state, frame(state, 1, None, state.start_events()))
    table.session.summary = dict(counting_summary(state.options), turn_timer=30)
    return table, speech, state


def test_at_a_counting_table_the_short_line_leaves_the_hand_out(client, monkeypatch):
    """The counting game (C-23): Ana's turn, the 12-second warning said over help, Escape: the
    short turn line, without the hand ("Your turn. Total 0. Enter plays ..."), the seconds left
    first, instead of the round, the hand and the card Enter plays (about 7 s)."""
    table, speech, state = counting_turn(client, monkeypatch)
    at = warned_over_help_then_back(client, table, speech, 12.0)
    left = table.turn_seconds_left()
    said_out(client, speech)
    assert heard(speech, at) == [(f"{int(left)} seconds left for your turn. Your turn. Total 0. "
                                  f"Enter plays the {card_name(state.hands[0][0], 'accusative')}.", False)]


def test_at_a_counting_table_with_less_time_the_shortest_line_says_the_total_and_the_card(client, monkeypatch):
    """C-23: the 8-second warning said over help, Escape with about 6 s left: even the short line
    and 5 s to act do not fit; the seconds left say whose turn it is, then the total and the card
    Enter plays (found by a tester by ear: "3 seconds left for your turn. Your turn. Total 46.
    Enter plays the queen of clubs." took 6.4 s, and the time ran out before the card was named)."""
    table, speech, state = counting_turn(client, monkeypatch)
    card = card_name(state.hands[0][0], 'accusative')
    assert heard_back(client, table, speech, 8.0, 6.0) == [
        (f"6 seconds left for your turn. Total 0. Enter plays the {card}.", False)]


def test_a_digit_once_the_total_of_the_shortest_line_was_heard_plays_at_once(client, monkeypatch):
    """C-22, C-23: the shortest line's head is its total ("6 seconds left for your turn. Total
    0."): 2 pressed once it was heard plays the hand's second card at once, cutting the rest."""
    from test_online_table_speech import acts
    table, speech, state = counting_turn(client, monkeypatch)
    at = warned_over_help_then_back(client, table, speech, 8.0)
    second = table.session.view().hand[1]
    assert speech.log[at].text.startswith("6 seconds left for your turn. Total 0. ")
    client.frames(round(60 * 0.065 * len("6 seconds left for your turn. Total 0.  ")))
    assert not speech.idle()
    client.press(pygame.K_2)
    client.frames(2)
    assert [fields["action"]["play"] for fields in acts(table.session.link)] == [second.code]


def playing(client, monkeypatch, players: int = 3, seed: int = 11, dummy: bool = False):
    """Ana's turn to play at an online trick table with a 30-second turn timer (``seed``,
    ``players``, everyone's first three legal cards bid, played at random until Ana is to play
    a card to a trick led by another; ``dummy``, two players: a card from the dummy, which she
    controls), all said. Returns the table, the speech and the state."""
    import random

    from game.tricks.actions import Bid
    from game.tricks.options import TricksOptions
    from game.tricks.state import TricksState
    from game.tricks.visibility import random_action
    from online_frames import trick_table, tricks_summary, update
    from timed_speech import app_timed_speech
    monkeypatch.setattr(remote, "clock", lambda: 1000 + client.app.updates / 60, raising=False)
    state = TricksState.new(TricksOptions(players=players), seed)
    for seat in range(players):
        state.apply(Bid(seat, tuple(state.legal_bid_cards(seat)[:3]), None))
    rng = random.Random(3)
    turn = state.dummy if dummy else 0
    while not (state.turn == turn and state.turn_controller == 0 and state.current_trick):
        state.apply(random_action(state, rng))
    first = update(state, 9, None, [], 0)
    table, _link = trick_table(client, state, 0, first=first,
                               summary=dict(tricks_summary(players), turn_timer=30))
    speech = app_timed_speech(client)
    quiet(client, speech)
    client.frames(2)
    return table, speech, state


def test_in_play_the_short_line_is_the_turn_lines_head_and_the_focused_card(client, monkeypatch):
    """T-29: the short line in play says who led what and the card Enter plays, nothing of the
    table's other cards or the bid ("10 seconds left for your turn. Your turn. Bob led the ...
    Focus: ..."; found by a tester by ear: the whole turn line, 8.4 s, with 5 s left): the
    warning of 12 seconds said over help, Escape with about 10 s left, where the whole line (with
    the game's name, the bid and help) and 5 s to act do not fit, and the short line and 5 s do."""
    from game.tricks.text import focus_sentence_text, turn_head_text
    table, speech, state = playing(client, monkeypatch)
    at = warned_over_help_then_back(client, table, speech, 12.0)
    left = table.turn_seconds_left()
    assert 10.0 < left < 11.0
    said_out(client, speech)
    view = table.view
    head = turn_head_text(table.me, view)
    assert head == "Your turn. Ben led the ace of diamonds."
    assert heard(speech, at) == [(f"10 seconds left for your turn. {head} "
                                  f"{focus_sentence_text(table._focused_card(), view.joker_as)}", False)]


def test_with_less_time_left_the_shortest_line_names_only_the_card(client, monkeypatch):
    """T-29: back with about 6 s left (the 8-second warning said over help), the short line (5 s
    here) and 5 s to act do not fit either: only the seconds left, which say whose turn it is,
    and the card Enter plays (found by a tester by ear: "7 seconds left for your turn. Your turn.
    You lead. Focus: 10 of spades." took 5.8 s, and 1.5 s were left to act)."""
    table, speech, state = playing(client, monkeypatch)
    card = card_name(table._focused_card(), 'nominative')
    assert heard_back(client, table, speech, 8.0, 6.0) == [(f"6 seconds left for your turn. Focus: {card}.", False)]


def test_on_the_dummys_turn_the_shortest_line_says_to_play_from_the_dummy(client, monkeypatch):
    """Two players (T-19, T-21): Ana plays from the dummy with about 4 s left (the 6-second
    warning said over help): "4 seconds left for your turn. Play from the dummy. Focus: ..."
    (found by a tester by ear: "4 seconds left for your turn. Play from the dummy. The dummy
    leads. Focus: 7 of spades." took 6.4 s, and the time ran out before the card was named)."""
    table, speech, state = playing(client, monkeypatch, players=2, seed=5, dummy=True)
    assert table.view.turn == 2 and table.view.turn_controller == 0
    card = card_name(table._focused_card(), 'nominative')
    assert heard_back(client, table, speech, 6.0, 4.0) == [
        (f"4 seconds left for your turn. Play from the dummy. Focus: {card}.", False)]


def test_back_before_the_warning_the_seconds_left_count_from_when_the_turn_was_heard(client, monkeypatch):
    """No warning yet: the turn was reported heard at the table when its line ended (the server's
    clock started then); F1 20 s later, Escape 3 s after that: about 7 s are left, and the whole
    line (with the game's name and the help after the card) and 5 s to act do not fit: the short
    line (found by a tester by ear: back from help with 15 s left, before the warning, the line
    took 15.6 s and the time ran out in it)."""
    table, speech, state = playing(client, monkeypatch)
    started = table._turn_clock_from
    assert started is not None and abs(started - remote.clock()) < 1.0
    client.frames(60 * 20)
    client.press(pygame.K_F1)
    client.frames(60 * 3)
    at = len(speech.log)
    client.press(pygame.K_ESCAPE)
    left = started + 30 - remote.clock()
    said_out(client, speech)
    assert heard(speech, at)[-1][0].startswith(f"{int(left)} seconds left for your turn. Focus: ")


def test_enter_early_in_the_short_line_is_kept_and_plays_once_the_card_was_named(client, monkeypatch):
    """Enter 0.7 s into the short line (its seconds being said, the card not yet named) is kept,
    with no sound, not refused: the card is played once its name was heard, and no "Too early:
    ..." follows (found by a tester by ear: Enter 0.7 s in was refused, and its reminder came 9 s
    later, as the time ran out; T-28, T-29). The line is short: not cut for another."""
    from test_online_table_speech import acts
    table, speech, state = playing(client, monkeypatch)
    at = warned_over_help_then_back(client, table, speech, 8.0)
    focused = table._focused_card()
    client.frames(42)
    assert speech.log[at].text.startswith("6 seconds left for your turn.") and not speech.idle()
    cues = client.app.sound.played.count("refused")
    client.press(pygame.K_RETURN)
    assert acts(table.session.link) == []
    said_out(client, speech)
    assert client.app.sound.played.count("refused") == cues
    assert heard(speech, at) == [(f"6 seconds left for your turn. Focus: {card_name(focused, 'nominative')}.", False)]
    assert [fields["action"]["play"] for fields in acts(table.session.link)] == [focused.code]


def test_enter_early_in_the_short_line_with_its_head_cuts_it_for_the_card(client, monkeypatch):
    """The short line with its head (about 10 s left): Enter 0.7 s in is kept, the rest of the
    line cut for the sentence that names the card, which plays once heard (T-28, T-29)."""
    from test_online_table_speech import acts
    table, speech, state = playing(client, monkeypatch)
    at = warned_over_help_then_back(client, table, speech, 12.0)
    focused = table._focused_card()
    client.frames(42)
    assert speech.log[at].text.startswith("10 seconds left for your turn. Your turn.") and not speech.idle()
    client.press(pygame.K_RETURN)
    assert acts(table.session.link) == []
    said_out(client, speech)
    assert heard(speech, at) == [(f"10 seconds left for your turn. Your turn. Ben led the ace of diamonds. "
                                  f"Focus: {card_name(focused, 'nominative')}.", True),
                                 (f"Focus: {card_name(focused, 'nominative')}.", False)]
    assert [fields["action"]["play"] for fields in acts(table.session.link)] == [focused.code]
