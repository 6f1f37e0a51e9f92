"""`meaning-made cards gallery [--game G]`: the card gallery on its own, for any game with cards."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path


def run(args: argparse.Namespace) -> int:
    import pygame

    from game.family.errors import CardError
    from game.ui.app import App
    from game.ui.scenes.gallery import GalleryScene

    # A card folder other than cards/<game>/ (export's --cards), where the command line offers one.
    folder = Path(args.cards) if args.cards else None
    if args.screenshot:
        from game.family.files import output_problem

        problem = output_problem(args.screenshot, (".png",))
        if problem:
            print(f"meaning-made cards gallery: --screenshot {problem}", file=sys.stderr)
            return 2
    app = App()
    try:
        try:
            scene = GalleryScene(app, args.game, folder)
        except CardError as exc:
            # Nothing good to show yet: report every problem, one line each.
            for line in exc.errors:
                print(line, file=sys.stderr)
            return 2
        app.push(scene)
        app.run(frames=args.frames)
        if args.screenshot:
            try:
                app.screenshot(args.screenshot)
            except (OSError, pygame.error) as exc:
                print(f"meaning-made cards gallery: --screenshot {args.screenshot}: cannot save: {exc}",
                      file=sys.stderr)
                return 2
        if scene.watcher is not None:
            scene.watcher.stop()
    finally:
        app.quit()
    return 0
