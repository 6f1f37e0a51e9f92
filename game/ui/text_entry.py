"""A one-line text box that takes only characters it can draw.

pygame_gui raises ``pygame.error: Text has zero width`` when a box's text draws nothing (a
zero-width space, a joiner, a lone combining accent typed or pasted into an empty box), which
would end the game; such characters are dropped as they come in instead.
"""

from __future__ import annotations

import unicodedata

import pygame
from pygame_gui.elements import UITextEntryLine

# Characters that take no width by themselves: combining marks, format characters (zero-width
# space and joiners, direction marks, the BOM), controls, separators and lone surrogates.
INVISIBLE = frozenset({"Mn", "Me", "Cf", "Cc", "Zl", "Zp", "Cs"})


def drawable(text: str) -> str:
    """``text`` without the characters that draw nothing on their own."""
    return "".join(c for c in unicodedata.normalize("NFC", text)
                   if unicodedata.category(c) not in INVISIBLE)


class TextEntry(UITextEntryLine):
    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.TEXTINPUT:
            kept = drawable(event.text)
            if not kept:
                return True  # taken, and nothing to add
            if kept != event.text:
                event = pygame.event.Event(pygame.TEXTINPUT, {**event.dict, "text": kept})
        return super().process_event(event)

    def validate_text_string(self, text: str) -> bool:
        """Pasted or set text: refused whole if it holds a character that draws nothing."""
        return drawable(text) == unicodedata.normalize("NFC", text) and super().validate_text_string(text)
