"""Command line: ``python -m game`` (or ``ninety-nine``).

- no arguments: open the window at the main menu;
- ``replay CASE.json``: run a rule case (see :mod:`game.replay`);
- ``--game counting|tricks --players N --seed S [--variant V]``: start a game at once;
- ``--transcript PATH``: append every announcement to PATH;
- ``--smoke``: start, announce the main menu, run a few hundred frames and exit 0.
"""

from __future__ import annotations

import argparse
import os
import sys


def build_parser() -> argparse.ArgumentParser:
    """The argument parser for playing (``replay`` is handled before it)."""
    parser = argparse.ArgumentParser(
        prog="ninety-nine",
        description="Ninety-Nine: the counting game and Parlett's trick-taking game, "
                    "playable by keyboard and screen reader. "
                    "'ninety-nine replay CASE.json' runs a rule case.")
    parser.add_argument("--transcript", metavar="PATH",
                        help="append every announcement to this text file")
    parser.add_argument("--smoke", action="store_true",
                        help="start, announce the main menu, run a few hundred frames, exit 0")
    parser.add_argument("--game", choices=["counting", "tricks"], help="start this game at once")
    parser.add_argument("--players", type=int, help="number of players for --game")
    parser.add_argument("--seed", type=int, help="seed for a reproducible deal")
    parser.add_argument("--variant", choices=["standard", "classic", "oxford"],
                        help="trick game variant for --game tricks")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Entry point. Returns the process exit code."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] == "replay":
        from .replay import main as replay_main
        if len(args) != 2:
            print('{"error": "usage: python -m game replay CASE.json", "action": null}')
            return 2
        return replay_main(args[1])
    options = build_parser().parse_args(args)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from .app import run
    return run(options)


if __name__ == "__main__":
    sys.exit(main())
