"""New game's Easy, Standard and Hard for `projects`, in the order its levels' ladder confirms at
three seats (docs/bots.md, "Strength ladder": 200 games a pairing). Here the racer, a one-ply
personality, beats the shared search, and more search measured weaker in a probe (2,500 sampled
futures lost to 100), so the racer plays Hard. At two seats it does not hold: the two-seat ladder
(docs/balance/ladder-projects-two-4052) puts the racer 70 points under Standard, and `search-lab`
level with it. So two seats have their own Hard: the sharp search (game/games/projects/sharp.py),
which beats Standard and Casey there (docs/bots.md, "Projects' two-seat Hard")."""

from game.family.ruleset import BotLevel

LEVELS = (
    BotLevel("Easy", "engine", "Brooke",
             "the engine builder, one move ahead, Patterns first: Standard takes 80 % of their "
             "three-seat comparisons (+203 rating points at two and three seats)."),
    BotLevel("Standard", "search-easy", "quick search",
             "Tree search, 100 sampled futures a move (10 ms): +203 over Easy at two and three "
             "seats; the 2,500 search measured weaker in a probe."),
    BotLevel("Hard", "racer", "Casey",
             "the Project racer, one move ahead, racing for first places: +87 over Standard at "
             "three seats (88 % of 200 games)."),
    BotLevel("Hard", "search-sharp", "sharp search",
             "Tree search, 300 sampled futures a move, that counts Stewardship's first places when "
             "it judges who a finish crowns: at two seats it beats Standard, where Casey does not.",
             seats=(2,)),
)
