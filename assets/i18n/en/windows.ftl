# Messages of the windows area (see nonet.ftl for the conventions): dialogs, How to play,
# the win window, statistics, printing, collections and the messages under the board.
# Every message is on one line (tests/i18n_catalogue.rs reads them line by line).

## The win window

win-solved-title = Solved!
win-solved = Well done! You solved the puzzle in { $time }.
win-solved-level = Well done! You solved this { $level } puzzle in { $time }.
win-hints-mistakes = Hints { $hints } · Mistakes { $mistakes }
win-new-best = That is your best time at this level.
win-best = Your best at this level: { $time }
win-play-again = Play again

## Questions before a game is replaced or revealed

win-confirm-replace = The game in progress will be replaced. Save it first to come back to it.
win-confirm-play-it = Play it
win-confirm-reveal-title = Show the solution?
win-confirm-reveal = This fills in the answer and ends the game. The game will not count towards your best times, even if you undo and finish it. Undo brings your game back.
win-confirm-reveal-yes = Show solution
win-confirm-new-game-title = Start a new game?
win-confirm-new-game-yes = New game
win-confirm-collection-title = Play another puzzle?
win-confirm-pasted-title = Play the pasted puzzle?
win-confirm-open-title = Open the file?
win-confirm-open-yes = Open it
win-confirm-several-title = Play a puzzle with several solutions?
win-confirm-several = This puzzle has more than one solution. Nonet can play it against one of them: Check, hints and Solve then follow that one, and a different correct finish may be called a mistake.
win-confirm-several-yes = Play anyway
win-confirm-daily-title = Play the daily puzzle?
win-confirm-practise-title = Start practising?
win-confirm-practise-yes = Practise
win-confirm-entered-title = Play the puzzle you typed in?
win-leave-counted = The game in progress will be replaced and counted as not finished in your statistics. You would lose:
win-leave-lose = The game in progress will be replaced. You would lose:
win-leave-save-first = Save it first to come back to it.
win-lose-digits-one = 1 digit you entered
win-lose-digits = { $count } digits you entered
win-lose-candidates-one = 1 candidate
win-lose-candidates = { $count } candidates
win-lose-corner-marks-one = 1 corner mark
win-lose-corner-marks = { $count } corner marks
win-lose-colours-one = 1 colour
win-lose-colours = { $count } colours
win-lose-checkpoints-one = 1 checkpoint
win-lose-checkpoints = { $count } checkpoints
win-lose-time = { $time } on the clock

## Help: the shortcuts sheet and How to play

win-shortcuts-title = Keyboard shortcuts
win-sheet-playing = Playing
win-sheet-marks = Marks, colours and selection
win-sheet-game = Game
win-sheet-edit = Edit
win-sheet-reading = Reading the board aloud
win-sheet-learning = Learning
win-sheet-view = View and help
win-sheet-digit = Enter a digit in the selected cells (in another mode: a candidate, corner mark or colour)
win-sheet-corner-digit = Write or remove a corner mark without switching modes
win-sheet-colour-digit = Paint the selected cells without switching modes (0 takes the colour away)
win-sheet-note-digit = Write or remove a candidate without switching modes (in candidate mode: enter a digit)
win-sheet-highlight-candidate = Highlight the cells showing a candidate (again to stop; right-click on the pad does the same)
win-sheet-mouse = Mouse: click a cell to select it; drag or Ctrl+click to select several; right-click switches notes mode; in colour mode, Alt+click paints a candidate.
win-how-to-play-title = How to play
win-howto-rules-heading = The rules
win-howto-rules = Fill the grid so that every row, every column and every 3×3 box holds the digits 1 to 9 once each. The digits on the board from the start are given and cannot change; the digits you enter are blue, and those Show solution fills in are purple. Every Nonet puzzle has exactly one solution, and logic alone finds it.
win-howto-entering-heading = Entering digits
win-howto-entering = Click a cell (or move with the arrow keys) and type a digit, or click it on the number pad. Delete, Backspace or 0 erases. The pad shows how many of each digit are still to place.
win-howto-notes-heading = Notes
win-howto-notes = The mode buttons above the pad choose what a digit does: Digit enters it, Notes writes a small candidate, Corner a corner mark (this digit goes in one of these cells of the box), Colour paints the cell. Shift, Ctrl or Alt with a digit writes a candidate, a corner mark or a colour without switching. Fill candidates writes every possible digit into every empty cell (View › Live candidates keeps them true as you play); entering a digit removes it from the notes of its row, column and box.
win-howto-selecting-heading = Selecting and checkpoints
win-howto-selecting = Drag across cells, or Ctrl+click them, to work on several at once: one digit, mark or colour goes into all of them as one move. Ctrl+M marks a checkpoint; Edit › Go back to checkpoint returns to it, and Undo brings your later moves back.
win-howto-hints-heading = Hints and checking
win-howto-hints = Hint says where to look, then names the technique and marks its cells, then explains it on the board; the next press applies the step (View › Hints in tiers off: explained at once). A wrong digit is pointed out first. Check marks wrong entries; Solve shows the answer after asking, and Undo brings your game back.
win-howto-learning-heading = Learning
win-howto-learning = Learn › Solve path lists the whole logical solution; choose a step to see the board just before it, and apply up to it if you like. Learn › Techniques and practice says what each technique does, shows an example, and gives practice positions where it is the next step; the row at its top switches to the techniques of a variant, practised on variant puzzles made for them.
win-howto-games-heading = Games and files
win-howto-games = New game makes a puzzle at the chosen level, from Easy to Master. Open reads Nonet saves and puzzle files from other programs (.sdk, .ss, .sdm, one puzzle per line); drop a file on the window or paste a copied puzzle (Edit › Paste puzzle). Your game is saved automatically and comes back when Nonet starts.
win-howto-keys = Every key is listed under Help › Keyboard shortcuts ({ $keys }).

## Statistics

win-statistics-title = Statistics
win-statistics-note = Best, average and median count games solved without help; games with help have their own column.
win-statistics-level = Level
win-statistics-started = Started
win-statistics-finished = Finished
win-statistics-win-rate = Win rate
win-statistics-best = Best
win-statistics-best-with-help = Best with help
win-statistics-average = Average
win-statistics-median = Median
win-statistics-streak = Streak
win-statistics-best-streak = Best streak
win-statistics-hints = Hints
win-statistics-earlier-best = Earlier best times (kept by versions that did not record help; not records):
win-statistics-last-games = Last games
win-statistics-none-solved = No { $level } game solved yet.
win-statistics-none-solved-variant = No { $variant } game at { $level } solved yet.
win-statistics-variant = Variant:
win-statistics-daily-count = Daily
win-solved-variant-level = Well done! You solved this { $variant } puzzle at { $level } in { $time }.
win-statistics-plot-game = Game
win-statistics-plot-time-axis = Time (m:ss)
win-statistics-plot-point = Game { $number }: { $time }
win-statistics-plot-time = Time
win-statistics-plot-unaided = Without help
win-statistics-plot-helped = With help
win-statistics-plot-best = Best
win-statistics-daily = Daily puzzles
win-statistics-daily-solved = Daily puzzle solved
win-statistics-month = { $month } { $year }
win-month-1 = January
win-month-2 = February
win-month-3 = March
win-month-4 = April
win-month-5 = May
win-month-6 = June
win-month-7 = July
win-month-8 = August
win-month-9 = September
win-month-10 = October
win-month-11 = November
win-month-12 = December
win-weekday-1 = Mo
win-weekday-2 = Tu
win-weekday-3 = We
win-weekday-4 = Th
win-weekday-5 = Fr
win-weekday-6 = Sa
win-weekday-7 = Su

## Printing

win-print-title = Print
win-print-what = What to print
win-print-this-puzzle = This puzzle
win-print-every-of = Every puzzle of { $file } ({ $count })
win-print-every-open = Every puzzle of the open collection
win-print-range = A range of the collection
win-print-from = From puzzle
win-print-to = to
win-print-new = New puzzles
win-print-each-level = Puzzles at each level:
win-print-per-page = Puzzles on a page:
win-print-paper = Paper:
win-print-letter = Letter
win-print-solutions = Solutions on pages at the back
win-print-progress = { $done } of { $total } puzzles ready
win-print-open-collection = Open a puzzle file to print a collection.
win-print-bad-range = { $file } holds { $count } puzzles: puzzles { $first } to { $last } cannot be printed.
win-print-nothing = There is no puzzle on the board to print.
win-print-choose-level = Choose at least one level for the new puzzles.
win-print-start-failed = Could not start printing: { $error }
win-print-thread-stopped = the printing thread stopped without a booklet
win-print-failed = Could not print to { $path }: { $error }
# fluent-rs reads a select expression only over several lines, and the catalogue keeps one
# line a message: where English says "1 puzzle" but "2 puzzles", the code picks the `-one`
# message for 1 (a language without plurals says the same in both).
win-print-written-one = Wrote 1 puzzle to { $path }.
win-print-written = Wrote { $count } puzzles to { $path }.
win-print-opened-one = Wrote 1 puzzle to { $path } and opened it; print it from the viewer.
win-print-opened = Wrote { $count } puzzles to { $path } and opened it; print it from the viewer.
win-print-no-viewer-one = Wrote 1 puzzle to { $path }, but no PDF viewer could be started ({ $error }); open that file to print it.
win-print-no-viewer = Wrote { $count } puzzles to { $path }, but no PDF viewer could be started ({ $error }); open that file to print it.

## Collections: the picker and the loading window

win-picker-title = Puzzles in { $file }
win-picker-count = { $count } puzzles
win-picker-count-skipped-one = { $count } puzzles · 1 unreadable record skipped
win-picker-count-skipped = { $count } puzzles · { $skipped } unreadable records skipped
win-picker-first-problem = First problem: { $error }
win-picker-rating = Rating… { $done } of { $total }
win-picker-all-rated = Every puzzle rated
win-picker-play = Play
    .tip = Play the highlighted puzzle (or double-click it)
win-picker-playing = Playing puzzle { $number }
win-picker-show = Show
win-picker-all = All
    .tip = List every puzzle of the file
win-picker-level =
    .tip = List only the { $level } puzzles; Next puzzle then skips to the next one
win-picker-listed-as-rated = { $level } puzzles are listed as they are rated.
win-picker-no-level = No { $level } puzzles in this file.
win-picker-column-puzzle = Puzzle
win-picker-column-line = Line
win-picker-column-givens = Givens
win-picker-column-level = Level
win-picker-pending = rating…
win-picker-beyond-logic = { $level } (beyond logic)
win-picker-no-solution = no solution
win-picker-several = several solutions
win-picker-too-open = too open to tell
win-picker-row = Puzzle { $number }
win-picker-row-playing = { $number } (playing)
win-loading-title = Opening { $file }
win-loading-reading = Reading the puzzles…

## Games from files, the generator and the clipboard

win-new-game-cancelled = New game cancelled.
win-new-puzzle = A new { $level } puzzle. Good luck!
win-making-variant = Making a { $variant } puzzle…
win-new-variant-puzzle = A new { $variant } puzzle at { $level }. Good luck!
win-read-puzzle-ready = { $variant } is ready, rated { $level }. Good luck!
win-variant-failed = Could not make a { $variant } puzzle: { $error }.
win-variant-worker-stopped = the puzzle maker stopped
win-generate-failed-easy = Could not make a { $level } puzzle ({ $error }); making an Easy one instead.
win-generate-failed = Could not make a { $level } puzzle: { $error }.
win-opened = Opened { $file }.
win-opened-skipped-one = Opened { $file }. One record could not be read ({ $error }).
win-opened-skipped = Opened { $file }. { $skipped } records could not be read; the first: { $error }.
win-open-failed = Could not open { $error }
win-opening-cancelled = Opening cancelled.
win-file-no-puzzle = the file holds no puzzle
win-collection-opened = { $file } holds { $count } puzzles: pick one to play.
win-collection-opened-skipped-one = { $file } holds { $count } puzzles: pick one to play. One record could not be read ({ $error }).
win-collection-opened-skipped = { $file } holds { $count } puzzles: pick one to play. { $skipped } records could not be read; the first: { $error }.
win-collection-puzzle = Puzzle { $number } of { $total } from { $file }.
win-cannot-play = Cannot play { $error }
win-last-of-collection = That was the last puzzle of the collection.
win-no-more-at-level-yet = No more { $level } puzzles after this one yet: the rest are still being rated.
win-last-at-level = That was the last { $level } puzzle of the collection.
win-no-more-playable = No more playable puzzles in the collection.
win-saved = Saved to { $path }.
win-save-failed = Could not save { $error }
win-exported = Exported to { $path }.
win-export-failed = Could not export to { $path }: { $error }
win-no-dialog-open = No file dialog could be shown (Nonet needs the desktop portal or zenity). To open a file, drag it onto the window, start Nonet with `nonet FILE`, or use Open recent in the Game menu; Edit › Paste puzzle plays a copied puzzle.
win-no-dialog-save = No file dialog could be shown (Nonet needs the desktop portal or zenity). Your game is still autosaved after every move and comes back when Nonet restarts; Edit › Copy puzzle copies it as text.
win-no-dialog-print = No file dialog could be shown (Nonet needs the desktop portal or zenity). The command line prints too: `nonet print FILE -o booklet.pdf` writes a booklet of a puzzle file.
win-paste-no-puzzle-found = no puzzle found
win-paste-not-a-puzzle = The pasted text is not a puzzle: { $error }
win-paste-cannot-start = Cannot start the pasted puzzle: { $error }
win-paste-started = Started the pasted puzzle.
win-confirm-link-title = Play the puzzle from the link?
win-link-not-a-puzzle = The link holds no puzzle: { $error }
win-link-cannot-start = Cannot start the link's puzzle: { $error }
win-link-started = Started the puzzle from the link.
win-link-copied = Copied a link to the puzzle.
win-link-copied-no-address = Copied the puzzle's link without a web address; Nonet opens it when pasted. Set the address of your Nonet web page under Edit › Web address for links.
win-fpuzzles-link-copied = Copied a link that opens the puzzle in f-puzzles.
win-sudokupad-link-copied = Copied a link that opens the puzzle in SudokuPad.
win-site-link-none = The puzzle being set is not a whole puzzle yet, so it has no link.
win-paste-refused = The browser did not let Nonet read the clipboard. Paste with Ctrl+V (Cmd+V on a Mac) instead.
win-web-address = Web address for links
win-web-address-hint = https://… (your Nonet web page)

## File dialogs

win-dialog-open = Open a game or puzzle
win-dialog-games-and-puzzles = Nonet games and puzzles
win-dialog-all-files = All files
win-dialog-save = Save the game
win-dialog-game = Nonet game
win-dialog-export = Export
win-dialog-print = Print to a PDF
win-dialog-pdf = PDF document
win-dialog-statistics = Export the statistics
win-dialog-csv = Comma-separated values

## Messages about moves and the game

win-previewing = The board shows a step of the solve path: Esc goes back to your game.
win-copied = Copied the puzzle as an 81-character line.
win-zoom-limited = The window is too small to zoom in further; make the window larger first.
win-paused = The game is paused: press Resume first.
win-given-cell = { $cell } is one of the puzzle's givens; it cannot be changed.
win-rewind-nothing = No entry is wrong: nothing to rewind.
win-rewound-one = Took back 1 move: no entry is wrong now. Redo brings it back.
win-rewound = Took back { $count } moves: no entry is wrong now. Redo brings them back.
win-check-none = No mistakes so far.
win-check-one = 1 entry is wrong ({ $cell }), marked in red.
win-check-many = { $count } entries are wrong, marked in red.
win-enter-puzzle = Type the givens, then press Start. Start checks that the puzzle has exactly one solution.
win-entered-ready = Your puzzle is ready.
win-entered-ready-level = Your puzzle is ready. It rates { $level }.
win-cannot-start = Cannot start: { $error }.
win-cannot-start-few-givens = Cannot start: { $error }. A unique puzzle needs at least 17 givens.
win-several-solutions = This puzzle has several solutions: Nonet plays it against one of them, so Check and hints follow that one.
win-revealed = Here is the solution. Undo takes you back to your game.
win-practice-none = No practice position for this technique turned up in the puzzle bank.
win-variant-practice-none = No practice position for the { $technique } turned up in the { $variant } puzzles made for it.

## Saving and the data folder

win-settings-save-failed = Could not save settings: { $error }
win-autosave-failed = Could not autosave: { $error }
win-autosave-damaged = The last game could not be resumed ({ $error }).
win-autosave-damaged-kept = The last game could not be resumed ({ $error }); the file is kept as { $path }.
win-notices-title = Warnings
win-read-only = This window saves nothing ({ $error }): your game, settings and best times here are not kept.

## Printed booklets (src/picture/booklet.rs).
print-caption = No. { $number } · { $level } · { $score }
print-caption-beyond = No. { $number } · Beyond logic
print-page = Page { $number } of { $total }
print-solutions-title = { $title }: solutions
print-default-title = Nonet Sudoku
win-print-daily-title = Daily puzzle { $date }
win-move-refused = { $reason }.
win-export-classic-only = This format holds classic puzzles only: export a variant as a line, SVG or PNG.
win-file-name-from-collection = { $collection } puzzle
win-file-name-collection-puzzle = { $collection } puzzle { $number }

win-replaying = The board shows a replay: close the Replay window (Esc) to play on.
win-replay-nothing = There are no moves to replay yet.
win-replay-exported = The replay is written to { $file }.
win-replay-export-failed = The replay could not be written to { $file }: { $error }
win-replay-opened = Opened the replay { $file }; your game waits behind it.
win-dialog-replay = Export the replay
win-file-name-replay = { $name } replay

# Games of other sizes
win-sized-solved = Solved! The { $name } at { $level } took { $time }.
win-copied-line = Copied the puzzle as a line.
win-sheet-letter-digit = On grids of 10 and more, enter 10 to 16 as the letters A to G (B and C with Shift, as they are shortcuts)
win-confirm-close-sized-title = Leave this game for your 9×9 game?
win-confirm-close-sized-yes = Leave it
win-sized-no-export = Export writes 9×9 puzzles. Save keeps this game; Copy puts its puzzle on the clipboard as a line that nonet solve reads.
win-sized-nine-only = { $command } works on 9×9 games, not on the game on the board.
win-sized-not-kept = The game could not be kept for next time ({ $error }).
win-sized-damaged = The game of another size left last time could not be read ({ $error }).
win-sized-damaged-kept = The game of another size left last time could not be read ({ $error }). The file is kept as { $path }.
win-reading-sized = Reading the puzzle and checking that it has one solution…
