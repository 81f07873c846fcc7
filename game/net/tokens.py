"""The tokens a client keeps: one per server address and name, in the user data folder
(``online.json``, beside the saved games), so the same person gets their seat back after a drop,
a restart of the server or of the app. A damaged file is set aside (``online.json.bad``) and
forgotten."""

from __future__ import annotations

from pathlib import Path

from .kept import read_section, write_section

FILE_NAME = "online.json"


def tokens_path() -> Path:
    """``<user data folder>/online.json`` (``$NINETYNINE_DATA_DIR`` overrides the folder, as for saves)."""
    from ..paths import data_dir
    return data_dir() / FILE_NAME


def _key(url: str, name: str) -> str:
    return f"{url.strip().rstrip('/')} {name.strip().casefold()}"


def _read() -> dict[str, str]:
    return read_section(tokens_path(), "tokens")


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
    write_section(tokens_path(), "tokens", tokens)
