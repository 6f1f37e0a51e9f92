"""ORGANISM's keys at its table (docs/how-to-play-organism.md): 1 2 3 choose the organism's type
(EAT, MOVE, GROW: the "btn:type_N" buttons), C circulates and N stops."""

from __future__ import annotations

import pygame

from game.ui.input import KeyMap

KEYS = KeyMap({
    pygame.K_1: "type_0",
    pygame.K_2: "type_1",
    pygame.K_3: "type_2",
    pygame.K_c: "circulate",
    pygame.K_n: "stop",
})
