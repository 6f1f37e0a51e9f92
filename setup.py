"""What pyproject.toml cannot say: the game's data, which lives at the top of the checkout, goes
into the wheel inside the package, at ``game/_data/<folder>/`` (game/family/paths.py looks there
first). Everything else about the package is in pyproject.toml.

Each data folder is mapped to a data-only package (``game._data.cards`` → ``cards/``) so
setuptools' own package-data machinery copies it; a file the game reads at run time and this
list misses is caught by tests/test_install.py.
"""

from setuptools import find_namespace_packages, setup

# folder at the top of the checkout → the files of it the game reads (globs, ** recursive)
DATA: dict[str, list[str]] = {
    "cards": ["**/*"],
    "art": ["**/*"],  # icons, Tiled layouts, a designer's card art, the credits
    "fonts": ["*"],
    "tutorials": ["**/*"],
    "campaigns": ["**/*"],
    # The Rules screen: every game's documents and the pictures they show (not docs/balance/,
    # the lab's 14 MB of reports, nor the screenshots of docs/images/ that no rule shows).
    "docs": [
        "*.md",
        "examples/*.yaml",
        "images/rulebook/*.png",
        "images/rulebook-*/*.png",  # the other games' players' rulebooks
        "images/sizes/table_1920x1080.png",
        "images/projects_table.png",
    ],
}

# data a game keeps beside its code (read through game/family's guarded readers, by package path)
OWN_DATA: dict[str, list[str]] = {
    "game.games.pentagram": ["value_weights.json"],  # foresight's learned value (fit_value.py)
}

if __name__ == "__main__":  # also how setuptools' build backend runs this file
    setup(
        # pyproject.toml's `find` default: namespaces too, so a folder without __init__.py ships
        packages=[*find_namespace_packages(include=["game", "game.*"]), *(f"game._data.{d}" for d in DATA)],
        package_dir={f"game._data.{d}": d for d in DATA},
        package_data={**{f"game._data.{d}": globs for d, globs in DATA.items()}, **OWN_DATA},
    )
