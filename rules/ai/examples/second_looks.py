#!/usr/bin/env python3
"""Which second looks could bring the analysis's marks near a deeper search's.

Reads the CSV that `analysis_quality --csv moves.csv --look 4` writes (every
move's searches at the budget, at four times it and at ten times it) and,
without searching again, judges each move as `analysis::chances` does, then
scans second looks: the moves the first verdict puts between FROM and TO
points, nearest the inaccuracy line first, at most one in SHARE, take the
verdict of the searches at four times the budget. Prints precision and recall
against the deeper search's marks, and how many moves each looks at.

It first checks itself: its verdicts at the deeper budget must be those the
crate gave (the CSV's `deep_lost`), when the CSV was written with the model
given (by default the crate's `WIN_MODEL`).

    python3 rules/ai/examples/second_looks.py moves.csv [weight knee to_move forced_win forced_loss]
"""

import csv
import itertools
import math
import sys
from collections import defaultdict

MATE = 1_000_000
MATE_BOUND = MATE - 1_000
LINE = 0.09  # the inaccuracy line, `THRESHOLDS.inaccuracy`
# `WIN_MODEL`: weight, knee, side to move, forced win, forced loss.
MODEL = [float(x) for x in sys.argv[2:7]] if len(sys.argv) >= 7 else [0.838, 200, -0.126, 0.879, 0.086]


def chance(score):
    """`WinModel::chance`: the side to move's chance."""
    weight, knee, to_move, forced_win, forced_loss = MODEL
    if abs(score) > MATE_BOUND:
        return forced_win if score > 0 else forced_loss
    x = weight * math.copysign(math.log1p(abs(score) / knee), score) + to_move
    return min(max(1 / (1 + math.exp(-x)), forced_loss), forced_win)


def depths(text):
    return [tuple(map(int, part.split(":"))) for part in text.split()]


def same_depth(before, after, capture):
    """`analysis::same_depth`: the scores at the deepest depth both reached."""
    for depth, score in reversed(before):
        want = depth - (0 if capture else 1)
        if want < 0:
            continue
        found = next((s for d, s in after if d == want), None)
        if found is None and after and after[-1][0] < want and abs(after[-1][1]) > MATE_BOUND:
            found = after[-1][1]
        if found is not None:
            return score, found
    return None


def lost(row):
    """`analysis::chances`: the win chance the move gave away."""
    def after_chance(score):
        return float(row["result"]) if row["result"] else 1 - chance(score)

    if row["own_choice"]:
        return 0.0
    best_score = row["before"][-1][1] if row["before"] else 0
    verdicts = [(best_score, row["after_score"])]
    aligned = same_depth(row["before"], row["after"], row["capture"])
    if aligned:
        verdicts.append(aligned)
    gave = 0.0
    for best, after in verdicts:
        reached = after_chance(after)
        gave = max(gave, max(1 - chance(-best), reached) - reached)
    return gave


def load(path):
    games = defaultdict(lambda: defaultdict(dict))
    for r in csv.DictReader(open(path)):
        row = {
            "capture": r["capture"] == "1",
            "own_choice": r["own_choice"] == "1",
            "result": r["result"],
            "before": depths(r["before"]),
            "after": depths(r["after"]),
            "after_score": int(r["after_score"]),
            "deep_lost": float(r["deep_lost"]),
        }
        games[int(r["game"])][int(r["move"])][r["budget"]] = row
    return [[moves[n] for n in sorted(moves)] for _, moves in sorted(games.items())]


def agreement(games, first, to, share):
    pairs, looked = [], 0
    for moves in games:
        verdicts = [lost(m["shallow"]) for m in moves]
        near = sorted((i for i, v in enumerate(verdicts) if first <= v < to), key=lambda i: (abs(verdicts[i] - LINE), i))
        chosen = set(near[: -(-len(moves) // share)])
        looked += len(chosen)
        for i, m in enumerate(moves):
            pairs.append((lost(m["look"]) if i in chosen else verdicts[i], lost(m["deep"])))
    marked = sum(s >= LINE for s, _ in pairs)
    deeper = sum(d >= LINE for _, d in pairs)
    both = sum(s >= LINE and d >= LINE for s, d in pairs)
    return both / max(marked, 1), both / max(deeper, 1), looked, len(pairs)


def main():
    games = load(sys.argv[1])
    wrong = sum(abs(lost(m["deep"]) - m["deep"]["deep_lost"]) > 1e-3 for moves in games for m in moves)
    print(f"verdicts at the deeper budget unlike the crate's: {wrong}")
    precision, recall, _, moves = agreement(games, 1.0, 1.0, 1)
    print(f"no second look: precision {precision:.1%}, recall {recall:.1%} over {moves} moves")
    if "look" not in games[0][0]:
        return
    print("| from | to | one in | looked at | precision | recall |\n|---|---|---|---|---|---|")
    for first, to, share in itertools.product([0.0, 0.03, 0.05], [0.13, 0.18, 1.01], [8, 4, 2, 1]):
        precision, recall, looked, moves = agreement(games, first, to, share)
        print(f"| {first:.2f} | {to:.2f} | {share} | {looked} of {moves} | {precision:.1%} | {recall:.1%} |")


if __name__ == "__main__":
    main()
