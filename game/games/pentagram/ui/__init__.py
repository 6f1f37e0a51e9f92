"""The Pentagram 2 desktop table: the scene, its end screen and the card faces.

Everything here only draws and routes input; every rule is asked of :mod:`game.games.pentagram.rules`.
"""
