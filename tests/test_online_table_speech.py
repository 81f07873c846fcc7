"""What a seated person hears at an online table, in order (issue 19, docs/online.md "Pacing and
seats"): a key that acts pressed before the moves it acts on were heard is answered once, with
what it waits for, and does nothing (C-22); the game's end is said after its reason (C-18, C-20);
a bid the turn timer made for the person says which cards were laid aside and what bid that is
(T-6, T-7). The counting and trick tables on a remote session fed frames as the server sends
them, spoken by a fake engine that takes time (the network itself is tested in
test_online_*.py and test_net_*.py)."""

from __future__ import annotations

import random

import pygame
import pytest

from game.counting import events as counting_events
from game.counting.options import CountingOptions
from game.counting.state import CountingState, CountingView
from game.counting.visibility import random_action
from game.table.remote import RemoteSession
from online_frames import counting_summary, trick_table, update
from test_remote_session import Link
from timed_speech import app_timed_speech

@pytest.fixture(autouse=True)
def _no_games_listed(monkeypatch):
    """The main menu the same whatever other tests registered ("Main menu. Options, 1 of 4"): it is
    one of the lines the speaking rate is measured on before the keys' timing below, and this
    fake engine takes the same time for every character, digits and stops alike."""
    from game.scenes import registry
    monkeypatch.setattr(registry, "_GAMES", {})


TURN = "Your key did nothing: press it again once your turn is said."
MOVES = "Your key did nothing: press it again once the moves are said."


def frame(state: CountingState, seq: int, actor: int | None, events) -> dict:
    """The ``update`` frame seat 0 gets (its events, its view)."""
    return update(state, seq, actor, events, 0)


def counting_table(client, state: CountingState, first: dict):
    """Ana's counting table (seat 0) on a remote session over a fake link, spoken by the timed
    engine on the app's game time."""
    from game.counting.scenes.table import CountingTable, TableSetup
    speech = app_timed_speech(client)
    link = Link()
    setup = TableSetup(state.options, draw_time=None)
    session = RemoteSession(link, counting_summary(state.options), 0, first, setup, counting_events, CountingView)
    client.start()
    table = CountingTable(client.app, setup, 0, session=session)
    client.push(table)
    return table, link, speech


def quiet(client, speech, limit=60 * 60):
    for frame_number in range(limit):
        if speech.idle() and not client.app.announcer.speech_busy():
            return frame_number
        client.frames(1)
    raise AssertionError("speech never ended")


def acts(link) -> list:
    return [fields for kind, fields in link.sent if kind == "act"]


def test_keys_pressed_while_moves_are_said_are_answered_once_and_do_nothing(client):
    """C-22: Anna's and Ben's cards come at once, with a notice between them; Enter, 1 and Enter
    again are pressed while they are said: one answer, naming the move being said, "Bob just
    played: total 11. Your key did nothing: press it again once your turn is said." (never Ben's
    card, not yet heard), and no move sent; each card is said once; once the turn is heard, Enter
    plays."""
    state = CountingState.new(CountingOptions(players=3, draw="auto"), 5, dealer=0)  # Bob (seat 1) first
    first = frame(state, 1, None, state.start_events())
    rng = random.Random(5)
    later = []
    for seq in (2, 3):
        action = random_action(state, rng)
        later.append(frame(state, seq, action.seat, state.apply(action)))
    assert state.turn == 0
    table, link, speech = counting_table(client, state, first)
    quiet(client, speech)
    link.frames += [later[0], {"type": "notice", "what": "joined", "seat": None, "name": "Cy"}, later[1]]
    client.frames(92)  # most of Bob's card was heard (a key earlier would have it said again; 79 % of
    # its time on this fake engine, which says "11" as fast as two letters; over 60 % of it at the rate
    # measured in what is spoken, its numbers as words and its stops)
    for key in (pygame.K_RETURN, pygame.K_1, pygame.K_RETURN):
        client.press(key)
        client.frames(40)
    quiet(client, speech)
    said = speech.texts[speech.texts.index("Round 1. You deal. Bob plays first.") + 1:]
    assert said == ["Bob: ace of diamonds as 11. Total 11.",
                    # the move being said in short (cut late in it), once; never Ben's, still unheard
                    f"Bob just played: total 11. {TURN}",
                    "Cy joined the table.",
                    "Ben: queen of diamonds. Total 21.",
                    "Your turn. Total 21. Your cards: jack of spades, 3 of diamonds, king of clubs. "
                    "Enter plays the jack of spades."]
    assert acts(link) == []
    client.press(pygame.K_RETURN)
    assert len(acts(link)) == 1


def test_each_new_stretch_of_moves_not_yet_heard_gets_its_own_answer(client):
    """The answer is once per stretch of moves not yet heard: pressed again during a later
    stretch, the key is answered again (C-22); while the moves would not bring one's turn, the
    answer is the ordinary refusal."""
    state = CountingState.new(CountingOptions(players=3, draw="auto"), 5, dealer=0)
    first = frame(state, 1, None, state.start_events())
    rng = random.Random(5)
    bob = random_action(state, rng)
    second = frame(state, 2, bob.seat, state.apply(bob))
    table, link, speech = counting_table(client, state, first)
    quiet(client, speech)
    link.frames.append(second)
    client.frames(3)
    client.press(pygame.K_1)
    quiet(client, speech)
    bob_line = speech.texts[-2]
    # Ben plays next, not Ana: pressing again would never play, so the ordinary refusal, right
    # after Bob's card (never "press it again once the moves are said")
    assert speech.texts[-2:] == [bob_line, "Not your turn. Ben plays next."]
    assert bob_line.startswith("Bob: ")
    assert not any("Your key did nothing" in text for text in speech.texts)
    assert acts(link) == []
    ben = random_action(state, rng)
    link.frames.append(frame(state, 3, ben.seat, state.apply(ben)))
    client.frames(3)
    client.press(pygame.K_1)
    quiet(client, speech)
    assert [text for text in speech.texts if text.endswith(TURN)] == [f"Ben just played: total {state.total}. {TURN}"]
    assert acts(link) == []


def ending_game(seed: int = 3):
    """A counting game of 3 with 1 token each (C-3) played at random until one of the others'
    moves ends it (C-20) with seat 0 still in before it: the state before that move, the frames
    up to it, and the last frame."""
    for attempt in range(seed, seed + 400):
        state = CountingState.new(CountingOptions(players=3, draw="auto", tokens=1), attempt, dealer=0)
        start = state.start_events()
        rng = random.Random(attempt)
        frames = []
        while state.winner is None:
            action = random_action(state, rng)
            before = CountingState.view(state, 0)
            events = state.apply(action)
            frames.append(frame(state, len(frames) + 2, action.seat, events))
        last = frames[-1]
        if last["actor"] != 0 and 0 not in before.eliminated and any(
                e["kind"] == "PlayerEliminated" and e["seat"] != 0 for e in last["events"]):
            return start, frames
    raise AssertionError("no such game")


def before_the_end(client):
    """Ana's table (:func:`counting_table`) at the update before the one of :func:`ending_game`
    that ends the game, all said. Returns the table, the link, the speech and that last frame."""
    start, frames = ending_game()
    state = CountingState.new(CountingOptions(players=3, draw="auto", tokens=1), 0, dealer=0)
    first = {"type": "update", "seq": frames[-2]["seq"], "actor": frames[-2]["actor"], "events": [],
             "view": frames[-2]["view"]}
    table, link, speech = counting_table(client, state, first)
    quiet(client, speech)
    return table, link, speech, frames[-1]


def test_the_games_end_comes_after_its_reason_and_an_early_key_does_not_say_it(client):
    """C-18, C-20: the move that ends the game is said, then its reason ("... is out."), and only
    then the results; Space, 1 and Enter pressed while that is said answer the move once and say
    nothing of the game being over before its reason."""
    table, link, speech, last = before_the_end(client)
    before = len(speech.texts)
    link.frames += [last, {"type": "over", "log": None}]
    client.frames(76)  # most of Ben's card was heard (a key earlier would have it said again; 80 % of
    # its time on this fake engine, 62 % of it at the rate measured in what is spoken, its numbers and stops)
    for key in (pygame.K_SPACE, pygame.K_1, pygame.K_RETURN):
        client.press(key)
        client.frames(20)
    quiet(client, speech)
    said = speech.texts[before:]
    assert said == ["Ben: 4 of diamonds. Total 68.",
                    "Cards are drawn for you.",  # Space: nothing to wait for in automatic draw (C-8)
                    # 1, then Enter: one answer, no "game over", and no "press it again" (1 never plays again)
                    "Ben just played: total 68. Your key did nothing.",
                    "Ben passed 66: owes 1 token, has 0 and is out. 1 player left."]
    assert acts(link) == []
    from game.counting.scenes.results import CountingResults
    for _frame in range(60 * 5):
        if isinstance(client.app.top, CountingResults):
            break
        client.frames(1)
    assert isinstance(client.app.top, CountingResults)  # after the reason, by itself
    assert speech.texts[before:before + 4] == said


def test_heard_is_reported_once_the_turn_itself_was_said(client):
    """The server starts a person's turn clock with their ``heard``: the app reports it only once
    the game's opening and the turn's own words ("Your turn. ...") were said, never while the
    opening is said (C-7)."""
    state = CountingState.new(CountingOptions(players=3, draw="auto"), 4, dealer=2)  # Ana plays first
    first = frame(state, 1, None, state.start_events())
    table, link, speech = counting_table(client, state, first)
    for _frame in range(60 * 30):
        if speech.log and speech.log[-1].text.startswith("Your turn.") and not speech.idle():
            break
        assert ("heard", {"seq": 1}) not in link.sent, [s.text for s in speech.log]
        client.frames(1)
    assert [spoken.text for spoken in speech.log][1:3] == [
        "Counting game, 3 players, 9 tokens each, 3 cards in hand. Cards are drawn for you.",
        "Round 1. Ben deals. You play first."]
    assert ("heard", {"seq": 1}) not in link.sent  # the turn is being said
    quiet(client, speech)
    client.frames(2)
    # the opening's events said, then the turn too (only the whole report starts the clock)
    assert [sent for sent in link.sent if sent[0] == "heard"] == [("heard", {"seq": 1, "events_only": True}),
                                                                  ("heard", {"seq": 1})]


def test_a_bid_made_for_a_person_whose_time_ran_out_is_said(client):
    """T-6, T-7: the turn timer ran out while Ana was marking bid cards; a computer laid three
    aside for her: after "Your time ran out: ...", "Laid aside for you: ... Your bid is N." names
    the cards and the bid (her own, kept from the others); her marks are gone."""
    from game.tricks.actions import Bid
    from game.tricks.options import TricksOptions
    from game.tricks.state import TricksState
    from game.tricks.text import bid_of, card_list

    state = TricksState.new(TricksOptions(players=3), 11)
    table, link = trick_table(client, state, 0)
    client.app.step(5)
    client.press(pygame.K_SPACE)
    assert len(table.marked) == 1
    cards = tuple(state.legal_bid_cards(0)[-3:])
    events = state.apply(Bid(0, cards, None))
    before = len(client.texts)
    link.frames += [{"type": "notice", "what": "timed_out", "seat": 0, "name": "Ana"}, update(state, 2, 0, events, 0)]
    client.app.step(5)
    assert client.texts[before:before + 2] == [
        "Your time ran out: a computer player plays this turn for you.",
        f"Laid aside for you: {card_list(cards)}. Your bid is {bid_of(cards)}."]
    assert table.marked == [] and table.premium_index is None
    assert acts(link) == []
    before = len(client.texts)
    client.press(pygame.K_SPACE)
    assert client.texts[before:] == ["You have bid. Waiting for Bob and Ben."]


def test_the_new_sentences_in_spanish_and_russian(client):
    """The answer to an early key, the bid made for a timed-out person (T-6) and the watcher's
    draw words (C-8) in each language."""
    from game.counting.text import start_text
    from game.scenes.card_table import wait_text
    from game.tricks.text import bid_laid_aside_text
    from game.engine.cards import parse_cards
    cards = parse_cards(["9C", "KH", "6D"])
    client.app.apply_language("es")
    assert wait_text("Bob acaba de jugar: total 24.", True) == (
        "Bob acaba de jugar: total 24. Tu tecla no hizo nada: púlsala de nuevo cuando se anuncie tu turno.")
    assert bid_laid_aside_text(5, cards, None) == (
        "Apartadas para ti: 9 de tréboles, rey de corazones, 6 de diamantes. Tu apuesta es 5.")
    assert start_text(3, 9, "manual", spectator=True).endswith(
        "Robo manual: cada jugador roba con Espacio después de su carta; el siguiente jugador espera a ese robo.")
    client.app.apply_language("ru")
    assert wait_text(None, False) == (
        "Клавиша ничего не сделала: последние ходы ещё озвучиваются. Нажмите её снова, когда они прозвучат.")
    assert bid_laid_aside_text(5, cards, "declare").startswith("За вас отложены: ")
    assert bid_laid_aside_text(5, cards, "declare").endswith(". Ваша ставка 5, и вы предлагаете объявление.")


def test_a_player_out_of_the_game_is_told_so_at_once_not_to_press_again(client):
    """C-18: Ana is out and the others play on; Enter pressed while their moves are said says at
    once that she is out (pressing again would never play), not to wait and press again."""
    for seed in range(40):
        state = CountingState.new(CountingOptions(players=3, draw="auto", tokens=1), seed, dealer=0)
        start = state.start_events()
        rng = random.Random(seed)
        frames = [frame(state, 1, None, start)]
        while state.winner is None and 0 not in state.eliminated:
            action = random_action(state, rng)
            frames.append(frame(state, len(frames) + 1, action.seat, state.apply(action)))
        if state.winner is None:
            break
    else:
        raise AssertionError("no game where Ana goes out first")
    first = {"type": "update", "seq": frames[-1]["seq"], "actor": None, "events": [], "view": frames[-1]["view"]}
    table, link, speech = counting_table(client, state, first)
    quiet(client, speech)
    action = random_action(state, rng)
    link.frames.append(frame(state, first["seq"] + 1, action.seat, state.apply(action)))
    client.frames(40)
    assert client.app.announcer.unheard_events(table)
    before = len(speech.texts)
    client.press(pygame.K_RETURN)
    name = {1: "Bob", 2: "Ben"}[state.turn] if state.turn is not None else None
    assert speech.texts[before:] == [f"You are out of the game. {name} plays next."]
    quiet(client, speech)
    assert speech.texts.count("You are out: you are watching the others play on. Escape opens the pause menu.") == 1


def test_a_notice_about_people_does_not_hold_a_key_on_ones_turn(client):
    """C-22: "Your turn. ..." was heard; "Cy is watching the table." is being said when Enter is
    pressed: the card is played (a notice changes nothing the key acts on)."""
    state = CountingState.new(CountingOptions(players=3, draw="auto"), 4, dealer=2)  # Ana plays first
    first = frame(state, 1, None, state.start_events())
    table, link, speech = counting_table(client, state, first)
    quiet(client, speech)
    link.frames.append({"type": "notice", "what": "watching", "seat": None, "name": "Cy"})
    client.frames(30)
    assert not speech.idle() and speech.log[-1].text == "Cy is watching the table."
    client.press(pygame.K_RETURN)
    assert len(acts(link)) == 1
    assert not any("Your key did nothing" in text for text in speech.texts)


def test_a_bid_a_computer_made_while_one_was_away_is_said_as_its_own(client):
    """T-6, T-7: back at a trick table where a computer bid for Ana while she was away (the
    server's ``sync`` marks it ``stand_in``): what she missed says the computer's bid as its
    own, in order after the deal's start, "A computer player for you bid N: it laid aside ...",
    never "Laid aside for you: ... Your bid is N." (the turn timer's words)."""
    from game.net.codec import events_data, to_data
    from game.tricks.actions import Bid
    from game.tricks.options import TricksOptions
    from game.tricks.state import TricksState
    from game.tricks.text import bid_of, card_list
    from game.tricks.visibility import events_for as trick_events_for

    state = TricksState.new(TricksOptions(players=3), 11)
    missed = [state.start_events()]
    cards = tuple(state.legal_bid_cards(0)[-3:])
    for seat in (0, 1, 2):
        bid = cards if seat == 0 else tuple(state.legal_bid_cards(seat)[:3])
        missed.append(state.apply(Bid(seat, bid, None)))
    sync = {"type": "sync", "table": 1, "seq": len(missed), "view": to_data(state.view(0)), "stand_in": True,
            "missed": [events_data(trick_events_for(0, events)) for events in missed]}
    client.start()
    before = len(client.texts)
    table, _link = trick_table(client, state, 0, sync)
    client.app.step(30)
    said = client.texts[before:]
    mine = f"A computer player for you bid {bid_of(cards)}: it laid aside {card_list(cards)}."
    assert said[1:5] == ["While you were away: 1 earlier message, in the history (Page Up).",  # the deal's start
                         mine, "Bob has bid.", "Ben has bid."], said
    assert not any(text.startswith("Laid aside for you") for text in client.app.announcer.history.items())


def test_back_at_ones_game_in_a_new_window_the_first_words_say_the_tokens_now(client):
    """C-3, C-18: Ana comes back to her game under way in a new window (a ``sync`` opens the
    table): its first words are where it stands now, as Continue begins ("Counting game resumed.
    Tokens: ..."), never the starting "3 tokens each" that nobody holds any more (found by ear);
    what she missed follows, then the situation line."""
    from game.counting.visibility import events_for
    from game.net.codec import events_data, to_data
    state = CountingState.new(CountingOptions(players=3, draw="auto", tokens=3), 5, dealer=0)
    rng = random.Random(5)
    missed = [state.start_events()]
    while not (sum(state.tokens) < 9 and min(state.tokens) > 0 and state.turn is not None):
        missed.append(state.apply(random_action(state, rng)))
    first = {"type": "sync", "table": 1, "seq": len(missed), "view": to_data(state.view(0)), "draw_wait": None,
             "missed": [events_data(events_for(0, events)) for events in missed]}
    table, link, speech = counting_table(client, state, first)
    quiet(client, speech)
    you, bob, ben = state.tokens
    assert speech.texts[1] == f"Counting game resumed. Tokens: you {you}, Bob {bob}, Ben {ben}."
    assert not any("tokens each" in said for said in speech.texts)
    assert speech.texts[-1].startswith(f"Round {state.round}. Tokens: you {you}, Bob {bob}, Ben {ben}. "
                                       f"Total {state.total}. ")  # (moves said since: the tokens again)


def test_space_after_ones_draw_while_the_next_card_waits_answers_what_was_heard(client):
    """C-8, C-22 (found by ear, in Spanish): Ana plays and draws (manual draw); Bob's card comes
    while "You draw ..." is said (the server's computer waits only for the report of her own
    move). Space then is answered right after the draw line, before Bob's card, with what she
    heard: "You have already drawn." (was "Nothing to draw now: you draw after playing a
    card.", made from the game after Bob's card, still unheard); the history lists the lines in
    the order they were said (was: Bob's card before the answer)."""
    from game.counting.actions import DrawCard
    state = CountingState.new(CountingOptions(players=3, draw="manual"), 5, dealer=2)  # Ana (seat 0) first
    first = frame(state, 1, None, state.start_events())
    assert state.turn == 0
    table, link, speech = counting_table(client, state, first)
    quiet(client, speech)
    play = next(action for action in state.legal_actions(0) if not isinstance(action, DrawCard))
    played = frame(state, 2, 0, state.apply(play))
    drawn = frame(state, 3, 0, state.apply(DrawCard(0)))
    bobs = next(action for action in state.legal_actions(1) if not isinstance(action, DrawCard))
    bob = frame(state, 4, 1, state.apply(bobs))
    link.frames += [played]
    quiet(client, speech)
    link.frames += [drawn]
    for _ in range(60 * 5):
        client.frames(1)
        if speech.texts[-1].startswith("You draw the "):
            break
    line = speech.texts[-1]
    assert line.startswith("You draw the "), speech.texts[-3:]
    link.frames += [bob]
    client.frames(6)
    assert speech.texts[-1] == line and not speech.idle()  # Bob's card came; the draw line goes on
    client.press(pygame.K_SPACE)
    quiet(client, speech)
    at = speech.texts.index(line)
    bob_line = speech.texts[at + 2]
    assert bob_line.startswith("Bob: "), speech.texts[at:]
    assert speech.texts[at:at + 3] == [line, "You have already drawn.", bob_line]
    assert speech.log[at].cut_at is None
    history = client.app.announcer.history.items()
    assert history[history.index(line):history.index(bob_line) + 1] == [line, "You have already drawn.", bob_line]
