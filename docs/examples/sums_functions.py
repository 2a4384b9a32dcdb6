"""Claim functions of docs/examples/sums.toml: exact values only (int, Fraction)."""

from certify.claims.functions import function


@function()
def odd_sum(n):
    """The sum of the first n odd numbers, by adding them."""
    return sum(2 * i + 1 for i in range(int(n)))
