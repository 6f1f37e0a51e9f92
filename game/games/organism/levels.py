"""New game's Easy, Standard and Hard for ORGANISM (issue 40; 2 seats, the close board, threshold
12): the planner, which plays whole turns, at three strengths (game/games/organism/planner.py,
LEVELS). The shared search played Easy and Standard before: it does not see a turn through and
stalled about 30 % of its games against itself at 100 iterations (docs/organism-balance.md); its
kinds (search-easy, search) still seat, so saves and records that name them still load.

The levels differ by slips (a turn played as the best of a few found turns drawn at random), not
by budget: a small budget stalls games where a turn is long, and more budget than Hard's buys
little (20,000 states beat 5,000 in 52.5 % of 40 games, seed 7107). Measured with `lab --ladder
--game organism --games 40 --workers 1` on seeds not used to choose the slips: 7201 (Hard beat
Standard 77.5 %, 60.1-88.7 %, +208), 7202 (Standard beat Easy 75.0 %, 59.8-85.8 %, +185), 7108 (Easy
beat Random 40 of 40, 91.2-100 %); each against itself, `lab --players 2 --games 40`: 7109 (Easy)
and 7203 (Standard) stalled none of 40. Decisions (CPU, a plan, in those games): Easy p90 0.20 s,
Standard 0.20 s, Hard 0.53 s (slowest 0.83 s). The levels' ladder of 200 games a pairing (60 with
Hard; seed 4070, docs/balance/ladder-organism-levels) confirms the order: Easy -289 < Standard
-104 < Hard 0, steps +185 and +104; the one-liners below quote it."""

from game.family.ruleset import BotLevel

LEVELS = (
    BotLevel("Easy", "planner-easy", "careless Planner",
             "Plans its turn like Standard, but on three turns in five it plays the best of just "
             "four turns picked at random: often careless. Beats Random 99.8 % (200 games); "
             "Standard beats it 74 %."),
    BotLevel("Standard", "planner-standard", "Planner",
             "Plans its whole turn from 1,500 positions, but on three turns in ten it plays the "
             "best of eight turns picked at random: now and then careless. Beats Easy 74 % (+185 "
             "rating points); Hard beats it 63 % (+104)."),
    BotLevel("Hard", "planner", "full Planner",
             "Plays out every way its turn can go (5,000 positions) and always plays the best; it "
             "does not look at your reply. 60 of 60 against Random; beats Standard 63 %, Easy 87 %."),
)
