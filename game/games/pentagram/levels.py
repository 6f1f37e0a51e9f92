"""New game's Easy, Standard and Hard for Pentagram 2, in the order measured head to head at two
seats (docs/bots.md, "Pentagram 2"; docs/pentagram-balance.md, "Luck and skill"): the shared search
is weaker than the one-move heuristics at every budget measured, and `foresight` (a learned value
looked at three turns deep, game/games/pentagram/lookahead.py) beats them both."""

from game.family.ruleset import BotLevel

LEVELS = (
    BotLevel("Easy", "search-easy", "quick search",
             "Tree search, 100 sampled futures a move: wins 98 % against Random, 34.5 % against "
             "Standard."),
    BotLevel("Standard", "greedy", "Greedy",
             "One move ahead, the move that most helps its weakest colour: 65.5 % against Easy "
             "(+147 rating points)."),
    BotLevel("Hard", "foresight", "Foresight",
             "Three turns ahead, scored by a learned chance to win: 83 % against Standard (+207 "
             "points), 69 % against the Spoiler."),
)
