# The engine's sentences: logical steps, the hint card's walks through chains, mistakes,
# contradictions and the closing lines of `nonet explain` (see src/words/). Each message is
# one whole sentence or one named part that several sentences share (a fact, a house, a
# list); every message is on one line. Machine-readable output (TSV fields, `rate`) keeps the
# English technique names whatever the language.

## Lists: `list-KIND-separator` goes between items, `list-KIND` joins the rest to the last

list-and-separator = { ", " }
list-and = { $init } and { $last }
list-facts-separator = { ", " }
list-facts = { $init } and { $last }
list-or-separator = { ", " }
list-or = { $init } or { $last }
list-numbers-separator = { ", " }
list-numbers = { $init } and { $last }
list-plain-separator = { ", " }
list-plain = { $init }, { $last }
list-clauses-separator = { ", " }
list-clauses = { $init }, { $last }
list-parts-separator = { "; " }
list-parts = { $init }; { $last }

## Houses

unit-row = row { $number }
unit-column = column { $number }
unit-box = box { $number }
unit-region = region { $number }
unit-window = window { $number }
unit-diagonal = the main diagonal
unit-anti-diagonal = the anti-diagonal
lines-row = row { $numbers }
lines-rows = rows { $numbers }
lines-column = column { $numbers }
lines-columns = columns { $numbers }

## Technique names (in English exactly as `nonet rate` and the TSV name them)

technique-full-house = Full house
technique-hidden-single = Hidden single
technique-naked-single = Naked single
technique-pointing = Pointing
technique-claiming = Claiming
technique-naked-pair = Naked pair
technique-hidden-pair = Hidden pair
technique-naked-triple = Naked triple
technique-hidden-triple = Hidden triple
technique-naked-quad = Naked quad
technique-hidden-quad = Hidden quad
technique-x-wing = X-Wing
technique-swordfish = Swordfish
technique-jellyfish = Jellyfish
technique-finned-x-wing = Finned X-Wing
technique-finned-swordfish = Finned Swordfish
technique-finned-jellyfish = Finned Jellyfish
technique-skyscraper = Skyscraper
technique-two-string-kite = 2-String Kite
technique-empty-rectangle = Empty Rectangle
technique-xy-wing = XY-Wing
technique-xyz-wing = XYZ-Wing
technique-w-wing = W-Wing
technique-remote-pairs = Remote Pairs
technique-simple-colouring = Simple Colouring
technique-unique-rectangle-1 = Unique Rectangle type 1
technique-unique-rectangle-2 = Unique Rectangle type 2
technique-unique-rectangle-3 = Unique Rectangle type 3
technique-unique-rectangle-4 = Unique Rectangle type 4
technique-bug-plus-one = BUG+1
technique-x-chain = X-Chain
technique-xy-chain = XY-Chain
technique-nice-loop = Nice Loop
technique-als-xz = ALS-XZ
technique-forcing-chain = Forcing Chain
technique-strong-link-fish = Strong-link fish
technique-wxyz-wing = WXYZ-Wing
technique-vwxyz-wing = VWXYZ-Wing
technique-uvwxyz-wing = UVWXYZ-Wing
technique-aligned-triple-exclusion = Aligned Triple Exclusion
technique-cage-combinations = Cage combinations
technique-cage-house = Cage and house
technique-house-cage = House and cage
technique-rule-of-45 = Rule of 45
technique-rule-of-45-two-houses = Rule of 45 on two houses
technique-killer-pair = Killer pair
technique-rule-of-45-several-houses = Rule of 45 on several houses
technique-interacting-cages = Interacting cages
technique-puzzle-rule = Puzzle rule
forcing-nishio = Nishio forcing chain
forcing-cell = Cell forcing chains
forcing-region = Region forcing chains
forcing-chain = Forcing chain
forcing-dynamic-cell = Dynamic cell forcing chains
forcing-dynamic-region = Dynamic region forcing chains
forcing-dynamic = Dynamic forcing chain
forcing-dynamic-plus-cell = Dynamic cell forcing chains (+)
forcing-dynamic-plus-region = Dynamic region forcing chains (+)
forcing-dynamic-plus = Dynamic forcing chain (+)
unique-rectangle-type = Unique Rectangle type { $number }
unique-loop-type = Unique Loop ({ $cells } cells) type { $number }
rating-beyond-logic = beyond logic
rating-no-technique = none

## Facts

fact-is = { $cell } is { $digit }
fact-is-not = { $cell } is not { $digit }
fact-cannot-be = { $cell } cannot be { $digit }
fact-supposed-not = { $cell } cannot be { $digit }

## Steps

step-full-house = { $name }: { $cell } is the last empty cell in { $unit }, so it takes the missing { $digit }.
step-hidden-single = { $name }: in { $unit }, the { $digit } fits only in { $cell }.
step-naked-single = { $name }: { $cell } can only be { $digit }; every other digit is already in its row, column or box.
step-locked = { $name }: in { $base }, the { $digit } can only be in { $cover }, so it cannot be anywhere else in { $cover }: remove it from { $targets }.
step-naked-subset = { $name }: in { $unit }, { $cells } hold only { $digits } between them, so these digits leave { $targets }.
step-hidden-subset = { $name }: in { $unit }, { $digits } fit only in { $cells }, so those cells can hold nothing else.
step-fish = { $name }: in { $base }, the { $digit } fits only in { $cover }, so it must take those places and leaves the rest of { $cover }: remove it from { $targets }.
step-finned-fish = { $name }: in { $base }, the { $digit } fits only in { $cover } apart from the fin { $fins }; fin or no fin, { $targets } cannot be { $digit }.
step-two-links-box = { $name }: the { $digit } is in { $near1 } or { $far1 } (in { $unit1 }), and in { $near2 } or { $far2 } (in { $unit2 }); { $near1 } and { $near2 } share { $shared }, so at least one of { $far1 } and { $far2 } is { $digit }, and { $targets } cannot be { $digit }.
step-two-links-line = { $name }: the { $digit } is in { $near1 } or { $far1 } (in { $unit1 }), and in { $near2 } or { $far2 } (in { $unit2 }); { $near1 } and { $near2 } share a line, so at least one of { $far1 } and { $far2 } is { $digit }, and { $targets } cannot be { $digit }.
step-empty-rectangle = { $name }: in { $box }, the { $digit } lies only on { $row } and { $column }; the { $digit } is in { $near } or { $far } (in { $unit }); either way { $targets } cannot be { $digit }.
step-xy-wing = { $name }: { $pivot } is { $x } or { $y }; either way one of { $pincer1 } and { $pincer2 } is { $z }, so { $targets } cannot be { $z }.
step-xyz-wing = { $name }: one of { $pivot }, { $pincer1 } and { $pincer2 } must be { $z }, so { $targets } cannot be { $z }.
step-w-wing = { $name }: { $a } and { $b } both hold only { $x } and { $y }; in { $unit } the { $x } is in { $near } or { $far }, so one of { $a } and { $b } is not { $x } but { $y }, and { $targets } cannot be { $y }.
step-colour-wrap = { $name } (colour wrap): the { $digit }s linked in pairs alternate between two colours; two cells of one colour share a unit, so that colour is false and { $cells } lose the { $digit }.
step-colour-trap = { $name } (colour trap): the { $digit }s linked in pairs alternate between two colours, one of which is true; { $targets } see both colours and cannot be { $digit }.
step-remote-pairs = { $name }: { $cells } hold only { $x } and { $y } and form a chain in which the digits alternate, so { $targets } see both a { $x } and a { $y } and lose them.
step-bug-plus-one = { $name }: every empty cell but { $cell } holds two digits, and every digit fits twice in each unit except the { $digit } there; without the { $digit }, the grid would have two solutions, so { $cell } is { $digit }.
step-bug = { $name }: without their extra candidates ({ $extra }), { $cells } would leave every empty cell two digits and every digit two places in each unit, which no puzzle with one solution allows; so one of those cells takes an extra digit, and { $eliminations }.
shape-rectangle = rectangle
shape-loop = loop
step-unique-loop-1 = { $title }: { $floors } would hold only { $x } and { $y } in a swappable { $shape } with { $roof }, so { $roof } cannot be { $x } or { $y }.
step-unique-loop-2 = { $title }: { $all } would form a swappable { $shape } on { $x } and { $y } unless one of { $roofs } is { $extra }, so { $targets } cannot be { $extra }.
step-unique-loop-3 = { $title }: one of { $roof1 } and { $roof2 } must hold { $extra } (or the { $shape } { $all } could swap); with { $subset } they form a naked set on { $digits } in { $unit }, so the other cells there lose those digits.
step-unique-loop-4 = { $title }: in { $unit }, the { $locked } fits only in { $roof1 } and { $roof2 }, so one of them is { $locked }; if either were { $other } the { $shape } { $all } could swap, so neither is { $other }.
step-als = { $name }: the almost locked sets A = { $a } and B = { $b } { $link }; { $eliminations }.
als-set = { $cells } ({ $unit }, digits { $digits })
als-two-restricted = share two restricted digits, { $x } and { $y }, so each set lacks exactly one of them: all their other digits are locked in place, and { $x } and { $y } each sit in one of the sets
als-one-restricted = share the restricted digit { $x } (every { $x } of one set sees every { $x } of the other, so at most one set holds it), so one of the sets is locked without { $x } and their other common digits must each sit in one of them
step-chain-bare = { $name }.
step-chain-first-true = { $name }: { $chain }. If { $first } were false, the chain would make it true, so { $first }.
step-chain-either-end = { $name }: { $chain }. Either { $first } or { $last }, so { $eliminations }.
step-chain-loop = { $name }: { $chain } is a continuous loop, so each of its links has exactly one true end; { $eliminations }.
step-forcing-bare = { $title }.
step-forcing-contradiction = { $title }: { $assume }, then { $story }; so { $conclude }.
forcing-if-is = if { $cell } were { $digit }
forcing-if-not = if { $cell } were not { $digit }
forcing-story-one = { $chain }: { $why }
forcing-story-two = { $chain }, but also { $second }: { $why }
forcing-story-then = { $chain }, and { $why }
step-forcing-agreement = { $title }: { $intro } leads to the same result: { $branches }; so { $main }.
step-forcing-agreement-also = { $title }: { $intro } leads to the same result: { $branches }; so { $main }. The same branches also show that { $also }.
forcing-intro-both-ways = whether or not { $cell } is { $digit }
forcing-intro-each-digit = { $cell } must be { $digits }, and each choice
forcing-intro-each-place = the { $digit } of { $unit } must go somewhere, and each place
broken-empty-cell = { $cell } has no candidate left
broken-no-place = the { $digit } has no place left in { $unit }
broken-clash = { $cell } would have to be { $digit } and not { $digit } at once
broken-two-digits = { $cell } would need two digits
broken-repeated = { $first } and { $second } would both be { $digit } in { $unit }
broken-no-solution = the grid would have no solution
broken-cage-sum = the cage of sum { $sum } at { $cell } cannot make its sum

## Variant steps

vstep-hidden-single = { $name }: { $digits } has only one place in { $house }, { $cells }; so { $effects }.
vstep-naked-single = { $name }: { $cells } can only hold { $digits }; so { $effects }.
vstep-cage-combinations = { $name }: the cage { $cells } adds up to { $sum }, which only { $digits } can make in its cells; so { $effects }.
vstep-locked = { $name }: in { $house }, { $digits } can only go in { $cells }, which also lie in { $other }; so { $effects }.
vstep-cage-house = { $name }: the cage of sum { $sum } must hold { $digits }, and its places for it ({ $cells }) all lie in { $house }; so { $effects }.
vstep-house-cage = { $name }: in { $house }, { $digits } can only go in { $cells }, all in the cage of sum { $sum }, so the cage holds { $digits } there; so { $effects }.
vstep-naked-subset = { $name }: { $cells } hold only { $digits } between them in { $house }; so { $effects }.
vstep-hidden-subset = { $name }: in { $house }, { $digits } can only go in { $cells }; so { $effects }.
vstep-rule-of-45 = { $name }: { $house } adds up to 45, which leaves { $sum } for { $cells }; so { $effects }.
vstep-rule-of-45-two = { $name }: { $houses } add up to 90, which leaves { $sum } for { $cells }; so { $effects }.
vstep-xy-wing = { $name }: { $pivot } holds two digits and sees { $pincers }; whichever it takes, one of those two is { $digits }; so { $effects }.
vstep-pattern = { $name }: the pattern of { $cells } on { $digits }; so { $effects }.
vstep-fish = { $name }: in { $bases }, { $digits } can only go in { $cells }, all of which lie in { $covers }; so { $effects }.
vstep-xyz-wing = { $name }: { $pivot } holds three digits and sees { $pincers }, which hold two of them each; one of the three is { $digits }; so { $effects }.
vstep-w-wing = { $name }: { $pair } both hold only { $digits }, and in { $house } one of those digits can only go in { $links }, each seeing one of the pair; so one of the pair holds the other digit, and { $effects }.
vstep-colouring = { $name }: following { $digits } through houses where it has only two places, { $cells } alternate between holding it and not; so { $effects }.
vstep-x-chain = { $name }: { $digits } alternates along { $cells } through houses where it has only two places, so if { $start } is not { $digits }, { $end } is; so { $effects }.
vstep-xy-chain = { $name }: along { $cells }, each holding two digits, if { $start } is not { $digits }, { $end } is; so { $effects }.
vstep-forcing-contradiction = { $name }: supposing { $cells } is { $digits }, the singles that follow leave a cell, house or cage that cannot be filled; so { $effects }.
vstep-forcing-cell = { $name }: whichever of { $digits } { $cells } takes, the singles that follow agree; so { $effects }.
vstep-forcing-house = { $name }: whichever of { $cells } holds the { $digits } of { $house }, the singles that follow agree; so { $effects }.
vstep-killer-pair = { $name }: in { $house }, { $cells } hold { $digits } between them however they are filled; so { $effects }.
vstep-interacting-cages = { $name }: in { $house }, { $cells } share the house's digits, and filled together, each to its sum, they can only use { $digits } as left; so { $effects }.
vstep-rule-of-45-several = { $name }: { $houses } add up to { $total }, which leaves { $sum } for { $cells }; so { $effects }.
vstep-rule-thermometer = { $name }: digits rise along the thermometer from { $first } to { $last }; so { $effects }.
vstep-rule-arrow = { $name }: the digits along the arrow from { $first } add up to the number in its circle; so { $effects }.
vstep-rule-whispers = { $name }: neighbours on the line { $cells } differ by at least { $value }; so { $effects }.
vstep-rule-palindrome = { $name }: the line { $cells } reads the same from either end; so { $effects }.
vstep-rule-renban = { $name }: the line { $cells } holds a run of consecutive digits, in any order; so { $effects }.
vstep-rule-between = { $name }: the cells on the line between { $first } and { $last } hold digits strictly between theirs; so { $effects }.
vstep-rule-difference = { $name }: the white dot joins { $cells }, two digits { $value } apart; so { $effects }.
vstep-rule-ratio = { $name }: the black dot joins { $cells }, one digit { $value } times the other; so { $effects }.
vstep-rule-pair-sum = { $name }: the digits of { $cells } add up to { $value }; so { $effects }.
vstep-rule-no-difference = { $name }: neighbours with no white dot between them are not consecutive; so { $effects }.
vstep-rule-no-ratio = { $name }: neighbours with no black dot between them are not one twice the other; so { $effects }.
vstep-rule-no-pair-sum = { $name }: neighbours with no X or V between them add up to neither 10 nor 5; so { $effects }.
vstep-rule-odd = { $name }: { $cells } holds an odd digit; so { $effects }.
vstep-rule-even = { $name }: { $cells } holds an even digit; so { $effects }.
vstep-rule-little-killer = { $name }: the diagonal { $cells } adds up to { $value }, digits free to repeat; so { $effects }.
vstep-rule-sandwich = { $name }: in the line from { $first } to { $last }, the digits between the 1 and the largest digit add up to { $value }; so { $effects }.
vstep-rule-x-sum = { $name }: counting from { $first }, the first X digits add up to { $value }, where X is the digit in { $first }; so { $effects }.
vstep-rule-skyscraper = { $name }: from { $first }, { $value } buildings are seen along the line to { $last }, each digit a building that high; so { $effects }.
vstep-rule-region-sum = { $name }: each stretch of the line { $cells } inside one box adds up to the same number; so { $effects }.
vstep-rule-entropic = { $name }: along the line { $cells }, every three cells in a row hold one low, one middle and one high digit; so { $effects }.
vstep-rule-quadruple = { $name }: the cells { $cells } round the circle hold the digits written in it; so { $effects }.
vstep-rule-minimum = { $name }: { $first } holds a digit below each of its neighbours; so { $effects }.
vstep-rule-maximum = { $name }: { $first } holds a digit above each of its neighbours; so { $effects }.
vstep-rule-clone = { $name }: the shaded groups { $cells } hold the same digits, place by place; so { $effects }.
vstep-rule-row-indexer = { $name }: the digit in { $first } names the row of its column that holds its own row's number; so { $effects }.
vstep-rule-column-indexer = { $name }: the digit in { $first } names the column of its row that holds its own column's number; so { $effects }.
vstep-rule-box-indexer = { $name }: the digit in { $first } names the place in its box that holds its own place's number; so { $effects }.
vstep-rule-given-candidates = { $name }: { $first } holds one of the digits the setter pencilled into it; so { $effects }.
vfact-placed = { $cell } is { $digit }

## The hint card's walks through chains

walk-loop-start = Follow the loop from { $digit } in { $cell }: each link joins two candidates of which exactly one is true.
walk-suppose-not = Suppose { $cell } is not { $digit }.
walk-strong = Then { $fact }: { $why }.
walk-weak = So { $fact }: { $why }.
walk-end-either = So if { $cell } is not { $digit }, { $last }: one of the two is true, and { $eliminations }.
walk-end-first-true = Assuming { $cell } is not { $digit } made it { $digit }, so it is { $digit } either way.
walk-end-loop = Whatever sees both ends of a link is false: { $eliminations }.
walk-why-bivalue = { $low } and { $high } are the only candidates of { $cell }
walk-why-only-place = it is the only other place for { $digit } in { $unit }
walk-why-only-place-here = it is the only other place for { $digit } there
walk-why-holds = { $cell } holds the { $digit }
walk-why-shares = { $digit } in { $cell } shares { $unit } with it
walk-suppose = Suppose { $fact }.
walk-but-then = But then { $why }.
walk-both-ways = { $cell } either is { $digit } or is not.
walk-one-of = { $cell } is one of { $digits }.
walk-each-place = The { $digit } of { $unit } must go somewhere.
walk-if = If { $case }.
walk-then = Then { $fact }
walk-if-then = If { $case }, then { $fact }
walk-so = { $before }, so { $fact }
walk-sentence = { $text }.
walk-same-end = Every case ends the same way: { $facts }.
walk-hence = Hence { $result }.

## The hint card's walks through variant forcing chains: each link with the single that forces it

vwalk-forced = Then { $fact }: { $why }.
vwalk-if-forced = If { $case }, then { $fact }: { $why }.
vwalk-so = So { $fact }.
vwhy-naked-single = it is the only candidate left in { $cell }
vwhy-hidden-single = it is the only place left for { $digit } in { $unit }
vwhy-cage-sum = it is the last open cell of its cage, and the cage's sum of { $sum } leaves { $digit }

## Mistakes, contradictions and hints

mistake-not-the-solution = The { $digit } in { $cell } is a mistake: it does not belong to the solution.
mistake-no-solution-with-it = The { $digit } in { $cell } is a mistake: with it the grid has no solution.
mistake-lost-candidate = The notes of { $cell } have lost the { $digit }, which it still needs: a candidate was removed by mistake.
contradiction-repeated = There are two { $digit }s in { $unit } ({ $first } and { $second }).
contradiction-empty-cell = { $cell } is empty and has no candidate left.
contradiction-no-place = In { $unit }, the { $digit } has no place left.
contradiction-clash = { $cell } would have to be { $digit } and not { $digit } at once.
contradiction-two-digits = { $cell } would need two digits.
contradiction-no-solution = the grid has no solution
contradiction-not-unique = the original puzzle has no single solution
contradiction-cage-sum = The cage of sum { $sum } at { $cell } cannot make its sum.
hint-grid-solved = The grid is solved.
hint-no-technique = No technique Nonet knows applies here; the next step needs trial and error.
hint-stalled = No known technique applies here.
hint-contradiction = Contradiction: { $why }

## The explanation's heading and closing line

explain-heading = Puzzle { $line }
explain-solved = Solved in { $steps } steps. Level { $level }, score { $score } (hardest: { $hardest }).
explain-stalled = Stalled after { $steps } steps: no known technique applies (beyond logic).
explain-contradiction = Stopped after { $steps } steps: the puzzle breaks the rules or has no solution.
variant-explain-solved = Solved in { $steps } steps. Level { $level }, score { $score } (hardest: { $hardest }).
variant-explain-stalled = Stalled after { $steps } steps: none of the variant techniques applies (beyond Master).
