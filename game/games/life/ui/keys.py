"""Life Builds Meaning's keys at its table: A acquire, G touchpoint, R stabilize, K convert,
1-6 the Market and Z X C the Project row. Each key names the zone or the button's command it
stands for, so a key and a click are one intent."""

from __future__ import annotations

import pygame

from game.ui.input import KeyMap

KEYS = KeyMap({
    pygame.K_a: "acquire",
    pygame.K_g: "touchpoint",
    pygame.K_r: "stabilize",
    pygame.K_k: "convert",
    **{getattr(pygame, f"K_{i}"): f"market_{i}" for i in range(1, 7)},
    pygame.K_z: "project_1",
    pygame.K_x: "project_2",
    pygame.K_c: "project_3",
})
