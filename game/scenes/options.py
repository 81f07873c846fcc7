"""The options screen: every player setting as a choice item, saved as soon as it changes."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from .menu import ChoiceItem, MenuItem, MenuScene

if TYPE_CHECKING:
    from ..app import App

SPEECH_CHOICES = [("auto", "Automatic"), ("screen_reader", "Screen reader"),
                  ("self_voicing", "Self-voicing"), ("text_only", "Text only")]
RATE_CHOICES = [(v, f"{v} percent") for v in (50, 75, 100, 125, 150, 175, 200, 250, 300)]
VOLUME_CHOICES = [(0, "off")] + [(v, f"{v} percent") for v in range(10, 101, 10)]
TEXT_SIZE_CHOICES = [("small", "Small"), ("medium", "Medium"), ("large", "Large"), ("huge", "Huge")]
ON_OFF = [(False, "Off"), (True, "On")]
DELAY_CHOICES = [(v, f"{v:g} seconds") for v in (0.3, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0, 4.0, 5.0)]


class OptionsScene(MenuScene):
    """"Options. Speech: Automatic, 1 of 9". Left/Right change a value, which is saved at once."""

    def __init__(self, app: App) -> None:
        self.app = app  # the items below read settings before MenuScene.__init__ runs
        items = [
            self._choice("Speech", "speech_mode", SPEECH_CHOICES, app.apply_speech_settings),
            self._choice("Speech rate", "speech_rate", RATE_CHOICES, app.apply_speech_settings),
            self._choice("Effects volume", "volume", VOLUME_CHOICES, None),
            self._choice("Text size", "text_size", TEXT_SIZE_CHOICES, app.apply_display_settings),
            self._choice("High contrast", "high_contrast", ON_OFF, app.apply_display_settings),
            self._choice("Reduced motion", "reduced_motion", ON_OFF, None),
            self._choice("Computer player delay", "cpu_delay", DELAY_CHOICES, None),
            self._choice("Transcript", "transcript", ON_OFF, app.apply_transcript_setting),
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

    def _choice(self, label: str, name: str, choices: Sequence[tuple[Any, str]],
                then: Callable[[], Any] | None) -> ChoiceItem:
        def changed(value: Any) -> None:
            self.app.settings.set(name, value)
            if then is not None:
                then()
        return ChoiceItem(label, choices, self._nearest(choices, self.app.settings.get(name)), changed)
