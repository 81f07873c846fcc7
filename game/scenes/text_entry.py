"""A one-line text entry that speaks for itself (issue 19): the server address, one's name, a
chat line. The game cannot rely on a screen reader reading its window, so each typed character
is echoed by speech ("a", "space", "capital A"), Backspace says what it deleted, Up or Down reads
the whole line, Enter confirms, Escape cancels; F1 lists these keys. As in every text field, a
held Backspace goes on deleting and a held character goes on typing (the app's rule "a held key
acts once" keeps Enter and Escape to one press); "Nothing to delete." is said once while
Backspace is held.

These answers about the line itself (a character, "Deleted b.", the line read back, "Nothing to
delete.", "The line is full...") are spoken but kept out of the history, the on-screen log and
the transcript (:meth:`game.speech.Announcer.echo`): those tell the game and the messages, and a
chat line typed there filled them with letters (found by ear). What the field is ("Chat message:
empty. ..."), "Cancelled." and a refusal of the text confirmed are kept, as every other line.

:class:`TextEntry` is pushed over the scene that asked; ``on_done(text)`` runs on Enter and may
return a sentence refusing the text (the entry then stays open and says it); the entry pops
itself on a confirmed text and on Escape.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from ..i18n import N_, _, ngettext
from ..input.edges import EdgeOnce
from ..input.keys import Intent, KeyTable
from ..ui.menu_view import draw_notes, draw_title
from .base import KEY_REFUSED_UNHEARD, Scene

if TYPE_CHECKING:
    from ..ui.layout import Layout
    from .host import Host

CHAR_NAMES = {" ": N_("space"), ".": N_("dot"), ":": N_("colon"), "/": N_("slash"), "-": N_("dash"),
              "_": N_("underscore"), ",": N_("comma"), "@": N_("at"), "?": N_("question mark"),
              "!": N_("exclamation mark"), "'": N_("apostrophe"), '"': N_("quote")}
"""Characters said by name (a bare symbol is often silent in speech), as message ids."""


def spoken_char(char: str) -> str:
    """How one typed character is said: "a", "capital A", "space", "colon", "7"."""
    if char in CHAR_NAMES:
        return _(CHAR_NAMES[char])
    if char.isalpha() and char.isupper() and char.lower() != char:
        return _("capital {letter}").format(letter=char)
    return char


class TextEntry(Scene):
    """Type a line of at most ``limit`` characters.

    Args:
        app: the app.
        label: what is typed ("Your name"), said first and drawn as the title.
        text: the text at first (typing adds to its end; Backspace deletes from it).
        on_done: called with the text on Enter; a returned sentence refuses it (said, entry stays).
        limit: the most characters the line holds.
    """

    help_title = N_("the text line")
    """F1's page: "Keys for the text line" (not the capitalised title mid-sentence)."""

    def __init__(self, app: Host, label: str, text: str, on_done: Callable[[str], str | None],
                 limit: int = 300) -> None:
        self.label = label
        self.title = label
        self.text = text[:limit]
        self.on_done = on_done
        self.limit = limit
        self.edges = EdgeOnce()
        self._opening: Any = None  # the intro as said (an Utterance), to tell whether it was heard
        super().__init__(app)

    def build_keys(self) -> KeyTable:
        keys = KeyTable()
        keys.bind("confirm", N_("confirm the text"), pygame.K_RETURN, pygame.K_KP_ENTER)
        keys.bind("cancel", N_("cancel, keeping the text as it was"), pygame.K_ESCAPE)
        keys.bind("delete", N_("delete the last character and say it"), pygame.K_BACKSPACE)
        keys.bind("read", N_("read the whole line"), pygame.K_UP, pygame.K_DOWN)
        return keys

    def help_lines(self) -> list[str]:
        """The keys, after what typing does."""
        return [_("Type letters, digits and symbols: each is said as you type it.")] + super().help_lines()

    def line_text(self) -> str:
        """"Ana." or "Empty." (the whole line, said by Up or Down)."""
        return _("{text}.").format(text=self.text) if self.text else _("Empty.")

    def intro(self) -> str:
        """"Your name: Ana. Type, then Enter. Escape cancels."."""
        current = self.text or _("empty")
        return _("{label}: {text}. Type, then press Enter. Escape cancels.").format(label=self.label, text=current)

    def announce_self(self) -> None:
        """Say :meth:`intro` now, interrupting (kept, to tell whether it began: :meth:`say_typed`)."""
        text = self.intro()
        if text:
            self._opening = self.say(text, interrupt=True)

    def say_typed(self, echo: str) -> None:
        """Answer a key that changed the line: ``echo`` ("h", "Deleted h.") once the player heard
        the field open; while its opening line still waits unsaid (behind the player's own move
        being said, which is always said whole), that line again with the text as it is now
        ("Table chat message: hi. Type, then press Enter. Escape cancels."), in its place: the
        letters alone would replace it and each other, and the player would never hear that the
        field opened, nor all of what was typed (found by ear at an online table: M and "hi"
        typed during one's own move's line, then silence)."""
        opening = self._opening
        if opening is not None and not opening.begun and opening.pending:
            self.announce_self()
        else:
            self.echo(echo)

    def key_repeats(self, event: pygame.event.Event) -> bool:
        """Backspace and printable characters auto-repeat here, as in every text field."""
        if getattr(event, "key", None) == pygame.K_BACKSPACE:
            return True
        char = getattr(event, "unicode", "") or ""
        return len(char) == 1 and char.isprintable() and not getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_ALT)

    def on_intent(self, intent: Intent) -> None:
        if intent.name == "confirm":
            refusal = self.on_done(self.text)
            if refusal:
                self.refuse(refusal)
            elif self.app.top is self:
                self.app.pop()
        elif intent.name == "cancel":
            # the app's own answer, not this screen's: leaving the screen would cut it at its first
            # sound (a table back on top, with nothing new, says nothing: Escape met silence); a
            # screen whose return says where the player is still says that at once
            self.app.announcer.say(_("Cancelled."), interrupt=True)
            self.app.pop()
        elif intent.name == "delete":
            if not self.text:
                if self.edges.first("start"):  # held: said once
                    self.echo(_("Nothing to delete."), refused=True)
            else:
                self.edges.clear()
                gone, self.text = self.text[-1], self.text[:-1]
                self.say_typed(_("Deleted {char}.").format(char=spoken_char(gone)))
                self.mark_dirty()
        elif intent.name == "read":
            self.echo(self.line_text())

    def echo(self, text: str, refused: bool = False) -> None:
        """Say ``text``, an answer about the line itself, without keeping it in the history, the
        log or the transcript (:meth:`game.speech.Announcer.echo`). ``refused``: with the
        ``refused`` cue, and only the cue when it could only be said late, as
        :meth:`~game.scenes.base.Scene.refuse` does."""
        announcer = self.app.announcer
        if refused and announcer.refusal_late():
            self.refused_cue(KEY_REFUSED_UNHEARD)
            return
        announcer.echo(text, scene=self, cue="refused" if refused else None)

    def on_event(self, event: pygame.event.Event) -> None:
        """A printable character (no Ctrl or Alt) goes on the end of the line and is said; "The
        line is full" once while a character key is held."""
        self.edges.on_event(event)
        if event.type != pygame.KEYDOWN:
            return
        char = getattr(event, "unicode", "") or ""
        if len(char) != 1 or not char.isprintable() or getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            return
        if len(self.text) >= self.limit:
            if not self.edges.first("full"):
                return
            self.echo(ngettext("The line is full: {count} character at most.",
                               "The line is full: {count} characters at most.", self.limit).format(count=self.limit),
                      refused=True)
            return
        self.edges.clear()
        self.text += char
        self.say_typed(spoken_char(char))
        self.mark_dirty()

    def draw(self, surface: pygame.Surface, layout: Layout) -> None:
        top = draw_title(surface, layout, self.app.fonts, self.app.theme, self.label)
        draw_notes(surface, layout, self.app.fonts, self.app.theme, [self.text + "_", _("Enter confirms, Escape cancels, F1 lists the keys.")], top, layout.content.bottom)
