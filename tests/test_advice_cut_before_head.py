"""A key that acts on what the advice (A) set, when a key cut the advice before its head, the words
that say what it set, was heard: it acts on nothing and says what it would act on, worded as
the table stands, with the refused cue; pressed again once that was heard, it acts (C-22, T-28;
on the fake engine of timed_speech: 0.05 s a character after 0.1 s).

The gap (after tests/test_advice_heard_keys.py): S cut "Bid 5 with ace of hearts, ... and
declare: ..." 10 % in; the advice no longer being said, Enter confirmed bid cards the player never
heard marked (and played a card never heard advised, in both games). Now Enter says "Bid 5:
heart, club, diamond. Enter confirms. Focus: ace of hearts." (Space too: the focus is the hint's),
"Focus: 10 of hearts. Enter plays it." (trick play), "Enter plays the queen of spades."
(counting), "Declare, 2 of 2: ..." (the premium choice), as Enter does when the turn line was cut
before it named the focused card (tests/test_turn_line_cut_focus.py). An arrow names the focus:
Enter in play and Space in bidding then act as ever; Enter on the bid cards still says them."""

from __future__ import annotations

import pygame

from test_advice_heard_keys import (  # noqa: F401  (the fixture registers both games)
    BID_HEAD, PREMIUM, PLAY_HINT, TRICK_PLAY_HINT, _registered, bid_hint_being_said, counting_hint_being_said,
    share_of, trick_play_hint_being_said)
from test_turn_line_cut_focus import _cut_at
from test_turn_line_heard_keys import quiet, refused

BID_CARDS = "Bid 5: heart, club, diamond. Enter confirms. Focus: ace of hearts."
"""Enter's (and Space's) answer once the bid hint of the two-player game of seed 17 was cut early."""
MARKS = ["ace of hearts", "6 of clubs", "jack of diamonds"]


def marks(table) -> list[str]:
    """The bid cards marked, by name, in hand order."""
    return [card.name for card in table.marked]


def bid_hint_cut(client, share=0.1):
    """The bid hint cut by S at ``share`` of it (a number, or a callable: :func:`share_of`),
    then all said; (table, speech)."""
    table, speech, hint = bid_hint_being_said(client, share)
    client.press(pygame.K_s)
    assert hint.cut_at is not None
    quiet(client)
    assert speech.texts[-1] == "Scores: you 0, Anna 0, the dummy 0. Target 200."
    return table, speech


def answered(client, speech, key: int, answer: str) -> None:
    """``key`` acts on nothing: it says ``answer`` with the refused cue."""
    cues = refused(client)
    client.press(key)
    assert speech.texts[-1] == answer and refused(client) == cues + 1


def test_tricks_enter_after_the_bid_hint_was_cut_says_the_bid_cards_first(client):
    """T-28: S cut the bid hint 10 % in ("Bid 5 with ace of ..."): Enter opens no premium choice
    (before the fix: "Bid 5. Choose a premium. ...", for cards never heard marked) and says the
    bid cards the hint marked and the focus; Enter once that was heard opens the premium choice
    on the hint's premium."""
    table, speech = bid_hint_cut(client)
    answered(client, speech, pygame.K_RETURN, BID_CARDS)
    assert table.premium_index is None and marks(table) == MARKS
    quiet(client)
    assert speech.log[-1].cut_at is None
    client.press(pygame.K_RETURN)
    assert speech.texts[-1] == PREMIUM and table.premium_index == 1


def test_tricks_enter_again_while_the_bid_cards_are_said_does_nothing(client):
    """T-28: Enter pressed again early in "Bid 5: heart, club, diamond. ...": the refused cue only;
    the answer goes on, uncut."""
    table, speech = bid_hint_cut(client)
    client.press(pygame.K_RETURN)
    answer = speech.log[-1]
    cues = refused(client)
    client.press(pygame.K_RETURN)
    assert refused(client) == cues + 1 and speech.log[-1] is answer and table.premium_index is None
    quiet(client)
    assert answer.cut_at is None and speech.texts[-1] == BID_CARDS


def test_tricks_space_after_the_bid_hint_was_cut_says_the_bid_cards_first(client):
    """T-28: Space after the cut would unmark the ace of hearts, a focus never heard: it says the
    bid cards and the focus instead, the marks kept; Space once that was heard unmarks it."""
    table, speech = bid_hint_cut(client)
    answered(client, speech, pygame.K_SPACE, BID_CARDS)
    assert marks(table) == MARKS
    quiet(client)
    client.press(pygame.K_SPACE)
    assert speech.texts[-1] == "Ace of hearts unmarked. Marked: club, diamond. Bid so far 3."
    assert marks(table) == MARKS[1:]


def test_tricks_the_bid_cards_cut_again_by_a_status_key_are_said_again_at_enter(client):
    """T-28: "Bid 5: heart, club, diamond. ..." cut a third of the way in by S: Enter after S's
    answer still opens nothing and says it again; Enter once it was heard opens the premium
    choice."""
    table, speech = bid_hint_cut(client)
    client.press(pygame.K_RETURN)
    answer = speech.log[-1]
    _cut_at(client, speech, answer, (answer.end - answer.start) / 3)
    client.press(pygame.K_s)
    assert answer.cut_at is not None
    quiet(client)
    answered(client, speech, pygame.K_RETURN, BID_CARDS)
    assert table.premium_index is None
    quiet(client)
    client.press(pygame.K_RETURN)
    assert speech.texts[-1] == PREMIUM


def test_tricks_an_arrow_after_the_bid_hint_was_cut_lets_space_mark(client):
    """T-28 (a guard): Right after the cut names the focus ("6 of clubs, 7 of 12, marked"): Space
    unmarks the 6 of clubs at once."""
    table, speech = bid_hint_cut(client)
    client.press(pygame.K_RIGHT)
    assert speech.texts[-1] == "6 of clubs, 7 of 12, marked"
    client.press(pygame.K_SPACE)
    assert speech.texts[-1] == "6 of clubs unmarked. Marked: heart, diamond. Bid so far 2."


def test_tricks_an_arrow_after_the_bid_hint_was_cut_does_not_name_the_bid(client):
    """T-28: Right names one card, not the three the hint marked: Enter still says them first,
    with the focus the arrow set; Enter once that was heard opens the premium choice."""
    table, speech = bid_hint_cut(client)
    client.press(pygame.K_RIGHT)
    quiet(client)
    answered(client, speech, pygame.K_RETURN, "Bid 5: heart, club, diamond. Enter confirms. Focus: 6 of clubs.")
    quiet(client)
    client.press(pygame.K_RETURN)
    assert speech.texts[-1] == PREMIUM


def test_tricks_bid_hint_cut_after_its_head_enter_acts_at_once(client):
    """T-28 (a guard): S cut the bid hint just after "... jack of diamonds and declare:" was
    heard: Enter opens the premium choice at once."""
    table, speech = bid_hint_cut(client, share_of(
        client, "Bid 5 with ace of hearts, 6 of clubs, jack of diamonds and declare: you make it in about 94 % of the "
        "deals tried. These cards are marked: Enter confirms.", BID_HEAD, offset=0.05))
    cues = refused(client)
    client.press(pygame.K_RETURN)
    assert speech.texts[-1] == PREMIUM and refused(client) == cues


def test_tricks_enter_after_the_premium_hint_was_cut_says_the_premium_first(client):
    """T-9, T-28: in the premium choice, moved to "No premium", A says "Choose declare: ..." and
    moves the choice to Declare; S cuts it 10 % in: Enter bids nothing and says the premium it
    would choose, as Up and Down say it; Enter once that was heard declares."""
    table, speech, _hint = bid_hint_being_said(client, 0.99)
    quiet(client)
    client.press(pygame.K_RETURN)
    quiet(client)
    client.press(pygame.K_UP)
    quiet(client)
    assert speech.texts[-1] == "No premium, 1 of 2: your bid stays secret."
    client.press(pygame.K_a)
    hint = "Choose declare: you make your bid of 5 in about 94 % of the deals tried."  # (the bid hint's chance)
    from test_turn_line_kept_keys import into_line
    into_line(client, speech, hint, 0.1)
    client.press(pygame.K_s)
    quiet(client)
    answered(client, speech, pygame.K_RETURN, "Declare, 2 of 2: your bid cards are shown to all. Made: 30 more. "
                                               "Missed: the others score 30 each.")
    assert table.view.bid is None and table.premium_index == 1
    quiet(client)
    client.press(pygame.K_RETURN)
    assert speech.texts[-1] == "You declare: bid 5. Your bid cards: ace of hearts, 6 of clubs, jack of diamonds."


def hint_cut(client, being_said, text):
    """A hint (``text``, said by ``being_said(client, share)``) cut by S 10 % in, then all said;
    (table, speech)."""
    table, speech, hint = being_said(client, 0.1)
    client.press(pygame.K_s)
    assert hint.cut_at is not None and hint.text == text
    quiet(client)
    return table, speech


def play_hint_cut(client):
    """The trick game's play hint (3 players, seed 5, "Play the 10 of hearts: ...") cut by S 10 %
    in, then all said; (table, speech)."""
    return hint_cut(client, trick_play_hint_being_said, TRICK_PLAY_HINT)


def test_tricks_enter_after_the_play_hint_was_cut_names_the_card_first(client):
    """T-28, T-29: S cut "Play the 10 of hearts: ..." before the card's name: Enter plays nothing
    (before the fix: "You: 10 of hearts.", a card never heard advised) and says "Focus: 10 of
    hearts. Enter plays it."; Enter once that was heard plays it."""
    table, speech = play_hint_cut(client)
    trick = list(table.session.state.current_trick)
    answered(client, speech, pygame.K_RETURN, "Focus: 10 of hearts. Enter plays it.")
    assert list(table.session.state.current_trick) == trick
    quiet(client)
    client.press(pygame.K_RETURN)
    assert speech.texts[-1].startswith("You: 10 of hearts.")


def test_tricks_an_arrow_after_the_play_hint_was_cut_enter_plays_its_card(client):
    """T-28 (a guard): Left after the cut names the 9 of hearts: Enter plays it at once."""
    table, speech = play_hint_cut(client)
    client.press(pygame.K_LEFT)
    assert speech.texts[-1] == "9 of hearts, 1 of 8, playable"
    client.press(pygame.K_RETURN)
    assert speech.texts[-1].startswith("You: 9 of hearts.")


def counting_hint_cut(client):
    """The counting game's hint ("Play the queen of spades: ...", 3 players, seed 7) cut by S 10 %
    in, then all said; (table, speech)."""
    return hint_cut(client, counting_hint_being_said, PLAY_HINT)


def test_counting_enter_after_the_hint_was_cut_names_the_card_first(client):
    """C-22: S cut "Play the queen of spades: ..." before the card's name: Enter plays nothing
    (before the fix: "You: queen of spades. Total 34.") and says "Enter plays the queen of
    spades."; Enter once that was heard plays it."""
    table, speech = counting_hint_cut(client)
    answered(client, speech, pygame.K_RETURN, "Enter plays the queen of spades.")
    assert len(table.session.view().hand) == 2
    quiet(client)
    client.press(pygame.K_RETURN)
    assert speech.texts[-1] == "You: queen of spades. Total 34."


def test_counting_an_arrow_after_the_hint_was_cut_enter_plays_its_card(client):
    """C-22 (a guard): Right after the cut names the 2 of spades: Enter plays it at once."""
    table, speech = counting_hint_cut(client)
    client.press(pygame.K_RIGHT)
    assert speech.texts[-1].startswith("2 of spades")
    client.press(pygame.K_RETURN)
    assert speech.texts[-1] == "You: 2 of spades. Total doubles to 48."


def test_counting_a_digit_after_the_hint_was_cut_leaves_no_answer_for_later(client):
    """C-22 (a guard): 2 after the cut plays the 2 of spades (a digit names its card); at the
    next turn, its line heard ("... Enter plays the queen of spades."), Enter plays at once,
    never answered for the hint of a hand gone by."""
    table, speech = counting_hint_cut(client)
    client.press(pygame.K_2)
    assert speech.texts[-1] == "You: 2 of spades. Total doubles to 48."
    for _ in range(60 * 60):
        client.frames(1)
        view = table.session.view()
        if view.turn == 0 and not client.app.announcer.speech_busy():
            break
    assert speech.texts[-1] == "Your turn. Total 65. Your cards: queen of spades. Enter plays the queen of spades."
    client.press(pygame.K_RETURN)
    assert speech.texts[-1] == "You: queen of spades. Total 75."


def test_counting_enter_after_ctrl_silenced_the_hint_names_the_card_first(client):
    """C-22: Ctrl silenced "Play the queen of spades: ..." 10 % in: Enter plays nothing and says
    "Enter plays the queen of spades."; Enter once that was heard plays it."""
    table, speech, hint = counting_hint_being_said(client, 0.1)
    client.press(pygame.K_LCTRL, mod=pygame.KMOD_LCTRL)
    assert hint.cut_at is not None
    quiet(client)
    answered(client, speech, pygame.K_RETURN, "Enter plays the queen of spades.")
    assert len(table.session.view().hand) == 2
    quiet(client)
    client.press(pygame.K_RETURN)
    assert speech.texts[-1] == "You: queen of spades. Total 34."
