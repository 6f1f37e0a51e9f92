"""The edition `life` table, its dialogs, card faces and end screen (pygame)."""
