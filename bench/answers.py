"""Comparing one query's answers from Kite and from a peer engine.

Kite's cells arrive as text (kite_bench sql's JSON), the peer's as Python
values (Decimal, float, int, date, str); numbers are compared as Decimals
within a relative tolerance, since the engines round averages and products
to different scales; everything else as text.
"""

import decimal

TOLERANCE = decimal.Decimal("1e-6")


def as_number(cell):
    """`cell` as a Decimal when it reads as a finite number, else as
    text."""
    if cell is None:
        return None
    try:
        number = decimal.Decimal(str(cell))
    except decimal.InvalidOperation:
        return str(cell)
    # NaN and infinities compare as Decimal's spelling: "nan" is "NaN".
    return number if number.is_finite() else str(number)


def relative_difference(kite_cell, peer_cell):
    """|a - b| / max(1, |a|, |b|) for two numbers; None if either is not
    a number (then the cells must be equal as text)."""
    a, b = as_number(kite_cell), as_number(peer_cell)
    if isinstance(a, decimal.Decimal) and isinstance(b, decimal.Decimal):
        return abs(a - b) / max(decimal.Decimal(1), abs(a), abs(b))
    return None


def compare(kite_rows, peer_rows, columns=None):
    """(problem, worst): a description of the first cell that differs (None
    if all agree) and the largest relative difference between numbers.
    `columns` limits the comparison to those column positions."""
    worst = decimal.Decimal(0)
    if len(kite_rows) != len(peer_rows):
        return ("%d rows in Kite, %d in the peer" %
                (len(kite_rows), len(peer_rows)), worst)
    for r, (k, p) in enumerate(zip(kite_rows, peer_rows)):
        if len(k) != len(p):
            return ("row %d: %d columns in Kite, %d in the peer" %
                    (r, len(k), len(p)), worst)
        for c in columns if columns is not None else range(len(p)):
            difference = relative_difference(k[c], p[c])
            if difference is None:
                agree = as_number(k[c]) == as_number(p[c])
            else:
                worst = max(worst, difference)
                agree = difference <= TOLERANCE
            if not agree:
                return ("row %d column %d: Kite %s, peer %s" %
                        (r, c, k[c], p[c]), worst)
    return None, worst
