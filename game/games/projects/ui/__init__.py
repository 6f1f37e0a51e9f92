"""Edition `projects` at the desktop: its table, card faces, dialogs and end screen."""
