"""A one-line text box that takes only characters it can draw.

pygame_gui raises ``pygame.error: Text has zero width`` when a box's text draws nothing (a
zero-width space, a joiner, a lone combining accent typed or pasted into an empty box), which
would end the game; such characters are dropped as they come in instead.

A box a key press opens (a menu's number key) must not take that key as typed: pygame sends one
press as a KEYDOWN and then a TEXTINPUT, and the box is open by the time the TEXTINPUT arrives.
``focus_new`` drops it (issue 35, item 3).
"""

from __future__ import annotations

import unicodedata
from typing import Any

import pygame
from pygame_gui.elements import UITextEntryLine

# Characters that take no width by themselves: combining marks, format characters (zero-width
# space and joiners, direction marks, the BOM), controls, separators and lone surrogates.
INVISIBLE = frozenset({"Mn", "Me", "Cf", "Cc", "Zl", "Zp", "Cs"})
# Frames a box that has just opened waits for the text of the key press that opened it. SDL
# queues a key's TEXTINPUT with its KEYDOWN, so it comes in the same frame or the next one.
IN_FLIGHT_FRAMES = 5


def drawable(text: str) -> str:
    """``text`` without the characters that draw nothing on their own."""
    return "".join(c for c in unicodedata.normalize("NFC", text)
                   if unicodedata.category(c) not in INVISIBLE)


class TextEntry(UITextEntryLine):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.in_flight = 0  # frames left in which the opening key's text may still arrive
        super().__init__(*args, **kwargs)

    def focus_new(self) -> None:
        """Focus a box that has just opened: what is typed counts from the next key pressed.
        The text of a key press already under way when it opened (the key that opened it) is
        dropped. A key pressed after it opened sends its KEYDOWN first, which ends the wait, and
        the wait ends by itself after a few frames (text from an input method, with no KEYDOWN),
        so nothing the player types into the box is lost."""
        self.in_flight = IN_FLIGHT_FRAMES
        self.focus()

    def process_event(self, event: pygame.event.Event) -> bool:
        if self.in_flight:
            if event.type == pygame.KEYDOWN:
                self.in_flight = 0  # a new key press: its text is the player's
            elif event.type == pygame.TEXTINPUT:
                self.in_flight = 0
                return True  # the opening key's own character: taken, and not typed
        if event.type == pygame.TEXTINPUT:
            kept = drawable(event.text)
            if not kept:
                return True  # taken, and nothing to add
            if kept != event.text:
                event = pygame.event.Event(pygame.TEXTINPUT, {**event.dict, "text": kept})
        return super().process_event(event)

    def update(self, time_delta: float) -> None:
        super().update(time_delta)
        if self.in_flight:
            self.in_flight -= 1

    def validate_text_string(self, text: str) -> bool:
        """Pasted or set text: refused whole if it holds a character that draws nothing."""
        return drawable(text) == unicodedata.normalize("NFC", text) and super().validate_text_string(text)
