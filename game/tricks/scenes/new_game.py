"""The new trick game screen: players, variant, scoring, computer level and delay; every choice
remembered in ``settings.section("tricks")`` (the delay is the ``cpu_delay`` option). Oxford
Whist has no Scoring choice: its game ends when the trump stock runs out (T-27). Oxford Whist is
for 3 players: choosing it moves Players to 3, and other player counts move Variant back to the
variant chosen before it (standard when there was none, or it does not take that many players),
each said at once, so Start never meets an impossible game; choosing another variant after it gives
back the player count it moved ("Players set back to 4.", T-27)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from ...engine.errors import SetupError
from ...engine.rng import fresh_seed
from ...i18n import N_, _, ngettext
from ...scenes.menu import ChoiceItem, MenuItem, MenuScene
from ...scenes.options import CPU_DELAY_LABEL, DELAYS, delay_choices
from ..options import VARIANTS, TricksOptions
from .setup import remembered_setup
from .table import TricksTable

if TYPE_CHECKING:
    from ...app import App

PLAYER_CHOICES = [(2, N_("2, you and Anna, with a dummy hand")), (3, N_("3, you, Anna and Bob")),
                  (4, N_("4, you, Anna, Bob and Carl"))]
"""(value, message id): every list of choices here holds English message ids, said with ``_()``."""
VARIANT_CHOICES = [("standard", N_("standard")), ("classic", N_("classic")),
                   ("oxford", N_("Oxford Whist"))]
"""Each variant's hint (:data:`VARIANT_HINTS`) says what it is, on focus and on each change."""
SCORING_CHOICES = [(("target", 100), N_("target 100")), (("target", 200), N_("target 200")),
                   (("target", 500), N_("target 500")), (("parlett_game", 100), N_("one Parlett game")),
                   (("parlett_match", 100), N_("a Parlett match"))]
SCORING_HINTS = {
    "parlett_game": N_("The game ends after the deal in which someone reaches 100; reaching it in a deal where "
                       "you made your bid scores a game bonus of 100. The highest score wins."),
    "parlett_match": N_("Parlett games one after another; the match ends once someone has 3 game bonuses, "
                        "and the highest match total wins.")}
"""The Scoring item's hint for a Parlett game or match (T-18), said on focus and on each change;
a target ("target 200", T-17) says what it is by itself and has none."""
LEVEL_CHOICES = [("random", N_("random, easy")), ("simple", N_("simple")), ("strong", N_("strong")),
                 ("hard", N_("hard"))]
"""Easier first: Right means a stronger computer player."""
LEVEL_HINT = N_("Random plays any legal card; simple and strong play to their bid, strong bids "
                "better; hard tries many possible deals before each bid and card.")
VARIANT_HINTS = {"standard": N_("Trumps are set by how many players made their bid in the deal before."),
                 "classic": N_("Parlett's original: a joker, and a turned-up card sets trumps."),
                 "oxford": N_("Trumps come from a stock of small cards; no premium bids; an exact bid scores 10. "
                              "The game ends after 16 deals, so there is no scoring choice.")}
"""The Variant item's hint, for the variant chosen (T-25..T-27): what the variant is, as the other
two say it (Oxford Whist's said only that it had no scoring choice, found by a fresh tester by
ear), and for Oxford Whist why the Scoring item is gone. Standard says how its trumps are set
(T-5), classic that it is Parlett's original (T-26): "standard, Parlett's rules" next to classic
confused a tester by ear."""
OXFORD_PLAYERS = N_("Players set to 3: Oxford Whist is for 3 players.")
"""Said when Oxford Whist is chosen with 2 or 4 players (T-27): the players move to 3 ("Variant:
Oxford Whist. Players set to 3: Oxford Whist is for 3 players."). The change comes first, then
its reason, as in :data:`OXFORD_VARIANT`."""
OXFORD_VARIANT = N_("Variant set to standard: Oxford Whist is for 3 players.")
"""Said when the players move away from 3 while Oxford Whist is chosen and no variant was chosen
before it that takes that many players (:func:`leave_oxford`)."""
OXFORD_VARIANT_BACK = N_("Variant set back to {variant}: Oxford Whist is for 3 players.")
"""Said when the players move away from 3 while Oxford Whist is chosen: the variant chosen
before Oxford Whist comes back ("Variant set back to classic: ...", T-27)."""
BEFORE_OXFORD = "players_before_oxford"
"""The settings key of the player count Oxford Whist moved to 3 (0: none), given back when
another variant is chosen (T-27)."""
VARIANT_BEFORE_OXFORD = "variant_before_oxford"
"""The settings key of the variant chosen before Oxford Whist, given back when the players move
away from 3 (:func:`leave_oxford`)."""
OXFORD_NOTE = N_("Oxford Whist is for 3 players only. With 2 or 4 players, choose standard or classic.")
N_("Players"), N_("Variant"), N_("Scoring"), N_("Computer level")  # item labels, said with _()


def scoring_hint(scoring: str) -> str:
    """What a Parlett game or match is (T-18), in the player's language; "" for a target (T-17)."""
    return _(SCORING_HINTS[scoring]) if scoring in SCORING_HINTS else ""


def remember_before_oxford(saved: Any, settled: str, previous: str, chosen: str) -> None:
    """``chosen`` replaced ``previous`` as the Variant; ``settled`` is the variant the item held
    when the focus came to it. When ``chosen`` is Oxford Whist, keep in ``saved`` (a settings
    section) the variant chosen before it, for :func:`leave_oxford`: ``settled`` (standard
    stays standard though Right passes classic on the way to Oxford Whist), or ``previous`` when
    the item was on Oxford Whist already and the player left it and came back."""
    if chosen != "oxford":
        return
    before = settled if settled != "oxford" else previous
    if before != "oxford":
        saved[VARIANT_BEFORE_OXFORD] = before


def leave_oxford(saved: Any, players: int) -> tuple[str, str]:
    """Players moved to ``players`` (not 3) while Oxford Whist was chosen (T-27): the variant to
    go to and the sentence saying so. The variant chosen before Oxford Whist when it takes that
    many players ("Variant set back to classic: Oxford Whist is for 3 players."), else standard
    ("Variant set to standard: ...")."""
    others = tuple(value for value in VARIANTS if value != "oxford")
    previous = saved.get_choice(VARIANT_BEFORE_OXFORD, None, others)
    if previous is not None:
        try:
            TricksOptions(players=players, variant=previous).validate()
        except SetupError:
            previous = None
    if previous is None:
        return "standard", _(OXFORD_VARIANT)
    words = dict(VARIANT_CHOICES)[previous]
    return previous, _(OXFORD_VARIANT_BACK).format(variant=_(words))


def _said(choices):
    """``choices`` with their message ids in the player's language."""
    return [(value, _(text)) for value, text in choices]


class NewTricksGame(MenuScene):
    """"New trick game. Players: 3, you, Anna and Bob, 1 of 7"; Start deals with a fresh seed."""

    def __init__(self, app: App) -> None:
        self.app = app
        saved = app.settings.section("tricks")
        options = remembered_setup(app).options
        level = remembered_setup(app).level

        def keep(key: str) -> Callable[[Any], None]:
            return lambda value: saved.__setitem__(key, value)

        def variant(value: str) -> str | None:
            remember_before_oxford(saved, self.settled_variant, saved.get_choice("variant", "standard", VARIANTS),
                                   value)
            saved["variant"] = value
            self.items_by_label["Variant"].hint = _(VARIANT_HINTS[value])
            self._show_scoring(value != "oxford")
            if value == "oxford" and self._value("Players") != 3:
                saved[BEFORE_OXFORD] = self._value("Players")  # given back when Oxford Whist is left
                self.items_by_label["Players"].select_value(3)
                saved["players"] = 3
                return _("{change} {hint}").format(change=_(OXFORD_PLAYERS), hint=_(VARIANT_HINTS[value]))
            before = saved.get_int(BEFORE_OXFORD, 0, 0, 4)
            if value != "oxford" and before in (2, 4) and self._value("Players") == 3:
                saved[BEFORE_OXFORD] = 0
                self.items_by_label["Players"].select_value(before)
                saved["players"] = before
                back = ngettext("Players set back to {count}.", "Players set back to {count}.", before).format(
                    count=before)
                return _("{change} {hint}").format(change=back, hint=_(VARIANT_HINTS[value]))
            return _(VARIANT_HINTS[value])  # the hint is part of the value: "Variant: classic. A joker ..."

        def players(value: int) -> str | None:
            saved["players"] = value
            saved[BEFORE_OXFORD] = 0  # a count chosen now: Oxford Whist has nothing to give back
            if value != 3 and self._value("Variant") == "oxford":
                back, said = leave_oxford(saved, value)
                self.items_by_label["Variant"].select_value(back)
                variant(back)
                return said
            return None

        def scoring(value: tuple[str, int]) -> str | None:
            saved["scoring"], saved["target"] = value
            self.items_by_label["Scoring"].hint = scoring_hint(value[0])
            return self.items_by_label["Scoring"].hint or None  # "Scoring: a Parlett match. Parlett games ..."

        def delay(value: float) -> None:
            app.settings.set("cpu_delay", value)

        current_scoring = (options.scoring, options.target if options.scoring == "target" else 100)
        self.items_by_label: dict[str, ChoiceItem] = {}
        items = [
            self._choice("Players", _said(PLAYER_CHOICES), options.players, players),
            self._choice("Variant", _said(VARIANT_CHOICES), options.variant, variant),
            self._choice("Scoring", _said(SCORING_CHOICES), current_scoring, scoring),
            self._choice("Computer level", _said(LEVEL_CHOICES), level, keep("level")),
            self._choice(CPU_DELAY_LABEL, delay_choices(), self._nearest_delay(app.settings.get("cpu_delay")),
                         delay),
            MenuItem(_("Start"), self.start_game),
            MenuItem(_("Back"), app.pop),
        ]
        self.items_by_label["Variant"].hint = _(VARIANT_HINTS[options.variant])
        self.items_by_label["Scoring"].hint = scoring_hint(options.scoring)
        self.items_by_label["Computer level"].hint = _(LEVEL_HINT)
        self.all_items = items
        self.settled_variant = options.variant
        """The variant the Variant item held when the focus last came to it (:meth:`focus`)."""
        super().__init__(app, _("New trick game"), items, rules_game="tricks")
        self._show_scoring(options.variant != "oxford")

    def help_name(self) -> str:
        """F1 names the screen in a sentence: "Keys for the new trick game screen" (not its title with its capital
        mid-sentence, "Keys for New ... game"; found by a tester by ear)."""
        return _("the new trick game screen")

    @staticmethod
    def _nearest_delay(value: float) -> float:
        return min(DELAYS, key=lambda v: abs(v - value))

    def _choice(self, label: str, choices: Sequence[tuple[Any, str]], current: Any,
                on_change: Callable[[Any], None]) -> ChoiceItem:
        """An item shown as ``_(label)``, found in :attr:`items_by_label` by the English ``label``."""
        item = ChoiceItem(_(label), choices, 0, on_change, key=label)
        item.select_value(current)
        self.items_by_label[label] = item
        return item

    def _show_scoring(self, shown: bool) -> None:
        """Show the Scoring choice, or hide it (Oxford Whist); the focus stays on its item."""
        current = self.current if self.items else None
        items = [item for item in self.all_items if shown or item is not self.items_by_label["Scoring"]]
        index = items.index(current) if current in items else None
        self.set_items(items, index)

    def focus(self, index: int) -> None:
        """Move the focus (and say the item); on the Variant item, note the variant it holds:
        the one chosen before Oxford Whist if the player goes on to it (T-27)."""
        super().focus(index)
        if self.current is self.items_by_label["Variant"]:
            self.settled_variant = self._value("Variant")

    def _value(self, label: str) -> Any:
        return self.items_by_label[label].value

    def resume(self) -> None:
        """Back from help or options: re-read the delay (the options screen may have changed it)."""
        self.items_by_label[CPU_DELAY_LABEL].select_value(
            self._nearest_delay(self.app.settings.get("cpu_delay")))
        super().resume()

    def start_game(self) -> None:
        """Start: replace this screen with a table dealt from a fresh seed. (The choices never
        pair Oxford Whist with 2 or 4 players; a settings file that did is refused.)"""
        if self._value("Variant") == "oxford" and self._value("Players") != 3:
            self.refuse(_(OXFORD_NOTE))
            return
        table = TricksTable(self.app, remembered_setup(self.app), fresh_seed())
        table.hold_actions()  # a second quick Enter on Start never bids unheard (T-28)
        self.app.replace(table)
