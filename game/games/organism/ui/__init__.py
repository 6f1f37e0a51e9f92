"""ORGANISM's desktop table: the board view, animations, the table scene and the end screen."""
