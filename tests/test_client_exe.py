"""The packaged program (slow: run by .ci/run with ``pytest -m slow``): PyInstaller builds the
one-folder program from packaging/ninety-nine.spec with a clean log, nothing left in the temporary
folder, one copy of each library, no Babel, at most 45 MiB; it passes ``--smoke`` headless in
English and Spanish. The wheel ships compiled catalogs with the hash of their sources."""

import hashlib
import importlib.util
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.slow
MAX_BYTES = 45 * 1024 * 1024
"""The stand-alone program's size on disk at most (issue 22; ``du -sh dist/ninety-nine``)."""


def _build(tmp_path):
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        from build_exe import build
    finally:
        sys.path.remove(str(ROOT / "scripts"))
    temp = tmp_path / "temp"
    temp.mkdir()
    log = tmp_path / "build.log"
    old = {name: os.environ.get(name) for name in ("TMPDIR", "TEMP", "TMP")}
    os.environ.update(TMPDIR=str(temp), TEMP=str(temp), TMP=str(temp))
    try:
        program = build(tmp_path / "dist", tmp_path / "work", log=log)
    finally:
        for name, value in old.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
    return program, log.read_text(encoding="utf-8"), temp


def _smoke(program, tmp_path, language):
    transcript = tmp_path / f"transcript-{language}.txt"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               NINETYNINE_CONFIG_DIR=str(tmp_path / "config"), NINETYNINE_DATA_DIR=str(tmp_path / "data"))
    result = subprocess.run([str(program), "--smoke", "--language", language, "--transcript", str(transcript)],
                            env=env, capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    return transcript.read_text(encoding="utf-8").splitlines()[0], result.stderr


@pytest.mark.skipif(importlib.util.find_spec("PyInstaller") is None,
                    reason='PyInstaller is not installed: pip install -e ".[build]"')
def test_built_program_is_lean_and_runs_smoke_headless(tmp_path):
    program, log, temp = _build(tmp_path)
    assert program.exists()
    problems = [line for line in log.splitlines() if "WARNING" in line or "ERROR" in line]
    assert problems == [], "the build log is not clean"
    assert list(temp.iterdir()) == [], "the build left files in the temporary folder"
    bundle = program.parent
    files = [path for path in bundle.rglob("*") if path.is_file() and not path.is_symlink()]
    size = sum(path.stat().st_size for path in files)
    assert size <= MAX_BYTES, f"the program takes {size / 2**20:.1f} MiB"
    by_content = {}
    for path in files:
        if ".so" in path.name or path.suffix in (".dll", ".dylib", ".pyd"):
            by_content.setdefault(hashlib.sha256(path.read_bytes()).hexdigest(), []).append(path)
    assert [paths for paths in by_content.values() if len(paths) > 1] == [], "a library is bundled twice"
    if sys.platform.startswith("linux"):
        assert [p.name for p in files if p.name == "libprism.so"] == ["libprism.so"]
    assert not [p for p in bundle.rglob("babel") if p.is_dir()], "Babel bundled"
    assert not list(bundle.rglob("messages.po")), "catalog sources bundled"
    assert list(bundle.rglob("DejaVuSans.ttf")), "font not bundled"
    assert list(bundle.rglob("your_turn.wav")), "sound cues not bundled"
    assert list(bundle.rglob("counting.md")), "rules texts not bundled"
    first, stderr = _smoke(program, tmp_path, "en")
    assert first.startswith("Main menu. ")
    assert "assets folder not found" not in stderr
    assert "shipped font missing" not in stderr
    assert "Prism could not be imported" not in stderr, "prismatoid not bundled"
    assert "Prism's library could not be loaded" not in stderr
    first, stderr = _smoke(program, tmp_path, "es")
    assert first.startswith("Menú principal. ")
    assert "could not be loaded" not in stderr


def test_wheel_ships_compiled_catalogs_with_the_hash_of_their_sources(tmp_path):
    """pip installs the .po after the .mo: the recorded hash, not the file times, lets the game
    use the .mo (no Babel at run time)."""
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(tmp_path), str(ROOT)],
                   check=True, timeout=600)
    (wheel,) = tmp_path.glob("ninety_nine-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        for language in ("es", "ru"):
            folder = f"game/locale/{language}/LC_MESSAGES/"
            assert {folder + "messages.po", folder + "messages.mo", folder + "messages.po.sha256"} <= names
            recorded = archive.read(folder + "messages.po.sha256").decode("ascii").strip()
            assert recorded == hashlib.sha256(archive.read(folder + "messages.po")).hexdigest()
        archive.extractall(tmp_path / "installed")
    code = ("import sys; from game import i18n; i18n.set_language('es'); "
            "assert i18n._('Main menu') == 'Menú principal', i18n._('Main menu'); "
            "print(any(m.split('.')[0] == 'babel' for m in sys.modules), i18n.__file__)")
    env = dict(os.environ, PYTHONPATH=str(tmp_path / "installed"), NINETYNINE_CACHE_DIR=str(tmp_path / "cache"))
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True,
                         cwd=tmp_path)
    assert out.stdout.split() == ["False", str(tmp_path / "installed" / "game" / "i18n.py")]
    assert not (tmp_path / "cache").exists()
