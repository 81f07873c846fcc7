"""Build hook: compile the translation catalogs (``game/locale/*/LC_MESSAGES/messages.po``) to
``messages.mo`` inside the built package, with the SHA-256 of the ``.po`` compiled in
``messages.po.sha256`` beside it, so a wheel or a regular install uses its compiled catalogs
without Babel (:func:`game.i18n.load_catalog` trusts a ``.mo`` whose recorded hash is the
``.po``'s own). The project's metadata is in pyproject.toml.

An editable install (``pip install -e .``) runs the package from the source tree, where this
step does not run: there :func:`game.i18n.load_catalog` compiles a catalog once and keeps it in
the user cache folder. Nothing compiled is ever written into the source tree or committed.
"""

import hashlib
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py


class BuildPyWithCatalogs(build_py):
    """``build_py``, then ``messages.po`` -> ``messages.mo`` and ``messages.po.sha256`` beside
    each copied catalog (the hash file's name is ``game.i18n.SOURCE_HASH_FILE``)."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po
        for po in sorted(Path(self.build_lib, "game", "locale").glob("*/LC_MESSAGES/messages.po")):
            with po.open("rb") as handle:
                catalog = read_po(handle, locale=po.parent.parent.name)
            with po.with_suffix(".mo").open("wb") as handle:
                write_mo(handle, catalog, use_fuzzy=False)
            digest = hashlib.sha256(po.read_bytes()).hexdigest()
            (po.parent / "messages.po.sha256").write_text(digest + "\n", encoding="ascii")


setup(cmdclass={"build_py": BuildPyWithCatalogs})
