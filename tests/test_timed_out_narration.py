"""What a person hears of the move a computer made for them online when their turn timer ran out
(:attr:`game.engine.perspective.Perspective.timed_out`; found by ear: "You: queen of hearts.
Total 40." as if they had played it): the card is said as played for them, in whole sentences
(C-10's values, C-8's draw made with it; T-29's lead, trump, discard and the dummy's card, T-21);
all else stays theirs ("You reached 33"). The server marks that update ``timed_out``, and the
session says it from this perspective (:meth:`game.table.remote.RemoteSession.timed_out_perspective`)."""

from __future__ import annotations

from game.counting import events as counting_events
from game.counting import text as counting_text
from game.counting.actions import PlayCard
from game.counting.events import CardDrawn, CardPlayed, ThresholdReached, TokensLost
from game.counting.state import CountingView
from game.engine.cards import Card
from game.engine.perspective import Perspective
from game.net.codec import events_data, to_data
from game.table.remote import RemoteSession
from game.tricks import events as tricks_events
from game.tricks import text as tricks_text
from tests.test_narration_seats import NAMES
from tests.test_remote_session import SUMMARY, Link, Table, game

TIMED = Perspective(0, NAMES, timed_out=0)
"""Zoe (seat 0) hearing the card a computer played for her when her time ran out."""
HERE = Perspective(0, NAMES)


def counting_said(me: Perspective, events) -> list[str]:
    return [message.text for message in counting_text.narrate(me, events, [])]


def test_a_nine_leaves_the_total_as_it_was_and_its_line_says_so():
    """C-10: a 9 adds 0; its line says the total stays, as a 2 on 0 does and as the hand's
    reading of that 9 said ("9 of hearts: total stays 57"; was "Bob: 9 of hearts. Total 57.",
    found by a tester by ear)."""
    def line(seat: int, card: str, value, operation: str, old: int, new: int) -> str:
        return counting_text.card_played_text(HERE, CardPlayed(seat, Card.parse(card), value, operation, old, new))
    assert line(1, "9H", 0, "add", 57, 57) == "Anna: 9 of hearts. Total stays 57."
    assert line(0, "9C", 0, "add", 0, 0) == "You: 9 of clubs. Total stays 0."
    assert line(0, "2S", None, "double", 0, 0) == "You: 2 of spades. Total stays 0."
    assert line(0, "8S", 8, "add", 0, 8) == "You: 8 of spades. Total 8."


def test_the_card_played_for_a_timed_out_person_says_so_with_each_value():
    """C-10, C-11: every way a card changes the total, said as played for her."""
    def line(card: str, value, operation: str, old: int, new: int) -> str:
        return counting_text.card_played_text(TIMED, CardPlayed(0, Card.parse(card), value, operation, old, new))
    assert line("QH", 10, "add", 30, 40) == "Played for you: the queen of hearts. Total 40."
    assert line("2S", None, "double", 20, 40) == "Played for you: the 2 of spades. Total doubles to 40."
    assert line("2S", None, "double", 0, 0) == "Played for you: the 2 of spades. Total stays 0."
    assert line("9H", 0, "add", 40, 40) == "Played for you: the 9 of hearts. Total stays 40."  # (as H says it)
    assert line("2S", None, "halve", 60, 30) == "Played for you: the 2 of spades. Total halves to 30."
    assert line("AC", 11, "add", 9, 20) == "Played for you: the ace of clubs as 11. Total 20."
    assert line("10S", -10, "subtract", 57, 47) == (
        "Played for you: the 10 of spades as minus 10. Total 47.")
    assert line("10S", 10, "add", 57, 67) == "Played for you: the 10 of spades as plus 10. Total 67."
    assert line("10S", 10, "add", 5, 15) == "Played for you: the 10 of spades. Total 15."
    assert counting_text.card_played_text(HERE, CardPlayed(0, Card.parse("QH"), 10, "add", 30, 40)) == (
        "You: queen of hearts. Total 40.")
    assert counting_text.card_played_text(TIMED, CardPlayed(1, Card.parse("QH"), 10, "add", 30, 40)) == (
        "Anna: queen of hearts. Total 40.")  # (another seat's card: as ever)


def test_the_draw_made_with_it_says_so_and_what_befell_the_seat_stays_hers():
    """C-8, C-12: the card and the draw the computer made for her at a manual-draw table, then
    her card's reach of 33, said as hers (the others pay)."""
    events = [CardPlayed(0, Card.parse("3S"), 3, "add", 30, 33), ThresholdReached(0, 33),
              TokensLost(1, 1, "reached 33", 4, 0, 1), TokensLost(2, 1, "reached 33", 6, 0, 1),
              CardDrawn(0, Card.parse("4H"), 20)]
    assert counting_said(TIMED, events) == [
        "Played for you: the 3 of spades. Total 33.",
        "You reached 33: everyone else loses 1 token. Tokens left: Anna 4, Ben 6.",
        "The 4 of hearts was drawn for you."]


def test_the_trick_games_card_played_for_a_timed_out_person_says_so():
    """T-29, T-21: a lead or a card that follows, a trump, a discard, and the dummy's card."""
    def card(seat: int, lead: bool, follows: bool, trump: bool, code: str = "9S"):
        return tricks_events.CardPlayed(seat, 0, Card.parse(code), None, lead, follows, trump)
    said = [tricks_text.card_played_text(TIMED, card(0, *flags), None)
            for flags in ((True, False, False), (False, True, False), (False, False, True), (False, False, False))]
    assert said == ["Played for you: the 9 of spades.",
                    "Played for you: the 9 of spades.",
                    "Played for you: the 9 of spades as a trump.",
                    "Discarded for you: the 9 of spades."]
    assert tricks_text.card_played_text(TIMED, card(2, False, True, False), 2) == (
        "Played for you: the dummy's 9 of spades.")
    assert tricks_text.card_played_text(HERE, card(0, False, False, True), None) == "You trump with the 9 of spades."


def test_an_update_the_server_marks_timed_out_is_said_as_played_for_one():
    """The server's ``timed_out`` on the update (no notice needed): handed over as another's move
    (own False: it cuts nothing), said from :meth:`RemoteSession.timed_out_perspective`; the next
    update of the seat, one's own, is said as one's own again."""
    state, first = game()
    link, table = Link(), Table()
    session = RemoteSession(link, SUMMARY, 0, first, None, counting_events, CountingView)
    seen = []
    table.remote_events = lambda events, own: seen.append((own, session.perspective.timed_out, [
        m.text for m in counting_text.narrate(session.perspective, events, [])]))
    session.attach(table)
    card = state.view(0).hand[0]
    events = state.apply(PlayCard(0, card, None if card.rank not in (14, 10) else 1))
    link.frames.append({"type": "update", "seq": 2, "actor": 0, "events": events_data(events),
                        "view": to_data(state.view(0)), "draw_wait": None, "timed_out": True})
    session.poll(1 / 60)
    own, timed_out, said = seen[-1]
    assert (own, timed_out) == (False, 0)
    assert said[0].startswith(f"Played for you: the {counting_text.card_name(card, 'definite')}. ")
    assert session.perspective.timed_out is None
    link.frames.append({"type": "update", "seq": 3, "actor": 0, "events": [], "view": to_data(state.view(0)),
                        "draw_wait": None, "timed_out": False})
    session._pending_action = True
    session.poll(1 / 60)
    assert seen[-1][:2] == (True, None)


def test_the_new_sentences_in_spanish_and_russian(client):
    """The card and the draw made for a timed-out person, in each language."""
    queen = CardPlayed(0, Card.parse("QH"), 10, "add", 30, 40)
    ace = CardPlayed(0, Card.parse("AC"), 11, "add", 9, 20)
    trick = tricks_events.CardPlayed(0, 0, Card.parse("9S"), None, False, True, False)
    client.app.apply_language("es")
    assert counting_text.card_played_text(TIMED, queen) == (
        "Se jugó por ti la reina de corazones. Total 40.")
    assert counting_text.card_played_text(TIMED, ace) == (
        "Se jugó por ti el as de tréboles como 11. Total 20.")
    assert counting_said(TIMED, [CardDrawn(0, Card.parse("4H"), 20)]) == ["Se robó por ti el 4 de corazones."]
    assert tricks_text.card_played_text(TIMED, trick, None) == "Se jugó por ti el 9 de picas."
    client.app.apply_language("ru")
    assert counting_text.card_played_text(TIMED, queen) == "За вас сыграли даму червей. Сумма 40."
    assert counting_said(TIMED, [CardDrawn(0, Card.parse("4H"), 20)]) == ["За вас взяли четвёрку червей."]
    assert tricks_text.card_played_text(TIMED, trick, None) == "За вас сыграли девятку пик."


OTHER = Perspective(0, NAMES, timed_out=1)
"""Zoe (seat 0) hearing the card a computer played for Anna (seat 1) when Anna's time ran out."""


def test_the_card_played_for_another_timed_out_person_says_for_whom():
    """C-10, C-11 (found by ear: "Anna: queen of hearts. Total 40.", as if Anna had played it;
    the notice "Anna's time ran out: ..." came just before): each way a card changes the total,
    said as played for her; nothing is said of the draw made with it (another's card drawn is
    hidden, C-8), and what befell her seat stays hers."""
    def line(card: str, value, operation: str, old: int, new: int) -> str:
        return counting_text.card_played_text(OTHER, CardPlayed(1, Card.parse(card), value, operation, old, new))
    assert line("QH", 10, "add", 15, 25) == "Played for Anna: the queen of hearts. Total 25."
    assert line("2S", None, "double", 20, 40) == "Played for Anna: the 2 of spades. Total doubles to 40."
    assert line("2S", None, "double", 0, 0) == "Played for Anna: the 2 of spades. Total stays 0."
    assert line("2S", None, "halve", 60, 30) == "Played for Anna: the 2 of spades. Total halves to 30."
    assert line("AC", 11, "add", 9, 20) == "Played for Anna: the ace of clubs as 11. Total 20."
    assert line("10S", -10, "subtract", 57, 47) == "Played for Anna: the 10 of spades as minus 10. Total 47."
    assert line("10S", 10, "add", 57, 67) == "Played for Anna: the 10 of spades as plus 10. Total 67."
    assert line("10S", 10, "add", 5, 15) == "Played for Anna: the 10 of spades. Total 15."
    events = [CardPlayed(1, Card.parse("3S"), 3, "add", 30, 33), ThresholdReached(1, 33),
              TokensLost(0, 1, "reached 33", 4, 0, 1), TokensLost(2, 1, "reached 33", 6, 0, 1),
              CardDrawn(1, None, 20)]
    assert counting_said(OTHER, events) == [
        "Played for Anna: the 3 of spades. Total 33.",
        "Anna reached 33: everyone else loses 1 token. Tokens left: you 4, Ben 6."]
    assert counting_said(HERE, events)[0] == "Anna: 3 of spades. Total 33."  # (not timed out: as ever)


def test_the_trick_games_card_played_for_another_timed_out_person_says_for_whom():
    """T-29, T-21: a lead or a card that follows, a trump, a discard, and the dummy's card that
    Anna controls, each said as played for her."""
    def card(seat: int, lead: bool, follows: bool, trump: bool, controller: int | None = None):
        return tricks_events.CardPlayed(seat, seat if controller is None else controller, Card.parse("9S"), None,
                                        lead, follows, trump)
    said = [tricks_text.card_played_text(OTHER, card(1, *flags), None)
            for flags in ((True, False, False), (False, True, False), (False, False, True), (False, False, False))]
    assert said == ["Played for Anna: the 9 of spades.",
                    "Played for Anna: the 9 of spades.",
                    "Played for Anna: the 9 of spades as a trump.",
                    "Discarded for Anna: the 9 of spades."]
    assert tricks_text.card_played_text(OTHER, card(2, False, True, False, controller=1), 2) == (
        "Played for Anna: the dummy's 9 of spades.")
    assert tricks_text.card_played_text(HERE, card(1, True, False, False), None) == "Anna: 9 of spades."


def test_an_update_the_server_marks_timed_out_for_another_is_said_as_played_for_them():
    """The server's ``timed_out`` on another person's update (Ben, seat 2): said from
    :meth:`RemoteSession.timed_out_perspective` of his seat ("Played for Ben: ..."), handed over as
    another's move; his next update, his own, is said as his again."""
    state, first = game()
    link, table = Link(), Table()
    session = RemoteSession(link, SUMMARY, 0, first, None, counting_events, CountingView)
    seen = []
    table.remote_events = lambda events, own: seen.append((own, session.perspective.timed_out, [
        m.text for m in counting_text.narrate(session.perspective, events, [])]))
    session.attach(table)
    played = [CardPlayed(2, Card.parse("QH"), 10, "add", 15, 25)]
    link.frames.append({"type": "update", "seq": 2, "actor": 2, "events": events_data(played),
                        "view": to_data(state.view(0)), "draw_wait": None, "timed_out": True})
    session.poll(1 / 60)
    assert seen[-1] == (False, 2, ["Played for Ben: the queen of hearts. Total 25."])
    assert session.perspective.timed_out is None
    link.frames.append({"type": "update", "seq": 3, "actor": 2, "events": events_data(played),
                        "view": to_data(state.view(0)), "draw_wait": None, "timed_out": False})
    session.poll(1 / 60)
    assert seen[-1] == (False, None, ["Ben: queen of hearts. Total 25."])


def test_the_sentences_for_another_in_spanish_and_russian(client):
    """The card played for another timed-out person, in each language (Russian: the name after
    "игрока", which stays in the nominative, as the notice before it says it)."""
    queen = CardPlayed(1, Card.parse("QH"), 10, "add", 30, 40)
    ace = CardPlayed(1, Card.parse("AC"), 11, "add", 9, 20)
    trick = tricks_events.CardPlayed(1, 1, Card.parse("9S"), None, False, True, False)
    trump = tricks_events.CardPlayed(1, 1, Card.parse("9S"), None, False, False, True)
    client.app.apply_language("es")
    assert counting_text.card_played_text(OTHER, queen) == "Se jugó por Anna la reina de corazones. Total 40."
    assert counting_text.card_played_text(OTHER, ace) == "Se jugó por Anna el as de tréboles como 11. Total 20."
    assert tricks_text.card_played_text(OTHER, trick, None) == "Se jugó por Anna el 9 de picas."
    assert tricks_text.card_played_text(OTHER, trump, None) == "Se jugó por Anna el 9 de picas como triunfo."
    client.app.apply_language("ru")
    assert counting_text.card_played_text(OTHER, queen) == "За игрока Anna сыграли даму червей. Сумма 40."
    assert tricks_text.card_played_text(OTHER, trick, None) == "За игрока Anna сыграли девятку пик."
    assert tricks_text.card_played_text(OTHER, trump, None) == "За игрока Anna сыграли девятку пик козырем."
