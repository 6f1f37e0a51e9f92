"""New game's Easy, Standard and Hard for `projects`, in the order its levels' ladders confirm
(docs/bots.md, "Strength ladder"). Since the personalities read the world at every table (they
hold it now, where they had let it fall), the three-seat ladder (docs/balance/
ladder-projects-levels-4054) puts Standard +203 over Easy, and Casey, the racer, level with
Standard at three seats (50 % of 200 games). The sharp search (game/games/projects/sharp.py) beats
both at two and three seats (ladder-projects-hard-4055: +104 over Standard, 70-74 % of its games
against the racer), so it plays Hard there; from four seats Casey takes 63-73 % of her
comparisons with Standard (ladder-projects-four-4056, -5-4057, -6-4058) and plays Hard."""

from game.family.ruleset import BotLevel

LEVELS = (
    BotLevel("Easy", "engine", "Brooke",
             "the engine builder, one move ahead, Patterns first: Standard takes 80 % of their "
             "three-seat comparisons (+203 rating points at two and three seats)."),
    BotLevel("Standard", "search-easy", "quick search",
             "Tree search, 100 sampled futures a move (10 ms): +203 over Easy at two and three "
             "seats; the 2,500 search measured weaker in a probe."),
    BotLevel("Hard", "racer", "Casey",
             "the Project racer, one move ahead, racing for first places: at four to six seats "
             "she takes 63-73 % of her comparisons with Standard."),
    BotLevel("Hard", "search-sharp", "sharp search",
             "Tree search, 300 sampled futures a move, that counts Stewardship's first places when "
             "it judges who a finish crowns: +104 over Standard at two and three seats.",
             seats=(2, 3)),
)
