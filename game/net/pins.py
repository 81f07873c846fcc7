"""The certificates a client remembers: for a ``wss://`` server whose certificate the system does
not trust (a self-signed one), the SHA-256 fingerprint seen on the first visit, per server
address (host and port), in the user data folder (``certificates.json``, beside the tokens'
``online.json``). Later visits accept only that certificate (trust on first use). A damaged file
is set aside (``certificates.json.bad``) and forgotten: the next visit remembers again."""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import urlsplit

from .kept import read_section, write_section

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
    return {key: value for key, value in read_section(pins_path(), "certificates").items()
            if FINGERPRINT.fullmatch(value)}


def _write(pins: dict[str, str]) -> bool:
    return write_section(pins_path(), "certificates", pins)


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
