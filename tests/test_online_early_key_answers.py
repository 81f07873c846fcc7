"""What a seated person hears when a key that plays is pressed while other players' moves, or
their own time-out, have come from the server but are not yet said (C-22, T-28; found by a
tester by ear, online, counter-clockwise: "Not your turn. Bob plays next." said before "Ben: 10
of spades as plus 10. Total 41.", "Bob just played: total 31. ..." cut Ben's card, "Not your
turn. Anna plays next." before "Your time ran out: ..."): nothing is said ahead of a move not
yet heard. A refusal worded from the game after those moves comes after them; the gist of a
wait names the move being said or next to be said, with its total; one's own time-out is said
before any answer. The counting table on a remote session fed frames as the server sends them,
spoken by the timed fake engine (test_online_table_speech.py)."""

from __future__ import annotations

import pygame
import pytest

from game.card_names import card_name
from game.counting.actions import DrawCard, PlayCard
from game.counting.options import CountingOptions
from game.counting.state import CountingState
from online_frames import update
from test_online_table_speech import TURN, acts, counting_table, frame, quiet
from timed_speech import app_timed_speech


@pytest.fixture(autouse=True)
def _no_games_listed(monkeypatch):
    """The main menu the same whatever other tests registered (as test_online_table_speech.py)."""
    from game.scenes import registry
    monkeypatch.setattr(registry, "_GAMES", {})


def plain_card(state: CountingState, seat: int) -> PlayCard:
    """A card of ``seat`` that neither reverses the direction nor asks for a value (a plain
    card, C-9): the order of play stays as set up."""
    for action in state.legal_actions(seat):
        if isinstance(action, PlayCard) and action.card.rank in (3, 5, 6, 7, 8, 12, 13):
            return action
    raise AssertionError("no plain card")


def counter_clockwise(seed: int = 5) -> CountingState:
    """Ana (seat 0) first, play going counter-clockwise: Ana, then Ben (seat 2), then Bob
    (seat 1), manual draw (C-8)."""
    state = CountingState.new(CountingOptions(players=3, draw="manual"), seed, dealer=2)
    state.direction = -1
    assert state.turn == 0
    return state


def until_said(client, speech, start: str) -> str:
    """Step the app until the line being said begins with ``start``; return it."""
    for _frame in range(60 * 10):
        client.frames(1)
        if speech.texts and speech.texts[-1].startswith(start) and not speech.idle():
            return speech.texts[-1]
    raise AssertionError(f"{start!r} never said: {speech.texts[-3:]}")


def own_card_and_draw(client, state: CountingState):
    """Ana's table; she plays a plain card and draws; returns the table, the link, the speech
    and the draw line, once it is being said."""
    first = frame(state, 1, None, state.start_events())
    table, link, speech = counting_table(client, state, first)
    quiet(client, speech)
    link.frames.append(frame(state, 2, 0, state.apply(plain_card(state, 0))))
    quiet(client, speech)
    link.frames.append(frame(state, 3, 0, state.apply(DrawCard(0))))
    line = until_said(client, speech, "You draw the ")
    return table, link, speech, line


def test_a_refusal_after_a_move_not_yet_said_comes_after_it(client):
    """C-22, counter-clockwise: Ben's card comes while "You draw ..." is said; 1 pressed then
    (Bob plays after Ben: pressing again would not play) is refused "Not your turn. Bob plays
    next." right after Ben's card, never before it; nothing is played."""
    state = counter_clockwise()
    table, link, speech, line = own_card_and_draw(client, state)
    assert state.turn == 2
    ben = plain_card(state, 2)
    link.frames.append(frame(state, 4, 2, state.apply(ben)))
    client.frames(3)
    assert speech.texts[-1] == line and not speech.idle()  # Ben's card waits behind the draw line
    client.press(pygame.K_1)
    quiet(client, speech)
    at = speech.texts.index(line)
    assert speech.texts[at:] == [line, f"Ben: {card_name(ben.card)}. Total {state.total}.",
                                 "Not your turn. Bob plays next."]
    assert acts(link) == []


def test_a_wait_names_the_move_next_to_be_said_not_a_newer_one(client):
    """C-22, counter-clockwise: Ben's card and then Bob's come while "You draw ..." is said; 1
    pressed then (Ana plays after Bob: press again once the turn is said) is answered with
    Ben's card in short, the one next to be said, with its total ("Ben just played: total N.
    ..."), never Bob's, which is said after it; pressed again during Ben's card, nothing more
    (the refused cue); each card is said once, whole, and then the turn."""
    state = counter_clockwise()
    table, link, speech, line = own_card_and_draw(client, state)
    ben = plain_card(state, 2)
    link.frames.append(frame(state, 4, 2, state.apply(ben)))
    ben_total = state.total
    bob = plain_card(state, 1)
    link.frames.append(frame(state, 5, 1, state.apply(bob)))
    bob_total = state.total
    assert state.turn == 0
    client.frames(3)
    assert speech.texts[-1] == line and not speech.idle()
    client.press(pygame.K_1)
    ben_line = until_said(client, speech, "Ben: ")
    client.frames(20)
    client.press(pygame.K_1)  # in Ben's card: answered already
    quiet(client, speech)
    at = speech.texts.index(line)
    assert speech.texts[at:at + 4] == [line, f"Ben just played: total {ben_total}. {TURN}",
                                       f"Ben: {card_name(ben.card)}. Total {ben_total}.",
                                       f"Bob: {card_name(bob.card)}. Total {bob_total}."]
    assert ben_line == speech.texts[at + 2]
    assert speech.texts[at + 4].startswith(f"Your turn. Total {bob_total}.")
    assert len(speech.texts) == at + 5
    assert not any("Bob just played" in text for text in speech.texts)
    assert acts(link) == []


def _arrow_said(client):
    """Ana's counter-clockwise counting table, its opening said, then Right's answer being said:
    returns the state, the link, the speech and that answer."""
    state = counter_clockwise()
    first = frame(state, 1, None, state.start_events())
    table, link, speech = counting_table(client, state, first)
    quiet(client, speech)
    client.press(pygame.K_RIGHT)
    return state, link, speech, speech.texts[-1]


def test_a_key_before_ones_own_time_out_was_said_gets_only_the_refused_cue(client):
    """C-22 with a turn timer (online): Ana's time ran out and a computer played for her; the
    notice, her card played for her and Ben's card come while an arrow's answer is said; 1
    pressed then (Bob plays next) gets the refused cue alone, and the lines are said in order:
    "Your time ran out: ...", "Played for you: ...", Ben's card, and no refusal in words (was
    said before "Your time ran out: ..."; then, after the moves, "Not your turn. Bob plays next."
    came 5 to 9 s after the key, found by a tester by ear)."""
    state, link, speech, arrow = _arrow_said(client)
    mine = plain_card(state, 0)
    played = update(state, 2, 0, state.apply(mine), 0, timed_out=True)
    drawn = update(state, 3, 0, state.apply(DrawCard(0)), 0, timed_out=True)
    ben = plain_card(state, 2)
    bens = frame(state, 4, 2, state.apply(ben))
    assert state.turn == 1
    link.frames += [{"type": "notice", "what": "timed_out", "seat": 0, "name": "Ana"}, played, drawn, bens]
    client.frames(3)
    # (the time-out cuts the arrow's answer at once, and is being said: the key below comes before it was heard)
    assert speech.texts[-2:] == [arrow, "Your time ran out: a computer player plays this turn for you."]
    assert speech.log[-2].cut_at is not None and not speech.idle()
    cues = client.app.sound.played.count("refused")
    client.press(pygame.K_1)
    assert client.app.sound.played.count("refused") == cues + 1
    quiet(client, speech)
    at = speech.texts.index(arrow)
    said = speech.texts[at + 1:]
    assert said[0] == "Your time ran out: a computer player plays this turn for you."
    assert said[1].startswith(f"Played for you: the {card_name(mine.card, 'definite')}.")
    assert said[-1] == f"Ben: {card_name(ben.card)}. Total {state.total}."
    assert not any(text.startswith(("Not your turn", "Your key did nothing")) for text in said)
    assert acts(link) == []


def _time_out_then_ben_leads(client):
    """T-28 with a turn timer: a 3-player trick table where Bob and Ben have bid; while Right's
    answer is said, Ana's time runs out, a computer bids for her and Ben leads (she follows).
    Returns the table, the link, the speech, that answer, her bid cards and Ben's lead."""
    from game.tricks.actions import Bid, Play
    from game.tricks.options import TricksOptions
    from game.tricks.state import TricksState
    from online_frames import trick_table

    for seed in range(1, 80):
        state = TricksState.new(TricksOptions(players=3), seed)
        first = update(state, 1, None, state.start_events(), 0)
        frames = [update(state, 2 + n, seat, state.apply(Bid(seat, tuple(state.legal_bid_cards(seat)[:3]))), 0)
                  for n, seat in enumerate((1, 2))]
        mine = tuple(state.legal_bid_cards(0)[-3:])
        bid = update(state, 4, 0, state.apply(Bid(0, mine)), 0, timed_out=True)
        if state.turn == 2:
            break
    else:
        raise AssertionError("no deal that Ben leads")
    lead = next(action for action in state.legal_actions(2) if isinstance(action, Play))
    leads = update(state, 5, 2, state.apply(lead), 0)
    assert state.turn == 0
    speech = app_timed_speech(client)
    table, link = trick_table(client, state, 0, first=first, frames=frames)
    quiet(client, speech)
    client.press(pygame.K_RIGHT)
    arrow = speech.texts[-1]
    link.frames += [{"type": "notice", "what": "timed_out", "seat": 0, "name": "Ana"}, bid, leads]
    client.frames(3)
    # (the time-out cuts the arrow's answer at once, and is being said: the key below comes before it was heard)
    assert speech.texts[-2:] == [arrow, "Your time ran out: a computer player plays this turn for you."]
    assert speech.log[-2].cut_at is not None and not speech.idle()
    return table, link, speech, arrow, mine, lead


def test_trick_game_a_key_before_ones_own_time_out_was_said_gets_only_the_refused_cue(client):
    """T-28 with a turn timer (online; found by ear: "Dan just played the 10 of clubs. Your key
    did nothing: ..." said before "Your time ran out: ..."; then by a tester by ear: "Your key did
    nothing: the last moves are still being said. ..." after it, about a premium chosen too late,
    when no other player's move was being said): Bob and Ben have bid; Ana's time runs out while
    she marks bid cards, a computer bids for her and Ben leads; the notice, her bid and Ben's lead
    come while an arrow's answer is said, and Enter is pressed then. "Your time ran out: ..."
    tells her the key came too late: only the refused cue answers it, no words (never a move
    named before its line, nor "Bidding over." before the bid made for her); nothing is played."""
    table, link, speech, arrow, mine, lead = _time_out_then_ben_leads(client)
    cues = client.app.sound.played.count("refused")
    client.press(pygame.K_RETURN)
    assert client.app.sound.played.count("refused") == cues + 1
    quiet(client, speech)
    said = speech.texts[speech.texts.index(arrow) + 1:]
    from game.tricks.text import bid_laid_aside_text, bid_of
    assert said[:4] == ["Your time ran out: a computer player plays this turn for you.",
                        bid_laid_aside_text(bid_of(mine), mine, None),
                        "Bidding over. Ben leads.",
                        f"Ben: {card_name(lead.card)}."], said
    assert said[4].startswith(f"Your turn. Ben led the {card_name(lead.card)}.")
    assert not any(text.startswith("Your key did nothing") for text in said)
    assert acts(link) == []


def test_trick_game_space_before_ones_own_bidding_time_out_was_said_gets_only_the_refused_cue(client):
    """T-28 with a turn timer (online; found by ear: Space answered "Bidding is over. Enter plays
    the focused card." before "Laid aside for you: ...", the bid it spoke after; then, said after
    the moves, it came seconds after the key): as above, with Space (marking a bid card) pressed
    instead of Enter: the refused cue alone, and the bid made for her, the lead and her turn said
    in order; nothing is marked or played."""
    table, link, speech, arrow, mine, lead = _time_out_then_ben_leads(client)
    cues = client.app.sound.played.count("refused")
    client.press(pygame.K_SPACE)
    assert client.app.sound.played.count("refused") == cues + 1
    quiet(client, speech)
    said = speech.texts[speech.texts.index(arrow) + 1:]
    from game.tricks.text import bid_laid_aside_text, bid_of
    assert said[:4] == ["Your time ran out: a computer player plays this turn for you.",
                        bid_laid_aside_text(bid_of(mine), mine, None),
                        "Bidding over. Ben leads.",
                        f"Ben: {card_name(lead.card)}."], said
    assert said[4].startswith(f"Your turn. Ben led the {card_name(lead.card)}.")
    assert acts(link) == [] and table.marked == []


def test_where_cues_are_not_heard_a_key_that_would_be_refused_is_not_asked_again_too_early(client):
    """C-22, cues not heard (effects volume 0; found by ear: "Too early: your key was not used.
    Press it again." and the press it asked for was refused): 1 pressed while Ana's own card is
    said, her draw and Ben's card waiting (Bob plays after Ben): only the refused cue at once
    and, in words, "Your key did nothing. Press it again to hear what you can do.", never "Press
    it again." as for a key that would then act; pressed again once all was said: "Not your
    turn. Bob plays next."."""
    client.app.settings.set("volume", 0)
    assert client.app.sound.audible() is False
    state = counter_clockwise()
    first = frame(state, 1, None, state.start_events())
    table, link, speech = counting_table(client, state, first)
    quiet(client, speech)
    link.frames += [frame(state, 2, 0, state.apply(plain_card(state, 0))), frame(state, 3, 0, state.apply(DrawCard(0)))]
    ben = plain_card(state, 2)
    link.frames.append(frame(state, 4, 2, state.apply(ben)))
    line = until_said(client, speech, "You: ")
    client.frames(3)
    client.press(pygame.K_1)
    for _frame in range(60 * 60):
        if speech.idle() and not client.app.announcer.queue.pending():
            break
        client.frames(1)
    at = speech.texts.index(line)
    assert speech.texts[at + 1].startswith("You draw the ")
    assert speech.texts[at + 2:] == ["Your key did nothing. Press it again to hear what you can do.",
                                     f"Ben: {card_name(ben.card)}. Total {state.total}."]
    client.press(pygame.K_1)
    quiet(client, speech)
    assert speech.texts[-1] == "Not your turn. Bob plays next."
    assert acts(link) == []


def test_after_ones_own_4_reverses_play_the_refusal_follows_the_next_card(client):
    """C-16, C-22 (the tester's case: Ana's 4 of spades made 31 and reversed play): Ana plays a
    4, play goes counter-clockwise, Ben (seat 2) plays next; his card comes while "You draw ..."
    is said, and 1 pressed then is refused after his card with who plays after him, Bob:
    "Not your turn. Bob plays next."; then Bob's card comes, and 1 pressed during Ben's card
    (Ana plays after Bob) names Ben's card, the one being said, never Bob's."""
    for seed in range(1, 200):
        state = CountingState.new(CountingOptions(players=3, draw="manual"), seed, dealer=2)
        four = next((a for a in state.legal_actions(0) if isinstance(a, PlayCard) and a.card.rank == 4), None)
        if four is not None:
            break
    else:
        raise AssertionError("no deal with a 4 for Ana")
    first = frame(state, 1, None, state.start_events())
    table, link, speech = counting_table(client, state, first)
    quiet(client, speech)
    link.frames.append(frame(state, 2, 0, state.apply(four)))
    until_said(client, speech, "Direction reversed: counter-clockwise.")
    quiet(client, speech)
    link.frames.append(frame(state, 3, 0, state.apply(DrawCard(0))))
    line = until_said(client, speech, "You draw the ")
    assert state.turn == 2
    ben = plain_card(state, 2)
    link.frames.append(frame(state, 4, 2, state.apply(ben)))
    ben_line = f"Ben: {card_name(ben.card)}. Total {state.total}."
    ben_total = state.total
    client.frames(3)
    client.press(pygame.K_1)
    assert [u.text for u in client.app.announcer.queue.pending()] == [line, ben_line, "Not your turn. Bob plays next."]
    until_said(client, speech, "Ben: ")
    bob = plain_card(state, 1)
    link.frames.append(frame(state, 5, 1, state.apply(bob)))
    bob_line = f"Bob: {card_name(bob.card)}. Total {state.total}."
    client.frames(30)  # far into Ben's card: "Not your turn. ..." still waits after it
    client.press(pygame.K_1)
    quiet(client, speech)
    at = speech.texts.index(line)
    assert speech.texts[at:at + 4] == [line, ben_line, f"Ben just played: total {ben_total}. {TURN}", bob_line]
    assert speech.texts[at + 4].startswith("Your turn.")
    assert acts(link) == []


def test_a_key_before_ones_own_time_out_was_said_says_nothing_in_the_turn_made_for_one(client):
    """C-8, C-22 with a turn timer (online; found by ear: the refusal fell between "Played for
    you: the 8 of diamonds." and "The 8 of hearts was drawn for you."): Ana's time ran out, a
    computer played and drew for her, and Ben plays next; 1 pressed while an arrow's answer is
    said, before all of that: the refused cue alone; her turn made for her is said whole, and no
    refusal in words after it."""
    state, link, speech, arrow = _arrow_said(client)
    mine = plain_card(state, 0)
    events = state.apply(mine)
    turn = update(state, 2, 0, events + state.apply(DrawCard(0)), 0, timed_out=True)  # (one update, as the server sends)
    assert state.turn == 2
    link.frames += [{"type": "notice", "what": "timed_out", "seat": 0, "name": "Ana"}, turn]
    client.frames(3)
    # (the time-out cuts the arrow's answer at once, and is being said: the key below comes before it was heard)
    assert speech.texts[-2:] == [arrow, "Your time ran out: a computer player plays this turn for you."]
    assert speech.log[-2].cut_at is not None and not speech.idle()
    client.press(pygame.K_1)
    quiet(client, speech)
    said = speech.texts[speech.texts.index(arrow) + 1:]
    assert said[0] == "Your time ran out: a computer player plays this turn for you."
    assert said[1].startswith(f"Played for you: the {card_name(mine.card, 'definite')}.")
    assert said[2].endswith("was drawn for you."), said
    assert said[3:] == [], said
    assert acts(link) == []


def test_a_refusal_waiting_when_ones_own_time_runs_out_is_dropped(client):
    """C-8, C-22 with a turn timer (online; found by a tester by ear: Space pressed in a warning
    was answered "Nothing to draw now: you draw after playing a card." after "Your time ran out:
    a computer player plays this turn for you.", about a turn that was no longer the player's):
    "10 seconds left for your turn." is said on Ana's turn; Space then (her draw not open) is
    refused after it; her time runs out before that refusal began, and a computer plays and
    draws for her: the refusal, advice about her turn, is dropped, as her own move would drop
    it; what is said is the warning, then her time-out and the turn made for her."""
    state = counter_clockwise()
    first = frame(state, 1, None, state.start_events())
    table, link, speech = counting_table(client, state, first)
    quiet(client, speech)
    table.session._frame({"type": "notice", "what": "turn_warning", "seat": 0, "name": "Ana", "seconds": 10.0})
    warning = until_said(client, speech, "10 seconds left for your turn.")
    client.frames(5)
    client.press(pygame.K_SPACE)
    refusal = "Nothing to draw now: you draw after playing a card."
    assert refusal in [u.text for u in client.app.announcer.queue.pending()]  # (after the warning)
    mine = plain_card(state, 0)
    turn = update(state, 2, 0, state.apply(mine) + state.apply(DrawCard(0)), 0, timed_out=True)
    link.frames += [{"type": "notice", "what": "timed_out", "seat": 0, "name": "Ana"}, turn]
    quiet(client, speech)
    said = speech.texts[speech.texts.index(warning):]
    assert said[1] == "Your time ran out: a computer player plays this turn for you."
    assert said[2].startswith(f"Played for you: the {card_name(mine.card, 'definite')}.")
    assert said[3].endswith("was drawn for you.")
    assert refusal not in said
    client.app.announcer.history.settle()
    assert refusal not in client.app.announcer.history.items()  # (untrue: forgotten)
    assert acts(link) == []
