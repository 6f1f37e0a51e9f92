"""New game's Easy, Standard and Hard for `life`, in the order the ladders confirm (docs/bots.md,
"Levels on New game": the published ladder has the search budgets only, a small probe of 4 games
a pairing added the personalities): two personalities, then the quick search that beats them.
More search buys nothing measured here yet (2,500 sampled futures won 1 of 4 against 100), so
the quick search plays Hard."""

from game.family.ruleset import BotLevel

LEVELS = (
    BotLevel("Easy", "engine", "Brooke",
             "engine first, one move ahead, buying Patterns for their discounts: beat Random in "
             "every game of a small probe, lost 3.5 of 4 to Standard."),
    BotLevel("Standard", "racer", "Casey",
             "Projects first, one move ahead, topping the Projects' credits: 3.5 of 4 against "
             "Easy (+93 rating points), 1 of 4 against Hard."),
    BotLevel("Hard", "search-easy", "quick search",
             "Tree search, 100 sampled futures a move (17 ms): won all 100 against Random, +249 "
             "over Standard; 2,500 futures measured no stronger."),
)
