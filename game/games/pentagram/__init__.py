"""Pentagram 2 (seed 003, rulings PG1-PG8): feedback cards on a five-colour tableau.

Pure Python like every engine: the desktop table lives in :mod:`game.games.pentagram.ui`.
"""
