"""Card studio tools for designers: print and Tabletop Simulator export, and card diffs.

``export`` and ``print_faces`` draw with the game's own card renderer (:mod:`game.ui.cards_view`),
so a printed card looks like the card on the table; ``diff`` needs neither pygame nor a display.
See docs/studio.md.
"""
