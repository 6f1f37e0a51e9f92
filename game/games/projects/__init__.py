"""Meaning Made, edition `projects` (seed 001): Projects, the Pattern Gallery and the Pattern Stack."""
