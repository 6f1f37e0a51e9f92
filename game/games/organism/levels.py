"""New game's Easy, Standard and Hard for ORGANISM, in the order its measurements confirm
(docs/bots.md, "ORGANISM"; 2 seats, the close board): the planner, which plays whole turns, is
stronger than the shared search at every budget measured, so it plays Hard."""

from game.family.ruleset import BotLevel

LEVELS = (
    BotLevel("Easy", "search-easy", "quick search",
             "Tree search, 100 sampled futures a move: never lost to Random in 40 games but "
             "stalled 12; the Planner beats it 94 %."),
    BotLevel("Standard", "search", "search",
             "Tree search, 2,500 sampled futures a move (about 1 s): won 29 of 31 against Random, "
             "2 stalled."),
    BotLevel("Hard", "planner", "Planner",
             "Plays out every way its turn can go and plays the best: 40 of 40 against Random, "
             "9 of 10 against Standard."),
)
