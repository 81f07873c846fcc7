"""The certificates a client remembers: for a ``wss://`` server whose certificate the system does
not trust (a self-signed one), the SHA-256 fingerprint seen on the first visit, per server
address (host and port), in the user data folder (``certificates.json``, beside the tokens'
``online.json``). Later visits accept only that certificate (trust on first use). A damaged file
is set aside (``certificates.json.damaged``) and forgotten: the next visit remembers again."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from urllib.parse import urlsplit

FILE_NAME = "certificates.json"
FINGERPRINT = re.compile(r"[0-9a-f]{64}")
"""A fingerprint as kept: 64 lower-case hex digits (SHA-256 of the certificate in DER form)."""


def pins_path() -> Path:
    """``<user data folder>/certificates.json`` (``$NINETYNINE_DATA_DIR`` overrides the folder)."""
    from ..paths import data_dir
    return data_dir() / FILE_NAME


def server_of(url: str) -> str:
    """The server address a certificate belongs to: ``host:port`` of ``url``, the host in lower
    case, the port 443 when the address has none (``wss://Example.org/play`` -> ``example.org:443``).
    An address that cannot be read is kept whole (stripped)."""
    try:
        parts = urlsplit(url.strip())
        host, port = parts.hostname, parts.port
    except ValueError:
        return url.strip()
    if not host:
        return url.strip()
    host = f"[{host}]" if ":" in host else host
    return f"{host}:{port or (443 if parts.scheme == 'wss' else 80)}"


def short(fingerprint: str) -> str:
    """The first 16 hex digits of a fingerprint in groups of four, upper case, to be said or
    compared by a person: ``"3F2A 91C0 7B4D E815"``."""
    head = fingerprint[:16].upper()
    return " ".join(head[index:index + 4] for index in range(0, len(head), 4))


def _read() -> dict[str, str]:
    path = pins_path()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    except (OSError, ValueError):
        try:
            path.replace(path.with_name(FILE_NAME + ".damaged"))
        except OSError:
            pass
        return {}
    pins = data.get("certificates") if isinstance(data, dict) else None
    if not isinstance(pins, dict):
        return {}
    return {key: value for key, value in pins.items()
            if isinstance(key, str) and isinstance(value, str) and FINGERPRINT.fullmatch(value)}


def _write(pins: dict[str, str]) -> bool:
    path = pins_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_name(FILE_NAME + ".tmp")
        temporary.write_text(json.dumps({"certificates": pins}, indent=1, sort_keys=True), encoding="utf-8")
        os.replace(temporary, path)
    except OSError:
        return False
    return True


def load(url: str) -> str | None:
    """The fingerprint remembered for the server of ``url``, or None."""
    return _read().get(server_of(url))


def save(url: str, fingerprint: str) -> bool:
    """Remember ``fingerprint`` (64 hex digits) for the server of ``url``, written atomically.
    Returns False when the file could not be written (the next visit then asks again).

    Raises:
        ValueError: ``fingerprint`` is not 64 hex digits.
    """
    fingerprint = fingerprint.lower()
    if not FINGERPRINT.fullmatch(fingerprint):
        raise ValueError(f"not a SHA-256 fingerprint: {fingerprint!r}")
    pins = _read()
    pins[server_of(url)] = fingerprint
    return _write(pins)


def forget(url: str) -> bool:
    """Forget the certificate remembered for the server of ``url`` (its owner changed it);
    True when one was remembered and the file was written."""
    pins = _read()
    if pins.pop(server_of(url), None) is None:
        return False
    return _write(pins)
