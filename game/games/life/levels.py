"""New game's Easy, Standard and Hard for `life`, in the order its levels' ladder confirms: two
personalities, then the quick search that beats them. Measured after the two-seat stall was
mended (docs/life-balance.md, "Two seats: the stall and the levels"): 200 games a pairing at two
and three seats, fresh seed 7642, every game ended by the rules (none at the round cap); again
after DL21 on fresh seed 7644 (docs/balance/ladder-life-levels-7644), which the one-liners quote.
More search buys nothing measured here yet (2,500 sampled futures won 1 of 4 against 100), so
the quick search plays Hard."""

from game.family.ruleset import BotLevel

LEVELS = (
    BotLevel("Easy", "engine", "Brooke",
             "engine first, one move ahead, buying Patterns for their discounts: Standard takes "
             "70 % of two-seat games against it (+163 rating points)."),
    BotLevel("Standard", "racer", "Casey",
             "Projects first, one move ahead with an eye on paying a Project in the same turn: "
             "+163 over Easy; Hard takes 79 % of two-seat games against it."),
    BotLevel("Hard", "search-easy", "quick search",
             "Tree search, 100 sampled futures a move (8 ms): won all 100 against Random, +235 "
             "over Standard; 2,500 futures measured no stronger."),
)
