"""TLS: with a certificate and key the server speaks ``wss://`` (a test CA made by trustme);
a client that trusts the CA plays, one that does not is refused by its own TLS check."""

from __future__ import annotations

import ssl

import pytest
import trustme

from game.net.client import CertificateChanged, Client, fingerprint
from net_helpers import run, serving


def test_wss_with_a_trusted_certificate(tmp_path):
    ca = trustme.CA()
    certificate = ca.issue_cert("127.0.0.1", "localhost")
    server_context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    certificate.configure_cert(server_context)
    client_context = ssl.create_default_context()
    ca.configure_trust(client_context)

    async def scenario():
        async with serving(tmp_path, ssl=server_context) as server:
            address = f"wss://127.0.0.1:{server.port}"
            ana = Client(address, ssl=client_context)
            welcome = await ana.connect("Ana")
            assert welcome["name"] == "Ana"
            await ana.create("counting", {"players": 2}, computers=1, cpu_delay=0)
            assert (await ana.wait_for("table"))["table"]["seats"][1]["kind"] == "computer"
            await ana.close()
            stranger = Client(address)  # the system's trust store: the test CA is not in it
            with pytest.raises(ssl.SSLCertVerificationError):
                await stranger.connect("Ben")
            plain = Client(f"ws://127.0.0.1:{server.port}")
            with pytest.raises(Exception):
                await plain.connect("Cy", timeout=3)
    run(scenario(), 20)


def test_serve_refuses_a_missing_key(tmp_path, capsys):
    """``serve --certfile`` without ``--keyfile`` is a usage error (exit 2)."""
    from game.net.cli import main
    with pytest.raises(SystemExit) as exit_info:
        main(["--certfile", str(tmp_path / "cert.pem"), "--data", str(tmp_path)])
    assert exit_info.value.code == 2
    assert "--certfile and --keyfile go together" in capsys.readouterr().err


def test_a_self_signed_certificate_is_remembered_by_its_fingerprint(tmp_path):
    """First visit: the certificate is accepted and its fingerprint told; later visits pinned to
    it connect; a changed certificate is refused with both fingerprints."""
    certificate = trustme.CA().issue_cert("127.0.0.1")
    server_context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    certificate.configure_cert(server_context)
    der = ssl.PEM_cert_to_DER_cert(certificate.cert_chain_pems[0].bytes().decode())

    async def scenario():
        async with serving(tmp_path, ssl=server_context) as server:
            address = f"wss://127.0.0.1:{server.port}"
            first = Client(address, trust_first=True)
            await first.connect("Ana")
            assert first.fingerprint == fingerprint(der)
            await first.close()
            again = Client(address, pin=first.fingerprint)
            await again.connect("Ana2")
            await again.close()
            changed = Client(address, pin="ab" * 32)
            with pytest.raises(CertificateChanged) as refused:
                await changed.connect("Ana3")
            assert (refused.value.expected, refused.value.found) == ("ab" * 32, fingerprint(der))
    run(scenario(), 20)
