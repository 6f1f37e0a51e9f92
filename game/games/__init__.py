"""One package per game of the family (docs/architecture.md): each holds its rules, its bots,
its card faces and its table, and none imports another."""
