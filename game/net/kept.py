"""Small JSON files a client keeps in its user data folder (the tokens, the certificates): one
object with one section of text keys and text values. A damaged file is set aside with the
project's usual name (:func:`game.paths.set_aside_file`: ``<name>.bad``, ``.bad.1``, ...) and
forgotten; a file is replaced whole (:func:`game.autosave.store.write_atomic`)."""

from __future__ import annotations

import json
from pathlib import Path


def read_section(path: Path, section: str) -> dict[str, str]:
    """The text entries of ``section`` in the JSON file at ``path``: ``{}`` when there is no file,
    or when it is damaged (then it is set aside). Entries that are not text are left out."""
    from ..paths import set_aside_file
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    except (OSError, ValueError):
        try:
            set_aside_file(path)
        except OSError:
            pass
        return {}
    entries = data.get(section) if isinstance(data, dict) else None
    if not isinstance(entries, dict):
        return {}
    return {key: value for key, value in entries.items() if isinstance(key, str) and isinstance(value, str)}


def write_section(path: Path, section: str, entries: dict[str, str]) -> bool:
    """Replace the file at ``path`` by ``{section: entries}``; False when it could not be
    written (the old file is left as it was)."""
    from ..autosave.store import write_atomic
    try:
        write_atomic(path, json.dumps({section: entries}, indent=1, sort_keys=True).encode("utf-8"))
    except OSError:
        return False
    return True
