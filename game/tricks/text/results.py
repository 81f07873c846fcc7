"""The trick game's words for a game's and a match's end: winners, places, results lines (T-25 to T-27)."""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.perspective import Perspective
from ...i18n import _, join_words, ngettext, pgettext
from ...player_names import SeatHistory, in_seat_of, took_seat_text
from ..events import GameBonus, GameEnded, MatchEnded
from ..rules import GAME_BONUS, GAME_TARGET, MATCH_BONUSES
from ..view import TricksView
from .deal_end import dummy_ended_line
from .words import capital, name, name_mid, seat_order


def winners_text(me: Perspective, winners: Sequence[int], what: str, score: int) -> str:
    """"You win the game with 215." / "Anna and you share the game with 200."."""
    match = what == "match"
    if len(winners) == 1:
        if me.is_me(winners[0]):
            message = _("You win the match with {score}.") if match else _("You win the game with {score}.")
        else:
            message = _("{name} wins the match with {score}.") if match else _("{name} wins the game with {score}.")
        return message.format(name=name(me, winners[0]), score=score)
    names = capital(join_words([name_mid(me, seat) for seat in winners]))
    message = _("{names} share the match with {score}.") if match else _("{names} share the game with {score}.")
    return message.format(names=names, score=score)


def game_ended_text(me: Perspective, event: GameEnded, bonuses: Sequence[GameBonus] = ()) -> str:
    """"Game over. You win the game with 215." (or "Game 1 over. ..." within a match). When the
    winners' score includes a game bonus won in the deal that ended the game (``bonuses``, T-18),
    the score is said as the deal's headline just said it, before the bonus, then with it, so
    that one figure is heard, then its sum: "Game 1 over. Bob wins the game with 120 plus the game
    bonus of 100: 220." (was "... with 220. The game bonus of 100 is included.", right after the
    headline's "Game scores: ... Bob 120.": found by a tester by ear, two figures heard)."""
    score = event.game_scores[event.winners[0]]
    head = _("Game over.") if event.match_over else _("Game {number} over.").format(number=event.game_number)
    won = {bonus.seat: bonus.amount for bonus in bonuses}
    amount = won.get(event.winners[0])
    if amount is None or any(won.get(seat) != amount for seat in event.winners):
        return f"{head} {winners_text(me, event.winners, 'game', score)}"
    if len(event.winners) > 1:
        message = _("{names} share the game with {score} plus the game bonus of {amount}: {total}.")
    elif me.is_me(event.winners[0]):
        message = _("You win the game with {score} plus the game bonus of {amount}: {total}.")
    else:
        message = _("{name} wins the game with {score} plus the game bonus of {amount}: {total}.")
    names = capital(join_words([name_mid(me, seat) for seat in event.winners]))
    said = message.format(names=names, name=name(me, event.winners[0]), score=score - amount, amount=amount,
                          total=score)
    return f"{head} {said}"


def match_ended_text(me: Perspective, event: MatchEnded) -> str:
    """"Match over. Anna wins the match with 412."."""
    return f"{_('Match over.')} {winners_text(me, event.winners, 'match', event.scores[event.winners[0]])}"


def game_bonus_text(me: Perspective, event: GameBonus, dummy: int | None) -> str:
    """T-18: "Bob scores a game bonus of 100. Game bonuses: 2."."""
    if me.is_me(event.seat):
        return _("You score a game bonus of {amount}. Game bonuses: {count}.").format(
            amount=event.amount, count=event.bonuses)
    return _("{name} scores a game bonus of {amount}. Game bonuses: {count}.").format(
        name=name(me, event.seat, dummy), amount=event.amount, count=event.bonuses)


def results_lines(me: Perspective, view: TricksView, scoring: str, target: int | None = None,
                  history: SeatHistory | None = None) -> list[str]:
    """The results screen, most important first: the winners, named once, with their points and,
    in target scoring, the target they passed (T-17: "You win with 118 points, past the target of
    100."; a tie for first shares the win: "Anna and you share the win with 118 points each, ...");
    then why the dummy did not win when it ended the game (T-17, T-18, T-25: its score reached
    the ``target``, or 100 in Parlett scoring, or it won the match's third game bonus); the other
    players' places, ties named ("2nd place, tied: Anna and Bob, 60 points each."); the dummy's
    score (T-25: kept, never placed); the game bonuses the scores include (T-18); the deals
    played. Oxford Whist (T-27) ends with its trump stock, not a target: none is said. Online, a
    seat a computer took from a person who left the game (``history``) is named by who holds it,
    as the table named the winner, its history apart: "Bob wins with 118 points, past the target
    of 100. Bob, a computer player, took Cid's seat in deal 2." and "2nd place: Bob (in Cid's
    seat), 60 points." (was "Cid, then Bob wins ...": found by a tester by ear, online)."""
    lines = []
    totals = view.scores if scoring != "parlett_game" else view.game_scores
    winners = list(view.winner or ())
    ended = ""
    if winners:
        headline = results_headline(me, winners, totals[winners[0]], scoring,
                                    target if view.variant != "oxford" else None)
        took = " ".join(filter(None, (took_seat_text(me, seat, history, "deal")
                                      for seat in me.me_first(sorted(winners)))))
        lines.append(f"{headline} {took}".rstrip())
        if scoring == "target" and target is not None:
            ended = dummy_ended_line(me, view.scores, view.dummy, target, winners)
        elif scoring == "parlett_game" and view.dummy is not None:
            reached = list(view.game_scores)  # the score that ended the game: before its bonus
            reached[view.dummy] -= GAME_BONUS * view.game_bonuses[view.dummy]
            ended = dummy_ended_line(me, reached, view.dummy, GAME_TARGET, winners)
        elif scoring == "parlett_match" and view.dummy is not None and view.game_bonuses[view.dummy] >= MATCH_BONUSES:
            count = view.game_bonuses[view.dummy]
            ended = ngettext("The dummy won {count} game bonus: that ends the match, but the dummy never wins.",
                             "The dummy won {count} game bonuses: that ends the match, but the dummy never wins.",
                             count).format(count=count)
        if ended:
            lines.append(ended)
    lines += place_lines(in_seat_of(me, history), totals, view.dummy, winners)
    if view.dummy is not None and not (ended and scoring == "target"):  # else "The dummy reached 117: ..."
        score = totals[view.dummy]
        lines.append(ngettext("The dummy scored {count} point.", "The dummy scored {count} points.",
                              score).format(count=score))
    if scoring == "parlett_game":
        for seat in seat_order(me, len(totals)):
            if view.game_bonuses[seat]:
                message = (_("Your score includes the game bonus of {amount}.") if me.is_me(seat)
                           else _("{name}'s score includes the game bonus of {amount}."))
                lines.append(message.format(name=name(me, seat, view.dummy), amount=GAME_BONUS))
    elif scoring == "parlett_match" and any(view.game_bonuses):
        lines.append(_("Game bonuses: {counts}.").format(counts=", ".join(
            pgettext("a hand's number in a list", "{name} {number}").format(
                name=name_mid(me, seat, view.dummy), number=view.game_bonuses[seat])
            for seat in seat_order(me, len(totals)) if view.game_bonuses[seat])))
    lines.append(ngettext("{count} deal played.", "{count} deals played.", view.deal).format(count=view.deal))
    return lines


def own_result_line(me: Perspective, view: TricksView, scoring: str, lines: Sequence[str],
                    history: SeatHistory | None = None) -> int | None:
    """The index, among ``lines`` (:func:`results_lines`), of the line saying the listener's place:
    0 when they won (the headline, T-17), else the place line naming them ("3rd place: you, 12
    points."); None for a spectator or the dummy's seat (never placed, T-25)."""
    seat = me.seat
    if seat is None or seat == view.dummy or seat >= len(view.scores):
        return None
    winners = list(view.winner or ())
    if seat in winners:
        return 0
    totals = view.scores if scoring != "parlett_game" else view.game_scores
    places = place_lines(in_seat_of(me, history), totals, view.dummy, winners)
    rank = sorted({totals[other] for other in seat_order(me, len(totals))
                   if other != view.dummy and other not in winners}, reverse=True).index(totals[seat])
    return list(lines).index(places[rank]) if places[rank] in lines else None


def results_headline(me: Perspective, winners: Sequence[int], score: int, scoring: str,
                     target: int | None) -> str:
    """The results' first line (T-17, T-18, T-27): "You win with 118 points, past the target of
    100." / "Anna wins with 100 points, exactly the target of 100." / "Anna and you share the win
    with 118 points each, past the target of 100." (a tie for first shares the win, T-17); with
    no ``target`` reached by the winners (the dummy's score ended the game, T-25; Oxford Whist,
    T-27, ``target`` None): "Anna wins with 78 points."; Parlett scoring (T-18): "Bob wins the
    match with 826 points." / "You win the game with 201 points."."""
    names = capital(join_words([name_mid(me, seat) for seat in me.me_first(sorted(winners))]))
    you = len(winners) == 1 and me.is_me(winners[0])
    shared = len(winners) > 1
    if scoring in ("parlett_game", "parlett_match"):
        if scoring == "parlett_match":
            message = (ngettext("{names} share the match with {count} point each.",
                                "{names} share the match with {count} points each.", score) if shared
                       else ngettext("You win the match with {count} point.",
                                     "You win the match with {count} points.", score) if you
                       else ngettext("{name} wins the match with {count} point.",
                                     "{name} wins the match with {count} points.", score))
        else:
            message = (ngettext("{names} share the game with {count} point each.",
                                "{names} share the game with {count} points each.", score) if shared
                       else ngettext("You win the game with {count} point.",
                                     "You win the game with {count} points.", score) if you
                       else ngettext("{name} wins the game with {count} point.",
                                     "{name} wins the game with {count} points.", score))
    elif target is not None and score > target:
        message = (ngettext("{names} share the win with {count} point each, past the target of {target}.",
                            "{names} share the win with {count} points each, past the target of {target}.",
                            score) if shared
                   else ngettext("You win with {count} point, past the target of {target}.",
                                 "You win with {count} points, past the target of {target}.", score) if you
                   else ngettext("{name} wins with {count} point, past the target of {target}.",
                                 "{name} wins with {count} points, past the target of {target}.", score))
    elif target is not None and score == target:
        message = (ngettext("{names} share the win with {count} point each, exactly the target.",
                            "{names} share the win with {count} points each, exactly the target.",
                            score) if shared
                   else ngettext("You win with {count} point, exactly the target.",
                                 "You win with {count} points, exactly the target.", score) if you
                   else ngettext("{name} wins with {count} point, exactly the target.",
                                 "{name} wins with {count} points, exactly the target.", score))
    else:
        message = (ngettext("{names} share the win with {count} point each.",
                            "{names} share the win with {count} points each.", score) if shared
                   else ngettext("You win with {count} point.", "You win with {count} points.", score) if you
                   else ngettext("{name} wins with {count} point.", "{name} wins with {count} points.", score))
    return message.format(names=names, name=name(me, winners[0]), count=score, target=target)


def place_lines(me: Perspective, totals: Sequence[int], dummy: int | None, winners: Sequence[int]) -> list[str]:
    """The places after the winners (T-17, T-25: the dummy is never placed), best first, players
    with equal totals sharing a place, named together in :func:`seat_order`, the next place
    counting them all: "2nd place, tied: Anna and Bob, 60 points each." / "4th place: Carl, 12
    points."; the winners' place is the headline's (:func:`results_headline`)."""
    live = [seat for seat in seat_order(me, len(totals)) if seat != dummy]
    lines = []
    for score in sorted({totals[seat] for seat in live if seat not in winners}, reverse=True):
        tied = [seat for seat in live if totals[seat] == score]
        place = ordinal(1 + sum(1 for seat in live if totals[seat] > score))
        names = join_words([name_mid(me, seat) for seat in tied])
        if len(tied) > 1:
            message = ngettext("{place} place, tied: {names}, {count} point each.",
                               "{place} place, tied: {names}, {count} points each.", score)
        else:
            message = ngettext("{place} place: {names}, {count} point.", "{place} place: {names}, {count} points.",
                               score)
        lines.append(capital(message.format(place=place, names=names, count=score)))
    return lines


def ordinal(place: int) -> str:
    """A place: "1st", "2nd", "3rd", "4th" (the counting game's words)."""
    words = {1: _("1st"), 2: _("2nd"), 3: _("3rd")}
    return words.get(place, _("{number}th").format(number=place))
