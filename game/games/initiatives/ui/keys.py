"""Meaning Made: Initiatives' keys at its table (docs/how-to-play.md): the four actions, 1-6 the
Prism's cards, Z X C V B the Initiative Index and N the End Initiative. Each key names the zone or
the button's command it stands for, so a key and a click are one intent."""

from __future__ import annotations

import pygame

from game.ui.input import KeyMap

KEYS = KeyMap({
    pygame.K_a: "acquire",
    pygame.K_g: "touchpoint",
    pygame.K_r: "recycle",
    pygame.K_k: "convert",
    **{getattr(pygame, f"K_{i}"): f"prism_{i}" for i in range(1, 7)},
    **{key: f"initiative_{i}" for i, key in enumerate(
        (pygame.K_z, pygame.K_x, pygame.K_c, pygame.K_v, pygame.K_b), start=1)},
    pygame.K_n: "end_initiative",
})
