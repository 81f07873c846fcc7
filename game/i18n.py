"""Translation entry points for every word a player reads or hears, and the current language.

Wrap each whole sentence (never a piece of one) and fill named placeholders afterwards::

    from game.i18n import _, ngettext, pgettext, N_
    _("Your turn. Total {total}.").format(total=57)
    ngettext("{count} token", "{count} tokens", n).format(count=n)
    pgettext("card rank", "jack")
    KEYS.bind("next", N_("next item"), K_DOWN)   # marked for extraction, translated when shown

The catalogs are GNU gettext files: ``game/locale/<lang>/LC_MESSAGES/messages.po`` (the sources,
kept in the repository; the template is ``game/locale/messages.pot``). The package build compiles
them to ``messages.mo`` beside them and records the SHA-256 of the ``.po`` it compiled in
``messages.po.sha256`` (``setup.py``'s build hook); the stand-alone program ships the ``.mo``
alone (``packaging/ninety-nine.spec``). :func:`load_catalog` uses a ``.mo`` whose recorded hash
is the ``.po``'s own (file times are not trusted: pip writes the ``.po`` after the ``.mo``).
An editable install (``pip install -e .``) runs the package from the source tree, where no build
step runs and nothing compiled is written: there the catalog is compiled with Babel the first
time its ``.po`` is seen and kept in the user cache folder (:func:`catalog_cache_dir`), named by
the ``.po``'s hash, so Babel is imported only after a catalog changed.

Languages: :data:`LANGUAGES` (``en`` is the message ids themselves). :data:`PSEUDO` is a test
language that wraps every translated string in ``⟦...⟧``, so a test can find text that escaped
translation. :func:`set_language` switches at once; listeners registered with
:func:`on_language_change` (the app) then re-read their text.
"""

from __future__ import annotations

import gettext as _gettext
import io
import locale
import logging
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

log = logging.getLogger(__name__)

DOMAIN = "messages"
SOURCE_HASH_FILE = f"{DOMAIN}.po.sha256"
"""Beside a built ``messages.mo``: the hex SHA-256 of the ``messages.po`` it was compiled from."""
CACHE_ENV = "NINETYNINE_CACHE_DIR"
"""When set, the folder for compiled catalogs of an editable install (tests set it)."""
LANGUAGES: dict[str, str] = {"en": "English", "es": "Español", "ru": "Русский"}
"""Language codes the player can choose, each with its name written in that language."""
DEFAULT_LANGUAGE = "en"
PSEUDO = "pseudo"
"""A test language: every string from :func:`_`, :func:`ngettext` and :func:`pgettext` comes
back as ``⟦English⟧``; see :data:`PSEUDO_OPEN` and :data:`PSEUDO_CLOSE`."""
PSEUDO_OPEN, PSEUDO_CLOSE = "\u27e6", "\u27e7"
ESPEAK_VOICES = {"en": "en", "es": "es", "ru": "ru", PSEUDO: "en"}
"""The espeak-ng voice for each language (self-voicing speaks the player's language)."""

_translations: _gettext.NullTranslations = _gettext.NullTranslations()
_language = DEFAULT_LANGUAGE
_listeners: list[Callable[[str], None]] = []


def locale_dir() -> Path:
    """The folder holding ``<lang>/LC_MESSAGES/messages.po`` (and ``.mo`` once built): inside
    the package, or ``sys._MEIPASS/game/locale`` in a PyInstaller build."""
    inside = Path(__file__).resolve().parent / "locale"
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle and not inside.is_dir():
        return Path(bundle) / "game" / "locale"
    return inside


class _PseudoTranslations(_gettext.NullTranslations):
    """English wrapped in ``⟦ ⟧``: shows at a glance which text went through the catalogs."""

    def gettext(self, message: str) -> str:
        return f"{PSEUDO_OPEN}{message}{PSEUDO_CLOSE}"

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return f"{PSEUDO_OPEN}{msgid1 if n == 1 else msgid2}{PSEUDO_CLOSE}"

    def pgettext(self, context: str, message: str) -> str:
        return f"{PSEUDO_OPEN}{message}{PSEUDO_CLOSE}"

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        return self.ngettext(msgid1, msgid2, n)


def load_catalog(language: str, directory: Path | None = None) -> _gettext.NullTranslations:
    """The translations for ``language`` from ``directory`` (default :func:`locale_dir`).

    Without ``messages.po`` (the stand-alone program) ``messages.mo`` is used as it is. With it,
    ``messages.mo`` is used when :data:`SOURCE_HASH_FILE` beside it names the ``.po``'s SHA-256;
    otherwise the catalog compiled from this very ``.po`` comes from memory, then from the user
    cache (:func:`catalog_cache_dir`), and only then from Babel (the result is cached). English
    and unknown languages give :class:`gettext.NullTranslations` (the message ids);
    :data:`PSEUDO` the wrapping catalog.

    Raises:
        FileNotFoundError: when neither ``messages.mo`` nor ``messages.po`` exists for a
            language of :data:`LANGUAGES` other than English.
        ImportError: when the ``.po`` has to be compiled and Babel is not installed.
        ValueError: for a ``.po`` Babel cannot read.
    """
    if language == PSEUDO:
        return _PseudoTranslations()
    if language == DEFAULT_LANGUAGE or language not in LANGUAGES:
        return _gettext.NullTranslations()
    folder = (directory or locale_dir()) / language / "LC_MESSAGES"
    po, mo = folder / f"{DOMAIN}.po", folder / f"{DOMAIN}.mo"
    try:
        source = po.read_bytes()
    except FileNotFoundError:
        if not mo.exists():
            raise FileNotFoundError(f"no catalog for {language}: {po} is missing") from None
        with mo.open("rb") as handle:
            return _gettext.GNUTranslations(handle)
    import hashlib  # here: English, the common start, needs no catalog (OpenSSL loads with it)
    digest = hashlib.sha256(source).hexdigest()
    if mo.exists() and _recorded_hash(folder) == digest:
        with mo.open("rb") as handle:
            return _gettext.GNUTranslations(handle)
    return _gettext.GNUTranslations(io.BytesIO(_compiled(po, language, digest)))


def _recorded_hash(folder: Path) -> str | None:
    try:
        return (folder / SOURCE_HASH_FILE).read_text(encoding="ascii").strip()
    except (OSError, ValueError):
        return None


_COMPILED: dict[tuple[str, str], bytes] = {}
"""``.mo`` bytes by (language, SHA-256 of the ``.po``): each catalog is read from the cache or
compiled once per process however often the language changes (a few hundred KB in all)."""


def catalog_cache_dir() -> Path:
    """Where an editable install keeps its compiled catalogs: ``$NINETYNINE_CACHE_DIR/catalogs``
    when set, else ``catalogs`` in the user cache folder (``~/.cache/ninety-nine`` on Linux)."""
    override = os.environ.get(CACHE_ENV)
    if override:
        return Path(override) / "catalogs"
    import platformdirs
    return Path(platformdirs.user_cache_dir("ninety-nine", appauthor=False)) / "catalogs"


def _compiled(po: Path, language: str, digest: str) -> bytes:
    """The ``.mo`` bytes of ``po`` (whose SHA-256 is ``digest``): memory, the cache, else Babel."""
    key = (language, digest)
    data = _COMPILED.get(key)
    if data is not None:
        return data
    cached = catalog_cache_dir() / f"{language}-{digest}.mo"
    try:
        data = cached.read_bytes()
    except OSError:
        data = compile_po(po)
        _store(cached, data)
    _COMPILED[key] = data
    return data


def _store(cached: Path, data: bytes) -> None:
    """Write ``cached`` (atomically) and remove the language's older compiled catalogs; a cache
    that cannot be written is only logged (the catalog is compiled again next time)."""
    try:
        cached.parent.mkdir(parents=True, exist_ok=True)
        language = cached.name.split("-", 1)[0]
        for old in cached.parent.glob(f"{language}-*.mo"):
            if old != cached:
                old.unlink(missing_ok=True)
        partial = cached.with_name(f"{cached.name}.{os.getpid()}.part")
        partial.write_bytes(data)
        os.replace(partial, cached)
    except OSError as exc:
        log.info("compiled catalog not cached in %s: %s", cached.parent, exc)


def compile_po(po: Path) -> bytes:
    """The ``.mo`` bytes of the catalog ``po`` (Babel; fuzzy entries are left out, as msgfmt
    does). Raises ImportError without Babel, ValueError for a broken ``.po``."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po
    with po.open("rb") as handle:
        catalog = read_po(handle, locale=po.parent.parent.name)
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def normalize_language(value: str | None) -> str | None:
    """``"es_ES.UTF-8"`` -> ``"es"``, ``"ru"`` -> ``"ru"``, ``"de_DE"`` -> None (not offered)."""
    if not value:
        return None
    code = value.replace("-", "_").split(".")[0].split("@")[0].split("_")[0].lower()
    return code if code in LANGUAGES else None


def system_language() -> str:
    """The language of the system locale when it is one of :data:`LANGUAGES`, else English.

    Looks at ``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG`` (first set wins, as gettext
    does), then the locale module (Windows and macOS)."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        parts = [p for p in os.environ.get(name, "").split(":") if p and p not in ("C", "POSIX")]
        if parts:
            return next((code for code in map(normalize_language, parts) if code), DEFAULT_LANGUAGE)
    try:
        guess = locale.getlocale()[0]
    except ValueError:
        guess = None
    return normalize_language(guess) or DEFAULT_LANGUAGE


def set_language(language: str) -> None:
    """Make ``language`` (a key of :data:`LANGUAGES`, or :data:`PSEUDO`) current and tell the
    listeners. A catalog that cannot be loaded is logged and English is used instead.

    Raises:
        ValueError: for a code that is neither in :data:`LANGUAGES` nor :data:`PSEUDO`.
    """
    global _language
    if language not in LANGUAGES and language != PSEUDO:
        raise ValueError(f"unknown language {language!r}: choose one of {', '.join(LANGUAGES)}")
    try:
        install(load_catalog(language))
        _language = language
    except (OSError, ImportError, ValueError) as exc:
        log.error("language %s could not be loaded, English used: %s", language, exc)
        install(_gettext.NullTranslations())
        _language = DEFAULT_LANGUAGE
    for listener in list(_listeners):
        listener(_language)


def current_language() -> str:
    """The code of the language in use (``"en"``, ``"es"``, ``"ru"`` or :data:`PSEUDO`)."""
    return _language


def espeak_voice() -> str:
    """The espeak-ng voice name for the current language."""
    return ESPEAK_VOICES.get(_language, "en")


def on_language_change(listener: Callable[[str], None]) -> Callable[[], None]:
    """Call ``listener(code)`` after every :func:`set_language`; returns a function that stops it."""
    _listeners.append(listener)
    return lambda: _listeners.remove(listener) if listener in _listeners else None


def install(translations: _gettext.NullTranslations) -> None:
    """Make ``translations`` the catalog every later call of :func:`_` and :func:`ngettext` uses."""
    global _translations
    _translations = translations


def _(message: str) -> str:
    """``message`` (an English sentence, the message id) in the current language."""
    return _translations.gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    """The form of a sentence for ``count`` (English: ``singular`` when 1, else ``plural``);
    other languages choose among their own plural forms. Fill ``{count}`` with ``.format``."""
    return _translations.ngettext(singular, plural, count)


def pgettext(context: str, message: str) -> str:
    """``message`` in the current language, told apart from the same English words used
    elsewhere by ``context`` (e.g. ``pgettext("card rank", "Jack")``)."""
    return _translations.pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, count: int) -> str:
    """:func:`ngettext` with a ``context`` like :func:`pgettext`'s."""
    return _translations.npgettext(context, singular, plural, count)


def pseudo_escapes(text: str) -> list[str]:
    """The pieces of ``text`` (said or shown while :data:`PSEUDO` is the language) that lie
    outside every ``⟦...⟧`` and hold a letter: words that did not go through the catalogs.
    ``"⟦Main menu. ⟦Options⟧, 1 of 3⟧"`` -> ``[]``; ``"Total ⟦57⟧"`` -> ``["Total "]``."""
    escapes: list[str] = []
    depth = 0
    piece = ""
    for char in text:
        if char == PSEUDO_OPEN:
            if depth == 0 and any(c.isalpha() for c in piece):
                escapes.append(piece)
            depth, piece = depth + 1, ""
        elif char == PSEUDO_CLOSE:
            depth = max(0, depth - 1)
        elif depth == 0:
            piece += char
    if any(c.isalpha() for c in piece):
        escapes.append(piece)
    return escapes


def N_(message: str) -> str:
    """Mark ``message`` for extraction without translating it now (it is translated later, when
    shown, with :func:`_`): key help texts, labels kept in module constants."""
    return message


class Reworded(str):
    """A sentence worded now, in the player's language, that words itself again in the language
    in use when :attr:`again` is called: said while the player changes the language before it
    was heard (a key's answer waiting behind other players' moves under the pause menu), it is
    said in the new one (:meth:`game.speech.Announcer.say` takes it so). Anything built from it
    (formatted, joined) is a plain ``str`` again."""

    again: Callable[[], str]

    def __new__(cls, words: Callable[[], str]) -> Reworded:
        made = super().__new__(cls, words())
        made.again = words
        return made


def reworded_with(sentence: str, more: Callable[[], str]) -> Reworded:
    """``sentence`` then ``more()`` after a space, as one :class:`Reworded` sentence: both worded
    again in a new language (``sentence`` by its own words when it is a :class:`Reworded`; a
    plain ``str`` stays as it is). The hint's sentence with what the table adds to it ("...
    These cards are marked: Enter confirms.")."""
    again = getattr(sentence, "again", None)
    words: Callable[[], str] = again if again is not None else (lambda: sentence)
    return Reworded(lambda: f"{words()} {more()}")


def join_words(words: Sequence[str]) -> str:
    """"a", "a and b", "a, b and c" (the "and" in the player's language); "" for no words. The one
    list joiner of every screen and both games' sentences."""
    words = list(words)
    if len(words) <= 1:
        return "".join(words)
    return _("{first} and {last}").format(first=", ".join(words[:-1]), last=words[-1])
