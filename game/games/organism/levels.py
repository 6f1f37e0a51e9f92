"""New game's Easy, Standard and Hard for ORGANISM (issue 40; 2 seats, the close board, threshold
12): the planner, which plays whole turns, at three strengths (game/games/organism/planner.py,
LEVELS). The shared search played Easy and Standard before: it does not see a turn through and
stalled about 30 % of its games against itself at 100 iterations (docs/organism-balance.md); its
kinds (search-easy, search) still seat, so saves and records that name them still load.

Easy is Standard with slips rather than a smaller budget: 400 states stalled 2 of 40 games
against Random (seed 5101, each at 0 power with two organisms, whose long turns the small budget
cut short), while a slip keeps the depth of Standard's plans. Measured with `lab --game organism
--players 2 --games 40 --workers 1`, seeds 5102 (Standard against Random), 5201 (Easy against
Random), 5105 (Easy against Standard), 5106 (Standard against Hard), 5104 and 5203 (each against
itself: Standard stalled none of 40, Easy 1 of 40, at 0 power); Hard against Random is
docs/organism-balance.md's run of 100 (seed 2032)."""

from game.family.ruleset import BotLevel

LEVELS = (
    BotLevel("Easy", "planner-easy", "careless Planner",
             "Plans like Standard, but one turn in four it plays the best of eight turns picked "
             "at random: it overlooks things. 40 of 40 against Random; Standard beats it 70 %."),
    BotLevel("Standard", "planner-standard", "Planner",
             "Plans its whole turn from 1,500 positions (0.1 s): 40 of 40 against Random, 70 % "
             "against Easy (+147 rating points); Hard beats it 65 %."),
    BotLevel("Hard", "planner", "full Planner",
             "Plays out every way its turn can go (5,000 positions) and plays the best: 100 of 100 "
             "against Random, 65 % against Standard (+108)."),
)
