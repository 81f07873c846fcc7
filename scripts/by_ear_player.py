"""An ear-only player for by-ear runs with real speech timing: it presses keys only in answer to
what it has heard (OUT/spoken.txt), sometimes at once, sometimes after the line ends, sometimes
twice quickly or held down, and sometimes at the wrong moment (while another player's move is
said), as a hurried blind player would. Then it prints the counts of scripts/by_ear_counts.py.

Usage, from the checkout root (the by-ear tool's path as the first argument)::

    .venv/bin/python scripts/by_ear_player.py BY_EAR_TOOL --game counting --players 2 [--seed 7]
        [--language es] [--minutes 5] [--menu-tokens 3] [--random-seed 1]

``--menu-tokens N`` starts the counting game from the main menu's new-game screen with N starting
tokens (so a whole game fits in a few minutes) instead of ``--game``. A trick game stops at the
first deal summary (one whole deal). It needs xvfb, xdotool and espeak-ng, like by-ear;
BY_EAR_SPEECH=1 is set for it.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from by_ear_counts import count, kind_of, report, templates  # noqa: E402


class Player:
    """Feeds by-ear keys in answer to the lines it hears."""

    def __init__(self, tool: str, game_args: list[str], game: str, language: str, rng: random.Random) -> None:
        env = dict(os.environ, BY_EAR_SPEECH="1")
        self.proc = subprocess.Popen([tool, *game_args], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     text=True, env=env, bufsize=1)
        assert self.proc.stdout is not None
        first = self.proc.stdout.readline().strip()
        if not first.startswith("OUT "):
            raise SystemExit(f"by-ear did not start: {first}")
        self.out = Path(first[4:])
        self.game = game
        self.rng = rng
        self.patterns = templates(language)
        self.extra = self._extra_patterns(language)
        self.heard = 0
        self.lines: list[str] = []
        threading.Thread(target=self._drain, daemon=True).start()

    @staticmethod
    def _extra_patterns(language: str) -> dict:
        from game import i18n
        from game.counting.text import costly_card_template
        from game.i18n import _
        from by_ear_counts import template
        i18n.set_language(language)
        costly = [costly_card_template(by_key, out, n) for by_key in (False, True) for out in (False, True)
                  for n in (1, 2, 5)]
        return {
            **{f"costly {i}": template(message) for i, message in enumerate(costly)},
            "value": template(_("{card}. {option}. {keys} Enter plays, Escape cancels.")),
            "next round": template("{rest} " + _("Enter: next round.")),
            "game over": template(_("Game over. {lines} Up reads the results line by line. {item}")),
            "premium": template(_("Bid {bid}. Choose a premium.") + " {rest}"),
            "summary": template(_("Deal {deal} summary") + "{rest}"),
        }

    def _drain(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.lines.append(line.rstrip("\n"))

    def send(self, *commands: str) -> None:
        assert self.proc.stdin is not None
        for command in commands:
            self.proc.stdin.write(command + "\n")
        self.proc.stdin.flush()

    def new_lines(self) -> list[tuple[float, float, str]]:
        path = self.out / "spoken.txt"
        if not path.exists():
            return []
        rows = path.read_text(encoding="utf-8", errors="replace").splitlines()
        fresh = rows[self.heard:]
        self.heard = len(rows)
        parsed = []
        for row in fresh:
            parts = row.split("\t", 2)
            if len(parts) == 3:
                parsed.append((float(parts[0]), float(parts[1]), parts[2]))
        return parsed

    def react(self, text: str) -> bool:
        """Keys for one heard line; False to stop."""
        rng = self.rng
        found = kind_of(text, self.patterns)
        kind = found[0] if found else ""
        extra = next((name for name, pattern in self.extra.items() if pattern.match(text)), "")
        if extra == "game over":
            return False
        if extra == "summary":
            return False if self.game == "tricks-one-deal" else self._keys("Return")
        if extra.startswith("costly"):  # a card past 99 (C-15), or one putting it out (C-13): play it, or another
            return self._keys(rng.choice(["Return", "1", "2", "3"]))
        if extra == "value":
            return self._keys(rng.choice(["Return", "Up", "Down"]), "Return")
        if extra == "next round":
            return self._keys(*(["Return", "Return"] if rng.random() < 0.3 else ["Return"]))
        if extra == "premium":
            return self._keys("Return")
        if kind == "turn":
            digit = str(rng.choice([1, 1, 2, 3]))
            return self._keys(*([digit, digit] if rng.random() < 0.2 else [digit]))
        if kind == "draw prompt":
            return self._keys(rng.choice(["space", "space", "hold space 1.2"]))
        if kind == "bid prompt":
            return self._keys("space", "Right", "space", "Right", "space", "Return")
        if kind == "trick turn":
            return self._keys(*(["Return", "Return"] if rng.random() < 0.2 else ["Return"]))
        if kind in ("counting card", "trick card") and rng.random() < 0.15:
            # pressed at the wrong moment: while another player's move is being said
            return self._keys(rng.choice(["1", "space", "Return", "c", "k"]))
        return True

    def _keys(self, *keys: str) -> bool:
        self.send(*keys)
        return True

    def play(self, minutes: float) -> None:
        deadline = time.time() + minutes * 60
        pending: list[tuple[float, str]] = []  # (when to react, text)
        quiet_since = time.time()
        while time.time() < deadline and self.proc.poll() is None:
            for start, seconds, text in self.new_lines():
                patient = self.rng.random() < 0.6
                pending.append((start + (seconds if patient else self.rng.uniform(0.3, 1.0)), text))
                quiet_since = max(quiet_since, start + seconds)
            now = time.time()
            if now - quiet_since > 8 and not pending:  # nothing heard for a while: try a key that acts
                self.send(self.rng.choice(["1", "space", "Return"] if self.game == "counting" else ["Return"]))
                quiet_since = now
            due = [item for item in pending if item[0] <= now]
            pending = [item for item in pending if item[0] > now]
            for _when, text in due:
                if not self.react(text):
                    deadline = 0
                    break
            time.sleep(0.1)
        self.send("wait 3", "quit")
        try:
            self.proc.wait(30)
        except subprocess.TimeoutExpired:
            self.proc.kill()


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("tool")
    parser.add_argument("--game", choices=("counting", "tricks"), default="counting")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int)
    parser.add_argument("--language", default="en")
    parser.add_argument("--minutes", type=float, default=5)
    parser.add_argument("--menu-tokens", type=int)
    parser.add_argument("--random-seed", type=int, default=1)
    options = parser.parse_args(argv)
    rng = random.Random(options.random_seed)
    args = ["--language", options.language]
    if options.menu_tokens is None:
        args += ["--game", options.game, "--players", str(options.players)]
        if options.seed is not None:
            args += ["--seed", str(options.seed)]
    player = Player(options.tool, args, "tricks-one-deal" if options.game == "tricks" else options.game,
                    options.language, rng)
    print(f"OUT {player.out}", flush=True)
    if options.menu_tokens is not None:  # the new-game screen: players, starting tokens, Start
        time.sleep(6)
        keys = ["Return", "wait 1"] + ["Left"] * (3 - options.players) + ["Down"]
        keys += ["Left"] * (9 - options.menu_tokens) + ["End", "Up", "Return"]
        player.send(*keys)
    player.play(options.minutes)
    report(count(player.out, options.language))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
