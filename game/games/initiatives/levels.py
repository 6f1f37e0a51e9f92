"""New game's Easy, Standard and Hard for `initiatives`, in the order its ladders confirm
(docs/bots.md, "Strength ladder"): the strongest personality, then the search budgets that beat
it. `ladder-initiatives-levels` (2 seats, 200 games a pairing and 60 where `search` plays, seed
4040) put Standard `search-easy` +190 over Easy `social`, and `search` (2,500) only +54 over
Standard; `ladder-initiatives-hard` (60 games, seed 4043, decided on before it was played) put
`search-hard` (8,000) +202 over Standard (+106 to +316), so it plays Hard. `search` and the other
three personalities come after the levels."""

from game.family.ruleset import BotLevel

LEVELS = (
    BotLevel("Easy", "social", "Drew",
             "the social optimizer, one move ahead, trading every round: the strongest "
             "personality (+38 rating points over the next), beats Random 79.5 %."),
    BotLevel("Standard", "search-easy", "quick search",
             "Tree search, 100 sampled futures a move (9 ms): 73 % against Easy (+190 rating "
             "points), 93.5 % against Random."),
    BotLevel("Hard", "search-hard", "deep search",
             "Tree search, 8,000 sampled futures a move (about 1 s): 77 % against Standard (+202 "
             "rating points over 60 games)."),
)
