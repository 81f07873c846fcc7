"""The line over your hand in the trick game (game.tricks.scenes.table_words.you_line): your
tricks, your bid as you know it (in the premium choice, the bid of the cards laid aside for it,
T-9), your score and whether you deal (T-7, T-10)."""

import pygame

from game.tricks.scenes.table_words import you_line
from test_tricks_table_driver import open_premium_choice, start_table
from tricks_helpers import HANDS3, bid_all, state_from_hands


def test_before_you_bid_it_says_no_bid_yet():
    """T-7, found by a tester: during bidding it read "bid not yet made", and "made" is the
    word for taking as many tricks as one bid."""
    state = state_from_hands(HANDS3)
    assert you_line(state.view(0)) == "You \u00b7 tricks 0 \u00b7 no bid yet \u00b7 score 0 \u00b7 DEALER"


def test_once_you_bid_it_says_your_bid():
    """T-7: your bid, once your three bid cards are laid aside."""
    state = state_from_hands(HANDS3)
    bid_all(state, ["6S 7S 8S", None, None])  # (three spades: 1 each)
    assert you_line(state.view(0)) == "You \u00b7 tricks 0 \u00b7 bid 3 \u00b7 score 0 \u00b7 DEALER"


def _drawn_you(client):
    """Your line as the trick table draws it now."""
    client.app.mark_dirty()
    client.app.draw()
    return [words for _rect, words in client.app.top.placements.texts("you")]


def test_in_the_premium_choice_it_says_the_bid_of_the_cards_laid_aside(client):
    """T-6, T-9, T-28: the three bid cards confirmed with Enter, declare or reveal being chosen,
    your line says the bid they make, as the choice's opening does ("Bid 4. Choose a
    premium."), where it said "no bid yet". Escape back to the marks: no bid yet
    again; Enter bids, and the line keeps the bid. Drawn only: the game has no bid from you
    until Enter (T-7: the others learn of none), and B says it is not confirmed."""
    table = start_table(client, 3, 5, delay=5.0)
    assert _drawn_you(client) == ["You \u00b7 tricks 0 \u00b7 no bid yet \u00b7 score 0"]
    open_premium_choice(client)
    assert client.last == "Bid 4. Choose a premium. No premium, 1 of 3: your bid stays secret."
    assert _drawn_you(client) == ["You \u00b7 tricks 0 \u00b7 bid 4 \u00b7 score 0"]
    assert table.view.bid is None and not table.view.has_bid[0]  # (the game: no bid yet)
    client.press(pygame.K_b)
    assert client.last.startswith("Not confirmed yet. Marked: bid 4.")
    client.press(pygame.K_ESCAPE)
    assert _drawn_you(client) == ["You \u00b7 tricks 0 \u00b7 no bid yet \u00b7 score 0"]
    client.press(pygame.K_RETURN)
    client.press(pygame.K_RETURN)
    assert table.view.bid == 4
    assert _drawn_you(client) == ["You \u00b7 tricks 0 \u00b7 bid 4 \u00b7 score 0"]


def test_online_while_the_bid_sent_awaits_the_server_it_says_the_bid(client):
    """T-6, T-7: online, Enter sends the bid and the server answers later; meanwhile your line
    says the bid sent ("bid 4"), not "no bid yet"; a refusal keeps the marks, and the line is
    "no bid yet" again; the server's answer: the bid, as the game now has it."""
    from game.tricks.actions import Bid
    from game.tricks.options import TricksOptions
    from game.tricks.state import TricksState
    from game.tricks.text import bid_of
    from online_frames import trick_table, update

    state = TricksState.new(TricksOptions(players=3), 11)
    table, link = trick_table(client, state, 0)
    client.app.step(2)
    open_premium_choice(client)
    bid = bid_of(table.marked, table.view.joker_as)
    line = f"You \u00b7 tricks 0 \u00b7 bid {bid} \u00b7 score 0"
    assert _drawn_you(client) == [line]  # the premium choice
    client.press(pygame.K_RETURN)  # no premium: the bid is sent
    assert table._bid_sent is not None and table.view.bid is None
    assert _drawn_you(client) == [line]
    link.frames.append({"type": "refused", "of": "act", "reason": "illegal", "rule": "It is not your turn."})
    client.app.step(2)
    assert table._bid_sent is None and len(table.marked) == 3
    assert "no bid yet" in _drawn_you(client)[0]
    client.press(pygame.K_RETURN)
    client.press(pygame.K_RETURN)  # sent again
    marked = tuple(table.marked)
    link.frames.append(update(state, 2, 0, state.apply(Bid(0, marked, None)), 0))
    client.app.step(2)
    assert table.view.bid == bid and _drawn_you(client) == [line]


def _drawn_status(client):
    """The status line under the trick table as drawn now (its lines joined)."""
    client.app.mark_dirty()
    client.app.draw()
    return " ".join(words for _rect, words in client.app.top.placements.texts("status"))


def test_online_while_the_bid_sent_awaits_the_server_the_status_line_says_so(client):
    """T-6, T-7: online, after Enter sent the bid and before the server answers, Enter is refused
    ("Wait: the server has not answered ..."): the status line says the bid was sent, "Bid 4
    sent: waiting for the table.", not "YOUR BID: ...; Enter confirms"; a refusal gives the
    marks back, and "YOUR BID: ..." again; the server's answer: "Waiting for the other bids".
    In Russian: "Ставка 4 отправлена: ждём ответа стола."."""
    from game import i18n
    from game.tricks.actions import Bid
    from game.tricks.options import TricksOptions
    from game.tricks.state import TricksState
    from game.tricks.text import bid_of
    from online_frames import trick_table, update

    state = TricksState.new(TricksOptions(players=3), 11)
    table, link = trick_table(client, state, 0)
    client.app.step(2)
    open_premium_choice(client)
    bid = bid_of(table.marked, table.view.joker_as)
    client.press(pygame.K_RETURN)  # no premium: the bid is sent
    assert table._bid_sent is not None and table.view.bid is None
    assert _drawn_status(client) == f"Bid {bid} sent: waiting for the table."
    i18n.set_language("ru")
    assert _drawn_status(client) == f"Ставка {bid} отправлена: ждём ответа стола."
    i18n.set_language("en")
    link.frames.append({"type": "refused", "of": "act", "reason": "illegal", "rule": "It is not your turn."})
    client.app.step(2)
    assert table._bid_sent is None
    assert _drawn_status(client) == f"YOUR BID: Space marks (3 of 3 marked, bid {bid}); Enter confirms"
    client.press(pygame.K_RETURN)
    client.press(pygame.K_RETURN)  # sent again
    assert _drawn_status(client) == f"Bid {bid} sent: waiting for the table."
    marked = tuple(table.marked)
    link.frames.append(update(state, 2, 0, state.apply(Bid(0, marked, None)), 0))
    client.app.step(2)
    assert table.view.bid == bid and _drawn_status(client) == "Waiting for the other bids"
