#!/usr/bin/python3
"""Plays Nonet as a screen reader hears it (run by tests/a11y/session.sh inside .ci/a11y).

Turns AT-SPI on (org.a11y.Status.IsEnabled), starts the app on a known puzzle, checks the
board is a table of 81 cells, each at its place, then types with xdotool and listens for what
a screen reader would speak: the arrow keys move the focus to the named cell, a digit renames
it, H announces the hint, Alt+R reads the row and C announces the check's result.
"""

import os
import subprocess
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Gio, GLib  # noqa: E402

PUZZLE = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"
# Its one solution (Project Euler's first grid), checked against the givens below.
SOLUTION = "483921657967345821251876493548132976729564138136798245372689514814253769695417382"

WORDS = {
    "en": {
        "cell": lambda row, column: f"row {row}, column {column}",
        "empty": ", empty",
        "given": lambda digit: f", {digit}, given",
        "filled": lambda digit: f", {digit}",
        "hint": "Where to look",
        "row": "Row 5: ",
        "check": "1 entry is wrong",
    },
    "zh": {
        "cell": lambda row, column: f"第{row}行第{column}列",
        "empty": "，空格",
        "given": lambda digit: f"，数字{digit}，提示数",
        "filled": lambda digit: f"，数字{digit}",
        "hint": "在哪里找",
        "row": "第5行：",
        "check": "有 1 个数字填错了",
    },
}

LANG = os.environ["A11Y_LANG"]
WORDS = WORDS["zh" if LANG.startswith("zh") else "en"]
BINARY = os.environ["NONET_BIN"]
WORK = os.environ["A11Y_WORK"]


def fail(message):
    print(f"a11y ({LANG}): FAILED: {message}", file=sys.stderr)
    log = os.path.join(WORK, "app.log")
    if os.path.exists(log):
        print("--- app output ---", file=sys.stderr)
        print(open(log, encoding="utf-8", errors="replace").read(), file=sys.stderr)
    sys.exit(1)


def enable_accessibility():
    """What a screen reader does at start: asks the AT-SPI bus to tell apps it is wanted."""
    bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    deadline = time.time() + 20
    while True:
        try:
            bus.call_sync(
                "org.a11y.Bus",
                "/org/a11y/bus",
                "org.freedesktop.DBus.Properties",
                "Set",
                GLib.Variant("(ssv)", ("org.a11y.Status", "IsEnabled", GLib.Variant("b", True))),
                None,
                Gio.DBusCallFlags.NONE,
                -1,
                None,
            )
            return
        except GLib.Error as error:
            if time.time() > deadline:
                fail(f"the AT-SPI bus did not answer: {error.message}")
            time.sleep(0.2)


for index, given in enumerate(PUZZLE):
    if given != "0" and given != SOLUTION[index]:
        fail("the solution does not fit the puzzle")

enable_accessibility()
import pyatspi  # noqa: E402  (only once the AT-SPI bus is up)

heard = []


def listen(event):
    try:
        name = event.source.name if event.source else ""
    except Exception:  # a node gone before its event is read
        name = ""
    data = event.any_data if isinstance(event.any_data, str) else ""
    heard.append((event.type, name, data, event.detail1))


pyatspi.Registry.registerEventListener(
    listen,
    "object:state-changed:focused",
    "object:property-change:accessible-name",
    "object:announcement",
)

puzzle_file = os.path.join(WORK, "a11y.sdk")
with open(puzzle_file, "w", encoding="utf-8") as out:
    out.write("#AScreen reader test\n")
    for row in range(9):
        out.write(PUZZLE[row * 9 : row * 9 + 9].replace("0", ".") + "\n")
env = dict(os.environ, LANG=LANG, LANGUAGE="", LC_ALL="", XDG_DATA_HOME=os.path.join(WORK, "data"),
           XDG_CONFIG_HOME=os.path.join(WORK, "config"), HOME=WORK)
app = subprocess.Popen([BINARY, puzzle_file], env=env, stdout=open(os.path.join(WORK, "app.log"), "w"),
                       stderr=subprocess.STDOUT)


def xdotool(*args):
    subprocess.run(["xdotool", *args], check=True, env=dict(os.environ))


def descendants(node, depth=0):
    if node is None or depth > 40:
        return
    yield node
    for child in node:
        yield from descendants(child, depth + 1)


def find_grid():
    desktop = pyatspi.Registry.getDesktop(0)
    for application in desktop:
        if application is None:
            continue
        for node in descendants(application):
            if node.getRole() == pyatspi.ROLE_TABLE:
                return node
    return None


def cell_name(index):
    return WORDS["cell"](index // 9 + 1, index % 9 + 1)


def wait_for(what, since, found, seconds=10):
    """Runs the main loop until `found(event)` holds for an event heard after the first
    `since` events."""
    start = since
    deadline = time.time() + seconds
    context = GLib.MainContext.default()
    while time.time() < deadline:
        while context.pending():
            context.iteration(False)
        for event in heard[start:]:
            if found(event):
                print(f"a11y ({LANG}): {what}: heard {event[0]} {event[1] or event[2]!r}")
                return event
        time.sleep(0.05)
    fail(f"{what}: nothing heard; events: {heard[start:]}")


def run_loop(seconds):
    deadline = time.time() + seconds
    context = GLib.MainContext.default()
    while time.time() < deadline:
        while context.pending():
            context.iteration(False)
        time.sleep(0.05)


def key(*keys):
    for name in keys:
        xdotool("key", name)
        run_loop(0.15)


def chord(modifier, name):
    xdotool("keydown", modifier)
    xdotool("key", name)
    xdotool("keyup", modifier)
    run_loop(0.15)


try:
    # The tree: a table of 81 cells, each at its place and named.
    grid = None
    deadline = time.time() + 60
    while grid is None and time.time() < deadline:
        run_loop(0.5)
        grid = find_grid()
    if grid is None:
        fail("no table in the accessibility tree")
    cells = [grid.getChildAtIndex(i) for i in range(grid.childCount)]
    if len(cells) != 81:
        fail(f"the table has {len(cells)} children, not 81")
    places = set()
    for cell in cells:
        if cell.getRole() != pyatspi.ROLE_TABLE_CELL:
            fail(f"a child of the table is a {cell.getRoleName()}")
        attributes = dict(a.split(":", 1) for a in cell.getAttributes())
        index = int(attributes["posinset"]) - 1
        places.add(index)
        expected = cell_name(index) + (
            WORDS["empty"] if PUZZLE[index] == "0" else WORDS["given"](PUZZLE[index])
        )
        if not cell.name.startswith(expected):
            fail(f"cell {index + 1} is named {cell.name!r}, not {expected!r}")
    if places != set(range(81)):
        fail("the cells' places are not 1 to 81 once each")
    print(f"a11y ({LANG}): a table of 81 cells, each named at its place")

    window = subprocess.run(
        ["xdotool", "search", "--sync", "--limit", "1", "--name", "Nonet"],
        check=True, capture_output=True, text=True,
    ).stdout.split()[0]
    xdotool("windowfocus", "--sync", window)
    run_loop(1.0)

    # The cursor starts at r5c5; Right moves it, and the focus with it.
    r5c6 = 4 * 9 + 5
    mark = len(heard)
    key("Right")
    wait_for(
        "focus after Right",
        mark,
        lambda e: e[0].startswith("object:state-changed:focused") and e[3] == 1
        and e[1].startswith(cell_name(r5c6)),
    )
    # Typing the answer renames the focused cell.
    digit = SOLUTION[r5c6]
    mark = len(heard)
    key(digit)
    wait_for(
        "name after typing",
        mark,
        lambda e: e[0].startswith("object:property-change:accessible-name")
        and e[1] == cell_name(r5c6) + WORDS["filled"](digit),
    )
    # H: the hint's first tier is announced.
    mark = len(heard)
    key("h")
    wait_for("hint", mark, lambda e: e[0] == "object:announcement" and e[2].startswith(WORDS["hint"]))
    # Alt+R reads the row.
    mark = len(heard)
    chord("alt", "r")
    wait_for("row read", mark, lambda e: e[0] == "object:announcement" and e[2].startswith(WORDS["row"]))
    # A wrong digit in r5c7, then Check: the result is announced.
    key("Right")
    r5c7 = r5c6 + 1
    wrong = next(d for d in "123456789" if d != SOLUTION[r5c7])
    mark = len(heard)
    key(wrong, "c")
    wait_for("check", mark, lambda e: e[0] == "object:announcement" and WORDS["check"] in e[2])
    print(f"a11y ({LANG}): passed")
finally:
    app.terminate()
    try:
        app.wait(timeout=10)
    except subprocess.TimeoutExpired:
        app.kill()
