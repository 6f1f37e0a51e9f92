"""New game's Easy, Standard and Hard for `life`, in the order its levels' ladder confirms
(docs/bots.md, "Strength ladder": 200 games a pairing at two and three seats): two personalities,
then the quick search that beats them.
More search buys nothing measured here yet (2,500 sampled futures won 1 of 4 against 100), so
the quick search plays Hard."""

from game.family.ruleset import BotLevel

LEVELS = (
    BotLevel("Easy", "engine", "Brooke",
             "engine first, one move ahead, buying Patterns for their discounts: Standard takes "
             "63 % of games against it (+85 rating points)."),
    BotLevel("Standard", "racer", "Casey",
             "Projects first, one move ahead, topping the Projects' credits: +85 over Easy; "
             "Hard wins 94-97 % against it."),
    BotLevel("Hard", "search-easy", "quick search",
             "Tree search, 100 sampled futures a move (17 ms): won all 100 against Random, +504 "
             "over Standard; 2,500 futures measured no stronger."),
)
