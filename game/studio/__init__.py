"""Card studio tools for designers: print and Tabletop Simulator export, and card diffs.

Every game with cards has a provider (:mod:`game.family.card_faces`) saying what it prints and how;
``export`` draws with the game's own card renderer through it, so a printed card looks like the
card on the table; ``diff`` needs neither pygame nor a display. See docs/studio.md.
"""
