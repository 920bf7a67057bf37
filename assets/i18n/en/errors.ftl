## Errors: what went wrong, one sentence an error (src/i18n/errors.rs). The English text is
## each error's own Display text (tests/i18n_errors.rs checks they agree).

err-conflict = two { $digit }s in { $unit } ({ $first } and { $second })

err-status-playing = in progress
err-status-paused = paused
err-status-solved = solved
err-status-revealed = revealed

err-game-given-cell = { $cell } is a given and cannot be changed
err-game-no-such-cell = there is no cell number { $number }
err-game-bad-digit = { $digit } is not a digit from 1 to 9
err-game-filled-cell = { $cell } already holds a digit; erase it before adding notes
err-game-not-playing = the game is { $status }
err-game-broken-givens = the puzzle breaks the rules: { $conflict }
err-game-no-solution = the puzzle has no solution
err-game-multiple-solutions = the puzzle has more than one solution; add givens until only one is left
err-game-wrong-answer = the stored answer does not solve the puzzle
err-game-bad-colour = { $colour } is not a colour from 0 to 9
err-game-live-candidates = live candidates are on: strike candidates one by one, or turn live candidates off
err-game-no-such-checkpoint = there is no checkpoint number { $number }

err-board-bad-digit = { $digit } is not a digit 1-9
err-grid-wrong-length = expected 81 cells, found { $found }
err-grid-bad-char = column { $column }: found { $found }, expected 1-9, '.' or '0'
err-grid-bad-digit = cell { $cell }: digit { $digit } is outside 0-9
err-solver-bad-value = cell { $cell }: value { $value } is outside 0-9

err-format-bad-char = line { $line }, column { $column }: found { $found }, expected 1-9, '.' or '0'
err-format-too-many-cells = line { $line }, column { $column }: found { $found } after 81 cells, expected the line to end
err-format-wrong-cell-count = line { $line }, column { $column }: the line ends after { $cells } cells, expected 81 (a whole puzzle) or 9 (a grid row)
err-format-mark-out-of-place = line { $line }, column { $column }: found { $found } in a pencilmark line, where only { $place } or '.' may stand
err-format-incomplete-grid = line { $line }: the grid starting here stops after { $rows } rows, expected 9
err-format-line-too-long = line { $line }: longer than { $limit } bytes, far too long for a puzzle
err-format-endless-line = line { $line }: no line end in { $limit } bytes, so reading stops here
err-format-not-utf8 = line { $line }, column { $column }: not UTF-8 text (byte { $byte })
err-format-binary = line { $line }, column { $column }: found a NUL byte, this is a binary file, not text
err-format-no-puzzle = no puzzle found: the input is empty or holds only blank lines and comments
err-format-read = line { $line }: cannot read: { $reason }
err-format-damaged = line { $line }: the { $format } data is damaged ({ $reason }), so reading stops here; the file is not whole
err-format-open = cannot open: { $reason }

err-in-file = { $path }: { $problem }
err-save-parse = not a Nonet save ({ $reason })
err-file-parse = not a Nonet save or puzzle ({ $reason })
err-save-newer = saved by a newer Nonet (format version { $found }; this version reads up to { $supported })
err-save-damaged = the save is damaged ({ $reason })
err-save-too-deep = line { $line }: brackets are nested too deeply for a Nonet save
err-damage-checksum = its content does not match the checksum on its last line ({ $found }, expected { $expected }); a save edited by hand loads once that line is removed
err-damage-unknown-last-line = its last line is not a checksum line this version understands
err-file-puzzle = the puzzle on line { $line }: { $problem }
err-file-no-such-puzzle = there is no puzzle number { $number }
err-file-not-nine-by-nine = puzzle number { $number } is not 9×9; it plays on the board of its own size
err-file-not-a-file-folder = this is a folder, not a regular file, so it was not read
err-file-not-a-file-fifo = this is a named pipe (FIFO), not a regular file, so it was not read
err-file-not-a-file-device = this is a device, not a regular file, so it was not read
err-file-not-a-file-socket = this is a socket, not a regular file, so it was not read
err-file-not-a-file-other = this is a special file, not a regular file, so it was not read
err-statistics-newer = written by a newer Nonet (version { $found }; this one reads up to { $supported })
err-statistics-not-text = the file is not text (UTF-8)
err-statistics-no-checksum = its last line is not a checksum line
err-statistics-checksum = its content does not match its checksum ({ $found }, expected { $expected })
err-statistics-parse = not Nonet statistics ({ $reason })
err-draft-not-text = the file is not text (UTF-8)
err-draft-parse = line { $line }: not a Nonet draft ({ $reason })
err-draft-newer = written by a newer Nonet (draft version { $found }; this one reads up to { $supported })
err-draft-givens = the givens are not 81 digits (0 or . for a blank)
err-draft-regions = the regions are not 81 digits from 1 to 9
err-draft-cage = cage { $number } has no cells, a cell off the grid, or a sum outside 1 to 45
err-draft-drawn = the rules drawn do not read: { $error }
err-draft-sized-symbol = “{ $symbol }” is not a symbol of a { $size }x{ $size } grid
err-draft-sized-givens = the givens are not { $cells } symbols (1-9, A-G, or . for a blank)
err-draft-other-size = the draft is of another size than 9x9
err-tool-too-few-cells = the rule needs at least { $least } cells
err-tool-not-a-line = the cells do not make a line: each must touch the one before
err-tool-not-neighbours = a dot or letter joins two cells side by side
err-tool-not-one-line = a clue's cells lie in one row or one column
err-tool-not-a-diagonal = a little killer's cells run along one diagonal
err-tool-needs-number = the rule needs a number
err-statistics-kept-aside = Your statistics could not be read ({ $error }). The file is kept as { $aside } and new statistics start empty.
err-statistics-not-moved = Your statistics could not be read ({ $error }) nor moved aside ({ $rename }); they start empty.
err-instance-no-answer = another Nonet window uses { $folder } but did not answer

err-generate-cancelled = generation was cancelled
err-generate-gave-up = no { $level } puzzle found after { $attempts } attempts
err-generate-gave-up-technique = { $attempts } attempts found { $level } puzzles, but none whose hardest step is the technique asked for (--technique)
err-generate-gave-up-score = { $attempts } attempts found { $level } puzzles with the technique asked for, but none whose score is in the range asked for (--score)
err-generate-gave-up-givens = { $attempts } attempts found { $level } puzzles with the technique and score asked for, but none with a number of givens in the range asked for (--givens)
err-pattern-character = line { $line }, column { $column }: found { $found }, expected 'x', a digit or '.'
err-pattern-length = it has { $found } cells where a pattern has 81
err-print-empty = there are no puzzles to print
err-print-too-many = a booklet holds at most { $max } puzzles: print fewer of them, such as a range
err-print-no-solution = puzzle { $number } has no solution
err-print-not-unique = puzzle { $number } has more than one solution
err-print-generate-sized = puzzle { $number } could not be made: { $reason }
err-pdf-bad-page = page { $page } has no area ({ $width }×{ $height } points)
err-pdf-write = the PDF could not be written: { $reason }
err-png-bad-size = an image of { $width }×{ $height } pixels cannot be drawn (1 to 16384 pixels a side)
err-png-encode = the PNG could not be encoded: { $reason }

## The command line's messages (src/cli/, src/main.rs).
cli-problem = { $name }: { $problem }
cli-command-problem = nonet { $command }: { $problem }
cli-no-readable-puzzle = { $path }: no readable puzzle
cli-no-puzzle-to-benchmark = { $name }: no puzzle to benchmark
cli-bench-read-one = { $name }: 1 puzzle ({ $unique } unique, { $none } without solution, { $multiple } with several)
cli-bench-read = { $name }: { $count } puzzles ({ $unique } unique, { $none } without solution, { $multiple } with several)
cli-image-extension = { $path }: the image must end in .png or .svg
cli-image-save-index = { $path }: a save holds one game; --index { $index } is past it
cli-image-no-image = { $name }: no image written
cli-image-no-such-puzzle = { $name }: there is no puzzle { $index } (the file holds { $count })
cli-image-replay-not-save = { $path }: only a .nonet save has moves to replay
cli-image-replay-gif = { $path }: a replay is written as an animated PNG (APNG), not a GIF; give a name ending in .png
cli-image-replay-extension = { $path }: a replay is written as an animated PNG (APNG); the name must end in .png
cli-cannot-write-image = { $path }: cannot write the image: { $reason }
cli-cannot-write-booklet = { $path }: cannot write the booklet: { $reason }
cli-booklet-written-one = { $path }: 1 puzzle written
cli-booklet-written = { $path }: { $count } puzzles written
cli-print-variant-among-sizes = puzzle { $number } is a 9x9 variant: a booklet with puzzles of other sizes takes classic 9x9 puzzles but no variants, so print the variants in a booklet of their own
cli-range-past-end = { $files }: the range { $first }-{ $last } goes past the last puzzle ({ $count } in all)
cli-cannot-write-output = nonet: cannot write the output: { $reason }
cli-stdout-closed = standard output is closed
cli-classic-only = this command takes classic puzzles only
cli-boxes-only = this command takes grids with boxes only, not jigsaws
cli-convert-no-line = this puzzle has rules no line of Nonet's holds yet; convert it --to fpuzzles or --to sudokupad
cli-line-problem = { $name }: line { $line }: { $problem }
cli-line-endless = no line end in { $limit } bytes, so reading stops here
cli-cannot-create-output = { $path }: cannot create the output: { $reason }
cli-output-is-input = it is also one of the inputs; write the output to another file
cli-output-kept = { $path }: not written, since the run failed; a file there before keeps its old content
cli-pattern-too-big = the file is longer than { $limit } bytes, far too long for a pattern, so it was not read
cli-pattern-not-text = not UTF-8 text (byte { $offset } is not), so not a pattern
cli-threads-fallback = nonet: cannot start { $threads } threads ({ $reason }); using one
cli-threads-capped = nonet: { $asked } threads asked for, but this process may run on { $cores } CPUs; using { $cores }
cli-practice-unknown = nonet practice: no technique named { $name } can be practised; `nonet practice --list` names them
cli-practice-few = nonet practice: found only { $count } positions for { $technique }
cli-cannot-open-window = nonet: cannot open the window: { $reason }
cli-no-gui = nonet: built without the `gui` feature; use a subcommand (nonet --help)
cli-handed-over = nonet: handed over to the Nonet window already open

# A variant line that cannot be read (x:, windoku:, jigsaw:, killer:).
err-file-variant-line = line { $line }: { $problem }
err-variant-field-givens = givens
err-variant-field-regions = region ids
err-variant-field-cages = cage ids
err-variant-field-sums = cage sums
err-variant-cage-at = the cage starting at { $cell }
err-variant-unknown = unknown variant { $prefix }: expected x, windoku, jigsaw or killer
err-variant-missing = the { $field } are missing
err-variant-extra = unexpected text after the { $after }
err-variant-length = expected 81 { $field }, found { $found }
err-variant-given = given { $position }: found { $found }, expected 1-9, '.' or '0'
err-variant-region-id = { $cell }: region id { $found } is not 1-9
err-variant-region-size = region { $region } has { $size } cells instead of 9
err-variant-region-disconnected = region { $region } is not connected
err-variant-empty-cage = a cage has no cells
err-variant-cell-outside = cell index { $cell } is outside the grid
err-variant-two-cages = { $cell } is in two cages
err-variant-cage-disconnected = { $cage } is not connected
err-variant-sum-count = { $cages } cages but { $sums } sums
err-variant-bad-sum = sum { $position }: { $text } is not a number
err-variant-impossible-sum = { $size ->
        [1] { $cage }: a one-cell cage holds one digit, from 1 to 9, so its sum cannot be { $sum }
       *[other] { $cage }: no { $size } different digits add up to { $sum }
    }
err-variant-clash = two { $digit }s in { $house } ({ $first } and { $second })
err-variant-cage-repeat = two { $digit }s in { $cage } ({ $first } and { $second })

# A puzzle of another size than 9x9, or one of the generic engine, that cannot be taken.
# Regions and rules are counted from 1; a cell is its index, row by row from 0.
err-line-field-givens = givens
err-line-field-regions = region ids
err-line-not-boxed-length = a line of givens should have 16, 36, 64, 81, 100, 144, 196, 225 or 256 characters (a grid with boxes, 4x4 to 16x16) but has { $found }; other sizes are written as jigsaw lines
err-line-not-square = a jigsaw's givens should have N×N characters for N from 4 to 16 but have { $found }
err-line-region-count = expected { $expected } region ids, one a cell, found { $found }
err-line-bad-symbol = character { $position } of the { $field }: { $found } is not a digit of a { $size }x{ $size } grid (1-9, then A-G)
err-line-unknown-prefix = unknown prefix { $prefix }: a grid other than 9x9 is a plain line or a jigsaw line
err-line-missing-regions = the region ids are missing
err-line-extra-field = unexpected text after the region ids
err-shape-size-out-of-range = a grid is { $min } to { $max } cells wide, not { $size }
err-shape-no-boxes = a { $size }x{ $size } grid has no boxes
err-shape-label-count = expected { $expected } region labels, found { $found }
err-shape-label-out-of-range = cell { $cell } is in region { $region }, but the regions run from 1 to { $regions }
err-shape-region-size = region { $region } should have { $expected } cells but has { $found }
err-shape-region-disconnected = region { $region } is not connected: its cells fall into { $pieces } pieces

# The canonical form of a grid with boxes (nonet canon).
err-canon-no-boxes = only a grid with boxes has a canonical form here
err-canon-cell-count = expected { $expected } cells, found { $found }
err-canon-bad-givens = the givens are not those of a { $size }x{ $size } grid: a digit is out of range or repeats in a house
err-canon-too-many-ties = the search for the canonical form met too many ties and gave up
err-rule-given-count = expected { $expected } givens, found { $found }
err-rule-digit-out-of-range = cell { $cell } holds { $digit }, but the digits run from 1 to { $size }
err-rule-cell-out-of-range = a rule names cell { $cell }, but the grid has { $cells } cells
err-rule-repeated-cell = a rule names cell { $cell } twice
err-rule-region-size = an extra region should have { $expected } cells but has { $found }
err-rule-cage-size = a cage has { $cells } cells, but cages have 1 to { $size } cells
err-rule-impossible-sum = a cage of size { $cells } cannot add up to { $sum }: its digits add up to { $min } to { $max }
err-rule-too-short = a rule has { $cells } cells, but needs at least { $least }
err-rule-too-long = a rule has { $cells } cells, but at most { $most } fit it
err-rule-impossible-clue = no digits of the grid can meet the clue { $value }
err-rule-needs-thirds = an entropic line needs a grid whose size divides by 3, not { $size }
err-rule-repeated-given = the digit { $digit } is given twice in one group, at { $first } and { $second }
err-rule-givens-break-rule = the givens break rule { $rule }

## Links and JSON of f-puzzles and SudokuPad
err-fpuzzles-link-too-long = the link has { $bytes } bytes, more than a puzzle's link can have ({ $limit })
err-fpuzzles-no-payload = the link holds no puzzle (an f-puzzles link has one after load=)
err-fpuzzles-not-self-contained = the SudokuPad puzzle { $id } is kept on SudokuPad's server or in its own format; only links whose puzzle id starts with fpuzzles carry the puzzle itself
err-fpuzzles-not-decompressible = the link's puzzle does not decompress: the link may have been cut short or changed
err-fpuzzles-too-long = the link's puzzle decompresses to more than { $units } characters
err-fpuzzles-json = the puzzle's JSON is broken at line { $line }, column { $column }
err-fpuzzles-not-an-object = the JSON is not an f-puzzles puzzle (it is no object)
err-fpuzzles-missing-key = the JSON is not an f-puzzles puzzle: it has no "{ $key }"
err-fpuzzles-size = the size { $size } is not one from 4 to 16
err-fpuzzles-bad-value = "{ $key }" is not as f-puzzles writes it
err-fpuzzles-bad-cell = "{ $key }": { $cell } is no cell of the grid (R1C1 to R{ $size }C{ $size })
err-fpuzzles-cell-in-no-region = the cell { $cell } is in no region, which Nonet cannot play yet
err-fpuzzles-unsupported-rule = unsupported rule: { $name }
