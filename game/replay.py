"""``python -m game replay CASE.json``: run a rule case and print the state it leads to.

The contract is docs/replay-cases.md: one JSON object on stdout and exit 0; or
``{"error": "<what and why>", "action": <index or null>}`` and exit 2 for a malformed case or an
illegal action. Never a traceback.
"""

from __future__ import annotations

import importlib
import json
import logging
import sys
from typing import Any

from .engine.errors import QUOTE_LIMIT, ReplayError, quoted

log = logging.getLogger(__name__)

GAMES = {"counting": "game.counting.replay", "tricks": "game.tricks.replay"}


def run_case(case: Any) -> dict[str, Any]:
    """Run a parsed case (a dict with ``game``, ``setup``, ``actions``) and return the output state.

    Raises:
        ReplayError: for a malformed case or an illegal action.
    """
    if not isinstance(case, dict):
        raise ReplayError("a case must be a JSON object")
    game = case.get("game")
    if not isinstance(game, str) or game not in GAMES:
        raise ReplayError(f"unknown game {quoted(game)}: expected one of {', '.join(sorted(GAMES))}")
    module = importlib.import_module(GAMES[game])
    return module.run_case(case)


MAX_CASE_BYTES = 4 * 1024 * 1024
"""A case file larger than this (4 MiB) is refused unread (cases are a few KiB)."""


def _load(path: str) -> Any:
    """Read and parse the case file at ``path``.

    Raises:
        ReplayError: unreadable, too large, not UTF-8 text, or not JSON a case can be made of.
    """
    try:
        with open(path, "rb") as file:
            data = file.read(MAX_CASE_BYTES + 1)
    except OSError as exc:
        raise ReplayError(f"cannot read {path}: {exc.strerror or exc}") from None
    if len(data) > MAX_CASE_BYTES:
        raise ReplayError(f"{path} is larger than {MAX_CASE_BYTES // (1024 * 1024)} MiB: not a case")
    try:
        text = data.decode("utf-8-sig")  # a leading BOM (Windows Notepad) is fine
    except UnicodeDecodeError:
        raise ReplayError(f"{path} is not UTF-8 text") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise ReplayError(f"{path} is not valid JSON: {exc.msg} at line {exc.lineno}") from None
    except RecursionError:
        raise ReplayError(f"{path} is nested too deeply to be a case") from None
    except ValueError as exc:  # e.g. an integer with more digits than Python converts
        raise ReplayError(f"{path} has a value that cannot be read: {str(exc)[:QUOTE_LIMIT]}") from None


def main(path: str) -> int:
    """Replay the case file at ``path``; print the result as JSON. Returns the exit code (0 or 2)."""
    try:
        case = _load(path)
        result = run_case(case)
    except ReplayError as exc:
        print(json.dumps({"error": exc.message, "action": exc.action}))
        return 2
    except Exception as exc:  # the contract: never a traceback for a bad case
        log.debug("replay of %s failed unexpectedly", path, exc_info=True)  # for a developer's log only
        print(json.dumps({"error": f"internal error: {type(exc).__name__}: {str(exc)[:QUOTE_LIMIT]}",
                          "action": None}))
        return 2
    print(json.dumps(result))
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main(sys.argv[1]))
