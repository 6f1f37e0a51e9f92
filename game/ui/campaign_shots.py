"""Screenshots of the campaign screens, for looking at them by eye.

`python -m game.ui.campaign_shots OUTDIR` (under Xvfb or with SDL_VIDEODRIVER=dummy): the map
(new, with progress, with a damaged profile), a chapter intro, a chapter at the table with its
objective, and the debrief. Real scenes, real games: a bot plays the chapter to its end.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from game.bots import make_bot
from game.campaign import Evaluation, record_game, save_profile
from game.ui.app import App, Settings
from game.ui.input import Intent


def take(out: Path) -> list[Path]:
    os.environ["MEANING_MADE_DATA_DIR"] = tempfile.mkdtemp(prefix="mm-campaign-shots-")
    from game.ui.scenes import campaign_flow as flow

    out.mkdir(parents=True, exist_ok=True)
    app = App(Settings(animation="off", bot_pause=0.0, live_reload=False))
    shots: list[Path] = []

    def shot(name: str, frames: int = 3) -> None:
        for _ in range(frames):
            app.frame(1 / 60)
        path = out / f"{name}.png"
        app.screenshot(path)
        shots.append(path)

    flow.to_map(app)
    shot("campaign_map_new")
    # some progress: the first five chapters played, stars of each kind
    book = flow.open_book()
    c = book.campaigns[0]
    for ch, stars in zip(c.chapters[:5], (3, 2, 1, 3, 0), strict=True):
        record_game(book.profile, c, ch, Evaluation(10, stars > 0, stars, True))
    save_profile(book.profile)
    flow.to_map(app)
    shot("campaign_map_progress")
    flow.to_intro(app, book, c, c.chapters[4])
    shot("campaign_intro")
    # a chapter at the table, some moves in, the objective live
    flow.start_chapter(app, book, c, c.chapters[4], resume=False)
    table = app.top
    bot = make_bot("search-easy", 4)
    for _ in range(9):
        s = table.session.state
        if s.result is not None:
            break
        table.play(bot.choose(s))
        if table.session.turn_end_pending:
            table.session.end_turn()
    shot("campaign_table")
    while table.session.state.result is None:
        table.play(bot.choose(table.session.state))
        table.session.end_turn()
    table.show_results()
    shot("campaign_debrief")
    # a damaged profile: reported, kept, with the choice to start afresh
    (Path(os.environ["MEANING_MADE_DATA_DIR"]) / "campaigns.json").write_text("{ not json")
    flow.to_map(app)
    shot("campaign_map_damaged")
    app.top.handle(Intent("click", "map:afresh"))
    shot("campaign_map_afresh")
    app.quit()
    return shots


if __name__ == "__main__":
    for p in take(Path(sys.argv[1] if len(sys.argv) > 1 else "campaign-shots")):
        print(p)

