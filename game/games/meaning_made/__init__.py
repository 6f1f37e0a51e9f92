"""What the three Meaning Made editions (`initiatives`, `projects`, `life`) share: the start of
their common base (docs/architecture.md). Not a game of its own: the editions import it, it
imports none of them.

The table kit of `projects` and `life` (``table_kit``, ``dialog_kit``, ``end_kit``) is here too:
the two editions' tables were one table copied, and now share one base with hooks; each
module's docstring says what an edition fills in."""
