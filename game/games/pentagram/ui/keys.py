"""Pentagram 2's keys at its table (docs/how-to-play-pentagram.md): 1 places a worker on the card
just placed, 2 leaves it without one (the commands of the "btn:worker" and "btn:pass" buttons).
The arrows and Enter, which place the drawn card, are the shared keys."""

from __future__ import annotations

import pygame

from game.ui.input import KeyMap

KEYS = KeyMap({pygame.K_1: "worker", pygame.K_2: "pass"})
