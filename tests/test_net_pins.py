"""The certificates the client remembers (issue 19, TLS): one SHA-256 fingerprint per server
address (host and port) in the user data folder; a damaged file is set aside and forgotten."""

from __future__ import annotations

import pytest

from game.net import pins

FINGERPRINT = "3f2a91c07b4de815" + "ab" * 24


def test_a_fingerprint_is_kept_per_server_address():
    assert pins.load("wss://127.0.0.1:8799") is None
    assert pins.save("wss://127.0.0.1:8799", FINGERPRINT.upper())
    assert pins.load("wss://127.0.0.1:8799/") == FINGERPRINT  # the same server, kept in lower case
    assert pins.load("wss://127.0.0.1:8800") is None
    assert pins.load("wss://localhost:8799") is None
    assert pins.pins_path().name == "certificates.json"
    assert pins.forget("wss://127.0.0.1:8799") is True
    assert pins.load("wss://127.0.0.1:8799") is None
    assert pins.forget("wss://127.0.0.1:8799") is False


def test_the_server_address_is_host_and_port():
    assert pins.server_of("wss://Example.org/play") == "example.org:443"
    assert pins.server_of("wss://example.org:8443/play") == "example.org:8443"
    assert pins.server_of("wss://[::1]:8799") == "[::1]:8799"
    assert pins.short(FINGERPRINT) == "3F2A 91C0 7B4D E815"


def test_only_fingerprints_are_kept():
    with pytest.raises(ValueError):
        pins.save("wss://127.0.0.1:8799", "not a fingerprint")
    assert pins.load("wss://127.0.0.1:8799") is None


def test_a_damaged_file_is_set_aside():
    path = pins.pins_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{not json", encoding="utf-8")
    assert pins.load("wss://127.0.0.1:8799") is None
    assert path.with_name("certificates.json.bad").read_text(encoding="utf-8") == "{not json"
    assert not path.exists()
    pins.save("wss://127.0.0.1:8799", FINGERPRINT)
    assert pins.load("wss://127.0.0.1:8799") == FINGERPRINT


def test_odd_entries_are_ignored():
    path = pins.pins_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"certificates": {"a:1": 5, "b:2": "xyz", "c:3": "%s"}}' % FINGERPRINT, encoding="utf-8")
    assert pins.load("wss://a:1") is None and pins.load("wss://b:2") is None
    assert pins.load("wss://c:3") == FINGERPRINT
