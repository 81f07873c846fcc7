"""The app's keys: each pygame event routed to the global key table or the top scene, and the
pages the global keys open (F1 help, Ctrl+F1 rules).

Key presses go first to the global key table (history review, repeat, stop speech, F1 help,
Ctrl+F1 rules), then to the top scene's table (an :class:`~game.input.Intent` for
:meth:`~game.scenes.base.Scene.on_intent`), else to the scene's ``on_event``; a key press that
``on_event`` did not answer either (it said nothing) goes to ``on_unbound_key`` ("No action for
Tab. F1 lists the keys."), except key repeats. A held key acts once: its repeats are dropped
unless it only moves (:data:`REPEATING_KEYS`: arrows, Page Up, Page Down) or edits a text entry
(Backspace and typed characters repeat there, as in every text field: ``Scene.key_repeats``).
After a stall (a pass :data:`~game.app_loop.STALL` seconds or more after the one before) the
repeats that piled up meanwhile are dropped, and a key held through it repeats again only once
pressed anew: one press acts once, never as a runaway held key. A key refused (answered with the
``refused`` cue: "Up and Down choose a value after you pick an ace or a 10.", "End of hand. ...",
the cue alone) is refused once while it is held: its repeats are dropped, saying nothing, until
it is released; pressed anew, it is answered anew (found by ear: Down held 1.5 s at the counting
table, no ace or 10 chosen, said that refusal 20 times, each cutting the last).

A part of :class:`~game.app.App` (its fields are set in ``App.__init__``: ``_keys_down``,
``_stalled``, ``_held_over_stall``, ``_refused_held``, ``global_keys``, ``key_presses``, ``intent_now``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from . import i18n
from .i18n import _, pgettext
from .input.keys import Intent, KeyTable
from .scenes.registry import rules_title

if TYPE_CHECKING:
    from .scenes.base import Scene
    from .speech.announcer import Announcer
    from .ui.layout import Layout

REPEATING_KEYS = frozenset((pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT,
                            pygame.K_PAGEUP, pygame.K_PAGEDOWN))
"""Keys whose auto-repeat acts (they only move: through a menu, a hand, a value, the history).
A held key of any other kind acts once, in every screen: it never plays, draws, confirms or
opens anything twice."""


class AppKeys:
    """Key routing and the F1 and Ctrl+F1 pages, a mixin of :class:`~game.app.App`."""

    announcer: Announcer
    global_keys: KeyTable
    scenes: list[Scene]
    layout: Layout
    key_presses: int
    intent_now: Intent | None
    _keys_down: set[object]
    _stalled: bool
    _held_over_stall: set[object]
    _refused_held: set[object]

    def handle_event(self, event: pygame.event.Event) -> None:
        """Route one pygame event (see the module doc)."""
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self.layout = self._make_layout()
            self.mark_dirty()
            return
        if event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED, pygame.WINDOWSHOWN,
                          pygame.WINDOWFOCUSGAINED):
            self.mark_dirty()
        if event.type == pygame.WINDOWFOCUSLOST:
            self._keys_down.clear()
            self._held_over_stall.clear()
            self._refused_held.clear()
        if event.type == pygame.KEYUP:
            if getattr(event, "key", None) in (pygame.K_LCTRL, pygame.K_RCTRL):
                self.announcer.queue.keep_silence()  # Ctrl let go alone: it was a silence
            self._keys_down.discard(getattr(event, "key", None))
            self._held_over_stall.discard(getattr(event, "key", None))
            self._refused_held.discard(getattr(event, "key", None))
        if event.type != pygame.KEYDOWN:
            self._route(event, self.top, False)
            return
        key = getattr(event, "key", None)
        repeat = key in self._keys_down or bool(getattr(event, "repeat", False))
        if repeat and key in self._refused_held:
            return  # refused, then held: the key acts once, its repeats say nothing until released
        refusals = self.announcer.refusals
        self._route(event, self.top, repeat)
        if self.announcer.refusals != refusals:
            self._refused_held.add(key)

    def _route(self, event: pygame.event.Event, scene: Scene | None, repeat: bool) -> None:
        """Route one event (a KEYDOWN ``repeat``: a held key's auto-repeat, or pressed again
        unreleased) to the global keys or ``scene`` (see the module doc)."""
        if event.type == pygame.KEYDOWN:
            key = getattr(event, "key", None)
            self._keys_down.add(key)
            if repeat and (self._stalled or key in self._held_over_stall):
                # Repeats that piled up while the frame was held up: a held key never runs away
                # after a stall (a press acts once); it repeats again once pressed anew.
                self._held_over_stall.add(key)
                return
            if repeat and key not in REPEATING_KEYS and not (scene is not None and scene.key_repeats(event)):
                return  # a held key acts once: only moves auto-repeat (and a text entry's editing keys)
            self.key_presses += 1
            if key not in (pygame.K_LCTRL, pygame.K_RCTRL):
                self.announcer.chord_key(bool(getattr(event, "mod", 0) & pygame.KMOD_CTRL))
            intent = self.global_keys.intent_for(event)
            if intent is not None:
                self._global(intent)
                return
            if scene is not None:
                intent = scene.keys.intent_for(event)
                if intent is not None:
                    self.intent_now = intent
                    try:
                        scene.on_intent(intent)
                    finally:
                        self.intent_now = None
                    return
        if scene is not None:
            said = self.announcer.said_count
            scene.on_event(event)
            if (event.type == pygame.KEYDOWN and not repeat and self.top is scene
                    and self.announcer.said_count == said):
                scene.on_unbound_key(event)

    def _global(self, intent: Intent) -> None:
        name = intent.name
        if name.startswith("history_"):
            self.announcer.review(name.removeprefix("history_"))
        elif name == "repeat_last":
            self.announcer.review("repeat")
        elif name == "stop_speech":
            self.announcer.stop()
            if self.top is not None:
                self.top.speech_stopped()
        elif name == "help":
            self.show_help()
        elif name == "rules":
            self.show_rules()

    def show_help(self) -> None:
        """F1: the keys of the top scene, then the keys of every screen, in a text scene."""
        from .scenes.text_view import TextViewScene
        scene = self.top
        if scene is None:
            return
        if getattr(scene, "help_page", False):  # F1 on a keys page: say it again, never stack
            scene.announce_self()
            return
        name = scene.help_name()
        own = scene.help_lines()
        # Ctrl+F1 reads the rules of the game on the stack: listed only where there is one (in the
        # main menu or the lobby it would only say that no game is running; the Help menu has them)
        gameless = not any(s.rules_game for s in self.scenes)
        lines = own + [_("In every screen:")] + self.global_keys.help_lines(exclude=("rules",) if gameless else ())
        heading = scene.help_heading()  # a whole sentence of the screen's own ("Keys for the counting game")
        if not heading and name == scene.title:  # the screen's own title, capitalised (Russian "Клавиши: ...")
            heading = pgettext("keys page of a screen named by its title", "Keys for {screen}").format(screen=name)
        elif not heading:  # a name made for the sentence ("the pause menu")
            heading = _("Keys for {screen}").format(screen=name)
        page = TextViewScene(self, heading, lines, headings=[len(own)])
        page.help_page = True
        self.push(page)

    def show_rules(self, game: str | None = None) -> None:
        """Ctrl+F1 (``game=None``: the game of the nearest scene that has one) or the Help menu:
        push the rules text ``game/rules_text/<game>.md`` (``game/rules_text/<lang>/<game>.md`` in
        another language) read line by line; say so if missing."""
        from .paths import rules_text_path
        from .scenes.text_view import TextViewScene, markdown_page
        if game is None:
            game = next((s.rules_game for s in reversed(self.scenes) if s.rules_game), None)
        if game is None:
            self.announcer.say(_("No game is running. The rules of both games are in the Help menu."),
                               interrupt=True)
            return
        title = rules_title(game)
        path = rules_text_path(game, i18n.current_language())
        try:
            text = path.read_text(encoding="utf-8")
        except OSError:
            self.announcer.say(_("{title}: the rules file {file} is missing.").format(title=title, file=path.name),
                               interrupt=True, cue="refused")
            return
        top = self.top
        if isinstance(top, TextViewScene) and top.title == title:  # already open: no second copy
            top.announce_self()
            return
        lines, headings = markdown_page(text)
        self.push(TextViewScene(self, title, lines, headings))
