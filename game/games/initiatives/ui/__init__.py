"""Meaning Made `initiatives` at the table: its table scene, board and dialogs."""
