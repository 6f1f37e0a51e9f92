"""Card gallery: every card of an edition drawn by the game's renderer, filtered, searchable,
zoomable, and live: saving a card file or an art file updates it within a second.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryLine

from game.engine.card_loader import CARDS_ROOT
from game.engine.cards import Event, Initiative, Pattern
from game.ui import assets, cards_view, navigate, theme
from game.ui.app import App, Scene
from game.ui.assets import CARD_ART
from game.ui.cards_view import InitiativeView
from game.ui.draw import button, label, panel
from game.ui.forms import gui_theme
from game.ui.hot_reload import CardWatcher, LiveCards
from game.ui.input import Intent
from game.ui.layout import Rect
from game.ui.scenes.card_zoom import CardZoom, Shown

CARD_W, CARD_H = 220, 307  # poker proportions, 63:88
COLS = 7
GRID_X, GRID_Y = 70, 150
STEP_X, STEP_Y = 255, 350
TYPES = ("all", "pattern", "initiative", "event")
Card = Pattern | Initiative | Event


def kind_of(card: Card) -> str:
    return (
        "pattern" if isinstance(card, Pattern) else "initiative" if isinstance(card, Initiative) else "event"
    )


def as_printed(card: Card) -> Shown:
    """What a card shows out of play: Initiatives empty, nothing paid and no one on them."""
    if isinstance(card, Initiative):
        return InitiativeView.unplayed(card)
    return card


def render_card(card: Card, w: int, h: int, edition: str) -> pygame.Surface:
    shown = as_printed(card)
    if isinstance(shown, Pattern):
        return cards_view.pattern_card(shown, w, h, edition)
    if isinstance(shown, InitiativeView):
        return cards_view.initiative_card(shown, w, h, edition)
    return cards_view.event_card(shown, w, h, 0, edition)


class GalleryScene(Scene):
    wants_raw_events = True

    def __init__(
        self, app: App, edition: str = "initiatives", folder: Path | None = None, watch: bool = True
    ) -> None:
        super().__init__(app)
        self.edition = edition
        self.folder = folder or CARDS_ROOT / edition
        self.live = LiveCards(self.folder, edition)
        self.art_folder = CARD_ART / edition
        self.watcher = CardWatcher([self.folder, self.art_folder]).start() if watch else None
        self.kind = "all"
        self.layer = 0  # 0: every layer
        self.scroll = 0
        self.manager = pygame_gui.UIManager(theme.LOGICAL_SIZE, gui_theme())
        self.search = UITextEntryLine(
            pygame.Rect(1480, 82, 380, 40), self.manager, placeholder_text="Search by name"
        )
        self.reloads = 0

    # -- content ------------------------------------------------------------------------------
    def all_cards(self) -> list[Card]:
        c = self.live.cards
        return [*c.patterns.values(), *c.initiatives.values(), *c.events.values()]

    def visible(self) -> list[Card]:
        query = self.search.get_text().strip().lower()
        out = []
        for card in self.all_cards():
            if self.kind != "all" and kind_of(card) != self.kind:
                continue
            if self.layer and getattr(card, "layer", None) != self.layer:
                continue
            if query and query not in card.name.lower() and query not in card.id:
                continue
            out.append(card)
        return out

    def refresh(self, changed: set[Path]) -> None:
        """Reload after files changed: new YAML re-renders its cards, new art re-renders all."""
        if not changed:
            return
        art_changed = any(self.art_folder in p.parents for p in changed)
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
        intent = self.app.ctl.translate(event)
        if intent is not None:
            self.handle(intent)

    def handle(self, intent: Intent) -> None:
        t = intent.target
        if intent.kind == "inspect" or t == "inspect":
            # Right-click (or I over a card) zooms like a click; on anything else it does nothing.
            hovered = self.app.ctl.hovered
            target = t if intent.kind == "inspect" else hovered.id if hovered else ""
            head, _, card_id = target.partition(":")
            if head == "card":
                self.zoom(card_id)
            return
        if intent.kind == "scroll":
            self.scroll = max(0, self.scroll - intent.amount * 120)
        elif t in ("down", "log_down"):
            self.scroll += 120 if t == "down" else 700
        elif t in ("up", "log_up"):
            self.scroll = max(0, self.scroll - (120 if t == "up" else 700))
        elif intent.arg("type") is not None:
            self.kind, self.scroll = intent.arg("type"), 0
        elif intent.arg("layer") is not None:
            self.layer, self.scroll = int(intent.arg("layer") or 0), 0
        elif intent.arg("card") is not None:
            self.zoom(intent.arg("card") or "")
        elif t in ("gallery:close", "cancel"):
            self.close()

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
            surf.blit(render_card(card, CARD_W, CARD_H, self.edition), (x, y))
            label(
                surf,
                card.id,
                (x + CARD_W // 2, y + CARD_H + 6),
                theme.FONT_SMALL,
                theme.TEXT_DIM,
                anchor="midtop",
            )
            ctl.add(Rect(x, y, CARD_W, CARD_H), f"card:{card.id}", True, f"{card.name} — click to zoom")
        # The bar over the grid.
        pygame.draw.rect(surf, theme.PANEL_DARK, (0, 0, 1920, 138))
        label(surf, "Card gallery", (40, 18), theme.FONT_TITLE, theme.ACCENT, "bold")
        total = len(self.all_cards())
        label(
            surf,
            f"{len(cards)} of {total} cards · edition {self.edition}",
            (360, 30),
            theme.FONT_BODY,
            theme.TEXT_DIM,
        )
        watching = "live: save a card file or drop in art/cards/<edition>/<id>.png" if self.watcher else ""
        label(surf, watching, (900, 30), theme.FONT_SMALL, theme.TEXT_DIM)
        for i, kind in enumerate(TYPES):
            caption = {"all": "All", "pattern": "Patterns", "initiative": "Initiatives", "event": "Events"}[
                kind
            ]
            button(
                surf,
                ctl,
                Rect(40 + i * 150, 82, 140, 40),
                f"type:{kind}",
                caption,
                selected=self.kind == kind,
                size=theme.FONT_SMALL,
            )
        for layer in range(0, 11):
            caption = "All layers" if layer == 0 else str(layer)
            w = 120 if layer == 0 else 52
            x = 660 + (0 if layer == 0 else 130 + (layer - 1) * 58)
            button(
                surf,
                ctl,
                Rect(x, 82, w, 40),
                f"layer:{layer}",
                caption,
                selected=self.layer == layer,
                size=theme.FONT_SMALL,
            )
        button(surf, ctl, Rect(1780, 20, 120, 44), "gallery:close", "Close")
        if self.live.errors:
            self._errors(surf)
        self.manager.draw_ui(surf)

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
        self.app.push(CardZoom(self.app, lambda: self._look(cid), self.edition))

    def _look(self, cid: str) -> tuple[Shown, str] | None:
        """The zoomed card as its file says now, so saving the file updates the zoom too."""
        card = next((c for c in self.all_cards() if c.id == cid), None)
        if card is None:
            return None
        return as_printed(card), f"{card.name} · {card.id} · {card.source or ''}"
