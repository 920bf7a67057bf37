"""Writes the constraint puzzles of this folder (tests/fpuzzles.rs reads them): each starts
from a grid Nonet solves, gains rules that grid keeps (thermometers and arrows, Kropki dots
with the negative rule, sandwich sums, little killer sums, X and V with the negative rule,
whispers, renban, palindrome and between lines with odd and even cells, anti-knight with
non-consecutive), and then loses givens, in an order fixed by the seed, while `nonet count`
still finds one solution (it keeps a floor of givens so the independent counter of the tests
stays quick). Their links are made as make.py says.

Run from this folder: python3 make_constraints.py SOLVER [NAME…], where SOLVER is a built
`nonet`; with names, only those puzzles are written (the others are made the same way but
not written)."""

import json
import random
import subprocess
import sys

SOLVER = sys.argv[1]
ONLY = sys.argv[2:]


def run(args, text):
    return subprocess.run([SOLVER] + args, input=text, capture_output=True, text=True)


def count_json(data):
    out = run(["count", "--limit", "2", "-"], json.dumps(data) + "\n")
    assert out.returncode == 0, out.stderr
    return int(out.stdout.split()[-1])


def cell(index, size):
    return f"R{index // size + 1}C{index % size + 1}"


def grid_of(size, givens, pencil=None):
    grid = [[({"value": givens[r * size + c], "given": True} if givens[r * size + c] else {})
             for c in range(size)] for r in range(size)]
    for cell, digits in (pencil or {}).items():
        grid[cell // size][cell % size]["givenPencilMarks"] = digits
    return grid


def touching(i, size):
    r, c = divmod(i, size)
    return [(r + dr) * size + c + dc for dr in (-1, 0, 1) for dc in (-1, 0, 1)
            if (dr, dc) != (0, 0) and 0 <= r + dr < size and 0 <= c + dc < size]


def walk(rng, solution, size, least, length, ok):
    for _ in range(500):
        path = [rng.randrange(size * size)]
        while len(path) < length:
            options = [c for c in touching(path[-1], size)
                       if c not in path and ok(solution[path[-1]], solution[c])]
            if not options:
                break
            path.append(rng.choice(options))
        if len(path) >= least:
            return path
    raise RuntimeError("no path")


def empty_grid(size, rules, seed):
    """A grid keeping `rules`: each cell in turn takes the first digit, in an order fixed by
    the seed, that leaves the puzzle a solution by `nonet count`."""
    rng = random.Random(seed)
    givens = [0] * (size * size)
    for i in range(size * size):
        digits = list(range(1, size + 1))
        rng.shuffle(digits)
        for digit in digits:
            givens[i] = digit
            data = {"size": size, "grid": grid_of(size, givens)}
            data.update(rules)
            out = run(["count", "--limit", "1", "-"], json.dumps(data) + "\n")
            if out.returncode == 0 and out.stdout.split()[-1] == "1":
                break
        else:
            raise RuntimeError("no digit fits")
    return givens


def write(name, size, title, rules, solution, seed, floor, pencil=None):
    if ONLY and name not in ONLY:
        return
    rng = random.Random(seed)
    givens = list(solution)
    order = list(range(size * size))
    rng.shuffle(order)
    base = {"size": size, "title": title, "author": "Nonet tests", "ruleset": RULESETS[name]}
    for i in order:
        if sum(1 for g in givens if g) <= floor:
            break
        kept = givens[i]
        givens[i] = 0
        trial = dict(base, grid=grid_of(size, givens, pencil), **rules)
        if count_json(trial) != 1:
            givens[i] = kept
    data = dict(base, grid=grid_of(size, givens, pencil), **rules)
    data["solution"] = solution
    assert count_json(data) == 1
    with open(f"{name}.json", "w") as f:
        json.dump(data, f, indent=1, ensure_ascii=False)
        f.write("\n")


RULESETS = {
    "thermo_arrow": "Normal sudoku rules apply. Digits rise along each thermometer from its bulb. "
                    "Digits along an arrow add up to the digit in its circle.",
    "kropki": "Normal sudoku rules apply. Digits joined by a white dot differ by 1; digits joined "
              "by a black dot are in a ratio of 2. All black dots are given.",
    "sandwich": "Normal sudoku rules apply. A clue outside the grid gives the sum of the digits "
                "between the 1 and the 9 of its row or column.",
    "little_killer": "Normal sudoku rules apply. A clue outside the grid gives the sum of the "
                     "digits along the diagonal its arrow points to; digits may repeat.",
    "six_xv": "Normal sudoku rules apply. Digits joined by an X add up to 10, by a V to 5. All X "
              "and V are given.",
    "lines": "Normal sudoku rules apply. Neighbours on a green line differ by at least 5. A purple "
             "line holds consecutive digits in any order. A grey line reads the same both ways. "
             "Digits on a between line lie between its two circles. Circles are odd, squares even.",
    "anti_knight": "Normal sudoku rules apply. Cells a knight's move apart differ. Orthogonal "
                   "neighbours are not consecutive.",
    "extras": "Normal sudoku rules apply. Each stretch of a blue line inside one box adds up to "
              "the same. Every three cells in a row on an orange line hold one of 1-3, one of "
              "4-6 and one of 7-9. The cells round a circle hold its digits. A cell with "
              "arrowheads pointing in is below its neighbours, pointing out above them. Shaded "
              "pairs hold the same digit. A digit X in a shaded cell of column 1 says where its "
              "row's 1 stands: in column X. Small digits in a cell are its only candidates.",
    "sightlines": "Normal sudoku rules apply. A clue above or left of the grid is an X-sum: the "
                  "first X digits from it add up to the clue, X being the first of them. A clue "
                  "below or right of the grid counts the skyscrapers seen from it, each digit a "
                  "building that high.",
}

base = [int(c) for c in
        "417369825632158947958724316825437169791586432346912758289643571573291684164875293"]
rng = random.Random(55)

# Thermometers and arrows.
thermos = [walk(rng, base, 9, 4, 5, lambda a, b: b > a) for _ in range(4)]
arrows = []
while len(arrows) < 4:
    circle = rng.randrange(81)
    line, total, at = [], 0, circle
    while total < base[circle]:
        options = [c for c in touching(at, 9) if c != circle and c not in line]
        if not options:
            break
        at = rng.choice(options)
        line.append(at)
        total += base[at]
    if total == base[circle] and len(line) >= 2:
        arrows.append({"cells": [cell(circle, 9)], "lines": [[cell(c, 9) for c in [circle] + line]]})
write("thermo_arrow", 9, "Rising arrows", {
    "thermometer": [{"lines": [[cell(c, 9) for c in t]]} for t in thermos],
    "arrow": arrows}, base, 1, 20)

# Every black dot (the negative rule) and some white dots.
pairs = [(i, i + 1) for i in range(81) if i % 9 < 8] + [(i, i + 9) for i in range(72)]
black = [p for p in pairs if base[p[0]] * 2 == base[p[1]] or base[p[1]] * 2 == base[p[0]]]
white = [p for p in pairs if abs(base[p[0]] - base[p[1]]) == 1 and p not in black]
write("kropki", 9, "Dots", {
    "ratio": [{"cells": [cell(a, 9), cell(b, 9)]} for a, b in black],
    "difference": [{"cells": [cell(a, 9), cell(b, 9)]} for a, b in rng.sample(white, len(white) // 2)],
    "negative": ["ratio"]}, base, 2, 18)


def sandwich(cells):
    digits = [base[c] for c in cells]
    a, b = digits.index(1), digits.index(9)
    return sum(digits[min(a, b) + 1:max(a, b)])


sums = [{"cell": f"R0C{c + 1}", "value": str(sandwich([r * 9 + c for r in range(9)]))} for c in range(9)]
sums += [{"cell": f"R{r + 1}C0", "value": str(sandwich([r * 9 + c for c in range(9)]))} for r in range(9)]
write("sandwich", 9, "Sandwiches", {"sandwichsum": sums}, base, 3, 14)

clues = []
for start in range(1, 9):
    cells = [(start - k) + 9 * k for k in range(start + 1)]  # from r1c(start+1) down and left
    clues.append({"cell": f"R0C{start + 2}", "cells": [cell(c, 9) for c in cells], "direction": "DL",
                  "value": str(sum(base[c] for c in cells))})
write("little_killer", 9, "Diagonals outside", {"littlekillersum": clues}, base, 4, 22)

six = empty_grid(6, {"antiking": True}, 8)
six_pairs = [(i, i + 1) for i in range(36) if i % 6 < 5] + [(i, i + 6) for i in range(30)]
xv = [{"cells": [cell(a, 6), cell(b, 6)], "value": "X" if six[a] + six[b] == 10 else "V"}
      for a, b in six_pairs if six[a] + six[b] in (5, 10)]
write("six_xv", 6, "X and V", {"xv": xv, "negative": ["xv"]}, six, 5, 4)

whispers = [walk(rng, base, 9, 3, 5, lambda a, b: abs(a - b) >= 5) for _ in range(2)]
renban = []
for r in range(9):
    for c in range(6):
        digits = [base[r * 9 + c + k] for k in range(3)]
        if max(digits) - min(digits) == 2 and len(renban) < 3:
            renban.append([r * 9 + c + k for k in range(3)])
palindromes = []
for a in range(81):
    for b in range(a + 1, 81):
        middle = [m for m in touching(a, 9) if m in touching(b, 9)]
        if base[a] == base[b] and middle and len(palindromes) < 2 and rng.random() < 0.2:
            palindromes.append([a, middle[0], b])
between = []
while len(between) < 2:
    path = walk(rng, base, 9, 3, 4, lambda a, b: True)
    x, y = base[path[0]], base[path[-1]]
    if all(min(x, y) < base[c] < max(x, y) for c in path[1:-1]):
        between.append(path)
odd = rng.sample([i for i in range(81) if base[i] % 2], 4)
even = rng.sample([i for i in range(81) if base[i] % 2 == 0], 4)
lines = lambda paths: [{"lines": [[cell(c, 9) for c in p]]} for p in paths]
write("lines", 9, "Lines", {
    "whispers": lines(whispers), "renban": lines(renban), "palindrome": lines(palindromes),
    "betweenline": lines(between), "odd": [{"cell": cell(c, 9)} for c in odd],
    "even": [{"cell": cell(c, 9)} for c in even]}, base, 6, 22)

knight = empty_grid(9, {"antiknight": True, "nonconsecutive": True}, 9)
write("anti_knight", 9, "Knights apart", {"antiknight": True, "nonconsecutive": True}, knight, 7, 6)

# X-sums from the top and the left, skyscrapers from the bottom and the right, on the 6x6.
def seen(digits):
    return sum(1 for i, d in enumerate(digits) if all(b < d for b in digits[:i]))


column = lambda c, down: [six[r * 6 + c] for r in (range(6) if down else range(5, -1, -1))]
row = lambda r, right: [six[r * 6 + c] for c in (range(6) if right else range(5, -1, -1))]
xsum = lambda digits: sum(digits[:digits[0]])
write("sightlines", 6, "Sightlines", {
    "xsum": [{"cell": f"R0C{c + 1}", "value": str(xsum(column(c, True)))} for c in range(6)]
    + [{"cell": f"R{r + 1}C0", "value": str(xsum(row(r, True)))} for r in range(6)],
    "skyscraper": [{"cell": f"R7C{c + 1}", "value": str(seen(column(c, False)))} for c in range(6)]
    + [{"cell": f"R{r + 1}C7", "value": str(seen(row(r, False)))} for r in range(6)]},
    six, 7, 2)


# The extras on the 9x9: region-sum and entropic lines, quadruples, minima and maxima, clones
# and column 1 as a column indexer where it holds.
box = lambda i: (i // 27) * 3 + (i % 9) // 3
region_sums = []
while len(region_sums) < 2:
    path = walk(rng, base, 9, 3, 5, lambda a, b: True)
    parts = []
    for i, c in enumerate(path):
        if i and box(c) == box(path[i - 1]):
            parts[-1].append(c)
        else:
            parts.append([c])
    sums = {sum(base[c] for c in part) for part in parts}
    if len(parts) > 1 and len(sums) == 1:
        region_sums.append(path)
band = lambda d: (d - 1) // 3
entropic = []
while len(entropic) < 2:
    path = walk(rng, base, 9, 4, 6, lambda a, b: band(a) != band(b))
    if all(band(base[path[i]]) != band(base[path[i - 2]]) for i in range(2, len(path))):
        entropic.append(path)
quadruples = []
for corner in rng.sample([r * 9 + c for r in range(8) for c in range(8)], 3):
    cells_round = [corner, corner + 1, corner + 9, corner + 10]
    digits = sorted(base[c] for c in cells_round)[: rng.randrange(2, 5)]
    quadruples.append({"cells": [cell(c, 9) for c in cells_round], "values": digits})
around = lambda i: [n for n in (i - 9, i + 9) if 0 <= n < 81] + [
    n for n in (i - 1, i + 1) if n // 9 == i // 9]
minima = [i for i in range(81) if all(base[n] > base[i] for n in around(i))][:3]
maxima = [i for i in range(81) if all(base[n] < base[i] for n in around(i))][:3]
twins = []
for a in rng.sample(range(81), 81):
    b = next((b for b in range(81) if b != a and base[b] == base[a] and box(b) != box(a)), None)
    if b is not None and len(twins) < 2:
        twins.append((a, b))
indexers = [r * 9 for r in range(9) if base[r * 9 + base[r * 9] - 1] == 1]
write("extras", 9, "Extras", {
    "regionsumline": lines(region_sums), "entropicline": lines(entropic),
    "quadruple": quadruples,
    "minimum": [{"cell": cell(c, 9)} for c in minima],
    "maximum": [{"cell": cell(c, 9)} for c in maxima],
    "clone": [{"cells": [cell(a, 9)], "cloneCells": [cell(b, 9)]} for a, b in twins],
    "columnindexer": [{"cells": [cell(c, 9) for c in indexers]}] if indexers else []},
    base, 8, 22, pencil={cell: sorted({base[cell], base[cell] % 9 + 1}) for cell in (40, 76)})
