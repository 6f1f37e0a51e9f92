"""ORGANISM (seed 004): organisms of EAT, MOVE and GROW elements on a hex board (docs/organism.md)."""
