"""The balance lab: many bot games, statistics and a report (issue 4)."""
