"""`meaning-made cards gallery [--edition E]`: the card gallery on its own."""

from __future__ import annotations

import argparse
import sys


def run(args: argparse.Namespace) -> int:
    from game.engine.card_loader import CardError
    from game.ui.app import App
    from game.ui.scenes.gallery import GalleryScene

    app = App()
    try:
        try:
            scene = GalleryScene(app, args.game)
        except CardError as exc:
            # Nothing good to show yet: report every problem, one line each.
            for line in exc.errors:
                print(line, file=sys.stderr)
            return 2
        app.push(scene)
        app.run(frames=args.frames)
        if args.screenshot:
            app.screenshot(args.screenshot)
        if scene.watcher is not None:
            scene.watcher.stop()
    finally:
        app.quit()
    return 0
