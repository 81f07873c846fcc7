"""The options screen: every player setting as a choice item, saved as soon as it changes."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from ..ui.words import seconds_text
from .menu import ChoiceItem, MenuItem, MenuScene

if TYPE_CHECKING:
    from ..app import App

SPEECH_CHOICES = [("auto", "Automatic"), ("screen_reader", "Screen reader"),
                  ("self_voicing", "Self-voicing"), ("text_only", "Text only")]
RATE_CHOICES = [(v, f"{v} percent") for v in (50, 75, 100, 125, 150, 175, 200, 250, 300)]
VOLUME_CHOICES = [(0, "off")] + [(v, f"{v} percent") for v in range(10, 101, 10)]
TEXT_SIZE_CHOICES = [("small", "Small"), ("medium", "Medium"), ("large", "Large"), ("huge", "Huge")]
ON_OFF = [(False, "Off"), (True, "On")]
"""Every on/off choice: Right means on (Right is always next, more, on)."""
DELAY_CHOICES = [(v, seconds_text(v)) for v in (0.3, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0, 4.0, 5.0)]
"""Computer delay choices, shortest first: (seconds, "1.5 seconds")."""
CPU_DELAY_LABEL = "Computer delay"
"""The name of the ``cpu_delay`` option, on the options screen and the new-game screens."""


class OptionsScene(MenuScene):
    """"Options. Speech: Automatic, 1 of 9". Left/Right change a value, which is saved at once;
    Right always goes to the next, larger or "On" value."""

    def __init__(self, app: App) -> None:
        self.app = app  # the items below read settings before MenuScene.__init__ runs
        items = [
            self._choice("Speech", "speech_mode", SPEECH_CHOICES, app.apply_speech_settings),
            self._choice("Speech rate", "speech_rate", RATE_CHOICES, app.apply_speech_settings),
            self._choice("Effects volume", "volume", VOLUME_CHOICES, None),
            self._choice("Text size", "text_size", TEXT_SIZE_CHOICES, app.apply_display_settings),
            self._choice("High contrast", "high_contrast", ON_OFF, app.apply_display_settings),
            self._choice("Reduced motion", "reduced_motion", ON_OFF, None),
            self._choice(CPU_DELAY_LABEL, "cpu_delay", DELAY_CHOICES, None),
            self._transcript_choice(),
            MenuItem("Back", app.pop),
        ]
        super().__init__(app, "Options", items)

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
        says "Transcript: On. Writing to PATH." or "Transcript: Off."."""
        def changed(value: bool) -> str | None:
            message = self.app.set_transcript(value)
            if value and self.app.announcer.transcript is None:  # could not open: back to Off
                item.select_value(False)
                self.mark_dirty()
            return message
        item = ChoiceItem("Transcript", ON_OFF, 1 if self.app.transcript_on() else 0, changed)
        return item

    def _choice(self, label: str, name: str, choices: Sequence[tuple[Any, str]],
                then: Callable[[], Any] | None) -> ChoiceItem:
        def changed(value: Any) -> None:
            self.app.settings.set(name, value)
            if then is not None:
                then()
        return ChoiceItem(label, choices, self._nearest(choices, self.app.settings.get(name)), changed)
