"""Player settings: one JSON file in the user config directory, written atomically.

Location: ``$NINETYNINE_CONFIG_DIR/settings.json`` when that variable is set (the tests set it),
else platformdirs' user config dir for ``ninety-nine``. The file is read as UTF-8 (a leading BOM,
as Windows Notepad writes it, is allowed). A damaged file (not UTF-8, not JSON, nested too deeply)
is renamed aside to the first free name of ``settings.json.bad``, ``settings.json.bad.1``,
``settings.json.bad.2``... (earlier backups are never overwritten) and defaults are used. What
JSON can hold is sorted by :func:`game.settings_shape.read_content` (the file's shape is there;
a hand-written file may leave out the ``options`` wrapper): JSON with nothing usable (not an
object, only unknown keys) is moved aside the same way; a file with an option value out of
range or other entries left unused keeps its usable values, is copied to that backup name and
at once saved again without the rest, and the sentence names the options reset to their
defaults as the Options screen does ("Some settings could not be read: Text size and High
contrast. Their defaults are used. The old file was kept as settings.json.bad."), so it is said
at one start only. A file that
exists but cannot be read (permission denied, a folder in the way) is left in place: defaults
are used for this run and nothing is saved over it. A path that is not a regular file (a FIFO,
a device such as ``/dev/zero``) or a file larger than 1 MiB is never read: it is moved aside the
same way. Whenever a file that cannot be fully used cannot be moved or copied aside, nothing is
saved over it. A file from a newer version of the game (its ``version`` a whole number above
the one this game writes) or with a ``version`` this game does not know ("x"; see
:func:`game.settings_shape.version_kind`) is read as far as it can be: the options this version
knows and can use, and the games' sections, are used, the rest keep their defaults; the file is
left exactly as it is (never moved, copied aside or saved over, so the newer version finds it
whole), changes are not saved for this run, and the sentence says so at each start ("Settings
file ... is from a newer version of the game: ..."). Either way :attr:`Settings.load_problem` holds whole sentences, for the app to
announce once.
Temporary files of a save that a kill interrupted (``.settings-*.tmp`` in the same folder, older
than :data:`STALE_TEMP_SECONDS`) are removed when the settings are read.

Options (name: default, allowed values):

- ``speech_mode``: ``"auto"``; ``"auto" | "screen_reader" | "self_voicing" | "text_only"``
- ``speech_rate``: ``100``; percent of normal speed, 50..300 (self-voicing and speech-dispatcher)
- ``volume``: ``70``; sound effects volume, percent 0..100
- ``text_size``: ``"medium"``; ``"small" | "medium" | "large" | "huge"``
- ``high_contrast``: ``False``
- ``reduced_motion``: ``False``
- ``cpu_delay``: ``1.5``; seconds a computer player waits before acting, 0.3..5
- ``transcript``: ``False``; append every announcement to the transcript file
- ``language``: ``None`` (not chosen yet: the system locale's, see
  :func:`game.i18n.system_language`); ``"en" | "es" | "ru"``
- ``short_turn_prompt``: ``False``; the counting game's turn line leaves out the hand ("Your
  turn. Total 61. Enter plays the 4 of clubs."; H still says the cards), except at the first
  turn of each round (the hand is new)
- ``braille``: ``True``; every message also goes to the braille display, when the speech backend
  has one (a screen reader through Prism); no effect otherwise

Games keep their remembered choices in a namespaced section: ``settings.section("counting")``
is a dict-like object saved on every change. Read remembered values through its typed
accessors (:meth:`Section.get_int`, :meth:`Section.get_float`, :meth:`Section.get_choice`,
:meth:`Section.get_bool`): the file may hold anything, and they never raise.
"""

from __future__ import annotations

import json
import logging
import math
import os
import stat
import tempfile
import time
from collections.abc import Callable, Iterable, Iterator, MutableMapping
from pathlib import Path
from typing import Any

from .i18n import N_, _, join_words, ngettext
from .paths import FileTooLarge, NotRegularFile, free_backup_name, read_regular_file
from .settings_shape import FILE_VERSION, read_content, version_kind

log = logging.getLogger(__name__)

CONFIG_ENV = "NINETYNINE_CONFIG_DIR"
SANE_NUMBER = 2.0 ** 53
"""A remembered number larger than this in size is treated as garbage (default), not clamped."""
FILE_NAME = "settings.json"
MAX_BYTES = 1024 * 1024
"""A settings file larger than this (1 MiB) is set aside unread (ours are a few KiB)."""
STALE_TEMP_SECONDS = 600.0
"""A ``.settings-*.tmp`` file older than this (seconds) is left from a killed save, never one in
progress (a save takes milliseconds), and is removed at load."""

SPEECH_MODES = ("auto", "screen_reader", "self_voicing", "text_only")
TEXT_SIZES = ("small", "medium", "large", "huge")

DEFAULTS: dict[str, Any] = {
    "speech_mode": "auto",
    "speech_rate": 100,
    "volume": 70,
    "text_size": "medium",
    "high_contrast": False,
    "reduced_motion": False,
    "cpu_delay": 1.5,
    "transcript": False,
    "language": None,
    "braille": True,
    "short_turn_prompt": False,
}

OPTION_LABELS: dict[str, str] = {
    "speech_mode": N_("Speech"),
    "speech_rate": N_("Speech rate"),
    "braille": N_("Braille"),
    "volume": N_("Effects volume"),
    "text_size": N_("Text size"),
    "high_contrast": N_("High contrast"),
    "reduced_motion": N_("Reduced motion"),
    "cpu_delay": N_("Computer delay"),
    "short_turn_prompt": N_("Short turn prompt"),
    "transcript": N_("Transcript"),
    "language": N_("Language"),
}
"""Each option's name as the Options screen shows it (message ids: show them with ``_()``)."""


def _said(message: str, **fields: Any) -> Callable[[], str]:
    """``message`` (a message id) with ``fields``, worded in the language current when called."""
    return lambda: _(message).format(**fields)


def config_dir() -> Path:
    """The directory holding settings.json (not created here)."""
    override = os.environ.get(CONFIG_ENV)
    if override:
        return Path(override)
    import platformdirs
    return Path(platformdirs.user_config_dir("ninety-nine", appauthor=False))


def _valid(name: str, value: Any) -> Any:
    """``value`` checked and normalised for option ``name``; raises ValueError when not allowed."""
    default = DEFAULTS[name]
    if isinstance(default, bool):
        if not isinstance(value, bool):
            raise ValueError(f"{name} must be true or false")
        return value
    if name == "speech_mode":
        if value not in SPEECH_MODES:
            raise ValueError(f"speech_mode must be one of {SPEECH_MODES}")
        return value
    if name == "language":
        from .i18n import LANGUAGES
        if value is not None and (not isinstance(value, str) or value not in LANGUAGES):  # ([1] is unhashable)
            raise ValueError(f"language must be one of {tuple(LANGUAGES)}")
        return value
    if name == "text_size":
        if value not in TEXT_SIZES:
            raise ValueError(f"text_size must be one of {TEXT_SIZES}")
        return value
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError(f"{name} must be a number")
    limits = {"speech_rate": (50, 300), "volume": (0, 100), "cpu_delay": (0.3, 5.0)}
    low, high = limits[name]
    if not low <= value <= high:
        raise ValueError(f"{name} must be between {low} and {high}")
    return float(value) if name == "cpu_delay" else int(value)


class Section(MutableMapping[str, Any]):
    """A game's own remembered values (JSON-serialisable), saved whenever one changes."""

    def __init__(self, owner: Settings, data: dict[str, Any]) -> None:
        self._owner = owner
        self._data = data

    def __getitem__(self, key: str) -> Any:
        return self._data[key]

    def __setitem__(self, key: str, value: Any) -> None:
        json.dumps(value)  # raises TypeError now rather than at save time
        if self._data.get(key, object()) != value:
            self._data[key] = value
            self._owner.save()

    def __delitem__(self, key: str) -> None:
        del self._data[key]
        self._owner.save()

    def __iter__(self) -> Iterator[str]:
        return iter(self._data)

    def __len__(self) -> int:
        return len(self._data)

    # -- typed reading: a hand-edited or damaged file can hold any JSON value ----------------
    def get_int(self, key: str, default: int, lo: int, hi: int) -> int:
        """The whole number stored under ``key``, clamped to ``lo..hi``.

        ``default`` (returned as given) when the key is missing or the value is not a number
        (a string, a bool, null, a list), not whole (2.5), NaN or infinite, or larger in size
        than 2**53. A whole float (``3.0``) counts as 3. Never raises.
        """
        value = self._data.get(key)
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            return default
        if isinstance(value, float) and not (math.isfinite(value) and value.is_integer()):
            return default
        if abs(value) > SANE_NUMBER:
            return default
        return max(lo, min(hi, int(value)))

    def get_float(self, key: str, default: float, lo: float, hi: float) -> float:
        """The number stored under ``key`` as a float, clamped to ``lo..hi``.

        ``default`` when missing, not a number (bools and strings included), NaN, infinite or
        larger in size than 2**53. Never raises.
        """
        value = self._data.get(key)
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            return default
        if (isinstance(value, float) and not math.isfinite(value)) or abs(value) > SANE_NUMBER:
            return default
        return max(float(lo), min(float(hi), float(value)))

    def get_choice(self, key: str, default: Any, allowed: Iterable[Any]) -> Any:
        """The value stored under ``key`` when it is one of ``allowed`` (the allowed element is
        returned), else ``default``. A bool never matches a number (``True`` is not ``1``);
        an int matches an equal float (``1`` matches ``1.0``). Never raises."""
        if key not in self._data:  # a stored null may be a choice; a missing key never is
            return default
        value = self._data[key]
        for choice in allowed:
            if isinstance(value, bool) != isinstance(choice, bool):
                continue
            if type(value) is not type(choice) and not (
                    isinstance(value, (int, float)) and isinstance(choice, (int, float))):
                continue
            if value == choice:
                return choice
        return default

    def get_bool(self, key: str, default: bool) -> bool:
        """The true/false value stored under ``key``; ``default`` unless it is a JSON bool."""
        value = self._data.get(key)
        return value if isinstance(value, bool) else default


class Settings:
    """The player's options plus per-game sections.

    ``Settings(path)`` with ``path=None`` uses :func:`config_dir`. Reading never raises: problems
    leave defaults and a message in :attr:`load_problem` (see the module doc). Saving failures are logged and reported
    through :attr:`save_problem` (once), never raised.
    """

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path is not None else config_dir() / FILE_NAME
        self._values: dict[str, Any] = dict(DEFAULTS)
        self._sections: dict[str, dict[str, Any]] = {}
        self._load_problem: Callable[[], str] | None = None  # worded when asked (the language may change)
        self._save_problem: tuple[str, dict[str, Any]] | None = None
        self._read_only = False
        self._load()
        self._remove_stale_temporaries()

    @property
    def load_problem(self) -> str | None:
        """One sentence naming the settings file and what went wrong reading it, in the current
        language (the language itself is a setting, so it is worded only when asked), or None."""
        return None if self._load_problem is None else self._load_problem()

    @property
    def save_problem(self) -> str | None:
        """"Settings could not be saved: REASON." (in the current language) after a failed save, or None."""
        return None if self._save_problem is None else _(self._save_problem[0]).format(**self._save_problem[1])

    # -- options -----------------------------------------------------------------------------
    def get(self, name: str) -> Any:
        """The current value of option ``name``. Raises KeyError for an unknown option."""
        return self._values[name]

    def set(self, name: str, value: Any) -> None:
        """Change option ``name`` and save. Raises KeyError (unknown) or ValueError (not allowed)."""
        if name not in DEFAULTS:
            raise KeyError(name)
        value = _valid(name, value)
        if self._values[name] != value:
            self._values[name] = value
            self.save()

    def values(self) -> dict[str, Any]:
        """A copy of all option values."""
        return dict(self._values)

    def section(self, name: str) -> Section:
        """The dict-like section ``name`` (e.g. ``"counting"``), created empty when new."""
        return Section(self, self._sections.setdefault(name, {}))

    # -- file --------------------------------------------------------------------------------
    def _load(self) -> None:
        try:
            info = os.stat(self.path)  # never blocks, unlike opening a FIFO
        except FileNotFoundError:
            return
        except OSError:
            info = None  # unreadable: reported below by the read
        if info is not None and stat.S_ISDIR(info.st_mode):
            self._set_aside(folder=True)
            return
        if info is not None and not stat.S_ISREG(info.st_mode):  # a FIFO, /dev/zero, a socket
            log.warning("settings file %s is not a regular file", self.path)
            self._set_aside_unread(large=False)
            return
        if info is not None and info.st_size > MAX_BYTES:
            log.warning("settings file %s is %d bytes long", self.path, info.st_size)
            self._set_aside_unread(large=True)
            return
        try:  # a regular file (checked above), opened so that a swap since the check never blocks
            raw = read_regular_file(self.path, MAX_BYTES)
        except NotRegularFile:
            self._set_aside_unread(large=False)
            return
        except FileTooLarge:  # grew since the check
            self._set_aside_unread(large=True)
            return
        except FileNotFoundError:
            return
        except IsADirectoryError:
            self._set_aside(folder=True)
            return
        except OSError as exc:  # permission denied, a file where a folder should be: leave it be
            log.warning("cannot read settings file %s: %s", self.path, exc)
            self._read_only = True
            self._load_problem = _said(N_("Settings file {path} could not be read ({reason}): default settings "
                                          "used for this run, and changes will not be saved. The file was left "
                                          "as it is."), path=self.path, reason=exc.strerror or exc)
            return
        try:
            data = json.loads(raw.decode("utf-8-sig"))
        except (ValueError, RecursionError) as exc:  # UnicodeDecodeError is a ValueError
            log.warning("settings file %s is damaged: %s", self.path, str(exc)[:200])
            self._set_aside(folder=False)
            return
        content = read_content(data, DEFAULTS, _valid)
        kind = version_kind(data)
        if kind != "current":
            log.warning("settings file %s has version %s: read as far as it can be, never saved over",
                        self.path, repr(data["version"])[:40])
            self._read_only = True
            self._values.update(content.values)
            self._sections = content.sections
            message = (N_("Settings file {path} is from a newer version of the game: this version uses the "
                          "settings it knows, and the defaults for the rest. Changes will not be saved, and the "
                          "file was left as it is.") if kind == "newer" else
                       N_("Settings file {path} has a version this game does not know: the game uses the "
                          "settings it knows, and the defaults for the rest. Changes will not be saved, and the "
                          "file was left as it is."))
            self._load_problem = _said(message, path=self.path)
            return
        if content.complete:
            self._values.update(content.values)
            self._sections = content.sections
        elif not content.usable and not content.reset:
            log.warning("settings file %s holds nothing usable", self.path)
            self._set_aside_useless()
        else:
            log.warning("settings file %s: reset %s, %d entries unused", self.path, content.reset, content.unused)
            self._values.update(content.values)
            self._sections = content.sections
            self._keep_partly_used(raw, content.reset, content.unused)

    def backup_path(self) -> Path:
        """The first free name among ``settings.json.bad``, ``settings.json.bad.1``, ...:
        where a damaged file is moved, so an earlier backup is never overwritten."""
        return free_backup_name(self.path)

    def _move_aside(self) -> tuple[Path, bool]:
        """Rename the file to :meth:`backup_path`; returns that path and whether it moved. When
        it cannot be moved, nothing is ever saved over it (the player's file is never lost)."""
        aside = self.backup_path()
        try:
            os.replace(self.path, aside)
            return aside, True
        except OSError as exc:
            log.warning("could not rename %s aside: %s", self.path, exc)
            self._read_only = True
            return aside, False

    def _set_aside(self, folder: bool) -> None:
        """Rename the damaged file (``folder``: a folder in its place) aside and say so; when it
        cannot be moved, nothing is ever saved over it (the player's file is never lost)."""
        aside, kept = self._move_aside()
        if folder:
            message = (N_("Settings file is a folder, not a file: default settings used. The old file was kept "
                          "as {name}.") if kept else
                       N_("Settings file is a folder, not a file: default settings used, and changes will not "
                          "be saved."))
        else:
            message = (N_("Settings file was damaged: default settings used. The old file was kept as {name}.")
                       if kept else N_("Settings file was damaged: default settings used, and changes will not "
                                       "be saved."))
        self._load_problem = _said(message, name=aside.name)

    def _set_aside_useless(self) -> None:
        """Rename aside a file that is JSON but holds nothing the game can use (an array, a
        number, only unknown keys) and say so; when it cannot be
        moved, nothing is ever saved over it."""
        aside, kept = self._move_aside()
        message = (N_("Settings file had nothing the game could use: default settings used. The old file was "
                      "kept as {name}.") if kept else
                   N_("Settings file had nothing the game could use: default settings used, and changes will "
                      "not be saved."))
        self._load_problem = _said(message, name=aside.name)

    def _keep_partly_used(self, raw: bytes, reset: list[str], unused: int) -> None:
        """The file was partly usable: copy its bytes ``raw`` to :meth:`backup_path`, then save
        the usable values (so the next start reads a clean file and says nothing), and say
        which options (``reset``, names) went back to their defaults and how many other
        entries (``unused``) were left out. When the copy cannot be written, the file is left
        as it is and nothing is ever saved over it."""
        aside = self.backup_path()
        try:
            handle = open(aside, "xb")  # never over an earlier backup
        except OSError as exc:
            log.warning("could not copy %s aside: %s", self.path, exc)
            kept = False
        else:
            try:
                with handle:
                    handle.write(raw)
                kept = True
            except OSError as exc:  # a full disk: no half copy left behind
                log.warning("could not copy %s aside: %s", self.path, exc)
                aside.unlink(missing_ok=True)
                kept = False
        if not kept:
            self._read_only = True
        if kept:
            self.save()

        def words() -> str:
            sentences = []
            if reset:
                names = join_words([_(OPTION_LABELS[name]) for name in reset])
                sentences.append(ngettext("A setting could not be read: {names}. Its default is used.",
                                          "Some settings could not be read: {names}. Their defaults are used.",
                                          len(reset)).format(names=names))
            if unused:
                sentences.append(ngettext("Settings file had {count} entry the game could not use; it was left "
                                          "out.",
                                          "Settings file had {count} entries the game could not use; they were "
                                          "left out.", unused).format(count=unused))
            sentences.append(_("The old file was kept as {name}.").format(name=aside.name) if kept else
                             _("The file was left as it is, and changes will not be saved."))
            return " ".join(sentences)
        self._load_problem = words

    def _set_aside_unread(self, large: bool) -> None:
        """Move a file we will not read aside, unread: not a regular file (a FIFO, a device), or
        ``large`` (over 1 MiB). When it cannot be moved, nothing is ever saved over it."""
        aside, kept = self._move_aside()
        if large:
            message = (N_("Settings file {path} is larger than 1 MiB: default settings used. The old file "
                          "was kept as {name}.") if kept else
                       N_("Settings file {path} is larger than 1 MiB: default settings used, and changes "
                          "will not be saved."))
        else:
            message = (N_("Settings file {path} is not a regular file: default settings used. The old file "
                          "was kept as {name}.") if kept else
                       N_("Settings file {path} is not a regular file: default settings used, and changes "
                          "will not be saved."))
        self._load_problem = _said(message, path=self.path, name=aside.name)

    def _remove_stale_temporaries(self) -> None:
        """Remove ``.settings-*.tmp`` files a killed save left beside the file; never raises."""
        try:
            entries = list(os.scandir(self.path.parent))
        except OSError:
            return
        now = time.time()
        for entry in entries:
            if not (entry.name.startswith(".settings-") and entry.name.endswith(".tmp")):
                continue
            try:
                info = entry.stat(follow_symlinks=False)
                if stat.S_ISREG(info.st_mode) and now - info.st_mtime > STALE_TEMP_SECONDS:
                    os.unlink(entry.path)
            except OSError:
                continue

    def save(self) -> None:
        """Write the file atomically (temporary file in the same folder, then os.replace)."""
        if self._read_only:  # the file could not be read: never write defaults over it
            return
        data = {"version": FILE_VERSION, "options": self._values, "sections": self._sections}
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(prefix=".settings-", suffix=".tmp", dir=self.path.parent)
            try:
                with os.fdopen(fd, "w", encoding="utf-8") as handle:
                    json.dump(data, handle, indent=2, sort_keys=True)
                    handle.write("\n")
                os.replace(tmp, self.path)
            except BaseException:
                Path(tmp).unlink(missing_ok=True)
                raise
        except OSError as exc:
            log.warning("could not save settings to %s: %s", self.path, exc)
            if self._save_problem is None:
                self._save_problem = (N_("Settings could not be saved: {reason}."), {"reason": exc.strerror or exc})
