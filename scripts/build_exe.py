"""Build the one-folder executable with PyInstaller: ``python scripts/build_exe.py [DIST_DIR]``.

Needs the build extra (``pip install -e ".[build]"``). The program lands in
``DIST_DIR/ninety-nine/ninety-nine`` (``.exe`` on Windows); DIST_DIR defaults to ``dist``.
Try it with ``dist/ninety-nine/ninety-nine --smoke``.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def build(dist: Path, work: Path | None = None, log: Path | None = None) -> Path:
    """Run PyInstaller on packaging/ninety-nine.spec; returns the built program's path.

    ``work`` is PyInstaller's work folder (default ``build-pyinstaller`` beside ``dist``; the
    compiled catalogs are made there too, nothing goes to the system's temporary folder). With
    ``log``, PyInstaller's warnings and errors are written to that file instead of the terminal
    (a clean build writes none).

    Raises:
        subprocess.CalledProcessError: when PyInstaller fails.
    """
    work = work or dist.parent / "build-pyinstaller"
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
               "--distpath", str(dist), "--workpath", str(work), str(ROOT / "packaging" / "ninety-nine.spec")]
    env = dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1")  # pygame's greeting, once per analysis step
    if log is None:
        subprocess.run(command, check=True, cwd=ROOT, env=env)
    else:
        with log.open("w", encoding="utf-8") as out:
            subprocess.run(command, check=True, cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT)
    name = "ninety-nine.exe" if sys.platform == "win32" else "ninety-nine"
    return dist / "ninety-nine" / name


def main(argv: list[str]) -> int:
    """Build into ``argv[0]`` (default ``dist``) and print the program's path."""
    dist = Path(argv[0]).resolve() if argv else ROOT / "dist"
    print(build(dist))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
