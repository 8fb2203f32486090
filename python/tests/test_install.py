"""A wheel of this package, installed where no repository is, finds the engine it carries."""

import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1]


@pytest.mark.skipif(
    not (PACKAGE / "globetrotter" / "_engine" / "globetrotter-engine.mjs").is_file(),
    reason="npm run build writes the engine the wheel carries",
)
def test_a_wheel_installed_outside_the_repository_plays_a_game(tmp_path: Path) -> None:
    # Arrange: a wheel (built from a copy: setuptools writes build/ beside the sources), and a
    # virtual environment that sees numpy but not this folder.
    source = tmp_path / "source"
    shutil.copytree(PACKAGE, source, ignore=shutil.ignore_patterns("tests", "build", "*.egg-info", "__pycache__"))
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp_path), str(source)],
        check=True,
    )
    [wheel] = tmp_path.glob("globetrotter-*.whl")
    env_dir = tmp_path / "venv"
    venv.create(env_dir, system_site_packages=True, with_pip=False)
    python = env_dir / "bin" / "python"
    target = tmp_path / "site"
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "--no-deps", "--no-index", "-q", "--target", str(target), str(wheel)],
        check=True,
    )
    env = {k: v for k, v in os.environ.items() if k not in ("GLOBETROTTER_ENGINE", "PYTHONPATH")}
    env["PYTHONPATH"] = str(target)
    script = (
        "import globetrotter, pathlib\n"
        "from globetrotter import Game, find_engine\n"
        "print(find_engine()[1])\n"
        "s = Game(players=2).new_initial_state(seed=7)\n"
        "s.apply_action(s.legal_actions()[0])\n"
        "print(pathlib.Path(globetrotter.__file__).parent)\n"
    )

    # Act: run from a folder outside the repository.
    out = subprocess.run([str(python), "-c", script], cwd=tmp_path, env=env, capture_output=True, text=True, check=True)

    # Assert: the engine found is the one inside the installed package.
    engine, package = out.stdout.split()
    assert Path(engine).name == "globetrotter-engine.mjs"
    assert Path(engine).parent.parent == Path(package)
    assert str(target) in package
