"""The counting game's refusals and reminders: not your turn, wait, too late, no such card (C-23)."""

from __future__ import annotations


from ...engine.perspective import Perspective
from ...i18n import N_, _, ngettext
from ..state import CountingView
from .words import player_name


# ----------------------------------------------------------------------- refusals
def not_your_turn(me: Perspective, view: CountingView) -> str:
    """"Not your turn. Anna plays next." (or why nobody can play)."""
    if view.winner is not None or view.turn is None:
        return game_over_results_text(me, view.winner)
    if me.seat in view.eliminated:
        return _("You are out of the game. {name} plays next.").format(name=player_name(me, view.turn))
    return _("Not your turn. {name} plays next.").format(name=player_name(me, view.turn))


def waiting_text(me: Perspective, seat: int) -> str:
    """While the player after the human holds its card for the human's draw (C-8, "Time to
    draw"): "Anna is waiting for your draw: press Space."."""
    return _("{name} is waiting for your draw: press Space.").format(name=player_name(me, seat))


def held_text(me: Perspective, seat: int) -> str:
    """Online, a card played while the server holds this turn for another person's draw (C-8):
    "Wait: Ben may still draw."."""
    return _("Wait: {name} may still draw.").format(name=player_name(me, seat))


def held_turn_text(me: Perspective, seat: int) -> str:
    """Online, the turn line while the server holds this turn for another person's draw (C-8):
    "Wait: Ben may still draw. Then it is your turn."."""
    return _("Wait: {name} may still draw. Then it is your turn.").format(name=player_name(me, seat))


ROUND_PAUSE = N_("Round {round} is over. Press Enter for the next round.")
ROUND_PAUSE_WATCHING = N_("Round over. The next round starts in a moment. Enter plays the rest out at once; "
                          "Escape opens the pause menu.")
PLAYED_OUT = N_("The game is played out.")
WATCHING_STATUS = N_("Watching. Enter: play the rest out. Escape: pause menu.")
ROUND_PAUSE_WATCHING_ONLINE = N_("Round over. The next round starts in a moment. Escape opens the pause menu.")
ROUND_PAUSE_WATCHING_ONLINE_BY = N_("Round over. The next round starts when {name} is ready. Escape opens the "
                                    "pause menu.")
WATCHING_STATUS_ONLINE = N_("Watching. Escape: pause menu.")
WATCHING_ONLINE = N_("You are out: you are watching the others play on. Escape opens the pause menu.")


def out_while_away_text(round_: int | None) -> str:
    """Online, back at the table after one's seat went out while a computer played it (C-18): "You
    are out: you went out in round 2 while you were away. You are watching the others play on.
    Escape opens the pause menu." (without the round when it is not known)."""
    if round_ is None:
        return _("You are out: you went out while you were away. You are watching the others play on. "
                 "Escape opens the pause menu.")
    return _("You are out: you went out in round {round} while you were away. You are watching the others play "
             "on. Escape opens the pause menu.").format(round=round_)


def watching_text() -> str:
    """Said when the human goes out (C-18) and when the table comes back while watching."""
    return _("You are out: you are watching. Enter plays the rest out at once and shows the results; "
             "Escape opens the pause menu.")


OUT_OF_GAME = N_("You are out of the game.")
EMPTY_HAND_DRAW = N_("Your hand is empty: draw now or lose 3 tokens.")
HAND_EMPTY = N_("Your hand is empty.")
CHOOSING = N_("Choose the value first: Up or Down, then Enter, or Escape to cancel.")
NO_CHOICE = N_("Up and Down choose a value after you pick an ace or a 10.")
AUTO_DRAW = N_("Cards are drawn for you.")
ALREADY_DRAWN = N_("You have already drawn.")
NOTHING_TO_DRAW = N_("Nothing to draw now: you draw after playing a card.")
# TRANSLATORS: after "The game is over. Anna wins.": the results come by themselves (Enter: at once).
SHOW_RESULTS = N_("The results follow.")
"""Said after :func:`game_over_text` when a key is pressed before the results screen came."""
DRAW_REMINDER = N_("You can still draw: press Space.")
CHOICE_CANCELLED = N_("Value choice cancelled. Total {total}. Focus: {card}.")
"""Escape in an ace's or a 10's value choice (C-10): what the player goes on from, the total and
the card in focus, which Enter opens the choice for again: "Value choice cancelled. Total 47.
Focus: ace of hearts."."""


def draw_warning_text(seconds: float) -> str:
    """Before the "Time to draw" runs out (C-8): "2 seconds left to draw: press Space."."""
    from ...ui.words import seconds_text
    return _("{time} left to draw: press Space.").format(time=seconds_text(seconds))


def draw_warning_cover_text(seconds: float) -> str:
    """Online, over the table menu or help while one's time to draw runs out (C-8), with the way
    back to the table: "2 seconds left to draw at the table: Escape, then Space."."""
    from ...ui.words import seconds_text
    return _("{time} left to draw at the table: Escape, then Space.").format(time=seconds_text(seconds))


def too_late_text(me: Perspective, seat: int) -> str:
    """Space after another card closed the draw (C-8): "Too late to draw: Anna has played."."""
    if me.is_me(seat):
        return _("Too late to draw: you have played.")
    return _("Too late to draw: {name} has played.").format(name=player_name(me, seat))


def slots_label(count: int) -> str:
    """The digit keys for a hand of ``count`` cards: "1 to 3", "1" (``count`` at least 1)."""
    return "1" if count <= 1 else _("1 to {count}").format(count=count)


def no_such_slot(slot: int, count: int) -> str:
    """"You have only 3 cards." / "Your hand is empty."."""
    if count == 0:
        return _(HAND_EMPTY)
    return ngettext("You have only {count} card.", "You have only {count} cards.", count).format(count=count)


def game_over_text(me: Perspective, winner: int | None) -> str:
    """C-20, a key pressed once the game is over: that it is over and who won, "The game is
    over. Bob wins." / "The game is over. You win." ("The game is over." when no winner is
    known)."""
    if winner is None:
        return _("The game is over.")
    if me.is_me(winner):
        return _("The game is over. You win.")
    return _("The game is over. {name} wins.").format(name=player_name(me, winner))


def game_over_results_text(me: Perspective, winner: int | None) -> str:
    """A key that plays or draws once the game is over, before the results screen came:
    :func:`game_over_text` and what comes, "The game is over. Bob wins. The results follow."
    (they come by themselves once this was heard: found by ear, "Enter shows the results." was
    said and the results came 1.5 s later without Enter)."""
    return f"{game_over_text(me, winner)} {_(SHOW_RESULTS)}"
