"""What the three Meaning Made editions (`initiatives`, `projects`, `life`) share: the start of
their common base (docs/architecture.md). Not a game of its own: the editions import it, it
imports none of them."""
