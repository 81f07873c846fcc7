"""Key tables: raw keys -> named intents, and the F1 help written from the same table.

Every scene owns one :class:`KeyTable`; the app owns the global one (:func:`global_key_table`),
consulted first. Scenes never look at key codes: they receive an :class:`Intent`.

Example::

    keys = KeyTable()
    keys.bind("previous", "previous item", pygame.K_UP)
    keys.bind("first", "first item", pygame.K_HOME)
    keys.bind("play", "play the selected card", pygame.K_RETURN, pygame.K_KP_ENTER)
    keys.bind_chars("jump", "jump to the item starting with that letter", "abcdefghijklmnopqrstuvwxyz",
                    label="A letter")
    keys.help_lines()  # ["Up: previous item.", "Home: first item.", "Enter or Keypad Enter: ...", ...]
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

import pygame

from ..i18n import N_, _

CTRL = 1
"""Modifier flag: either Ctrl key."""
SHIFT = 2
"""Modifier flag: either Shift key."""
ALT = 4
"""Modifier flag: either Alt key."""

_KEY_LABELS = {
    pygame.K_UP: N_("Up"), pygame.K_DOWN: N_("Down"), pygame.K_LEFT: N_("Left"), pygame.K_RIGHT: N_("Right"),
    pygame.K_HOME: N_("Home"), pygame.K_END: N_("End"), pygame.K_PAGEUP: N_("Page Up"), pygame.K_PAGEDOWN: N_("Page Down"),
    pygame.K_RETURN: N_("Enter"), pygame.K_KP_ENTER: N_("Keypad Enter"), pygame.K_ESCAPE: N_("Escape"),
    pygame.K_SPACE: N_("Space"), pygame.K_TAB: N_("Tab"), pygame.K_BACKSPACE: N_("Backspace"),
    pygame.K_DELETE: N_("Delete"), pygame.K_INSERT: N_("Insert"),
    pygame.K_LCTRL: N_("Ctrl"), pygame.K_RCTRL: N_("Ctrl"),
    pygame.K_KP_PLUS: N_("Keypad plus"), pygame.K_KP_MINUS: N_("Keypad minus"),
    pygame.K_KP_MULTIPLY: N_("Keypad star"), pygame.K_KP_DIVIDE: N_("Keypad slash"),
    pygame.K_KP_PERIOD: N_("Keypad period"), pygame.K_KP_EQUALS: N_("Keypad equals"),
    pygame.K_NUMLOCK: N_("Num Lock"), pygame.K_PAUSE: N_("Pause"), pygame.K_LSHIFT: N_("Shift"), pygame.K_RSHIFT: N_("Shift"), pygame.K_LALT: N_("Alt"), pygame.K_RALT: N_("Alt"),
}

_SYMBOL_NAMES = {
    "+": N_("Plus"), "-": N_("Minus"), "=": N_("Equals"), "*": N_("Star"), "/": N_("Slash"), "\\": N_("Backslash"),
    ".": N_("Period"), ",": N_("Comma"), ";": N_("Semicolon"), ":": N_("Colon"), "'": N_("Apostrophe"),
    '"': N_("Quote"), "`": N_("Backquote"), "[": N_("Left bracket"), "]": N_("Right bracket"),
    "(": N_("Left parenthesis"), ")": N_("Right parenthesis"), "<": N_("Less than"), ">": N_("Greater than"),
    "?": N_("Question mark"), "!": N_("Exclamation mark"), "@": N_("At sign"), "#": N_("Hash"), "$": N_("Dollar"),
    "%": N_("Percent"), "^": N_("Caret"), "&": N_("Ampersand"), "_": N_("Underscore"),
}
"""Spoken names of the symbol keys (pygame names them by the symbol itself)."""


def key_label(key: int) -> str:
    """A speakable name for a pygame key code: ``K_PAGEUP`` -> ``"Page Up"``, ``K_c`` -> ``"C"``,
    ``K_EQUALS`` -> ``"Equals"``, ``K_KP_PLUS`` -> ``"Keypad plus"``, ``K_KP3`` -> ``"Keypad 3"``
    (never a bare symbol or pygame's bracketed ``"[+]"``). Named keys are in the player's
    language (letters stay letters: they are physical keys)."""
    if key in _KEY_LABELS:
        return _(_KEY_LABELS[key])
    if key in _KEYPAD_DIGITS:
        return _("Keypad {key}").format(key=_KEYPAD_DIGITS[key])
    name = pygame.key.name(key)
    if name in _SYMBOL_NAMES:
        return _(_SYMBOL_NAMES[name])
    if name.startswith("[") and name.endswith("]") and len(name) > 2:
        inner = name[1:-1]
        inner = _(_SYMBOL_NAMES[inner]).lower() if inner in _SYMBOL_NAMES else inner
        return _("Keypad {key}").format(key=inner)
    if len(name) == 1:
        return name.upper()
    return name.title() if name else f"key {key}"


def event_mods(mod: int) -> int:
    """Our modifier flags (:data:`CTRL` | :data:`SHIFT` | :data:`ALT`) from a pygame ``event.mod``.

    Num Lock, Caps Lock, the GUI keys and Alt Gr are ignored.
    """
    flags = 0
    if mod & pygame.KMOD_CTRL:
        flags |= CTRL
    if mod & pygame.KMOD_SHIFT:
        flags |= SHIFT
    if mod & pygame.KMOD_ALT:
        flags |= ALT
    return flags


@dataclass(frozen=True)
class Chord:
    """A key with exact modifiers, e.g. ``Chord(pygame.K_HOME, CTRL)`` is Ctrl+Home.

    ``any_mods=True`` matches the key whatever modifiers are held (used for Ctrl alone).
    """

    key: int
    mods: int = 0
    any_mods: bool = False

    def matches(self, key: int, mods: int) -> bool:
        """True when a key press (key code, our modifier flags) is exactly this chord (the
        looser matches, typed symbols and Shift, are :meth:`KeyTable.intent_for`'s)."""
        return key == self.key and (self.any_mods or mods == self.mods)

    def label(self) -> str:
        """Speakable form: ``"Ctrl+Home"``, ``"Shift+Tab"``, ``"Page Up"``."""
        parts = []
        if self.mods & CTRL:
            parts.append(_("Ctrl"))
        if self.mods & ALT:
            parts.append(_("Alt"))
        if self.mods & SHIFT:
            parts.append(_("Shift"))
        parts.append(key_label(self.key))
        return "+".join(parts)


def ctrl(key: int) -> Chord:
    """Ctrl + ``key``."""
    return Chord(key, CTRL)


def shift(key: int) -> Chord:
    """Shift + ``key``."""
    return Chord(key, SHIFT)


def alt(key: int) -> Chord:
    """Alt + ``key``."""
    return Chord(key, ALT)


@dataclass(frozen=True)
class Intent:
    """What the player asked for: ``name`` from the key table, ``char`` for character bindings.

    ``Intent("jump", "o")`` comes from pressing O in a menu bound with :meth:`KeyTable.bind_chars`.
    """

    name: str
    char: str = ""


@dataclass(frozen=True)
class _Binding:
    intent: str
    help: str | Callable[[], str]
    chords: tuple[Chord, ...]
    chars: str = ""
    label: str | Callable[[], str] = ""


class KeyTable:
    """An ordered table of key bindings for one scene; also the source of its F1 help lines."""

    def __init__(self) -> None:
        self._bindings: list[_Binding] = []

    def bind(self, intent: str, help: str, *keys: int | Chord) -> KeyTable:
        """Bind one or more keys (a pygame key code means no modifier, or a :class:`Chord`).

        ``help`` is the second half of the help line: ``bind("next", "next item", K_DOWN)`` gives
        ``"Down: next item."``. It is an English message id, translated when the help is shown:
        mark it with :func:`game.i18n.N_` so extraction finds it. Returns the table, so calls can be chained.

        Raises:
            ValueError: when no key is given.
        """
        if not keys:
            raise ValueError(f"bind({intent!r}) needs at least one key")
        chords = tuple(k if isinstance(k, Chord) else Chord(k) for k in keys)
        self._bindings.append(_Binding(intent, help, chords))
        return self

    def bind_chars(self, intent: str, help: str | Callable[[], str], chars: str,
                   label: str | Callable[[], str]) -> KeyTable:
        """Bind each character of ``chars`` (letters or digits, no Ctrl or Alt; Shift allowed).

        The intent carries the lower-case character pressed: the letter typed when it is one of
        ``chars`` (a Cyrillic letter on a Russian layout), else the key's own letter or digit.
        ``label`` names the keys in help,
        e.g. ``"A letter"`` (an English message id like ``help``), or a function that words it
        in the language in use each time help is read ("1 to 3", worded with its count: a text
        translated once would stay in the language it was made in); ``help`` may be such a
        function too (what the keys do worded with the count: "play your card" for one card).
        """
        self._bindings.append(_Binding(intent, help, (), chars.lower(), label))
        return self

    def intent_for(self, event: pygame.event.Event) -> Intent | None:
        """The intent for a ``KEYDOWN`` event, or None when this table does not bind it.

        Three passes, each in table order: (1) a chord with exactly the modifiers held, or a
        :meth:`bind_chars` character; (2) without Ctrl/Alt, a symbol key binding (``K_PLUS``,
        ``K_MINUS``, ``K_EQUALS``, ``K_ASTERISK``, ``K_SLASH``...) whose symbol is the character
        typed (``event.unicode``), whatever Shift state typed it: "+" from Shift+Equals on a US
        keyboard is Plus; (3) with Shift alone held, a binding of the same key without Shift
        (Shift+T is T, Shift+Up is Up) unless pass 1 found a Shift chord; never for Tab (Shift+Tab
        is not Tab) nor symbol keys (Shift types another symbol). Ctrl and Alt must match exactly.
        """
        if event.type != pygame.KEYDOWN:
            return None
        key = getattr(event, "key", None)
        if not isinstance(key, int):
            return None
        mods = event_mods(int(getattr(event, "mod", 0) or 0))
        unicode = getattr(event, "unicode", "")
        char = _char_for(key, unicode)
        letter = unicode.lower() if isinstance(unicode, str) and len(unicode) == 1 and unicode.isalpha() else ""
        for binding in self._bindings:
            if any(chord.matches(key, mods) for chord in binding.chords):
                return Intent(binding.intent)
            if binding.chars and not mods & (CTRL | ALT):
                if letter and letter != char and letter in binding.chars:  # "ф" typed on a Russian layout
                    return Intent(binding.intent, letter)
                if char and char in binding.chars:
                    return Intent(binding.intent, char)
        if mods & (CTRL | ALT):
            return None
        typed = unicode if isinstance(unicode, str) and len(unicode) == 1 else ""
        if typed and typed in _SYMBOL_NAMES:  # "+" from Shift+Equals matches a K_PLUS binding
            for binding in self._bindings:
                if any(symbol_char(chord.key) == typed and not chord.mods & (CTRL | ALT)
                       for chord in binding.chords):
                    return Intent(binding.intent)
        if mods == SHIFT and key != pygame.K_TAB and not symbol_char(key):
            for binding in self._bindings:  # Shift+T or Shift+Up as T or Up (no Shift chord bound)
                if any(chord.matches(key, 0) for chord in binding.chords):
                    return Intent(binding.intent)
        return None

    def help_lines(self, exclude: Iterable[str] = ()) -> list[str]:
        """One line per binding, in table order: ``"Up or Left: previous item."``; bindings of
        the intents in ``exclude`` are left out (a menu without choices hides Left and Right).
        Written in the current language each time (help texts and labels are message ids)."""
        lines = []
        skipped = frozenset(exclude)
        for binding in self._bindings:
            if binding.intent in skipped:
                continue
            if callable(binding.label):
                keys = binding.label()
            elif binding.label:
                keys = _(binding.label)
            else:
                labels = list(dict.fromkeys(c.label() for c in binding.chords))
                keys = labels[0]
                for label in labels[1:]:
                    keys = _("{keys} or {key}").format(keys=keys, key=label)
            text = (binding.help() if callable(binding.help) else _(binding.help)).rstrip(".")
            lines.append(_("{keys}: {action}.").format(keys=keys, action=text))
        return lines

    def extend(self, other: KeyTable) -> KeyTable:
        """Add ``other``'s bindings after this table's own (these come first when a key is
        bound in both, and in F1). Returns this table."""
        self._bindings.extend(other._bindings)
        return self

    def intents(self) -> list[str]:
        """The intent names bound, in table order (for tests and checks)."""
        return [b.intent for b in self._bindings]


_KEYPAD_DIGITS = {getattr(pygame, f"K_KP{d}", None) or getattr(pygame, f"K_KP_{d}"): str(d) for d in range(10)}


def symbol_char(key: int) -> str:
    """The symbol a symbol key types (``K_PLUS`` -> ``"+"``, ``K_EQUALS`` -> ``"="``), or ``""``
    for letters, digits, keypad and named keys."""
    if key in _KEY_LABELS or key in _KEYPAD_DIGITS:
        return ""
    name = pygame.key.name(key)
    return name if name in _SYMBOL_NAMES else ""


def _char_for(key: int, unicode: object) -> str:
    """The lower-case letter or digit a key press stands for, or ``""``."""
    if pygame.K_a <= key <= pygame.K_z or pygame.K_0 <= key <= pygame.K_9:
        return chr(key)
    if key in _KEYPAD_DIGITS:
        return _KEYPAD_DIGITS[key]
    if isinstance(unicode, str) and len(unicode) == 1 and unicode.isalnum():
        return unicode.lower()
    return ""


_MODIFIER_KEYS = frozenset({
    pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LALT, pygame.K_RALT,
    pygame.K_LGUI, pygame.K_RGUI, pygame.K_CAPSLOCK, pygame.K_NUMLOCK, pygame.K_SCROLLLOCK,
    pygame.K_MODE, pygame.K_UNKNOWN,
})
"""Keys that are only modifiers or locks: pressing one alone is never "a key with no action"."""

_SDL_KEY = 1 << 30
"""SDL's flag on the key code of a key that types no character (its scancode below it)."""

_SYSTEM_KEYS = frozenset({
    pygame.K_INSERT,  # the screen readers' key (NVDA, JAWS): Insert+T reads the window's title
    pygame.K_PRINTSCREEN, pygame.K_SYSREQ,  # the system's screenshot
    _SDL_KEY | 101, pygame.K_MENU,  # the context menu key (SDL's Application and Menu)
    pygame.K_POWER, _SDL_KEY | 127, _SDL_KEY | 128, _SDL_KEY | 129,  # power, mute, volume up and down
})
"""Keys the system or the screen reader uses, never answered as "a key with no action" (a
player turning the volume down must not hear the game about it); so are the media, browser and
other keys of a keyboard's extra row (SDL's scancodes from 257: play, next track, brightness,
...) and any key SDL cannot name."""


def system_key(key: int) -> bool:
    """True for a key the system or the screen reader uses (:data:`_SYSTEM_KEYS`), a media or
    browser key, or one SDL cannot name: pressed with no action here, it is not answered."""
    if key in _SYSTEM_KEYS or (key & _SDL_KEY and (key & ~_SDL_KEY) >= 257):
        return True
    return not pygame.key.name(key)


def unbound_key_label(event: pygame.event.Event) -> str:
    """How a ``KEYDOWN`` that no table binds is named when the game says it has no action, as
    help names keys: ``"Tab"``, ``"X"``, ``"Shift+X"``, ``"Shift+Up"``, ``"Plus"`` (the symbol
    typed: Shift+Equals on a US keyboard), ``"Keypad 3"``. ``""`` for a bare modifier or lock
    key (Shift, Ctrl, Alt, Caps Lock...), a key the system or the screen reader uses (Insert,
    Print Screen, the volume and media keys: :func:`system_key`), a key with Ctrl or Alt held,
    or a non-key event."""
    if event.type != pygame.KEYDOWN:
        return ""
    key = getattr(event, "key", None)
    if not isinstance(key, int) or key in _MODIFIER_KEYS or system_key(key):
        return ""
    mods = event_mods(int(getattr(event, "mod", 0) or 0))
    if mods & (CTRL | ALT):
        return ""
    typed = getattr(event, "unicode", "")
    if isinstance(typed, str) and typed in _SYMBOL_NAMES and key not in _KEY_LABELS:
        return _(_SYMBOL_NAMES[typed])
    return Chord(key, mods).label()


def global_key_table() -> KeyTable:
    """The keys that work in every scene, checked before the scene's own table.

    Intents: ``history_previous``, ``history_next``, ``history_first``, ``history_last``,
    ``repeat_last``, ``stop_speech``, ``help``, ``rules``.
    """
    table = KeyTable()
    table.bind("history_previous", N_("read the previous message again (the history of what was said)"),
               pygame.K_PAGEUP)
    table.bind("history_next", N_("read the next message in the history"), pygame.K_PAGEDOWN)
    table.bind("history_first", N_("read the first message in the history"), ctrl(pygame.K_HOME))
    table.bind("history_last", N_("read the last message in the history"), ctrl(pygame.K_END))
    table.bind("repeat_last", N_("repeat the last message"), pygame.K_F2)
    table.bind("stop_speech", N_("stop speech"), Chord(pygame.K_LCTRL, any_mods=True),
               Chord(pygame.K_RCTRL, any_mods=True))
    table.bind("help", N_("keys for this screen"), pygame.K_F1)
    table.bind("rules", N_("rules of the current game"), ctrl(pygame.K_F1))
    return table
