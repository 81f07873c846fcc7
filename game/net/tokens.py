"""The tokens a client keeps: one per server address and name, in the user data folder
(``online.json``, beside the saved games), so the same person gets their seat back after a drop,
a restart of the server or of the app. A damaged file is set aside and forgotten."""

from __future__ import annotations

import json
import os
from pathlib import Path

FILE_NAME = "online.json"


def tokens_path() -> Path:
    """``<user data folder>/online.json`` (``$NINETYNINE_DATA_DIR`` overrides the folder, as for saves)."""
    from ..paths import data_dir
    return data_dir() / FILE_NAME


def _key(url: str, name: str) -> str:
    return f"{url.strip().rstrip('/')} {name.strip().casefold()}"


def _read() -> dict[str, str]:
    path = tokens_path()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    except (OSError, ValueError):
        try:
            path.replace(path.with_suffix(".json.damaged"))
        except OSError:
            pass
        return {}
    tokens = data.get("tokens") if isinstance(data, dict) else None
    return {k: v for k, v in tokens.items() if isinstance(k, str) and isinstance(v, str)} \
        if isinstance(tokens, dict) else {}


def load(url: str, name: str) -> str | None:
    """The token kept for ``name`` at ``url``, or None."""
    return _read().get(_key(url, name))


def save(url: str, name: str, token: str) -> None:
    """Keep ``token`` for ``name`` at ``url`` (written atomically; a failure is ignored: the
    person then comes back as new)."""
    tokens = _read()
    if tokens.get(_key(url, name)) == token:
        return
    tokens[_key(url, name)] = token
    path = tokens_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_suffix(".json.tmp")
        temporary.write_text(json.dumps({"tokens": tokens}, indent=1), encoding="utf-8")
        os.replace(temporary, path)
    except OSError:
        pass
