"""Card gallery: every card of a game drawn by the game's renderer, filtered, searchable,
zoomable, and live: saving a card file (or, for Meaning Made, an art file) updates it within a
second. What a game's cards are, how they filter and search and how they look comes from the
game's studio provider (:mod:`game.family.card_faces`), so one scene serves every game with cards.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from game.family.card_faces import faces_for
from game.family.paths import CARDS_ROOT
from game.family.registry import DEFAULT_GAME
from game.ui import assets, navigate, theme
from game.ui.app import App, Scene
from game.ui.draw import button, label, panel
from game.ui.forms import gui_manager
from game.ui.hot_reload import CardWatcher, LiveCards
from game.ui.input import Intent
from game.ui.layout import Rect
from game.ui.scenes.card_zoom import CardZoom
from game.ui.text_entry import TextEntry

CARD_W, CARD_H = 220, 307  # poker proportions, 63:88
COLS = 7
GRID_X, GRID_Y = 70, 150
STEP_X, STEP_Y = 255, 350


class GalleryScene(Scene):
    wants_raw_events = True

    def __init__(
        self, app: App, edition: str = DEFAULT_GAME, folder: Path | None = None, watch: bool = True,
        designer: bool = True,
    ) -> None:
        """``edition`` is the game whose cards are shown (a Meaning Made edition or another game
        of the family); ``folder`` a card folder other than ``cards/<game>/``. ``designer``: the
        designer's gallery (`cards gallery`) names card ids, files and the art it watches; a
        player's, from the title, shows the cards by name alone."""
        super().__init__(app)
        self.designer = designer
        self.edition = edition
        self.faces = faces_for(edition)
        self.folder = folder or CARDS_ROOT / edition
        self.live = LiveCards(self.folder, edition, self.faces.load)
        self.art_folder = self.faces.art_folder
        watched = [self.folder] + ([self.art_folder] if self.art_folder is not None else [])
        self.watcher = CardWatcher(watched).start() if watch else None
        # The chosen button of each filter row; the first button of a row shows every card.
        self.chosen = {group.key: group.default for group in self.faces.filters}
        self.scroll = 0
        self.manager = gui_manager(app)
        self.search = TextEntry(
            pygame.Rect(1480, 82, 380, 40), self.manager, placeholder_text=self.faces.search_hint
        )
        self.reloads = 0

    # -- content ------------------------------------------------------------------------------
    def all_cards(self) -> list[Any]:
        return self.faces.gallery_cards(self.live.cards)

    def visible(self) -> list[Any]:
        query = self.search.get_text().strip().lower()
        narrowed = [(g.key, self.chosen[g.key]) for g in self.faces.filters
                    if self.chosen[g.key] != g.default]
        out = []
        for card in self.all_cards():
            if not all(self.faces.matches(card, key, value) for key, value in narrowed):
                continue
            if query and not any(query in text for text in self.faces.search_texts(card)):
                continue
            out.append(card)
        return out

    def refresh(self, changed: set[Path]) -> None:
        """Reload after files changed: new YAML re-renders its cards, new art re-renders all."""
        if not changed:
            return
        art = self.art_folder
        art_changed = art is not None and any(art in p.parents for p in changed)
        yaml_changed = any(p.suffix in (".yaml", ".yml") for p in changed)
        if art_changed:
            assets.clear_caches()
        if yaml_changed:
            self.live.reload()
        self.reloads += 1
        if self.live.errors:
            self.app.say("A card file has a problem: the last good version stays on screen", 3)

    # -- input --------------------------------------------------------------------------------
    def handle_raw(self, event: pygame.event.Event) -> None:
        self.manager.process_events(event)
        if self.search.is_focused and event.type in (pygame.KEYDOWN, pygame.TEXTINPUT):
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.search.unfocus()
            return
        intent = self.app.ctl.translate(self.app.mapped(event))
        if intent is not None:
            self.handle(intent)

    def handle(self, intent: Intent) -> None:
        t = intent.target
        if intent.kind == "inspect" or t == "inspect":
            # Right-click (or I over a card) zooms like a click; on anything else it does nothing.
            hovered = self.app.ctl.hovered
            # A card's id is read whole (a designer may name a card "12"), as a click's is below.
            pointed = intent if intent.kind == "inspect" else Intent("inspect", hovered.id if hovered else "")
            card_id = pointed.arg("card")
            if card_id is not None:
                self.zoom(card_id)
            return
        if intent.kind == "scroll":
            self.scroll = max(0, self.scroll - intent.amount * 120)
        elif t in ("down", "log_down"):
            self.scroll += 120 if t == "down" else 700
        elif t in ("up", "log_up"):
            self.scroll = max(0, self.scroll - (120 if t == "up" else 700))
        elif self._choose(intent):
            self.scroll = 0
        elif intent.arg("card") is not None:
            self.zoom(intent.arg("card") or "")
        elif t in ("gallery:close", "cancel"):
            self.close()

    def _choose(self, intent: Intent) -> bool:
        """A filter button (``type:green``, ``layer:3``): choose it; False if it is none."""
        for group in self.faces.filters:
            value = intent.arg(group.key)
            if value is not None and any(b.value == value for b in group.buttons):
                self.chosen[group.key] = value
                return True
        return False

    def close_down(self) -> None:
        if self.watcher is not None:
            self.watcher.stop()

    def close(self) -> None:
        if len(self.app.scenes) > 1:
            self.app.remove(self)
        else:
            navigate.to_title(self.app)

    def update(self, dt: float) -> bool:
        self.manager.update(dt)
        if self.watcher is not None:
            self.refresh(self.watcher.poll())
        return False

    # -- picture ------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        surf.fill(theme.BG)
        ctl = self.app.ctl
        cards = self.visible()
        rows = (len(cards) + COLS - 1) // COLS
        self.scroll = min(self.scroll, max(0, rows * STEP_Y - (1080 - GRID_Y) + 40))
        for i, card in enumerate(cards):
            x = GRID_X + (i % COLS) * STEP_X
            y = GRID_Y + (i // COLS) * STEP_Y - self.scroll
            if y + CARD_H < GRID_Y - 20 or y > 1080:
                continue
            surf.blit(self.faces.thumbnail(card, CARD_W, CARD_H), (x, y))
            label(
                surf,
                card.id if self.designer else card.name,  # the file's id is the designer's word
                (x + CARD_W // 2, y + CARD_H + 6),
                theme.FONT_SMALL,
                theme.TEXT_DIM,
                anchor="midtop",
                max_width=STEP_X - 12,
            )
            ctl.add(Rect(x, y, CARD_W, CARD_H), f"card:{card.id}", True, f"{card.name} — click to zoom")
        # The bar over the grid.
        pygame.draw.rect(surf, theme.PANEL_DARK, (0, 0, 1920, 138))
        label(surf, "Card gallery", (40, 18), theme.FONT_TITLE, theme.ACCENT, "bold")
        total = len(self.all_cards())
        label(
            surf,
            f"{len(cards)} of {total} cards · {self.faces.gallery_title}",
            (360, 30),
            theme.FONT_BODY,
            theme.TEXT_DIM,
        )
        watching = self.faces.watch_hint if self.watcher and self.designer else ""
        label(surf, watching, (900, 30), theme.FONT_SMALL, theme.TEXT_DIM)
        for group in self.faces.filters:
            for b in group.buttons:
                selected = self.chosen[group.key] == b.value
                button(
                    surf,
                    ctl,
                    Rect(b.x, 82, b.w, 40),
                    f"{group.key}:{b.value}",
                    "" if b.swatch else b.caption,
                    selected=selected,
                    size=theme.FONT_SMALL,
                )
                if b.swatch is not None:
                    self._swatch_caption(surf, b.x, b.w, b.swatch, b.caption, selected)
        button(surf, ctl, Rect(1780, 20, 120, 44), "gallery:close", "Close")
        if self.live.errors:
            self._errors(surf)
        self.manager.draw_ui(surf)

    def _swatch_caption(self, surf: pygame.Surface, x: int, w: int, colour: tuple[int, int, int],
                        caption: str, selected: bool) -> None:
        """A colour dot and the colour's name, centred together on a filter button."""
        img = assets.text(caption, theme.FONT_SMALL, theme.TEXT_DARK if selected else theme.TEXT, "semibold")
        r, gap = 8, 6
        left = x + (w - (2 * r + gap + img.get_width())) // 2
        pygame.draw.circle(surf, colour, (left + r, 102), r)
        pygame.draw.circle(surf, (200, 200, 212), (left + r, 102), r, 1)  # black needs an edge
        surf.blit(img, img.get_rect(midleft=(left + 2 * r + gap, 102)))

    def _errors(self, surf: pygame.Surface) -> None:
        lines = self.live.errors[:4]
        r = Rect(40, 1080 - 60 - 30 * len(lines), 1840, 40 + 30 * len(lines))
        panel(surf, r, (70, 36, 36), theme.BAD, 10, 2)
        label(
            surf,
            "⚠️ The card files have a problem; the last good version stays on screen:",
            (r.x + 16, r.y + 8),
            theme.FONT_BODY,
            theme.WARN,
            "semibold",
        )
        for i, line in enumerate(lines):
            label(surf, line, (r.x + 16, r.y + 40 + i * 30), theme.FONT_SMALL, theme.TEXT)

    def zoom(self, cid: str) -> None:
        self.app.push(CardZoom(self.app, lambda: self._look(cid), self.edition, self.faces.zoom_face))

    def _look(self, cid: str) -> tuple[Any, str] | None:
        """The zoomed card as its file says now, so saving the file updates the zoom too."""
        card = next((c for c in self.all_cards() if c.id == cid), None)
        if card is None:
            return None
        return self.faces.shown(card), self.faces.caption(card) if self.designer else card.name
