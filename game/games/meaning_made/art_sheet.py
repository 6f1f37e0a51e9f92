"""A contact sheet of card faces with their generated art, to look at the pictures together.

    python -m game.games.meaning_made.art_sheet OUT.png [table|print]

``table``: 24 cards of both editions across every layer and Events, each at the size the table
draws it (docs/images/card_art.png is this sheet). ``print``: the same cards as printed (300 DPI
with bleed), drawn at print size and shown at a third of it, so the sheet stays a few MB.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pygame

BG = (34, 40, 54)


def _cards() -> tuple[list, list]:
    """Two Patterns per layer 1-6 and two Initiatives per layer 7-10 (edition `initiatives`),
    four Events, and a Pattern, a Project and an Event of edition `projects`."""
    from game.family import ruleset

    mm = ruleset("initiatives").default_cards()
    patterns = [c for layer in range(1, 7) for c in [p for p in mm.patterns.values() if p.layer == layer][:2]]
    initiatives = [
        c for layer in range(7, 11) for c in [i for i in mm.initiatives.values() if i.layer == layer][:2]
    ]
    events = [mm.events[e] for e in ("dry_spell", "cold_snap", "flash_flood", "power_outage")]
    pj = ruleset("projects").default_cards()
    projects = [
        next(iter(pj.patterns.values())),
        next(iter(pj.projects.values())),
        next(iter(pj.events.values())),
    ]
    return [*patterns, *initiatives, *events], projects


def table_sheet() -> pygame.Surface:
    from game.family.card_faces import faces_for

    mm, pj = _cards()
    initiatives, projects = faces_for("initiatives"), faces_for("projects")
    faces = []
    for card in mm:
        if hasattr(card, "cost_tokens"):
            faces.append(initiatives.thumbnail(card, 208, 194))
        elif hasattr(card, "spaces"):
            faces.append(initiatives.thumbnail(card, 208, 340))
        else:
            faces.append(initiatives.thumbnail(card, 220, 307))  # as the gallery shows an Event
    faces.append(projects.thumbnail(pj[0], 202, 232))
    faces.append(projects.thumbnail(pj[2], 220, 307))
    return _grid(faces[:24], 8)


def print_sheet() -> pygame.Surface:
    from game.family.card_faces import Item, faces_for
    from game.studio import print_faces

    mm, pj = _cards()
    kinds = {"cost_tokens": "pattern", "spaces": "initiative"}
    faces = []
    initiatives = faces_for("initiatives")
    for card in mm:
        kind = next((k for attr, k in kinds.items() if hasattr(card, attr)), "event")
        faces.append(initiatives.print_face(Item(kind, card)))
    projects = faces_for("projects")
    faces.append(projects.print_face(Item("pattern", pj[0])))
    faces.append(projects.print_face(Item("project", pj[1])))
    w, h = print_faces.PRINT_SIZE
    return _grid([pygame.transform.smoothscale(f, (w // 3, h // 3)) for f in faces[:24]], 8)


def _grid(faces: list[pygame.Surface], cols: int) -> pygame.Surface:
    gap = 10
    cw = max(f.get_width() for f in faces)
    rows: list[list[pygame.Surface]] = [faces[i : i + cols] for i in range(0, len(faces), cols)]
    heights = [max(f.get_height() for f in row) for row in rows]
    sheet = pygame.Surface((cols * (cw + gap) + gap, sum(heights) + gap * (len(rows) + 1)))
    sheet.fill(BG)
    y = gap
    for row, rh in zip(rows, heights, strict=True):
        for i, face in enumerate(row):
            sheet.blit(face, (gap + i * (cw + gap), y))
        y += rh + gap
    return sheet


def main(argv: list[str]) -> int:
    if not argv or argv[1:] not in ([], ["table"], ["print"]):
        print("usage: python -m game.games.meaning_made.art_sheet OUT.png [table|print]", file=sys.stderr)
        return 2
    from game.studio import print_faces

    started = print_faces.start_display()
    sheet = print_sheet() if argv[1:] == ["print"] else table_sheet()
    out = Path(argv[0])
    out.parent.mkdir(parents=True, exist_ok=True)
    print_faces.save_png(sheet, str(out))
    print_faces.stop_display(started)
    print(f"wrote {out} ({sheet.get_width()}×{sheet.get_height()})")
    return 0


if __name__ == "__main__":
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    sys.exit(main(sys.argv[1:]))
