"""Writes the f-puzzles JSON test puzzles of this folder from puzzle lines and their
solutions (tests/fpuzzles.rs reads them). Each puzzle is one of Nonet's own test puzzles
written as f-puzzles writes its JSON; some gain rules their solution keeps (cages with and
without sums, diagonals), which keep them unique and make kinds no line form has. The links
in links.txt are each JSON text (compact, as JSON.stringify writes it) compressed by
lz-string 1.5.0's own compressToBase64 (node, from the npm registry):

    python3 make.py SOLVER && python3 make_constraints.py SOLVER && node -e '…compressToBase64(JSON.stringify(require(f)))…'

Run from this folder: python3 make.py SOLVER, where SOLVER is a built `nonet`."""

import json
import subprocess
import sys

SOLVER = sys.argv[1]


def solve(line):
    out = subprocess.run([SOLVER, "solve", "-"], input=line + "\n", capture_output=True,
                         text=True, check=True).stdout.split()
    return [symbol_value(c) for c in out[-1]]


def symbol_value(c):
    if c in ".0":
        return 0
    return int(c) if c.isdigit() else ord(c.upper()) - ord("A") + 10


def cell(index, size):
    return f"R{index // size + 1}C{index % size + 1}"


def grid_of(size, givens, regions=None):
    rows = []
    for r in range(size):
        row = []
        for c in range(size):
            entry = {}
            value = givens[r * size + c]
            if value:
                entry = {"value": value, "given": True}
            if regions is not None:
                entry["region"] = regions[r * size + c]
            row.append(entry)
        rows.append(row)
    return rows


def with_extra_givens(givens, solution, every):
    """Adds a solution digit every `every` empty cells, so the independent counter is quick."""
    out = list(givens)
    empty = [i for i, g in enumerate(givens) if g == 0]
    for i in empty[::every]:
        out[i] = solution[i]
    return out


def puzzle(name, size, givens, solution, title, **rules):
    data = {"size": size, "title": title, "author": "Nonet tests", "ruleset": "Normal sudoku rules apply.",
            "grid": grid_of(size, givens, rules.pop("regions", None))}
    data.update(rules)
    data["solution"] = solution
    with open(f"{name}.json", "w") as f:
        json.dump(data, f, indent=1, ensure_ascii=False)
        f.write("\n")


classic = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
solution = solve(classic)
puzzle("classic", 9, [symbol_value(c) for c in classic], solution, "Classic")

x_line = "..4.6197.8.....5......5...25.....6..6..5.4..7..7.....53...4......8.....9.9278.3.."
x_solution = solve("x:" + x_line)
x_givens = [symbol_value(c) for c in x_line]
puzzle("x", 9, x_givens, x_solution, "Diagonals", **{"diagonal+": True, "diagonal-": True})

windoku = "...3......1.....5373.8.......2.98.......7.......13.7.......5.4212.....6......6..."
w_solution = solve("windoku:" + windoku)
windows = [[cell((top + r) * 9 + left + c, 9) for r in range(3) for c in range(3)]
           for top, left in [(1, 1), (1, 5), (5, 1), (5, 5)]]
puzzle("windoku", 9, [symbol_value(c) for c in windoku], w_solution, "Windows",
       extraregion=[{"cells": w} for w in windows])

jig_givens = "..7..21.8.......2..2.9.5.17....64......6.9......81....75.3.6.4..3.......4.51..9.."
jig_regions = "111122239122222239114443339144433339145555599447755599777656669778666668778888888"
j_solution = solve(f"jigsaw:{jig_givens}:{jig_regions}")
puzzle("jigsaw", 9, [symbol_value(c) for c in jig_givens], j_solution, "Irregular",
       regions=[int(c) - 1 for c in jig_regions])

killer_ids = "abcddeeeebbbfgggghijjfkkklhimnoopkqhimnrrssqtuvwrxxyqtzvwAAxBBCzvvDAEEFCzGGHHIECC"
killer_sums = [6, 22, 7, 10, 13, 13, 23, 14, 13, 5, 25, 4, 8, 9, 15, 7, 19, 16, 3, 6, 3, 22, 10, 12, 6, 19, 16, 5, 30, 2, 13, 5, 11, 10, 3]
k_line = "killer:" + "." * 81 + ":" + killer_ids + ":" + ",".join(map(str, killer_sums))
k_solution = solve(k_line)
order = []
for i, c in enumerate(killer_ids):
    if c != "." and c not in order:
        order.append(c)
cages = [{"cells": [cell(i, 9) for i, c in enumerate(killer_ids) if c == cid], "value": str(s)}
         for cid, s in zip(order, killer_sums)]
k_givens = with_extra_givens([0] * 81, k_solution, 3)
puzzle("killer", 9, k_givens, k_solution, "Cages", killercage=cages)

# Killer X: the X puzzle with cages its solution keeps, one without a sum. No line form has
# it, so it goes through the generic engine.
xk_cages = [
    {"cells": ["R1C1", "R1C2", "R2C1"], "value": str(x_solution[0] + x_solution[1] + x_solution[9])},
    {"cells": ["R5C5", "R5C6", "R6C5"], "value": str(x_solution[40] + x_solution[41] + x_solution[49])},
    {"cells": ["R9C8", "R9C9", "R8C9"]},
]
puzzle("killer_x", 9, with_extra_givens(x_givens, x_solution, 4), x_solution, "Killer X",
       **{"diagonal+": True, "diagonal-": True, "killercage": xk_cages})

def generated(size, level, seed):
    return subprocess.run([SOLVER, "generate", "--size", str(size), "-d", level, "-n", "1", "--seed",
                           str(seed)], capture_output=True, text=True, check=True).stdout.split()[-1]


six = generated(6, "medium", 5)
six_solution = solve(six)
puzzle("six", 6, [symbol_value(c) for c in six], six_solution, "Six by six")

# A 6x6 with a cage: the generic engine at another size.
six_cage = [{"cells": ["R1C1", "R2C1"], "value": str(six_solution[0] + six_solution[6])}]
puzzle("six_killer", 6, [symbol_value(c) for c in six], six_solution, "Six with a cage",
       killercage=six_cage)

sixteen = generated(16, "easy", 3)
puzzle("sixteen", 16, [symbol_value(c) for c in sixteen], solve(sixteen), "Sixteen")
