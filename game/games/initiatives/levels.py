"""New game's Easy, Standard and Hard for `initiatives`, in the order its levels' ladder confirms
(docs/bots.md, "Strength ladder": `ladder-initiatives-levels`, 2 seats, 200 games a pairing and
60 where `search` plays, seed 4040): the strongest personality, then the search budgets that beat
it. The other three personalities come after them; `search-hard` (8,000) is listed with the
rest, not yet rated against them."""

from game.family.ruleset import BotLevel

LEVELS = (
    BotLevel("Easy", "social", "Drew",
             "the social optimizer, one move ahead, trading every round: the strongest "
             "personality (+38 rating points over the next), beats Random 79.5 %."),
    BotLevel("Standard", "search-easy", "quick search",
             "Tree search, 100 sampled futures a move (9 ms): 73 % against Easy (+190 rating "
             "points), 93.5 % against Random."),
    BotLevel("Hard", "search", "search",
             "Tree search, 2,500 sampled futures a move (0.3 s): 59 % against Standard (+54 "
             "rating points), 79 % against Easy."),
)
