"""Command line: ``python -m game`` (or ``ninety-nine``).

- no arguments: open the window at the main menu;
- ``replay CASE.json``: run a rule case (see :mod:`game.replay`);
- ``simulate --game G --players N --seats L,L,L --deals K --seed S [--variant V] [--json]``: computer
  levels against each other (see :mod:`game.simulate`);
- ``serve [--host H] [--port P] [--data DIR] [--certfile F --keyfile F]``: the online server
  (see :mod:`game.net.server`, docs/online.md);
- ``--game counting|tricks --players N --seed S [--variant V]``: start a game at once;
- ``--connect URL --name NAME [--game counting|tricks --players N --computers K --turn-seconds T] [--join]``:
  play at an online table (see :mod:`game.scenes.online`); without ``--game`` or ``--join``: the server's
  lobby; ``--turn-seconds`` gives the new table a turn timer;
- ``--transcript PATH``: append every announcement to PATH;
- ``--language en|es|ru``: play in that language (this run only; Options > Language keeps one);
- ``--smoke``: start, announce the main menu, run a few hundred frames and exit 0.
"""

from __future__ import annotations

import argparse
import os
import sys

from .i18n import _


def build_parser() -> argparse.ArgumentParser:
    """The argument parser for playing (``replay`` is handled before it)."""
    parser = argparse.ArgumentParser(
        prog="ninety-nine",
        description="Ninety-Nine: the counting game and Parlett's trick-taking game, "
                    "playable by keyboard and screen reader. "
                    "'ninety-nine replay CASE.json' runs a rule case; "
                    "'ninety-nine simulate --help' tells how to pit computer levels against each other; "
                    "'ninety-nine serve --help' tells how to run the online server.")
    parser.add_argument("--transcript", metavar="PATH",
                        help="append every announcement to this text file")
    parser.add_argument("--smoke", action="store_true",
                        help="start, announce the main menu, run a few hundred frames, exit 0")
    parser.add_argument("--game", choices=["counting", "tricks"], help="start this game at once")
    parser.add_argument("--players", type=int, metavar="N",
                        help=_("number of players for --game: the counting game takes 2 to 8, the trick "
                               "game 2 to 4 (Oxford Whist exactly 3)"))
    parser.add_argument("--seed", type=int, help=_("seed for a reproducible deal (with --game)"))
    parser.add_argument("--variant", choices=["standard", "classic", "oxford"],
                        help="trick game variant for --game tricks")
    parser.add_argument("--connect", metavar="URL",
                        help="play online: connect to the server at URL (ws://host:port); with --name")
    parser.add_argument("--name", help="your name online (2 to 24 characters), with --connect")
    parser.add_argument("--computers", type=int, default=0, metavar="K",
                        help="with --connect and --game: computer players at the new table")
    parser.add_argument("--turn-seconds", type=turn_seconds, metavar="T",
                        help=_("with --connect and --game: the new table's turn timer, {low} to {high} seconds: "
                               "a person who has not acted within T seconds has that turn played for them by a "
                               "computer player, after a warning (default: no timer)").format(
                                   low=TURN_SECONDS[0], high=TURN_SECONDS[1]))
    parser.add_argument("--join", action="store_true",
                        help="with --connect: join the first table with a free seat")
    parser.add_argument("--language", choices=["en", "es", "ru"],
                        help="play in English, Spanish or Russian (default: the Language option, "
                             "else the system language)")
    return parser


TURN_SECONDS = (1, 600)
"""The whole seconds ``--turn-seconds`` takes: the protocol's range
(:data:`game.net.protocol.TURN_TIMER_SECONDS`, which a test keeps equal)."""


def turn_seconds(text: str) -> int:
    """The value of ``--turn-seconds``: whole seconds from 1 to 600 (:data:`TURN_SECONDS`).

    Raises:
        argparse.ArgumentTypeError: for anything else, saying what is taken ("the turn timer
            takes whole seconds from 1 to 600, not 0"), printed by argparse with exit code 2.
    """
    low, high = TURN_SECONDS
    try:
        value = int(text.strip())
    except ValueError:
        value = None
    if value is None or not low <= value <= high:
        problem = _("the turn timer takes whole seconds from {low} to {high}, not {value}")
        said = repr(text) if value is None else value
        raise argparse.ArgumentTypeError(problem.format(low=low, high=high, value=said))
    return value


PLAYER_RANGES = {"counting": (2, 8), "tricks": (2, 4)}
"""Players each game takes (C-1, T-1)."""


def start_problem(options: argparse.Namespace) -> str | None:
    """Why ``--game``/``--players``/``--variant`` cannot start a game as asked, or ``None``.

    Refused rather than silently changed: players outside the game's range (C-1: 2 to 8, T-1: 2 to
    4), ``--players``, ``--variant`` or ``--seed`` without the game they belong to, Oxford Whist
    with other than 3 players (T-27)."""
    if getattr(options, "connect", None) is not None:
        if not options.name:
            return "--connect needs --name NAME"
        if options.seed is not None:
            return "--seed is not for online tables"
        if options.game is None and options.computers:
            return "--computers goes with --game counting or --game tricks (the new table's computer players)"
        if options.game is None and getattr(options, "turn_seconds", None) is not None:
            return _("--turn-seconds goes with --game counting or --game tricks (the new table's turn timer)")
    elif getattr(options, "turn_seconds", None) is not None:
        return _("--turn-seconds goes with --connect URL and --game (the new online table's turn timer)")
    elif getattr(options, "name", None) or getattr(options, "join", False) or getattr(options, "computers", 0):
        return "--name, --join and --computers go with --connect URL"
    if options.game is None:
        if options.players is not None or options.variant is not None:
            return "--players and --variant go with --game counting or --game tricks"
        if options.seed is not None:
            return _("--seed goes with --game counting or --game tricks")
        return None
    if options.variant is not None and options.game != "tricks":
        return "--variant is for the trick game (--game tricks)"
    low, high = PLAYER_RANGES[options.game]
    if options.players is not None and not low <= options.players <= high:
        name = "counting game" if options.game == "counting" else "trick game"
        return f"the {name} takes {low} to {high} players, not {options.players}"
    if options.variant == "oxford" and options.players not in (None, 3):
        return "Oxford Whist is for 3 players only"
    return None


def main(argv: list[str] | None = None) -> int:
    """Entry point. Returns the process exit code (130 after Ctrl+C, never a traceback)."""
    try:
        return _main(argv)
    except KeyboardInterrupt:  # Ctrl+C before the window opened (the app handles its own)
        return 130


def _main(argv: list[str] | None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] == "--prism-host":  # the packaged program as its own Prism child
        from .speech.prism_host import main as prism_host_main
        return prism_host_main()
    if args and args[0] == "replay":
        from .replay import main as replay_main
        if len(args) != 2:
            print('{"error": "usage: python -m game replay CASE.json", "action": null}')
            return 2
        return replay_main(args[1])
    if args and args[0] == "serve":
        from .net.cli import main as serve_main
        return serve_main(args[1:])
    if args and args[0] == "simulate":
        from .simulate import main as simulate_main
        return simulate_main(args[1:])
    parser = build_parser()
    options = parser.parse_args(args)
    problem = start_problem(options)
    if problem:
        parser.error(problem)  # prints usage and the problem, exits 2
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ.setdefault("SDL_NO_SIGNAL_HANDLERS", "1")  # Ctrl+C reaches Python: exit 130
    if sys.platform.startswith("linux"):
        # The game draws in software and presents a frame only when something changed: SDL's
        # OpenGL presentation would load Mesa (about 150 ms at start-up, 20 MB) for nothing.
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
    from .app import run
    return run(options)


if __name__ == "__main__":
    sys.exit(main())
