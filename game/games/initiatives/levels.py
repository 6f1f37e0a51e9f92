"""New game's Easy, Standard and Hard for `initiatives`, in the order its ladders confirm
(docs/bots.md, "Strength ladder"). After DI22-DI24 `ladder-initiatives-four-4044` (two and four
seats, 200 games a pairing, seed 4044) put Standard `search-easy` +290 over Easy `social`;
`ladder-initiatives-hard` (60 games, seed 4043, before DI22) put `search-hard` (8,000) +202 over
Standard (+106 to +316), so it plays Hard. Easy was chosen as the strongest personality; since DI22
the racer measures stronger (+96 over `social`, seed 4045), in a world the personalities let fall,
which is to be mended before Easy is chosen again (docs/bots.md). `search` and the other three
personalities come after the levels."""

from game.family.ruleset import BotLevel

LEVELS = (
    BotLevel("Easy", "social", "Drew",
             "the social optimizer, one move ahead, trading every round: Standard beats it "
             "(+290 rating points); it beats Random in 78 % of two-seat games."),
    BotLevel("Standard", "search-easy", "quick search",
             "Tree search, 100 sampled futures a move (9 ms): 84 % against Easy at two and four "
             "seats (+290 rating points over 400 games)."),
    BotLevel("Hard", "search-hard", "deep search",
             "Tree search, 8,000 sampled futures a move (about 1 s): 77 % against Standard (+202 "
             "rating points over 60 games)."),
)
