"""New game's Easy, Standard and Hard for `initiatives`, in the order its strength ladder
confirms (docs/bots.md, "Meaning Made (`initiatives`)"; 2 seats, 100 games a pairing,
2026-11-27): the strongest personality, then the search budgets that beat it. The other three
personalities come after them; `search-hard` (8,000) is listed with the rest, unmeasured."""

from game.family.ruleset import BotLevel

LEVELS = (
    BotLevel("Easy", "social", "Drew",
             "the social optimizer, one move ahead, trading every round: the strongest "
             "personality (+57 over the others), beats Random 79.5 %."),
    BotLevel("Standard", "search-easy", "quick search",
             "Tree search, 100 sampled futures a move (9 ms): 71.5 % against Easy (+169 rating "
             "points), 93.5 % against Random."),
    BotLevel("Hard", "search", "search",
             "Tree search, 2,500 sampled futures a move (0.3 s): about +80 over Standard (57 %, "
             "then 56 %, through the lab's 300)."),
)
