"""Tests of bench/answers.py: python3 bench/answers_test.py (no packages
needed; run by tests/shell/kite_bench_cli.sh)."""

import datetime
import decimal
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import answers  # noqa: E402

D = decimal.Decimal


class CompareTest(unittest.TestCase):

    def test_equal_numbers_text_and_dates_agree(self):
        kite = [["A", "F", "37734107.00", "25.522006", "1478493", "1998-12-01"]]
        peer = [["A", "F", D("37734107.00"), 25.522005853257337, 1478493,
                 datetime.date(1998, 12, 1)]]
        problem, worst = answers.compare(kite, peer)
        self.assertIsNone(problem)
        self.assertLess(worst, D("1e-7"))

    def test_rounding_within_tolerance_agrees(self):
        problem, worst = answers.compare([["100603.03"]], [[D("100603.025")]])
        self.assertIsNone(problem)
        self.assertGreater(worst, 0)

    def test_wrong_number_is_reported(self):
        problem, _ = answers.compare([["1", "12.25"]], [[1, D("12.26")]])
        self.assertEqual(problem, "row 0 column 1: Kite 12.25, peer 12.26")

    def test_wrong_text_and_null_are_reported(self):
        self.assertIsNotNone(answers.compare([["a"]], [["b"]])[0])
        self.assertIsNotNone(answers.compare([[None]], [[0]])[0])
        self.assertIsNone(answers.compare([[None]], [[None]])[0])

    def test_row_and_column_counts_must_match(self):
        self.assertEqual(answers.compare([["1"]], [[1], [2]])[0],
                         "1 rows in Kite, 2 in the peer")
        self.assertIsNotNone(answers.compare([["1"]], [[1, 2]])[0])

    def test_columns_limit_the_comparison(self):
        kite = [["1", "x", "2.50"]]
        peer = [[1, "y", D("2.5")]]
        self.assertIsNotNone(answers.compare(kite, peer)[0])
        self.assertIsNone(answers.compare(kite, peer, columns=[0, 2])[0])

    def test_nan_compares_as_text(self):
        self.assertIsNone(answers.compare([["NaN"]], [[float("nan")]])[0])
        self.assertIsNone(
            answers.compare([["-Infinity"]], [[float("-inf")]])[0])
        self.assertIsNotNone(answers.compare([["NaN"]], [[1.0]])[0])


if __name__ == "__main__":
    unittest.main()
