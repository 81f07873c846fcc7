"""What a key that acts says when it is pressed before the moves it would act on were heard
(C-22, T-28; on the fake engine of timed_speech, local tables): when it would not act once they
are heard either (not the player's turn then), the answer is the ordinary refusal ("Not your
turn. Bob plays next."), right after the line being said, never "press it again"; when that
refusal would tell a round's end still unheard, only that the key did nothing; the answer to the
player's key comes before an older answer still waiting."""

import importlib

import pygame
import pytest

from test_speech_pacing import _on_93_with_the_6_of_clubs, _round_ends_by_anna, _until_said, quiet, start_timed
from timed_speech import app_timed_speech

PRESS_AGAIN = "press it again"


@pytest.fixture(autouse=True)
def _registered():
    from game.counting.menu_entry import ENTRY
    from game.scenes.registry import register_game
    register_game(ENTRY)


def test_counting_a_card_key_while_a_card_is_said_and_another_plays_next_is_refused_at_once(client):
    """C-22: seed 7, Ana plays first, then Anna, then Bob. 1 pressed while Anna's card is being
    said: Bob plays next, so the answer is "Not your turn. Bob plays next.", said after Anna's
    card (not cut) and what it caused (the draw closed: C-8, C-16), before Bob's; nothing is
    played."""
    table, speech = start_timed(client)
    quiet(client, speech)
    client.press(pygame.K_1)  # Ana's card
    line = _until_said(client, speech, "Anna: 8 of hearts.")
    client.frames(6)
    hand = list(table.session.state.hands[0])
    client.press(pygame.K_1)
    client.press(pygame.K_1)  # pressed again before the answer was heard: the refused cue only
    quiet(client, speech)
    at = speech.texts.index(line.text)
    assert speech.texts[at:at + 4] == [line.text,
                                       "Too late to draw: you play the rest of this round with 2 cards.",  # C-8
                                       "Not your turn. Bob plays next.", "Bob: king of spades. Total 24."]
    assert speech.log[at].cut_at is None
    assert speech.texts.count("Not your turn. Bob plays next.") == 1
    assert not any(PRESS_AGAIN in text for text in speech.texts)
    assert list(table.session.state.hands[0]) == hand


def test_counting_a_card_key_while_the_round_ending_card_is_said_does_not_tell_the_end(client):
    """C-14, C-22: Anna's 6 of clubs makes 99; 1 pressed while her card is said: the key never
    plays (the round is over), and the answer says no more than the card heard: "Anna just
    played: total 99. Your key did nothing." (no "Round over" before its words, no "press it
    again")."""
    table, speech = _round_ends_by_anna(client)
    assert table.between_rounds
    client.press(pygame.K_1)
    client.press(pygame.K_SPACE)  # the same answer, once
    quiet(client, speech)
    at = speech.texts.index("Anna: 6 of clubs. Total 99.")
    assert speech.texts[at + 1] == "Anna just played: total 99. Your key did nothing."  # right after her card
    assert speech.log[at].cut_at is None
    assert speech.texts[at + 2].startswith("Anna reached 99 and wins the round")
    assert speech.texts[at + 3].startswith("Round 1 over. Tokens: you 7, Anna 9, Bob 7.")
    assert not any(PRESS_AGAIN in text or text.startswith("Round over.") for text in speech.texts)


def _told_to_press_enter_then_dealt(client, speech, table, line):
    """Once all was said: right after the round's end ``line`` (never cut), "Round 1 is over.
    Press Enter for the next round." and nothing more; the round not dealt until Enter, which
    deals round 2."""
    quiet(client, speech)
    at = speech.texts.index(line.text)
    assert speech.texts[at:] == [line.text, "Round 1 is over. Press Enter for the next round."]
    assert speech.log[at].cut_at is None and table.between_rounds
    client.press(pygame.K_RETURN)
    assert not table.between_rounds and speech.texts[-1].startswith("Round 2.")


def test_counting_enter_at_ones_own_rounds_end_is_answered_first_and_not_contradicted(client):
    """C-14, C-22: Ana's 6 of clubs makes 99; while "Round 1 over: ..." is said, 1 (refused:
    "Round 1 is over. Press Enter for the next round.", waiting behind the line) then Enter: the
    answer to Enter comes right after the line, and the older refusal, outdated, is never said."""
    table, speech = _on_93_with_the_6_of_clubs(client, 0)
    client.press(pygame.K_1)
    line = _until_said(client, speech, "Round 1 over. Tokens: you 9, Anna 7, Bob 7.")
    client.frames(30)
    client.press(pygame.K_1)
    client.press(pygame.K_RETURN)
    _told_to_press_enter_then_dealt(client, speech, table, line)


@pytest.mark.parametrize("key", [pygame.K_SPACE, pygame.K_2])
def test_counting_a_key_that_never_acts_during_the_rounds_end_line_is_told_what_to_do(client, key):
    """C-21, C-22, found by ear (seed 7: Space twice while "Round 1 over: ... Enter: next round."
    was said, told only "Round 1 is over. Your key did nothing."): Space or a digit while the
    round's end, the last unheard line, is being said: right after it, "Round 1 is over. Press
    Enter for the next round.", once; nothing is dealt; Enter then deals."""
    table, speech = _round_ends_by_anna(client)
    line = _until_said(client, speech, "Round 1 over. Tokens: you 7, Anna 9, Bob 7.")
    client.frames(30)
    client.press(key)
    client.frames(30)
    client.press(key)
    _told_to_press_enter_then_dealt(client, speech, table, line)


def test_tricks_enter_while_a_lead_is_said_and_another_plays_next_is_refused_at_once(client):
    """T-28: a computer player leads and the other computer plays next; Enter pressed while the
    lead is being said: "Not your turn. Bob plays next." (or Anna) right after the lead, never
    "press it again once the moves are said"; nothing is played."""
    import game.tricks.menu_entry
    importlib.reload(game.tricks.menu_entry)
    speech = app_timed_speech(client)
    client.app.settings.set("cpu_delay", 0.3)
    client.app.settings.section("tricks")["level"] = "simple"
    for seed in range(7, 40):
        client.start("tricks", players=3, seed=seed)
        table = client.app.top
        quiet(client, speech)
        state = table.session.state
        table.marked = list(state.legal_bid_cards(0)[:3])
        table._bid(None)
        for _ in range(60 * 60):  # until a lead by a computer, the other computer next, is being said
            unheard = client.app.announcer.unheard_events(table)
            if (state.phase == "play" and len(state.current_trick) == 1 and state.turn_controller != 0
                    and unheard and unheard[-1].state == "speaking"):
                break
            client.frames(1)
        else:
            continue
        break
    else:
        raise AssertionError("no lead by a computer with the other computer next")
    lead = client.app.announcer.unheard_events(table)[-1].text
    next_name = {1: "Anna", 2: "Bob"}[state.turn_controller]
    client.press(pygame.K_RETURN)
    assert len(state.current_trick) == 1  # nothing played
    quiet(client, speech)
    at = speech.texts.index(lead)
    assert speech.texts[at:at + 2] == [lead, f"Not your turn. {next_name} plays next."]
    assert speech.log[at].cut_at is None
    assert speech.texts[at + 2].startswith(f"{next_name} ")  # then the next card
    assert not any(PRESS_AGAIN in text for text in speech.texts)


def test_counting_enter_after_a_card_key_at_a_rounds_end_gets_its_own_answer(client):
    """C-14, C-22: Anna's 6 of clubs makes 99; while her card is said, 1 (it never plays now:
    "Anna just played: total 99. Your key did nothing.") then Enter at once (it deals once the
    round's end is said): the newest key's answer takes the place of the first, not yet begun,
    right after her card; pressed once the first answer was begun, Enter's answer follows it;
    either key again says nothing more."""
    table, speech = _round_ends_by_anna(client)
    client.press(pygame.K_1)
    client.press(pygame.K_RETURN)
    client.press(pygame.K_RETURN)
    quiet(client, speech)
    at = speech.texts.index("Anna: 6 of clubs. Total 99.")
    end = "Anna just played: total 99. Your key did nothing: press it again once the round's end is said."
    assert speech.texts[at + 1] == end
    assert speech.texts[at + 2].startswith("Anna reached 99 and wins the round")
    assert not any(text == "Anna just played: total 99. Your key did nothing." for text in speech.texts)
    assert table.between_rounds


def test_counting_enter_after_a_card_keys_answer_began_follows_it(client):
    """C-14, C-22: as above, but Enter comes while the card key's answer is being said: both are
    heard, in order, then the round's end."""
    table, speech = _round_ends_by_anna(client)
    client.press(pygame.K_1)
    _until_said(client, speech, "Anna just played: total 99. Your key did nothing.")
    client.press(pygame.K_RETURN)
    client.press(pygame.K_1)
    quiet(client, speech)
    at = speech.texts.index("Anna: 6 of clubs. Total 99.")
    assert speech.texts[at + 1:at + 3] == [
        "Anna just played: total 99. Your key did nothing.",
        "Anna just played: total 99. Your key did nothing: press it again once the round's end is said."]
    assert speech.texts[at + 3].startswith("Anna reached 99 and wins the round")


def test_counting_enter_before_an_empty_hand_ends_the_round_waits_for_the_moves_not_the_end(client):
    """C-19, C-22: Anna plays her last card (total 55) and Bob's turn comes with no card: the
    round is over, but nothing heard yet says so. Enter pressed while her card is said is told
    to wait for the moves, never for "the round's end" (found by ear: "... press it again once
    the round's end is said." came 9 s before "Round 1 over"); the end is said after it."""
    from game.engine.cards import parse_cards
    table, speech = start_timed(client)
    quiet(client, speech)
    state = table.session.state
    state.turn, state.total, state.drawer = 1, 50, None
    state.hands[1] = parse_cards(["5H"])
    state.hands[2] = []
    table.plan_cpu()
    _until_said(client, speech, "Anna: 5 of hearts. Total 55.")
    client.frames(6)
    client.press(pygame.K_RETURN)
    quiet(client, speech)
    assert table.between_rounds
    answer = "Anna just played: total 55. Your key did nothing: press it again once the moves are said."
    at = speech.texts.index(answer)  # it cuts her card, said again after it (more wait behind)
    assert speech.texts[at - 1:at + 3] == ["Anna: 5 of hearts. Total 55.", answer, "Anna: 5 of hearts. Total 55.",
                                           "Bob has no cards: loses 3 tokens. 6 left."]
    assert speech.texts[at + 3].startswith("Round 1 over. Tokens:")  # (its cause just said: C-19, C-23)
    assert not any("round's end" in text for text in speech.texts)


# ----------------------------------------------------------------- a key pressed before one's own move was heard
BID_1 = "You bid 3: spade, spade, spade. No premium."
DUMMY_UP = "The dummy's cards are face up. D reads them."
BIDDING_OVER = "Bidding over. Anna leads."


def _two_player_bid_with_a_second_enter(client, frames=30):
    """Seed 1, two players with the dummy, you deal (T-11: Anna leads): once Anna's bid was
    heard, 3 bid cards marked, Enter (the premium choice), Enter (the bid, which ends the
    bidding), then Enter again ``frames`` later, while "You bid 3: ..." is still being said.
    The table, the speech and the index of the bid's line."""
    import game.tricks.menu_entry
    importlib.reload(game.tricks.menu_entry)
    speech = app_timed_speech(client, seconds_per_char=0.065)
    client.app.settings.set("cpu_delay", 1.0)
    client.app.settings.section("tricks")["level"] = "simple"
    client.start("tricks", players=2, seed=1)
    table = client.app.top
    for _ in range(3):
        quiet(client, speech)
        client.frames(60)
    assert table.session.state.to_act() == [0]  # Anna has bid, and it was heard
    for key in (pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE):
        client.press(key, frames=30)
    client.press(pygame.K_RETURN)  # the premium choice
    quiet(client, speech)
    client.press(pygame.K_RETURN, frames=frames)  # the bid: bidding over, Anna leads
    client.app.sound.played.clear()
    client.press(pygame.K_RETURN)
    return table, speech, speech.texts.index(BID_1)


def test_tricks_a_doubled_enter_on_the_bid_that_ends_the_bidding_is_not_refused_late(client):
    """T-28, found by ear: two players, Enter twice quickly on the premium choice. The first
    bids and ends the bidding; the second, pressed while "You bid 3: ..." was being said, before
    "Bidding over. Anna leads." was heard, plays the refused cue at once and says nothing: its
    refusal ("Not your turn. Anna plays next.") could only come after the bid's own lines (15 s
    late by ear, about a situation not heard when the key was pressed); the lines go on in
    order, then Anna's lead and the turn line."""
    table, speech, at = _two_player_bid_with_a_second_enter(client)
    assert client.app.sound.played == ["refused"]  # at once
    quiet(client, speech)
    client.frames(3 * 60)
    quiet(client, speech)
    assert speech.texts[at:at + 4] == [BID_1, BIDDING_OVER, DUMMY_UP, "Anna: ace of hearts."]
    assert speech.texts[at + 4].startswith("Your turn. Anna led the ace of hearts.")
    assert not any(text.startswith("Not your turn.") for text in speech.texts)
    assert "Not your turn. Anna plays next." not in client.app.announcer.history.items()
    assert [spoken.cut_at for spoken in speech.log[at:at + 3]] == [None] * 3


def test_tricks_enter_during_the_last_line_of_ones_own_bid_is_refused_right_after_it(client):
    """T-28: Enter pressed while "The dummy's cards are face up. D reads them.", the last line
    of one's own bid (after "Bidding over. Anna leads."), is being said: nothing else waits, so
    the refusal is still current and comes right after it, before Anna's lead: "Not your turn.
    Anna plays next."."""
    table, speech, at = _two_player_bid_with_a_second_enter(client, frames=1)
    _until_said(client, speech, DUMMY_UP)
    client.frames(6)
    client.press(pygame.K_RETURN)
    quiet(client, speech)
    client.frames(3 * 60)
    quiet(client, speech)
    assert speech.texts[at:at + 5] == [BID_1, BIDDING_OVER, DUMMY_UP, "Not your turn. Anna plays next.",
                                       "Anna: ace of hearts."]


def test_counting_a_doubled_enter_on_ones_card_is_not_refused_after_its_draw(client):
    """C-8, C-22: automatic draw, seed 7: Enter plays the 6 of hearts; Enter again half a second
    later, while "You: 6 of hearts. Total 6." is said, plays the refused cue at once and says
    nothing: its refusal would come after "You draw the king of clubs.", which it has not heard."""
    client.app.settings.section("counting")["draw"] = "auto"
    table, speech = start_timed(client)
    quiet(client, speech)
    client.press(pygame.K_RETURN, frames=30)
    client.app.sound.played.clear()
    client.press(pygame.K_RETURN)
    assert client.app.sound.played == ["refused"]
    quiet(client, speech)
    at = speech.texts.index("You: 6 of hearts. Total 6.")
    assert speech.texts[at:at + 3] == ["You: 6 of hearts. Total 6.", "You draw the king of clubs.",
                                       "Anna: 8 of hearts. Total 14."]
    assert not any(text.startswith("Not your turn.") for text in speech.texts)


def test_counting_a_doubled_enter_before_the_draw_still_says_press_space(client):
    """C-8: manual draw: Enter again while one's card is said: the refusal is current (nothing
    of one's own waits behind the card) and says what to do: "Anna is waiting for your draw:
    press Space.", right after the card, in the place of the reminder."""
    table, speech = start_timed(client)
    quiet(client, speech)
    client.press(pygame.K_RETURN, frames=30)
    client.press(pygame.K_RETURN)
    quiet(client, speech)
    at = speech.texts.index("You: 6 of hearts. Total 6.")
    assert speech.texts[at + 1] == "Anna is waiting for your draw: press Space."


# ----------------------------------------------------------------- the pause between rounds (C-21)
PAUSE = "Round 1 is over. Press Enter for the next round."


def test_counting_the_round_pause_answers_keys_once_then_with_the_cue_only(client):
    """C-21, found by ear ("Round over. Press Enter for the next round." 7 times in 40 s): at the
    pause between rounds a key with nothing to do says what to press once; pressed again, while
    that line is said (it is not cut nor started again) or once it was heard, it plays only the
    refused cue. A status key (C) answers as usual, and after it the next key says the pause
    again; so does a key after Ctrl cut the line."""
    table, speech = _round_ends_by_anna(client)
    quiet(client, speech)
    assert table.between_rounds
    client.press(pygame.K_RIGHT)
    client.frames(10)
    client.press(pygame.K_LEFT)
    client.press(pygame.K_z)  # no key of the table
    quiet(client, speech)
    client.app.sound.played.clear()
    client.press(pygame.K_HOME)
    client.press(pygame.K_2)
    quiet(client, speech)
    assert speech.texts.count(PAUSE) == 1 and speech.texts[-1] == PAUSE and speech.log[-1].cut_at is None
    assert client.app.sound.played == ["refused", "refused"]
    client.press(pygame.K_c)
    quiet(client, speech)
    client.press(pygame.K_RIGHT)
    quiet(client, speech)
    assert speech.texts[-2:] == ["Total 99.", PAUSE]
    client.press(pygame.K_c)
    client.press(pygame.K_RIGHT)  # the pause again, cut at once by Ctrl: not heard, said again
    client.press(pygame.K_LCTRL)
    client.press(pygame.K_LEFT)
    quiet(client, speech)
    assert speech.texts[-3:] == ["Total 99.", PAUSE, PAUSE] and speech.log[-2].cut_at is not None
    assert speech.log[-1].cut_at is None and table.between_rounds


def test_counting_a_key_while_the_rounds_end_is_said_never_cuts_it(client):
    """C-21, found by ear: keys pressed while "Round 1 over: ... Enter: next round." is said
    (which says what to press) play only the refused cue and never cut it (a key had cut it, it
    was said again whole, and the next key cut it again); the first key once it was heard says
    "Round 1 is over. Press Enter for the next round."."""
    table, speech = _round_ends_by_anna(client)
    line = _until_said(client, speech, "Round 1 over. Tokens: you 7, Anna 9, Bob 7.")
    client.frames(6)
    client.app.sound.played.clear()
    client.press(pygame.K_RIGHT)
    client.frames(30)
    client.press(pygame.K_z)
    quiet(client, speech)
    assert client.app.sound.played == ["refused", "refused"]
    assert speech.texts[-1] == line.text and speech.log[-1].cut_at is None
    assert speech.texts.count(line.text) == 1
    client.press(pygame.K_RIGHT)
    quiet(client, speech)
    assert speech.texts[-2:] == [line.text, PAUSE]


def test_counting_a_doubled_key_on_ones_own_round_ending_card_is_not_answered_late(client):
    """C-14, C-22, found by ear: one's own 6 of clubs makes 99; Enter again half a second later,
    while "You: 6 of clubs. Total 99." is said: its answer ("Round 1 is over. Your key did
    nothing: ...") could only come after the round's end, 15 s after the key by ear: the
    refused cue alone answers it, at once; the round's end is heard whole, and Enter after it
    deals."""
    table, speech = _on_93_with_the_6_of_clubs(client, 0)
    client.press(pygame.K_1, frames=30)
    client.app.sound.played.clear()
    client.press(pygame.K_RETURN)
    assert client.app.sound.played == ["refused"] and table.between_rounds
    quiet(client, speech)
    at = speech.texts.index("You: 6 of clubs. Total 99.")
    assert speech.texts[at:] == [
        "You: 6 of clubs. Total 99.",
        "You reached 99 and win the round: everyone else loses 2 tokens.",
        "Round 1 over. Tokens: you 9, Anna 7, Bob 7. Enter: next round."]
    assert [spoken.cut_at for spoken in speech.log[at:]] == [None] * 3
    client.press(pygame.K_RETURN)
    assert not table.between_rounds and speech.texts[-1].startswith("Round 2.")


@pytest.mark.parametrize("key", [pygame.K_SPACE, pygame.K_RETURN])
def test_counting_enter_while_told_to_press_enter_deals_the_next_round(client, key):
    """C-21, C-22, found by ear (3 players, seed 31): a key pressed while "Round 1 over: ...
    Enter: next round." was said is answered after it by "Round 1 is over. Press Enter for the
    next round."; Enter pressed while that answer is said (the round's end heard whole) deals
    round 2 at once, cutting the answer: it was refused with the cue alone, 12.8 s of silence
    until Enter was pressed again."""
    table, speech = _round_ends_by_anna(client)
    line = _until_said(client, speech, "Round 1 over. Tokens: you 7, Anna 9, Bob 7.")
    client.frames(30)
    client.press(key)
    answer = _until_said(client, speech, "Round 1 is over. Press Enter for the next round.")
    assert line.cut_at is None and table.between_rounds
    client.frames(30)
    client.press(pygame.K_RETURN)
    assert not table.between_rounds
    quiet(client, speech)
    assert answer.cut_at is not None
    assert any(text.startswith("Round 2.") for text in speech.texts)
