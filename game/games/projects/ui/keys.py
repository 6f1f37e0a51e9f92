"""Meaning Made: Projects' keys at its table: A G K the actions, 1-6 the Gallery, Z X C the
Project row and N the Stewardship Project. Each key names the zone or the button's command it
stands for, so a key and a click are one intent."""

from __future__ import annotations

import pygame

from game.ui.input import KeyMap

KEYS = KeyMap({
    pygame.K_a: "acquire",
    pygame.K_g: "touchpoint",
    pygame.K_k: "convert",
    **{getattr(pygame, f"K_{i}"): f"gallery_{i}" for i in range(1, 7)},
    pygame.K_z: "project_1",
    pygame.K_x: "project_2",
    pygame.K_c: "project_3",
    pygame.K_n: "stewardship",
})
