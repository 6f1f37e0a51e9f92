"""New game's Easy, Standard and Hard for `projects`, in the order two small probes confirm
(docs/bots.md, "Levels on New game"; three seats, where a game has a winner — at two seats nearly
every game collapses and nobody wins). Here the racer, a one-ply personality, beats the shared
search at every budget tried, and more search is weaker (2,500 sampled futures lose to 100), so
the racer plays Hard."""

from game.family.ruleset import BotLevel

LEVELS = (
    BotLevel("Easy", "engine", "Brooke",
             "the engine builder, one move ahead, Patterns first: Standard beats it at three "
             "seats (about +100 rating points)."),
    BotLevel("Standard", "search-easy", "quick search",
             "Tree search, 100 sampled futures a move (14 ms): above Easy at three seats, and "
             "above the 2,500 search (+135)."),
    BotLevel("Hard", "racer", "Casey",
             "the Project racer, one move ahead, racing for first places: beat Standard in two "
             "small three-seat probes (+81, +161)."),
)
