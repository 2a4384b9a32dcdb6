"""Guess Who: the three rule sets, the exact engine, the one-state solver, the reference DP and
the tables (values and all optimal moves) with their text formats."""
