"""The options screen: every player setting as a choice item, saved as soon as it changes."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from ..i18n import LANGUAGES, N_, _, current_language, pgettext
from ..settings import OPTION_LABELS
from ..ui.words import on_off_choices, percent_text, seconds_text
from .menu import ChoiceItem, MenuItem, MenuScene

if TYPE_CHECKING:
    from ..app import App

DELAYS = (0.3, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0, 4.0, 5.0)
"""Computer delay choices in seconds, shortest first."""
CPU_DELAY_LABEL = OPTION_LABELS["cpu_delay"]
"""The name of the ``cpu_delay`` option (a message id: show it with ``_()``), on the options
screen and the new-game screens."""


def speech_choices() -> list[tuple[str, str]]:
    """The Speech option's values, in the player's language."""
    return [("auto", pgettext("speech mode", "Automatic")), ("screen_reader", _("Screen reader")),
            ("self_voicing", _("Self-voicing")), ("text_only", _("Text only"))]


def rate_choices() -> list[tuple[int, str]]:
    """Speech rate values: (percent, "100 percent")."""
    return [(v, percent_text(v)) for v in (50, 75, 100, 125, 150, 175, 200, 250, 300)]


def volume_choices() -> list[tuple[int, str]]:
    """Effects volume values: (percent, "off" / "70 percent")."""
    return [(0, pgettext("volume", "off"))] + [(v, percent_text(v)) for v in range(10, 101, 10)]


def text_size_choices() -> list[tuple[str, str]]:
    """Text size values."""
    return [("small", _("Small")), ("medium", _("Medium")), ("large", _("Large")), ("huge", _("Huge"))]


def on_off(option: str) -> list[tuple[bool, str]]:
    """The on/off choice of setting ``option``, in words that agree with its name
    (:func:`~game.ui.words.on_off_choices`): Right means on (Right is always next, more, on)."""
    return on_off_choices(option)


def delay_choices() -> list[tuple[float, str]]:
    """Computer delay choices, shortest first: (seconds, "1.5 seconds")."""
    return [(v, seconds_text(v)) for v in DELAYS]


def language_choices() -> list[tuple[str, str]]:
    """The Language option: each language named in itself (English, Español, Русский)."""
    return list(LANGUAGES.items())


# English lists, kept for code that reads the values (the screens use the functions above).
SPEECH_CHOICES = [("auto", "Automatic"), ("screen_reader", "Screen reader"),
                  ("self_voicing", "Self-voicing"), ("text_only", "Text only")]
ON_OFF = [(False, "Off"), (True, "On")]
DELAY_CHOICES = [(v, seconds_text(v)) for v in DELAYS]


class OptionsScene(MenuScene):
    """"Options. Speech: Automatic, 1 of 9". Left/Right change a value, which is saved at once;
    Right always goes to the next, larger or "On" value."""

    help_title = N_("the options screen")
    """F1's page: "Keys for the options screen" (not the capitalised title mid-sentence)."""

    def __init__(self, app: App) -> None:
        self.app = app  # the items below read settings before MenuScene.__init__ runs
        super().__init__(app, _("Options"), self._items())

    def _items(self) -> list[ChoiceItem | MenuItem]:
        app = self.app
        return [
            self._choice("speech_mode", speech_choices(), self._apply_speech_mode),
            self._choice("speech_rate", rate_choices(), app.apply_speech_rate),
            self._choice("braille", on_off("braille"), app.apply_braille_setting),
            self._choice("volume", volume_choices(), None),
            self._choice("text_size", text_size_choices(), app.apply_display_settings),
            self._choice("high_contrast", on_off("high_contrast"), app.apply_display_settings),
            self._choice("reduced_motion", on_off("reduced_motion"), None),
            self._choice("cpu_delay", delay_choices(), None),
            self._choice("short_turn_prompt", on_off("short_turn_prompt"), None),
            self._transcript_choice(),
            self._language_choice(),
            MenuItem(_("Back"), app.pop),
        ]

    def _apply_speech_mode(self) -> str | None:
        """The Speech option changed: "Speech: Screen reader" is said at once, through the
        speech in use; the new speech opens in the background and, once ready, says "Using
        NVDA." or why the mode could not be used ("No screen reader or speech-dispatcher found.
        Speaking with espeak-ng.") (:meth:`App.apply_speech_mode`); Text only is confirmed by
        the speech it switches off. The Speech rate option only sets the rate on the speech in
        use (:meth:`App.apply_speech_rate`)."""
        return self.app.apply_speech_mode()

    def on_language_changed(self) -> None:
        """Every label and value in the new language; the focus stays on the same item."""
        self.relabel(_("Options"), self._items())

    def item_text(self, index: int | None = None) -> str:
        """As :meth:`MenuScene.item_text`; the Braille item, while it is On and the speech in
        use has no braille display to write to (espeak-ng), says so: "Braille: On, 3 of 11.
        Braille is not shown now: espeak-ng has no braille output."."""
        for item in self.items:
            if isinstance(item, ChoiceItem) and item.key == "braille":
                item.hint = self.app.braille_note() if item.value else ""
        return super().item_text(index)

    def _language_choice(self) -> ChoiceItem:
        """Language: English, Español, Русский; a change applies at once (:meth:`App.set_language`)."""
        choices = language_choices()
        codes = [code for code, _name in choices]
        current = current_language()
        item = ChoiceItem(_(OPTION_LABELS["language"]), choices, codes.index(current) if current in codes else 0,
                          self.app.set_language, key="language")
        return item

    @staticmethod
    def _nearest(choices: Sequence[tuple[Any, str]], value: Any) -> int:
        values = [v for v, _ in choices]
        if value in values:
            return values.index(value)
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return min(range(len(values)), key=lambda i: abs(values[i] - value))
        return 0

    def _transcript_choice(self) -> ChoiceItem:
        """On while a transcript is being written (the option or ``--transcript``); changing it
        says "Transcript: On." or "Transcript: Off." (the file's path is kept in the log, see
        :meth:`after_change`; a file that cannot be written is said, and the value goes back
        to Off)."""
        def changed(value: bool) -> str | None:
            message = self.app.set_transcript(value)
            if value and self.app.announcer.transcript is None:  # could not open: back to Off
                item.select_value(False)
                self.mark_dirty()
            return message
        item = ChoiceItem(_(OPTION_LABELS["transcript"]), on_off("transcript"),
                          1 if self.app.transcript_on() else 0, changed, key="transcript")
        return item

    def after_change(self, item: ChoiceItem) -> None:
        """The Transcript option turned On: "Writing to PATH." goes to the log and the history
        (Page Up reads it), not to speech: the path is long and the same every time."""
        path = self.app.transcript_file()
        if item.key == "transcript" and item.value and path is not None:
            self.app.announcer.record(_("Writing to {path}.").format(path=path))

    def _choice(self, name: str, choices: Sequence[tuple[Any, str]],
                then: Callable[[], str | None] | None) -> ChoiceItem:
        """A choice saved to setting ``name``, labelled with its name in
        :data:`game.settings.OPTION_LABELS` (the names a settings-file notice uses);
        ``then()`` applies it and may return a sentence said after the new value ("Speech:
        Screen reader. Using NVDA.")."""
        def changed(value: Any) -> str | None:
            self.app.settings.set(name, value)
            return then() if then is not None else None
        return ChoiceItem(_(OPTION_LABELS[name]), choices, self._nearest(choices, self.app.settings.get(name)), changed,
                          key=name)
