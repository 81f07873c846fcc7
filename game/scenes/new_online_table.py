"""The lobby's "New online table" screen (issue 19): any table of either game, with the game's
options as the local new-game screens offer them, sent to the server as a ``create`` message.

Items: Game (counting or trick game), Players, Computer players, the game's own options (the
counting game: starting tokens, hand size, draw, packs, C-1..C-4, C-8; the trick game: variant
and scoring, T-1, T-17, T-18, T-26, T-27), Computer level, Computer delay (the table's, paced
for everyone at it), Turn timer (off, 30, 60 or 120 seconds), Create, Back. The choice lists
are the local screens' own (:mod:`game.counting.scenes.new_game`,
:mod:`game.tricks.scenes.new_game`); every choice is remembered in ``settings.section("online")``.
Oxford Whist is for 3 players (T-27): choosing it moves Players to 3, and another player count
moves Variant back to the one chosen before it, as on the local screen.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from ..i18n import N_, _, ngettext, pgettext
from ..net.protocol import CountingSetup, TricksSetup
from ..tricks.options import VARIANTS
from ..ui.words import seconds_text
from .menu import ChoiceItem, MenuItem, MenuScene
from .options import CPU_DELAY_LABEL, DELAYS, delay_choices

if TYPE_CHECKING:
    from .host import Host
    from .lobby import Lobby

TURN_TIMERS = (None, 30, 60, 120)
"""The turn timer choices in seconds (None: off); the server warns the person whose turn it
is 10 s before it runs out."""
TURN_TIMER_HINT = N_("When a person's time runs out, a computer player plays that whole turn for them. "
                     "They hear a warning 10 seconds before.")
PLAYERS_RANGE = {"counting": (2, 8), "tricks": (2, 4)}
"""Seats a table of each game may have (C-1, T-1)."""
COUNTING_ONLY = ("Starting tokens", "Hand size", "Draw", "Packs")
TRICKS_ONLY = ("Variant", "Scoring")
"""Items shown for one game only (their keys: the English labels)."""
N_("Game"), N_("Computer players"), N_("Turn timer")  # item labels, said with _()


def _said(choices: Sequence[tuple[Any, str]]) -> list[tuple[Any, str]]:
    """``choices`` with their message ids in the player's language."""
    return [(value, _(text)) for value, text in choices]


def turn_timer_choices() -> list[tuple[int | None, str]]:
    """(seconds or None, spoken): "off", "30 seconds", "60 seconds", "120 seconds"."""
    return [(t, pgettext("turn timer", "off") if t is None else seconds_text(t)) for t in TURN_TIMERS]


def game_choices() -> list[tuple[str, str]]:
    """(game, spoken): the two games as the lobby names them."""
    from .lobby import GAME_NAMES
    return [(game, _(GAME_NAMES[game])) for game in ("counting", "tricks")]


class NewOnlineTable(MenuScene):
    """"New online table. Game: counting game, 1 of 12"; Create sends the table to the server
    and the lobby waits for its answer; Back returns to the lobby.

    Args:
        app: the app.
        lobby: the lobby below (its link sends ``create``).
    """

    help_title = N_("the new online table screen")
    """F1's page: "Keys for the new online table screen" (not the capitalised title mid-sentence)."""

    def __init__(self, app: Host, lobby: Lobby) -> None:
        from ..counting.scenes import new_game as counting
        from ..tricks.scenes import new_game as tricks
        self.lobby = lobby
        self.saved = app.settings.section("online")
        saved = self.saved
        defaults_counting, defaults_tricks = CountingSetup(), TricksSetup()
        self.items_by_label: dict[str, ChoiceItem] = {}

        def keep(key: str) -> Callable[[Any], None]:
            return lambda value: saved.__setitem__(key, value)

        game = saved.get_choice("game", "counting", ("counting", "tricks"))
        low, high = PLAYERS_RANGE[game]
        players = saved.get_int("players", 3, low, high)
        scoring = saved.get_choice("scoring", defaults_tricks.scoring, ("target", "parlett_game", "parlett_match"))
        target = saved.get_int("target", defaults_tricks.target, 100, 500) if scoring == "target" else 100
        variant = saved.get_choice("variant", defaults_tricks.variant, ("standard", "classic", "oxford"))
        if variant == "oxford" and players != 3:
            variant = "standard"
        self.all_items: list[ChoiceItem | MenuItem] = [
            self._choice("Game", game_choices(), game, self._game_changed),
            self._choice("Players", self._player_choices(game), players, self._players_changed),
            self._choice("Computer players", self._computer_choices(players),
                         saved.get_int("computers", 1, 0, players - 1), keep("computers")),
            self._choice("Starting tokens", [(n, str(n)) for n in range(1, 51)],
                         saved.get_int("tokens", defaults_counting.tokens, 1, 50), keep("tokens")),
            self._choice("Hand size", [(n, str(n)) for n in range(1, 6)],
                         saved.get_int("hand_size", defaults_counting.hand_size, 1, 5), keep("hand_size")),
            self._choice("Draw", _said(counting.DRAW_CHOICES),
                         saved.get_choice("draw", defaults_counting.draw, ("manual", "auto")), keep("draw")),
            self._choice("Packs", _said(counting.PACK_CHOICES), saved.get_choice("packs", None, (None, 1, 2)),
                         keep("packs"), _(counting.PACKS_HINT)),
            self._choice("Variant", _said(tricks.VARIANT_CHOICES), variant, self._variant_changed,
                         _(tricks.VARIANT_HINTS[variant])),
            self._choice("Scoring", _said(tricks.SCORING_CHOICES), (scoring, target), self._scoring_changed,
                         tricks.scoring_hint(scoring)),
            self._choice("Computer level", _said(counting.LEVEL_CHOICES),
                         saved.get_choice("level", "strong", ("random", "simple", "strong", "hard")),
                         keep("level")),
            self._choice(CPU_DELAY_LABEL, delay_choices(),
                         min(DELAYS, key=lambda v: abs(v - saved.get_float("cpu_delay", 1.5, 0.0, 5.0))),
                         keep("cpu_delay")),
            self._choice("Turn timer", turn_timer_choices(), saved.get_choice("turn_timer", None, TURN_TIMERS),
                         keep("turn_timer"), _(TURN_TIMER_HINT)),
            MenuItem(_("Create"), self.create),
            MenuItem(_("Back"), app.pop),
        ]
        self._level_hint(game)
        self.settled_variant = variant
        """The variant the Variant item held when the focus last came to it (:meth:`focus`)."""
        super().__init__(app, _("New online table"), self._visible())

    # ----------------------------------------------------------------- items
    def _choice(self, label: str, choices: Sequence[tuple[Any, str]], current: Any,
                on_change: Callable[[Any], Any], hint: str = "") -> ChoiceItem:
        """An item shown as ``_(label)``, found in :attr:`items_by_label` by the English ``label``."""
        item = ChoiceItem(_(label), choices, 0, on_change, hint, key=label)
        item.select_value(current)
        self.items_by_label[label] = item
        return item

    def focus(self, index: int) -> None:
        """Move the focus (and say the item); on the Variant item, note the variant it holds:
        the one chosen before Oxford Whist if the player goes on to it (T-27)."""
        super().focus(index)
        if self.current is self.items_by_label["Variant"]:
            self.settled_variant = self.value("Variant")

    def value(self, label: str) -> Any:
        """The value of the item whose English label is ``label``."""
        return self.items_by_label[label].value

    @staticmethod
    def _player_choices(game: str) -> list[tuple[int, str]]:
        low, high = PLAYERS_RANGE[game]
        return [(n, str(n)) for n in range(low, high + 1)]

    @staticmethod
    def _computer_choices(players: int) -> list[tuple[int, str]]:
        return [(n, str(n)) for n in range(0, players)]

    def _visible(self) -> list[ChoiceItem | MenuItem]:
        """The items of the game chosen (Scoring hidden with Oxford Whist, T-27)."""
        game = self.value("Game")
        hidden = TRICKS_ONLY if game == "counting" else COUNTING_ONLY
        oxford = game == "tricks" and self.value("Variant") == "oxford"
        return [item for item in self.all_items
                if not (isinstance(item, ChoiceItem) and (item.key in hidden or (oxford and item.key == "Scoring")))]

    def _show_items(self) -> None:
        """Show the items of the game chosen; the focus stays on the same item."""
        current = self.current
        items = self._visible()
        self.set_items(items, items.index(current) if current in items else None)

    def _level_hint(self, game: str) -> None:
        from ..counting.scenes import new_game as counting
        from ..tricks.scenes import new_game as tricks
        hint = counting.LEVEL_HINT if game == "counting" else tricks.LEVEL_HINT
        self.items_by_label["Computer level"].hint = _(hint)

    def _set_players(self, game: str, players: int) -> tuple[bool, str | None]:
        """Players' choices for ``game`` with ``players`` chosen (clamped); the Computer players'
        choices follow (at most one fewer than the players). Returns whether Players moved and
        the sentence saying the computer players moved, or None."""
        low, high = PLAYERS_RANGE[game]
        players = max(low, min(high, players))
        item = self.items_by_label["Players"]
        moved = item.value != players
        item.choices = self._player_choices(game)
        item.select_value(players)
        self.saved["players"] = players
        computers = self.items_by_label["Computer players"]
        count = computers.value
        computers.choices = self._computer_choices(players)
        computers.select_value(min(count, players - 1))
        if count <= players - 1:
            return moved, None
        self.saved["computers"] = players - 1
        return moved, ngettext("Computer players set to {count}.", "Computer players set to {count}.",
                               players - 1).format(count=players - 1)

    @staticmethod
    def _joined(*sentences: str | None) -> str | None:
        """The sentences given, in order, as one line (None when there are none)."""
        return " ".join(text for text in sentences if text) or None

    # ----------------------------------------------------------------- changes
    def _game_changed(self, game: str) -> str | None:
        from ..tricks.scenes import new_game as tricks
        self.saved["game"] = game
        oxford = game == "tricks" and self.value("Variant") == "oxford"
        if oxford:
            low, high = PLAYERS_RANGE[game]
            wanted = max(low, min(high, self.value("Players")))
            if wanted != 3:  # given back when Oxford Whist is left, as when Oxford Whist moves Players
                self.saved[tricks.BEFORE_OXFORD] = wanted
        moved, computers = self._set_players(game, 3 if oxford else self.items_by_label["Players"].value)
        self._level_hint(game)
        self._show_items()
        if not moved:
            return computers
        players = _(tricks.OXFORD_PLAYERS) if oxford else _("Players set to {count}.").format(
            count=self.value("Players"))
        return self._joined(players, computers)

    def _players_changed(self, players: int) -> str | None:
        from ..tricks.scenes import new_game as tricks
        self.saved[tricks.BEFORE_OXFORD] = 0  # a count chosen now: Oxford Whist has nothing to give back
        _moved, computers = self._set_players(self.value("Game"), players)
        if self.value("Game") == "tricks" and players != 3 and self.value("Variant") == "oxford":
            back, said = tricks.leave_oxford(self.saved, players)
            self.items_by_label["Variant"].select_value(back)
            self._variant_changed(back)
            return self._joined(said, computers)
        return computers

    def _variant_changed(self, variant: str) -> str:
        from ..tricks.scenes import new_game as tricks
        tricks.remember_before_oxford(self.saved, self.settled_variant,
                                      self.saved.get_choice("variant", "standard", VARIANTS), variant)
        self.saved["variant"] = variant
        self.items_by_label["Variant"].hint = _(tricks.VARIANT_HINTS[variant])
        self._show_items()
        hint = _(tricks.VARIANT_HINTS[variant])  # the hint is part of the value, as on the local screen
        if variant == "oxford" and self.value("Players") != 3:
            self.saved[tricks.BEFORE_OXFORD] = self.value("Players")  # given back when Oxford Whist is left
            _moved, computers = self._set_players("tricks", 3)
            return _("{change} {hint}").format(change=self._joined(_(tricks.OXFORD_PLAYERS), computers), hint=hint)
        before = self.saved.get_int(tricks.BEFORE_OXFORD, 0, 0, 4)
        if variant != "oxford" and before in (2, 4) and self.value("Players") == 3:
            self.saved[tricks.BEFORE_OXFORD] = 0
            _moved, computers = self._set_players("tricks", before)
            back = ngettext("Players set back to {count}.", "Players set back to {count}.", before).format(count=before)
            return _("{change} {hint}").format(change=self._joined(back, computers), hint=hint)
        return hint

    def _scoring_changed(self, value: tuple[str, int]) -> str | None:
        """A Parlett game or match says what it is, as on the local screen (T-18)."""
        from ..tricks.scenes import new_game as tricks
        self.saved["scoring"], self.saved["target"] = value
        self.items_by_label["Scoring"].hint = tricks.scoring_hint(value[0])
        return self.items_by_label["Scoring"].hint or None

    # ----------------------------------------------------------------- Create
    def options(self) -> dict[str, Any]:
        """The ``create`` message's ``options`` for the game chosen."""
        players = self.value("Players")
        if self.value("Game") == "counting":
            return {"players": players, "tokens": self.value("Starting tokens"), "hand_size": self.value("Hand size"),
                    "draw": self.value("Draw"), "decks": self.value("Packs")}
        options: dict[str, Any] = {"players": players, "variant": self.value("Variant")}
        if self.value("Variant") != "oxford":
            options["scoring"], options["target"] = self.value("Scoring")
        return options

    def create(self) -> None:
        """Create: the table goes to the server; the lobby says so and waits for its answer."""
        game, players, computers = self.value("Game"), self.value("Players"), self.value("Computer players")
        self.lobby.quiet_resume = True
        self.app.pop()
        self.lobby.create(game, self.options(), computers, level=self.value("Computer level"),
                          cpu_delay=float(self.value(CPU_DELAY_LABEL)), turn_timer=self.value("Turn timer"))
        if game == "tricks":
            status = _("Creating a trick table for {players} players.")
        else:
            status = _("Creating a counting table for {players} players.")
        self.lobby.status = status.format(players=players)
        self.lobby.say(self.lobby.status, interrupt=True)
