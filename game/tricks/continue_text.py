"""The words naming a saved trick game (T-26, T-27, T-29): the main menu's Continue item, the
Continue menu's line for one saved game among several, and the first words said when it is
continued. The variant is named when it is not the standard game, right after the game and its
players, so two saved 3-player games, one of them Oxford Whist, are told apart by ear (found by a
fresh tester: both read "Trick game, 3 players, deal 1, your bid"). Pure Python, no pygame."""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.events import Event
from ..engine.perspective import Perspective
from ..i18n import N_, _, ngettext
from .events import DealScored
from .text import name
from .view import TricksView

VARIANT_NAMES = {"classic": N_("classic"), "oxford": N_("Oxford Whist")}
"""The variants named in these words (T-26, T-27); the standard game is the one left unnamed."""


def where_text(me: Perspective, view: TricksView, ended: Sequence[Event] | None) -> str:
    """Where the saved game stands, said to ``me`` (whose ``view`` it is): "deal 2 over" (``ended``: the events
    that ended a deal whose summary is still open), "deal 2, your bid", "deal 2, bidding",
    "deal 2, trick 4, your turn", "deal 2, trick 4, the dummy to play" (T-21: the other player
    chooses its card), "deal 2, trick 4, Anna to play"."""
    if ended is not None:  # the next deal is dealt already: name the one scored
        scored = [event for event in ended if isinstance(event, DealScored)]
        return _("deal {deal} over").format(deal=scored[-1].deal)
    if view.phase == "bidding":
        if view.bid is None:
            return _("deal {deal}, your bid").format(deal=view.deal)
        return _("deal {deal}, bidding").format(deal=view.deal)
    trick = len(view.played_tricks) + 1
    if view.turn_controller is not None and me.is_me(view.turn_controller):
        return _("deal {deal}, trick {trick}, your turn").format(deal=view.deal, trick=trick)
    if view.dummy is not None and view.turn == view.dummy:
        return _("deal {deal}, trick {trick}, the dummy to play").format(deal=view.deal, trick=trick)
    return _("deal {deal}, trick {trick}, {name} to play").format(
        deal=view.deal, trick=trick,
        name=name(me, view.turn, view.dummy) if view.turn is not None else "")


def label_text(variant: str, where: str) -> str:
    """The main menu's item for the one saved game: "Continue: trick game, deal 2, your bid";
    another variant named: "Continue: trick game, Oxford Whist, deal 2, your bid"."""
    if variant in VARIANT_NAMES:
        return _("Continue: trick game, {variant}, {where}").format(variant=_(VARIANT_NAMES[variant]), where=where)
    return _("Continue: trick game, {where}").format(where=where)


def describe_text(players: int, variant: str, where: str) -> str:
    """The Continue menu's line for one saved game among several: "Trick game, 3 players, deal
    1, your bid"; another variant named: "Trick game, 3 players, Oxford Whist, deal 1, your bid"."""
    if variant in VARIANT_NAMES:
        return ngettext("Trick game, {players} player, {variant}, {where}",
                        "Trick game, {players} players, {variant}, {where}", players).format(
            players=players, variant=_(VARIANT_NAMES[variant]), where=where)
    return ngettext("Trick game, {players} player, {where}", "Trick game, {players} players, {where}",
                    players).format(players=players, where=where)


def resumed_text(variant: str) -> str:
    """The first words said when the game is continued: "Trick game resumed."; another variant
    named, as the game's opening names it: "Trick game, Oxford Whist, resumed."."""
    if variant in VARIANT_NAMES:
        return _("Trick game, {variant}, resumed.").format(variant=_(VARIANT_NAMES[variant]))
    return _("Trick game resumed.")
