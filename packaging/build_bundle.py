"""Build the one-folder desktop bundle: ``python packaging/build_bundle.py [--out DIR] [--check]``.

Needs PyInstaller (``pip install ".[bundle]"``), never needed to play or test. The bundle is made
from the wheel, not from the checkout: the script builds the wheel from a clean copy of the
source, installs it into a scratch folder with pip, and hands that folder to PyInstaller
(packaging/meaning-made.spec), so the bundle carries exactly the data the wheel carries.
``--check`` then starts the built program headless and says how long it took.

The steps are functions so tests/test_install.py builds and checks the wheel the same way.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

CHECKOUT = Path(__file__).resolve().parents[1]
SPEC = Path(__file__).resolve().with_name("meaning-made.spec")
NAME = "meaning-made"  # the bundle's folder and program
# Never copied into the build: version control, caches, earlier builds, the lab's output.
SKIP_EVERYWHERE = ("__pycache__", ".pytest_cache", ".ruff_cache", ".hypothesis", "*.egg-info", "*.pyc")
SKIP_AT_TOP = {".git", "build", "dist", "out", ".venv", "venv"}


class BuildError(Exception):
    """A step that failed; one line saying which, with the tool's last words."""


def _run(argv: list[str], what: str, **kwargs) -> subprocess.CompletedProcess[str]:
    result = subprocess.run(argv, capture_output=True, text=True, check=False, **kwargs)
    if result.returncode != 0:
        last = (result.stderr.strip() or result.stdout.strip()).splitlines()[-1:] or ["(no output)"]
        raise BuildError(f"{what} failed (exit {result.returncode}): {last[0]}")
    return result


def copy_source(dest: Path, checkout: Path = CHECKOUT) -> Path:
    """A clean copy of the checkout in ``dest/src``: setuptools builds in the source folder
    (build/, *.egg-info), and a stale build/ there can leak deleted files into a wheel."""
    skip_everywhere = shutil.ignore_patterns(*SKIP_EVERYWHERE)

    def skip(folder: str, names: list[str]) -> set[str]:
        top = SKIP_AT_TOP & set(names) if Path(folder) == checkout else set()
        return top | skip_everywhere(folder, names)

    src = dest / "src"
    shutil.copytree(checkout, src, ignore=skip)
    return src


def build_wheel(dest: Path, checkout: Path = CHECKOUT) -> Path:
    """The project's wheel, built by pip (as ``pip install .`` would) into ``dest``."""
    src = copy_source(dest, checkout)
    out = dest / "wheel"
    _run([sys.executable, "-m", "pip", "wheel", str(src), "--no-deps", "--quiet", "-w", str(out)],
         "building the wheel")
    wheels = sorted(out.glob("meaning_made-*.whl"))
    if len(wheels) != 1:
        raise BuildError(f"building the wheel made {len(wheels)} wheels in {out}, expected one")
    return wheels[0]


def install_wheel(wheel: Path, target: Path) -> Path:
    """The wheel installed into the folder ``target`` (pip --target, no dependencies: the
    running environment already has them)."""
    _run([sys.executable, "-m", "pip", "install", str(wheel), "--no-deps", "--quiet",
          "--target", str(target)], "installing the wheel")
    return target


def build_bundle(out: Path, scratch: Path) -> Path:
    """The one-folder bundle ``out/meaning-made/``, from the wheel installed in ``scratch``."""
    try:
        import PyInstaller  # noqa: F401  (only asked whether it is there)
    except ImportError:
        raise BuildError('PyInstaller is not installed: pip install ".[bundle]"') from None
    site = install_wheel(build_wheel(scratch), scratch / "site")
    _run([sys.executable, "-m", "PyInstaller", str(SPEC), "--noconfirm", "--clean",
          "--distpath", str(out), "--workpath", str(scratch / "work"), "--", "--site", str(site)],
         "PyInstaller")
    return out / NAME


def program(bundle: Path) -> Path:
    return bundle / (NAME + (".exe" if os.name == "nt" else ""))


def check_bundle(bundle: Path, frames: int = 60) -> float:
    """Start the bundled program headless (no screen, no sound card, a throwaway data folder)
    on the real table for ``frames`` frames; the seconds it took, or BuildError."""
    with tempfile.TemporaryDirectory(prefix="mm-bundle-check-") as data:
        env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
               "MEANING_MADE_DATA_DIR": data}
        start = time.perf_counter()
        _run([str(program(bundle)), "play", "--autoplay", "--players", "2", "--frames", str(frames)],
             "starting the bundle", env=env, cwd=data)
        return time.perf_counter() - start


def size_mb(folder: Path) -> float:
    """Megabytes on disk (PyInstaller links some libraries twice: a link is not counted)."""
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink()) / 1e6


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python packaging/build_bundle.py",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=CHECKOUT / "dist",
                        help="where the bundle's folder goes (default: dist/, ignored by git)")
    parser.add_argument("--check", action="store_true", help="then start it headless and time it")
    args = parser.parse_args(argv)
    try:
        with tempfile.TemporaryDirectory(prefix="mm-bundle-") as scratch:
            bundle = build_bundle(args.out.resolve(), Path(scratch))
        print(f"{bundle}: {size_mb(bundle):.0f} MB; run {program(bundle)}")
        if args.check:
            print(f"started headless and exited 0 in {check_bundle(bundle):.1f} s")
    except (BuildError, OSError) as exc:
        print(f"build_bundle: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
