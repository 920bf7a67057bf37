# Messages of the play area (see nonet.ftl for the conventions): the control panel, the
# number pad, the board's cover and cell labels, the hint card, the rating, records,
# checkpoints, practice and the solve path. Every message is on one line, so where English
# chooses between one and many, the code picks one of two messages (`-one` for one): a
# Fluent select expression needs a line for each variant.

## Header and clock

play-new-puzzle = New puzzle
play-coming-up = Coming up in a moment
play-unrated = Unrated
play-solved = Solved
play-solution-shown = Solution shown
play-paused = Paused
play-resume = Resume
play-best-time = Best { $time }
play-puzzle-title-author = “{ $title }” by { $author }
play-rules-heading = Rules
play-puzzle-title = “{ $title }”
play-puzzle-author = A puzzle by { $author }
play-clock-tip = Time spent on this puzzle

## Tools and game buttons

play-undo-tip = Undo: { $action } ({ $keys })
play-redo-tip = Redo: { $action } ({ $keys })
play-checkpoint = Checkpoint
play-hint-apply = Apply hint
play-hint-more = More hint
play-hint-fix = Fix it
play-solve = Solve
play-enter = Enter…
play-more = More
play-more-tip = Solve, Enter…, Open… and Save… (all in the Game menu too)
play-making-puzzle = Making a { $level } puzzle…
play-grids-tried = { $count } grids tried
play-level = Level
play-collection-size = { $total } puzzles in the collection
play-collection-position = Puzzle { $number } of { $total }
play-opening-file = Opening the file…

## Feedback card and tips

play-fix-first = Fix this first
play-press-again-erase = Press again to erase it.
play-nothing-left = Nothing left to do.
play-no-hint = No hint
play-tip-note-digit = Tip: { $keys } writes or removes a note without leaving digit mode.
play-tip-hint = Tip: Hint shows where to look, then more with each press; the last press applies the step.
play-tip-arrows = Tip: arrow keys move around the board, and they wrap at the edges.
play-tip-undo = Tip: { $keys } undoes anything, even Restart and Solve.
play-tip-shortcuts = Tip: { $keys } lists every keyboard shortcut.

## Entering a puzzle

play-enter-title = Set a puzzle · { $variant }
set-working = Checking…
set-solutions-none = No solution: the givens contradict each other.
set-solutions-one = One solution.
set-solutions-several = Two solutions or more: the tinted cells differ between two of them.
set-rated = Rated { $level } ({ $score }); hardest step: { $technique }.
set-rated-plain = Rated { $level } ({ $score }).
set-rated-beyond = The { $variant } techniques cannot finish it yet; it needs guessing.
set-removable = Givens that could go, each alone (highlighted): { $cells }
set-removable-many = { $count } givens could go, each alone (highlighted on the board).
set-minimal = Minimal: every given is needed.
set-minimal-no-givens = No givens: the rules alone make the solution unique.
set-not-minimal = Not minimal until it has one solution.
set-symmetry = Symmetry of the givens: { $names }
set-symmetry-none = None
set-symmetry-rotational = Rotational
set-symmetry-mirror = Mirror
set-symmetry-diagonal = Diagonal
set-keep = Keep symmetry
set-problem = Not a puzzle yet: { $error }
set-split-none = Nothing to split: the puzzle has one solution or none.
set-split-added = Added { $digit } in { $cell }: { $kept } of { $sampled } sampled solutions have it.
set-pattern-working = Filling the pattern…
set-pattern-gave-up = No { $level } puzzle fits these { $count } cells in { $attempts } tries. Try another level, or other cells.
set-pattern-filled = Filled { $count } cells: one solution, rated { $level } ({ $score }).
set-pattern-too-few = Mark at least 17 cells for a pattern: select them, or place givens where they go.
set-pattern-level = Level
set-cage-sum = Sum
    .tip = What the next cage adds up to: typed here, or as digits while its cells are selected
set-cage-sum-bad = A cage's sum is a number from 1 to 45.
set-cage-refused = That cage cannot be made: { $error }
set-cages-help = Select a cage's cells (drag, or Ctrl+click), type its sum, then press Enter or Make cage.
set-solutions-none-rules = No solution: the givens and the rules contradict each other.
set-drawn-no-fill = Pattern fills are for puzzles without rules drawn.
set-rules-heading = Draw rules
set-rules-help = Drag along the cells (a thermometer from its bulb, an arrow from its circle), then press the rule. Dots and letters join two cells side by side; a clue outside the grid (sandwich, X-sum, skyscraper, little killer) takes the number in the Sum field and sits at the end you drew from.
set-rule-refused = That rule cannot be drawn: { $error }
set-drawn-not-counted = its solutions are still being counted
set-regions-help = Select cells, then choose the region they join. Each region needs nine connected cells.
set-sized-nine-only = Cages, painted regions, rules drawn and pattern fills are set on 9x9 grids; at other sizes the workshop places givens.
set-sized-letters = Type 10 to 16 as the letters A to G (with Shift where a letter is a shortcut).
set-sized-paste-size = only a { $size }×{ $size } puzzle with no rules beyond its regions goes into this draft
set-sized-no-export = Export writes 9×9 puzzles. Save writes this puzzle as a line to a file, and Copy puts that line on the clipboard.
set-legend = Small digits are the true candidates. Tinted cells differ between two solutions; highlighted givens could go.
set-export-none = Only a puzzle with a solution can be saved or exported: change the givens first.
set-export-drawn = A puzzle with rules drawn goes out as a link: Edit › Copy f-puzzles link or Copy SudokuPad link.
set-fill-pattern = Fill pattern
    .tip = Put digits in the selected cells (with one cell selected, where the givens are) so that the puzzle has one solution at the level you choose
set-solutions-unknown = The solutions could not be counted in time: the grid is very open, or may have none.
set-tools = Tools
play-enter-help = Click a cell and type the puzzle row by row: a digit, or 0, ., Space or Delete for a blank, moves on to the next cell.
set-givens-so-far = { $count ->
        [0] No givens yet.
        [one] One given so far.
       *[other] { $count } givens so far.
    }

## Input modes and the number pad

play-mode-tip-keys = { $description } ({ $keys } switches it on and off; { $cycle } goes through the modes)
play-mode-tip = { $description } ({ $cycle } goes through the modes)
play-pad-digit = Digit { $digit }
play-pad-colour = Colour { $digit }, { $colour }
play-pad-all-placed = Digit { $digit }, all placed
play-pad-digit-left = Digit { $digit }, { $count } left
play-pad-done = done
play-pad-left = { $count } left
play-pad-tip-entering = Type the given { $digit } (key { $digit })
play-pad-tip-digit-first = Digit first: choose { $digit }, then click each cell it goes in (key { $digit }; again to put it down)
play-pad-tip-digit = Enter { $digit } in the selected cell (key { $digit })
play-pad-tip-digit-cells = Enter { $digit } in the { $count } selected cells (key { $digit })
play-pad-tip-candidate = Write or remove the candidate { $digit } in the selected cell (key { $digit })
play-pad-tip-candidate-cells = Write or remove the candidate { $digit } in the { $count } selected cells (key { $digit })
play-pad-tip-corner = Write or remove the corner mark { $digit } in the selected cell (key { $digit })
play-pad-tip-corner-cells = Write or remove the corner mark { $digit } in the { $count } selected cells (key { $digit })
play-pad-tip-colour = Paint the selected cell { $colour } (key { $digit }; { $erase } takes the colour away)
play-pad-tip-colour-cells = Paint the { $count } selected cells { $colour } (key { $digit }; { $erase } takes the colour away)
play-pad-tip-highlight = Right-click: highlight the cells with the candidate { $digit } ({ $keys })

## Checkpoints

play-checkpoints = Checkpoints
play-highlight-candidate = { $cells ->
        [0] No cell shows the candidate { $digit } ({ $keys } stops)
        [one] 1 cell shows the candidate { $digit } ({ $keys } stops)
       *[other] { $cells } cells show the candidate { $digit } ({ $keys } stops)
    }
play-highlight-count = { $count ->
        [1] { $cells ->
            [0] No cell shows a single candidate ({ $keys } stops)
            [one] 1 cell shows a single candidate ({ $keys } stops)
           *[other] { $cells } cells show a single candidate ({ $keys } stops)
        }
        [2] { $cells ->
            [0] No bivalue cells ({ $keys } stops)
            [one] 1 bivalue cell ({ $keys } stops)
           *[other] { $cells } bivalue cells ({ $keys } stops)
        }
       *[other] { $cells ->
            [0] No cell shows { $count } candidates ({ $keys } stops)
            [one] 1 cell shows { $count } candidates ({ $keys } stops)
           *[other] { $cells } cells show { $count } candidates ({ $keys } stops)
        }
    }
play-checkpoint-go-back = Go back
play-checkpoint-forget = Forget
play-checkpoint-name = Checkpoint { $number }
play-checkpoint-line = { $name } · { $time } · { $filled } of 81 filled
play-checkpoint-back = Back at { $name }. Undo brings your later moves back.
play-checkpoint-marked = Marked { $name }. Edit › Go back to checkpoint returns to it.

## Cells as a screen reader names them

play-board-name = Sudoku board
play-cell-in-cage = in a cage of { $count } cells adding up to { $sum }
play-cell-in-region = in region { $number }
play-cell-in-window = in a window
play-cell-on-diagonal = on a diagonal
play-cell-place = row { $row }, column { $column }
play-cell-filled = { $cell }, { $digit }
play-cell-given = { $label }, given
play-cell-revealed = { $label }, from the solution
play-cell-wrong = { $label }, wrong
play-cell-clashes = { $label }, clashes
play-cell-empty = { $cell }, empty
play-cell-notes = { $label }, notes { $digits }
play-cell-corner = { $label }, corner { $digits }
play-cell-colour = { $label }, { $colour }
play-cell-highlighted = { $label }, highlighted

## The hint card

play-where-to-look = Where to look
play-step-in-unit = There is a step to find in { $unit }.
play-step-in-cells = There is a step to find in the highlighted cells.
play-hint-again-technique = Press Hint again ({ $keys }) to see the technique.
play-look-at = Look at { $cell }.
play-it-uses = It uses { $cells }.
play-hint-again-explanation = Press Hint again ({ $keys }) for the explanation.
play-hint-again-apply = Press Hint again ({ $keys }) to apply it.

## The rating

play-beyond-logic = Beyond logic
play-rated = Rated { $score } · { $technique }
play-variant-level = { $variant } · { $level }
play-rating-no-technique = none
play-rating-stalled = No technique Nonet knows finishes this puzzle: it needs trial and error.
play-rating-score = Score { $score } on Sudoku Explainer's scale, set by the hardest step: { $technique }.
play-rating-scale = The scale runs from 1.0 (a full house) through 2-3 (singles, pointing, pairs), 4-6 (fish, wings, uniqueness, short chains) and 7-8 (long chains) to 9 and above (forcing chains).
play-level-meaning-easy = { $level } means it needs singles only; levels follow techniques, not scores, so their scores overlap.
play-level-meaning-medium = { $level } means it needs locked candidates, pairs and triples at most; levels follow techniques, not scores, so their scores overlap.
play-level-meaning-hard = { $level } means it needs quads, fish, single-digit patterns, wings, uniqueness or colouring; levels follow techniques, not scores, so their scores overlap.
play-level-meaning-expert = { $level } means it needs chains, almost locked sets or finned and large fish; levels follow techniques, not scores, so their scores overlap.
play-level-meaning-master = { $level } means it needs forcing chains, or more than logic; levels follow techniques, not scores, so their scores overlap.

## Records and the daily puzzle

play-earlier-best-moved = Best times from earlier versions of Nonet did not record whether hints or Solve were used, so they no longer count as records. They are kept in Game › Statistics as earlier best times.
play-statistics-unreadable = Your statistics could not be read ({ $error }).
play-statistics-unsaved = Your statistics could not be saved ({ $error }).
play-statistics-unsaved-to = Your statistics could not be saved to { $path } ({ $error }).
play-assist-revealed = The solution was shown during this game.
play-assist-hint-applied = A hint was applied in this game.
play-assist-hint-explained = A hint was shown past where to look.
play-assist-rewound = The game was rewound to its last correct position.
play-assist-kept = So its time is kept among games with help, not as a record.
play-no-daily-streak = No daily streak running; your longest was { $best } days.
play-daily-streak-one = Daily streak: 1 day (longest { $best }).
play-daily-streak = Daily streak: { $count } days in a row (longest { $best }).
play-hints-mistakes-checks = Hints { $hints } · Mistakes { $mistakes } · Checks { $checks }
play-hints-checks = Hints { $hints } · Checks { $checks }
play-solved-puzzle = Solved! You finished the puzzle in { $time }.
play-solved-level = Solved! You finished this { $level } puzzle in { $time }.
play-solved-level-best = Solved! You finished this { $level } puzzle in { $time }. That is a new best time.
play-daily-started = The daily { $level } puzzle of { $date }. Good luck!
play-solved-variant-level = Solved! You finished this { $variant } puzzle at { $level } in { $time }.
play-solved-variant-level-best = Solved! You finished this { $variant } puzzle at { $level } in { $time }. That is a new best time.
play-daily-variant-started = The daily { $variant } puzzle at { $level } of { $date }. Good luck!
play-daily-failed = Could not make the daily { $level } puzzle: { $error }.
play-statistics-exported = Exported { $count } games to { $file }.
play-statistics-export-failed = Could not export to { $path }: { $error }

## Practice and the techniques window

play-practice-stopped = Practice stopped; the position stays on the board as a game.
play-practice-unplayable = The practice position could not be played: { $error }.
play-practice-wrong-digit = { $cell } is not { $digit }. Undo and look again.
play-practice-lost-candidate = { $cell } has lost its { $digit }, which is the answer there. Undo and look again.
play-practice-finding = Finding a position for the { $technique }…
play-practice-find-placement = Find the { $technique } and enter the digit it places. Hint shows it.
play-practice-find-elimination = Find the { $technique } and remove from the notes every candidate it rules out. Hint shows it.
play-practice-right = Right! { $explanation }
play-practice-partly = Right so far. Carry on with the rest of the { $technique }.
play-practice-title = Practice: { $technique }
play-practice-title-done = Practice: { $technique } · { $count } done
play-practice-finding-variant = Making { $variant } puzzles until one needs the { $technique }…
play-practice-variant-title = Practice: { $technique } ({ $variant })
play-practice-variant-title-done = Practice: { $technique } ({ $variant }) · { $count } done
play-technique-variant = Variant: { $variant }
play-technique-houses-x = In Sudoku X the two long diagonals are houses too: wherever this says row, column or box, a diagonal works the same way.
play-technique-houses-windoku = In Windoku the four windows are houses too: wherever this says row, column or box, a window works the same way.
play-technique-houses-jigsaw = In Jigsaw the nine regions take the place of the boxes: wherever this says box, read region.
play-technique-houses-killer = In Killer each cage holds different digits adding up to its sum: the techniques use the cages as well as the rows, columns and boxes.
play-no-variant-example = No example of this technique turned up in the { $variant } puzzles made for it.
play-techniques-title = Techniques
play-technique-level = Level: { $level }
play-finding-example = Finding an example…
play-no-example = No example of this technique turned up in the puzzle bank.
play-example = Example

## The solve path

play-path-applied-one = Applied 1 step of the solve path. Undo takes them back one at a time.
play-path-applied = Applied { $count } steps of the solve path. Undo takes them back one at a time.
play-path-removes = removes { $digits } from { $cells }
play-path-removes-more = removes { $digits } from { $cells } and { $count } more
play-path-solved-one = Solved by logic in 1 step; the hardest is { $technique } ({ $score }).
play-path-solved = Solved by logic in { $count } steps; the hardest is { $technique } ({ $score }).
play-path-nothing = Nothing is left to solve.
play-path-stalled-one = Logic stops after 1 step: no technique Nonet knows applies there, so the rest needs guessing.
play-path-stalled = Logic stops after { $count } steps: no technique Nonet knows applies there, so the rest needs guessing.
play-path-contradiction-one = The path stops after 1 step: the position breaks the rules (a cell or a unit has no place left for a digit).
play-path-contradiction = The path stops after { $count } steps: the position breaks the rules (a cell or a unit has no place left for a digit).
play-path-working = Working out the path…
play-path-blocked = { $problem } The path from your position starts once it is fixed; the path from the start is always there.
play-path-showing = The board shows the position before step { $number } of { $total }. Esc goes back to your game.
play-path-choose = Choose a step to see the board just before it.
play-path-apply-disabled = Only a path from your position can be applied: choose From this position

## What each technique does (the techniques window and the hint card)

technique-desc-full-house = A row, column or box has only one empty cell left: it takes the one missing digit.
technique-desc-hidden-single = Within a row, column or box, a digit has only one cell where it can go, so it goes there.
technique-desc-naked-single = A cell has only one candidate left, because every other digit is already in its row, column or box.
technique-desc-pointing = Inside a box, a digit fits only in cells of one row or column. Whichever it takes, the digit is used up for that line, so it leaves the rest of the line.
technique-desc-claiming = Inside a row or column, a digit fits only in cells of one box. The box's copy of the digit must be on that line, so it leaves the rest of the box.
technique-desc-naked-pair = Two cells of a unit hold only the same two candidates. Those two digits go into those two cells, so no other cell of the unit can take them.
technique-desc-hidden-pair = Two digits fit only in the same two cells of a unit. Those cells must take those digits, so their other candidates go.
technique-desc-naked-triple = Three cells of a unit hold only three digits between them. Those digits fill those cells, so they leave the rest of the unit.
technique-desc-hidden-triple = Three digits fit only in the same three cells of a unit. Those cells must hold those digits, so their other candidates go.
technique-desc-naked-quad = Four cells of a unit hold only four digits between them. Those digits fill those cells, so they leave the rest of the unit.
technique-desc-hidden-quad = Four digits fit only in the same four cells of a unit. Those cells must hold those digits, so their other candidates go.
technique-desc-x-wing = In two rows a digit fits only in the same two columns (or the other way round). It must take opposite corners of that rectangle, so it leaves the rest of those two columns.
technique-desc-swordfish = In three rows a digit fits only within the same three columns (or the other way round). It must fill those columns there, so it leaves the rest of them.
technique-desc-jellyfish = In four rows a digit fits only within the same four columns (or the other way round). It must fill those columns there, so it leaves the rest of them.
technique-desc-finned-x-wing = An X-Wing with extra candidates (fins) in one box. Either a fin holds the digit or the X-Wing holds, so cells of the X-Wing's columns inside the fin's box lose it.
technique-desc-finned-swordfish = A Swordfish with fins in one box. Either a fin holds the digit or the Swordfish holds, so cells of its columns inside the fin's box lose it.
technique-desc-finned-jellyfish = A Jellyfish with fins in one box. Either a fin holds the digit or the Jellyfish holds, so cells of its columns inside the fin's box lose it.
technique-desc-skyscraper = Two parallel lines each hold a digit in only two cells, and one end of each lines up. The other two ends cannot both be empty of the digit, so cells seeing both lose it.
technique-desc-two-string-kite = A row and a column each hold a digit in only two cells, with one end of each in the same box. One of the two far ends holds the digit, so a cell seeing both loses it.
technique-desc-empty-rectangle = In a box, a digit lies only on one row and one column. Combined with a line where the digit has two places, it rules the digit out of one cell.
technique-desc-xy-wing = A cell with two candidates XY sees a cell XZ and a cell YZ. Whichever digit the first takes, one of the other two is Z, so cells seeing both lose Z.
technique-desc-xyz-wing = A cell with candidates XYZ sees a cell XZ and a cell YZ. One of the three must be Z, so cells seeing all three lose Z.
technique-desc-w-wing = Two cells hold the same pair XY and a line holds X only in two cells, one seeing each. One of the pair cells is Y, so cells seeing both lose Y.
technique-desc-remote-pairs = A chain of cells that all hold the same two digits, each seeing the next: the digits alternate along it, so a cell seeing two cells of opposite parity can hold neither.
technique-desc-simple-colouring = Follow one digit through units where it has just two places, colouring the cells in two alternating colours; one colour is true. A cell seeing both colours loses the digit, and a colour that meets itself in a unit is false.
technique-desc-unique-rectangle-1 = Four cells on two rows, two columns and two boxes would let two digits swap, giving two solutions. When three corners hold only those digits, the fourth cannot be either.
technique-desc-unique-rectangle-2 = A would-be swappable rectangle whose two extra corners hold the same one extra digit: one of them must be that digit, so cells seeing both lose it.
technique-desc-unique-rectangle-3 = A would-be swappable rectangle whose extra corners act together as one cell with their extra digits, forming a naked set with other cells of their unit.
technique-desc-unique-rectangle-4 = A would-be swappable rectangle where one of its digits has only the two extra corners in a unit: one of them is that digit, so neither can be the other digit.
technique-desc-bug-plus-one = Every empty cell holds two candidates except one: such a grid would have two solutions, so the odd cell must take the digit that appears three times in its units.
technique-desc-x-chain = A chain on one digit alternating strong and weak links: one of its two ends holds the digit, so cells seeing both ends lose it.
technique-desc-xy-chain = A chain of two-candidate cells, each linked to the next by a shared digit: one of its two ends holds the end digit, so cells seeing both ends lose it.
technique-desc-nice-loop = An alternating chain that closes on itself: it forces or removes candidates where the loop meets.
technique-desc-als-xz = Two almost locked sets linked by a digit that cannot be in both: a second shared digit must be in one of them, so cells seeing all its places lose it.
technique-desc-forcing-chain = Try each candidate of a cell or each place of a digit in a unit: every choice leads to the same conclusion, which must therefore be true.
technique-desc-strong-link-fish = Three to six strong links on one digit, joined end to end by weak links: one of the two ends holds the digit, so cells seeing both ends lose it.
technique-desc-explainer-wing = A two-candidate cell and a set of three, four or five cells holding one digit more than cells: one digit cannot be in both, so the other must be in one of them, and cells seeing all its places lose it.
technique-desc-aligned-triple-exclusion = Three cells cannot take digits that would leave a cell seeing all three with no candidate, nor the same digit twice where two of them see each other: a digit of one of them that fits no allowed way of filling them goes.
technique-desc-cage-combinations = A killer cage holds different digits adding up to its sum: each cell keeps only the digits of the combinations that sum allows in that many cells.
technique-desc-cage-house = A digit every combination of a cage holds must go in the cage; when its places in the cage all lie in one house, the rest of that house loses it.
technique-desc-house-cage = When a digit's places in a house all lie in one cage, the cage holds it there, so the cage's other cells lose it.
technique-desc-rule-of-45 = A house adds up to 45: take away the cages wholly inside it, and the cells left over (or the cells sticking out of cages that cross it) have a known sum.
technique-desc-rule-of-45-two-houses = Two neighbouring rows, columns or boxes add up to 90: the cells their whole cages leave over have a known sum, which limits their digits.
technique-desc-killer-pair = Two groups of one house, at least one a cage, hold a digit between them in every way they can be filled: the rest of the house loses it.
technique-desc-rule-of-45-several-houses = Three or four neighbouring rows or columns, or a square of four boxes, add up to 45 each: the cells their whole cages leave over have a known sum, which limits their digits.
technique-desc-interacting-cages = Cages in one house share its digits: a candidate that fits no way of filling them together, each to its sum and with no digit twice, goes.
technique-desc-puzzle-rule = A constraint puzzle's own rules (thermometers, arrows, dots, lines, clues outside the grid) remove the candidates they forbid, each read on its own cells.

## Moves, as the Undo and Redo tooltips name them

action-enter = enter { $digit } in { $cells }
action-erase = erase { $cells }
action-note = note { $digit } in { $cells }
action-fill-candidates = fill candidates
action-notes-changed = change the notes of { $cells }
action-clear-notes = clear notes
action-hint = hint ({ $technique })
action-restart = restart
action-solve = solve
action-corner = corner mark { $digit } in { $cells }
action-uncolour = uncolour { $cells }
action-colour = colour { $cells } with colour { $colour }
action-uncolour-candidate = uncolour candidate { $digit } of { $cell }
action-colour-candidate = colour candidate { $digit } of { $cell } with colour { $colour }
action-live-candidates = live candidates
action-back-to = back to { $label }
action-cells-none = no cell
action-cells-more = { $first } and { $more } more

## Keeping the puzzle being set

set-confirm-leave-title = Throw away the puzzle you are setting?
set-confirm-leave-yes = Throw it away
set-confirm-leave-save-first = Save it first to keep it as a file.
set-draft-lost = The { $variant } puzzle you are setting will be closed. You would lose:
set-lose-givens-one = 1 given
set-lose-givens = { $count } givens
set-lose-cages-one = 1 cage
set-lose-cages = { $count } cages
set-lose-rules-one = 1 rule drawn
set-lose-rules = { $count } rules drawn
set-lose-regions = the regions you painted
set-draft-restored = The { $variant } puzzle you were setting is back, as you left it.
set-draft-not-kept = The puzzle being set could not be kept for next time: { $error }
set-draft-damaged = The puzzle you were setting could not be read ({ $error }).
set-draft-damaged-kept = The puzzle you were setting could not be read ({ $error }). The file is kept as { $path }.
set-grade = { $level } ({ $score })
set-grade-beyond = beyond the techniques ({ $score })
set-split-added-rating = Added { $digit } in { $cell }: { $kept } of { $sampled } sampled solutions have it. The rating went from { $before } to { $after }; Undo takes the given back.
set-file-name = { $variant } { $level }
set-file-name-plain = { $variant } puzzle

## Reading keys

read-house = { $house }: { $cells }.
read-empty = empty
read-empty-cells = { $count ->
        [one] 1 cell is empty.
       *[other] { $count } cells are empty.
    }
read-digit-count = { $digit } placed { $count ->
        [one] once
       *[other] { $count } times
    }
read-digit-counts = Placed: { $counts }.
read-time = Time: { $time }.
speak-house-complete = { $house } is complete.
play-clock-name = Time (Alt+T reads it)

win-all-steps-title = All steps
play-all-steps-count = { $count ->
        [one] { $shown } of 1 step shown.
       *[other] { $shown } of { $count } steps shown.
    }
play-all-steps-every-technique = Every technique
play-all-steps-any-digit = Any digit
play-all-steps-selected-cell = Only the selected cell
play-all-steps-none = No step here passes the filters.
play-all-steps-group = { $technique } · { $score } · { $count }
play-all-steps-technique = Technique
play-all-steps-digit = Digit

win-replay-title = Replay
win-replay-file-title = Replay of { $file }
play-replay-progress = Move { $shown } of { $count } · { $time } / { $duration }
play-replay-pause = Pause
play-replay-speed = Speed
play-replay-move = Move { $number }: { $move }
play-replay-at-start = The first position, before any move.
play-replay-board-note = The board shows the replay; close this window to play on.
