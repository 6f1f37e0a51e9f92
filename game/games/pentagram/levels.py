"""New game's Easy, Standard and Hard for Pentagram 2, in the order its strength ladder confirms
(docs/bots.md, "Pentagram 2"; 2 seats, 100 games a pairing, 2026-11-27): here the heuristics are
stronger than the shared search at any budget measured, so they play Standard and Hard."""

from game.family.ruleset import BotLevel

LEVELS = (
    BotLevel("Easy", "search-easy", "quick search",
             "Tree search, 100 sampled futures a move: wins 98 % against Random, 39 % against "
             "Standard."),
    BotLevel("Standard", "greedy", "Greedy",
             "One move ahead, the move that most helps its weakest colour: 61 % against Easy "
             "(+100 rating points)."),
    BotLevel("Hard", "spoiler", "Spoiler",
             "Greedy, and it weighs what each move hands its rivals: 78 % against Easy, +44 over "
             "Standard (even head to head)."),
)
