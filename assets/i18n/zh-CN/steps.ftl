# 解题步骤的句子（见 assets/i18n/en/steps.ftl 的说明）。术语见 docs/zh-CN-glossary.md：
# 格子保持 r3c5 写法，区域写作第3行、第5列、第4宫，中文与数字、格名之间不加空格。

## Lists

list-and-separator = 、
list-and = { $init }和{ $last }
list-facts-separator = 、
list-facts = { $init }和{ $last }
list-or-separator = 、
list-or = { $init }或{ $last }
list-numbers-separator = 、
list-numbers = { $init }、{ $last }
list-plain-separator = 、
list-plain = { $init }、{ $last }
list-clauses-separator = ，
list-clauses = { $init }，{ $last }
list-parts-separator = ；
list-parts = { $init }；{ $last }

## Houses

unit-row = 第{ $number }行
unit-column = 第{ $number }列
unit-box = 第{ $number }宫
unit-region = 第{ $number }区
unit-window = 第{ $number }窗
unit-diagonal = 主对角线
unit-anti-diagonal = 副对角线
lines-row = 第{ $numbers }行
lines-rows = 第{ $numbers }行
lines-column = 第{ $numbers }列
lines-columns = 第{ $numbers }列

## Technique names

technique-full-house = 唯一空格
technique-hidden-single = 摒除法
technique-naked-single = 唯一余数
technique-pointing = 宫区块摒除
technique-claiming = 行列区块摒除
technique-naked-pair = 显性数对
technique-hidden-pair = 隐性数对
technique-naked-triple = 显性三数组
technique-hidden-triple = 隐性三数组
technique-naked-quad = 显性四数组
technique-hidden-quad = 隐性四数组
technique-x-wing = X-Wing
technique-swordfish = 剑鱼
technique-jellyfish = 水母
technique-finned-x-wing = 带鳍X-Wing
technique-finned-swordfish = 带鳍剑鱼
technique-finned-jellyfish = 带鳍水母
technique-skyscraper = 摩天楼
technique-two-string-kite = 双线风筝
technique-empty-rectangle = 空矩形
technique-xy-wing = XY-Wing
technique-xyz-wing = XYZ-Wing
technique-w-wing = W-Wing
technique-remote-pairs = 远程数对
technique-simple-colouring = 简单染色
technique-unique-rectangle-1 = 唯一矩形（类型1）
technique-unique-rectangle-2 = 唯一矩形（类型2）
technique-unique-rectangle-3 = 唯一矩形（类型3）
technique-unique-rectangle-4 = 唯一矩形（类型4）
technique-bug-plus-one = BUG+1（全双值坟墓）
technique-x-chain = X链
technique-xy-chain = XY链
technique-nice-loop = 交替推理环
technique-als-xz = ALS-XZ（待定数组）
technique-forcing-chain = 强制链
technique-strong-link-fish = 强链鱼
technique-wxyz-wing = WXYZ-Wing
technique-vwxyz-wing = VWXYZ-Wing
technique-uvwxyz-wing = UVWXYZ-Wing
technique-aligned-triple-exclusion = 对齐三数排除
technique-cage-combinations = 笼子组合
technique-cage-house = 笼子与区域
technique-house-cage = 区域与笼子
technique-rule-of-45 = 45法则
technique-rule-of-45-two-houses = 两区域45法则
technique-killer-pair = 杀手数对
technique-rule-of-45-several-houses = 多区域45法则
technique-interacting-cages = 笼子互相制约
technique-puzzle-rule = 谜题规则
forcing-nishio = Nishio强制链
forcing-cell = 单元格强制链
forcing-region = 区域强制链
forcing-chain = 强制链
forcing-dynamic-cell = 动态单元格强制链
forcing-dynamic-region = 动态区域强制链
forcing-dynamic = 动态强制链
forcing-dynamic-plus-cell = 动态单元格强制链（+）
forcing-dynamic-plus-region = 动态区域强制链（+）
forcing-dynamic-plus = 动态强制链（+）
unique-rectangle-type = 唯一矩形（类型{ $number }）
unique-loop-type = 唯一环（{ $cells }格，类型{ $number }）
rating-beyond-logic = 超出逻辑
rating-no-technique = 无

## Facts

fact-is = { $cell }是{ $digit }
fact-is-not = { $cell }不是{ $digit }
fact-cannot-be = { $cell }不能是{ $digit }
fact-supposed-not = { $cell }不是{ $digit }

## Steps

step-full-house = { $name }：{ $cell }是{ $unit }中最后一个空格，因此填入所缺的{ $digit }。
step-hidden-single = { $name }：在{ $unit }中，{ $digit }只能填在{ $cell }。
step-naked-single = { $name }：{ $cell }只能填{ $digit }；其他数字都已出现在它所在的行、列或宫中。
step-locked = { $name }：在{ $base }中，{ $digit }只能位于{ $cover }内，所以{ $cover }的其他格子都不能是{ $digit }：从{ $targets }中删除{ $digit }。
step-naked-subset = { $name }：在{ $unit }中，{ $cells }合起来只含{ $digits }这几个数字，所以这些数字不能出现在{ $targets }。
step-hidden-subset = { $name }：在{ $unit }中，{ $digits }只能填在{ $cells }，所以这些格子不能再填其他数字。
step-fish = { $name }：在{ $base }中，{ $digit }只能位于{ $cover }上，所以它必定占满这些位置，{ $cover }的其他格子都不能是{ $digit }：从{ $targets }中删除{ $digit }。
step-finned-fish = { $name }：在{ $base }中，除了鳍{ $fins }以外，{ $digit }只能位于{ $cover }上；无论鳍是不是{ $digit }，{ $targets }都不能是{ $digit }。
step-two-links-box = { $name }：{ $digit }在{ $unit1 }中只能位于{ $near1 }或{ $far1 }，在{ $unit2 }中只能位于{ $near2 }或{ $far2 }；{ $near1 }与{ $near2 }同在{ $shared }，所以{ $far1 }和{ $far2 }至少有一个是{ $digit }，{ $targets }不能是{ $digit }。
step-two-links-line = { $name }：{ $digit }在{ $unit1 }中只能位于{ $near1 }或{ $far1 }，在{ $unit2 }中只能位于{ $near2 }或{ $far2 }；{ $near1 }与{ $near2 }位于同一条线上，所以{ $far1 }和{ $far2 }至少有一个是{ $digit }，{ $targets }不能是{ $digit }。
step-empty-rectangle = { $name }：在{ $box }中，{ $digit }只位于{ $row }和{ $column }上；{ $digit }在{ $unit }中只能位于{ $near }或{ $far }；无论是哪一格，{ $targets }都不能是{ $digit }。
step-xy-wing = { $name }：{ $pivot }不是{ $x }就是{ $y }；无论哪种情况，{ $pincer1 }和{ $pincer2 }中总有一个是{ $z }，所以{ $targets }不能是{ $z }。
step-xyz-wing = { $name }：{ $pivot }、{ $pincer1 }和{ $pincer2 }中必有一个是{ $z }，所以{ $targets }不能是{ $z }。
step-w-wing = { $name }：{ $a }和{ $b }都只含{ $x }和{ $y }；在{ $unit }中，{ $x }只能位于{ $near }或{ $far }，所以{ $a }和{ $b }中有一个不是{ $x }而是{ $y }，{ $targets }不能是{ $y }。
step-colour-wrap = { $name }（颜色矛盾）：由强链成对相连的{ $digit }交替染成两种颜色；同一种颜色的两个格子位于同一个区域，所以这种颜色为假，{ $cells }删除{ $digit }。
step-colour-trap = { $name }（颜色夹击）：由强链成对相连的{ $digit }交替染成两种颜色，其中必有一种为真；{ $targets }同时看到两种颜色，所以不能是{ $digit }。
step-remote-pairs = { $name }：{ $cells }都只含{ $x }和{ $y }，并连成一条两个数字交替出现的链，所以{ $targets }同时看到一个{ $x }和一个{ $y }，这两个数字都要删除。
step-bug-plus-one = { $name }：除{ $cell }以外，每个空格都只剩两个候选数，而且每个数字在每个区域中都恰好出现两次，只有该格的{ $digit }例外；如果没有这个{ $digit }，盘面就会有两个解，所以{ $cell }是{ $digit }。
step-bug = { $name }：如果去掉{ $cells }中多出的候选数（{ $extra }），每个空格都只剩两个候选数，每个数字在每个区域中都恰好出现两次，这是唯一解的题目不允许的；所以这些格中至少有一格是多出的数字，{ $eliminations }。
shape-rectangle = 矩形
shape-loop = 环
step-unique-loop-1 = { $title }：{ $floors }只含{ $x }和{ $y }，若{ $roof }也只能是{ $x }或{ $y }，它们就构成一个可以互换的{ $shape }，所以{ $roof }不能是{ $x }或{ $y }。
step-unique-loop-2 = { $title }：除非{ $roofs }中有一格是{ $extra }，否则{ $all }会在{ $x }和{ $y }上构成一个可以互换的{ $shape }，所以{ $targets }不能是{ $extra }。
step-unique-loop-3 = { $title }：{ $roof1 }和{ $roof2 }中必有一格是{ $extra }之一（否则{ $shape }{ $all }可以互换）；它们与{ $subset }在{ $unit }中组成{ $digits }的显性数组，所以该区域的其他格子删除这些数字。
step-unique-loop-4 = { $title }：在{ $unit }中，{ $locked }只能填在{ $roof1 }或{ $roof2 }，所以两格中有一格是{ $locked }；如果其中任何一格是{ $other }，{ $shape }{ $all }就可以互换，所以两格都不能是{ $other }。
step-als = { $name }：待定数组A = { $a }与B = { $b }{ $link }；{ $eliminations }。
als-set = { $cells }（{ $unit }，数字{ $digits }）
als-two-restricted = 有两个受限公共数{ $x }和{ $y }，所以每个数组恰好缺少其中一个：它们的其他数字都被锁定在原位，{ $x }和{ $y }各自落在其中一个数组里
als-one-restricted = 有受限公共数{ $x }（一个数组中的每个{ $x }都能看到另一个数组中的每个{ $x }，所以至多一个数组含有它），所以其中一个数组在没有{ $x }的情况下被锁定，它们的其他公共数字必定各自落在其中一个数组里
step-chain-bare = { $name }。
step-chain-first-true = { $name }：{ $chain }。如果{ $first }不成立，这条链反而会推出它成立，所以{ $first }。
step-chain-either-end = { $name }：{ $chain }。{ $first }与{ $last }至少有一个成立，所以{ $eliminations }。
step-chain-loop = { $name }：{ $chain }是一个连续环，所以它的每条链接都恰好有一端为真；{ $eliminations }。
step-forcing-bare = { $title }。
step-forcing-contradiction = { $title }：{ $assume }，那么{ $story }；所以{ $conclude }。
forcing-if-is = 假设{ $cell }是{ $digit }
forcing-if-not = 假设{ $cell }不是{ $digit }
forcing-story-one = { $chain }：{ $why }
forcing-story-two = { $chain }，但同时{ $second }：{ $why }
forcing-story-then = { $chain }，于是{ $why }
step-forcing-agreement = { $title }：{ $intro }都会得到相同的结果：{ $branches }；所以{ $main }。
step-forcing-agreement-also = { $title }：{ $intro }都会得到相同的结果：{ $branches }；所以{ $main }。这些分支还表明：{ $also }。
forcing-intro-both-ways = 无论{ $cell }是不是{ $digit }，
forcing-intro-each-digit = { $cell }必定是{ $digits }，而每一种选择
forcing-intro-each-place = { $unit }中的{ $digit }总要填在某一格，而每一个位置
broken-empty-cell = { $cell }没有任何候选数了
broken-no-place = { $digit }在{ $unit }中无处可填
broken-clash = { $cell }必须同时是{ $digit }又不是{ $digit }
broken-two-digits = { $cell }需要同时填入两个数字
broken-repeated = { $first }和{ $second }在{ $unit }中都会是{ $digit }
broken-no-solution = 盘面将会无解
broken-cage-sum = 从{ $cell }开始、和为{ $sum }的笼子无法组成它的和

## Variant steps

vstep-hidden-single = { $name }：在{ $house }中，{ $digits }只能填在{ $cells }；所以{ $effects }。
vstep-naked-single = { $name }：{ $cells }只能填{ $digits }；所以{ $effects }。
vstep-cage-combinations = { $name }：笼子{ $cells }之和为{ $sum }，其中各格只能由{ $digits }组成；所以{ $effects }。
vstep-locked = { $name }：在{ $house }中，{ $digits }只能填在{ $cells }，这些格子也都在{ $other }中；所以{ $effects }。
vstep-cage-house = { $name }：和为{ $sum }的笼子必须含有{ $digits }，而它在笼中可填的格子（{ $cells }）都在{ $house }中；所以{ $effects }。
vstep-house-cage = { $name }：在{ $house }中，{ $digits }只能填在{ $cells }，这些格子都在和为{ $sum }的笼子里，所以这个笼子的{ $digits }就在其中；所以{ $effects }。
vstep-naked-subset = { $name }：在{ $house }中，{ $cells }只含有{ $digits }；所以{ $effects }。
vstep-hidden-subset = { $name }：在{ $house }中，{ $digits }只能填在{ $cells }；所以{ $effects }。
vstep-rule-of-45 = { $name }：{ $house }之和为45，因此{ $cells }之和为{ $sum }；所以{ $effects }。
vstep-rule-of-45-two = { $name }：{ $houses }之和为90，因此{ $cells }之和为{ $sum }；所以{ $effects }。
vstep-xy-wing = { $name }：{ $pivot }只有两个候选数，并能看到{ $pincers }；无论它填哪个数，那两格之一都是{ $digits }；所以{ $effects }。
vstep-pattern = { $name }：{ $cells }上{ $digits }的结构；所以{ $effects }。
vstep-fish = { $name }：在{ $bases }中，{ $digits }只能填在{ $cells }，而这些格子都在{ $covers }内；所以{ $effects }。
vstep-xyz-wing = { $name }：{ $pivot }有三个候选数，并能看到{ $pincers }，它们各有其中两个；三格之一必为{ $digits }；所以{ $effects }。
vstep-w-wing = { $name }：{ $pair }都只有{ $digits }，而在{ $house }中其中一个数只能填在{ $links }，它们各自能看到数对中的一格；所以数对之一是另一个数，{ $effects }。
vstep-colouring = { $name }：沿着只有两个位置的区域追踪{ $digits }，{ $cells }交替为真与假；所以{ $effects }。
vstep-x-chain = { $name }：{ $digits }沿着{ $cells }在只有两个位置的区域间交替，若{ $start }不是{ $digits }，则{ $end }是；所以{ $effects }。
vstep-xy-chain = { $name }：沿着{ $cells }（每格两个候选数），若{ $start }不是{ $digits }，则{ $end }是；所以{ $effects }。
vstep-forcing-contradiction = { $name }：假设{ $cells }是{ $digits }，随之而来的唯一数会使某格、某区域或某笼子无法填满；所以{ $effects }。
vstep-forcing-cell = { $name }：无论{ $cells }填{ $digits }中的哪个，随之而来的唯一数结论一致；所以{ $effects }。
vstep-forcing-house = { $name }：无论{ $house }的{ $digits }在{ $cells }中的哪一格，随之而来的唯一数结论一致；所以{ $effects }。
vstep-killer-pair = { $name }：在{ $house }中，无论怎样填，{ $cells }之间都包含{ $digits }；所以{ $effects }。
vstep-interacting-cages = { $name }：在{ $house }中，{ $cells }共用该区域的数字，按各自的和一起填时只能用剩下的{ $digits }；所以{ $effects }。
vstep-rule-of-45-several = { $name }：{ $houses }之和为{ $total }，因此{ $cells }之和为{ $sum }；所以{ $effects }。
vstep-rule-thermometer = { $name }：温度计上的数字从{ $first }到{ $last }依次增大；所以{ $effects }。
vstep-rule-arrow = { $name }：从{ $first }出发的箭头上的数字之和等于圆圈中的数；所以{ $effects }。
vstep-rule-whispers = { $name }：线{ $cells }上相邻数字之差至少为{ $value }；所以{ $effects }。
vstep-rule-palindrome = { $name }：线{ $cells }从两端读起都一样；所以{ $effects }。
vstep-rule-renban = { $name }：线{ $cells }上是一组连续的数字，顺序不限；所以{ $effects }。
vstep-rule-between = { $name }：线上{ $first }和{ $last }之间的格子里的数字都在两端的数字之间；所以{ $effects }。
vstep-rule-difference = { $name }：白点连接{ $cells }，两个数字相差{ $value }；所以{ $effects }。
vstep-rule-ratio = { $name }：黑点连接{ $cells }，一个数字是另一个的{ $value }倍；所以{ $effects }。
vstep-rule-pair-sum = { $name }：{ $cells }的数字之和为{ $value }；所以{ $effects }。
vstep-rule-no-difference = { $name }：之间没有白点的相邻格子里的数字不连续；所以{ $effects }。
vstep-rule-no-ratio = { $name }：之间没有黑点的相邻格子里，一个数字不是另一个的2倍；所以{ $effects }。
vstep-rule-no-pair-sum = { $name }：之间没有X或V的相邻格子里的数字之和既不是10也不是5；所以{ $effects }。
vstep-rule-odd = { $name }：{ $cells }里是奇数；所以{ $effects }。
vstep-rule-even = { $name }：{ $cells }里是偶数；所以{ $effects }。
vstep-rule-little-killer = { $name }：斜线{ $cells }上的数字之和为{ $value }，数字可以重复；所以{ $effects }。
vstep-rule-sandwich = { $name }：在从{ $first }到{ $last }的这一行或列中，1和最大数字之间的数字之和为{ $value }；所以{ $effects }。
vstep-rule-x-sum = { $name }：从{ $first }数起，前X个数字之和为{ $value }，X是{ $first }中的数字；所以{ $effects }。
vstep-rule-skyscraper = { $name }：从{ $first }望向{ $last }，每个数字是同样高的楼，能看到{ $value }栋；所以{ $effects }。
vstep-rule-region-sum = { $name }：线{ $cells }在每个宫内的各段之和都相同；所以{ $effects }。
vstep-rule-entropic = { $name }：沿线{ $cells }，每连续三格各有一个小数、一个中数和一个大数；所以{ $effects }。
vstep-rule-quadruple = { $name }：圆圈周围的格{ $cells }含有圆圈里写的数字；所以{ $effects }。
vstep-rule-minimum = { $name }：{ $first }中的数字比它的每个相邻格都小；所以{ $effects }。
vstep-rule-maximum = { $name }：{ $first }中的数字比它的每个相邻格都大；所以{ $effects }。
vstep-rule-clone = { $name }：阴影格组{ $cells }在相同位置上的数字相同；所以{ $effects }。
vstep-rule-row-indexer = { $name }：{ $first }中的数字指出它所在列中哪一行填着它自己的行号；所以{ $effects }。
vstep-rule-column-indexer = { $name }：{ $first }中的数字指出它所在行中哪一列填着它自己的列号；所以{ $effects }。
vstep-rule-box-indexer = { $name }：{ $first }中的数字指出它所在宫中哪个位置填着它自己位置的编号；所以{ $effects }。
vstep-rule-given-candidates = { $name }：{ $first }中是出题者标注的候选数之一；所以{ $effects }。
vfact-placed = { $cell }填{ $digit }

## The hint card's walks through chains

walk-loop-start = 从{ $cell }的{ $digit }出发沿着环走：每条链接连着两个候选数，其中恰好有一个为真。
walk-suppose-not = 假设{ $cell }不是{ $digit }。
walk-strong = 那么{ $fact }：{ $why }。
walk-weak = 所以{ $fact }：{ $why }。
walk-end-either = 所以，如果{ $cell }不是{ $digit }，那么{ $last }：两者至少有一个为真，{ $eliminations }。
walk-end-first-true = 假设{ $cell }不是{ $digit }，结果却推出它是{ $digit }，所以无论如何它都是{ $digit }。
walk-end-loop = 能同时看到一条链接两端的候选数都为假：{ $eliminations }。
walk-why-bivalue = { $low }和{ $high }是{ $cell }仅有的两个候选数
walk-why-only-place = 它是{ $unit }中{ $digit }仅剩的另一个位置
walk-why-only-place-here = 它是这里{ $digit }仅剩的另一个位置
walk-why-holds = { $cell }已经是{ $digit }
walk-why-shares = { $cell }的{ $digit }与它同在{ $unit }
walk-suppose = 假设{ $fact }。
walk-but-then = 但这样一来，{ $why }。
walk-both-ways = { $cell }要么是{ $digit }，要么不是。
walk-one-of = { $cell }是{ $digits }之一。
walk-each-place = { $unit }中的{ $digit }总要填在某一格。
walk-if = 如果{ $case }。
walk-then = 那么{ $fact }
walk-if-then = 如果{ $case }，那么{ $fact }
walk-so = { $before }，所以{ $fact }
walk-sentence = { $text }。
walk-same-end = 每种情况的结局都一样：{ $facts }。
walk-hence = 因此{ $result }。

## 提示卡中逐步走过的变体强制链：每个链接及决定它的唯一数

vwalk-forced = 那么{ $fact }：{ $why }。
vwalk-if-forced = 如果{ $case }，那么{ $fact }：{ $why }。
vwalk-so = 所以{ $fact }。
vwhy-naked-single = 它是{ $cell }仅剩的候选数
vwhy-hidden-single = 它是{ $unit }中{ $digit }仅剩的位置
vwhy-cage-sum = 它是笼子里最后一个空格，和{ $sum }只剩下{ $digit }

## Mistakes, contradictions and hints

mistake-not-the-solution = { $cell }中的{ $digit }填错了：它不是本题答案中的数字。
mistake-no-solution-with-it = { $cell }中的{ $digit }填错了：填入它之后盘面无解。
mistake-lost-candidate = { $cell }的候选数中少了{ $digit }，而这一格仍然需要它：有候选数被误删了。
contradiction-repeated = { $unit }中有两个{ $digit }（{ $first }和{ $second }）。
contradiction-empty-cell = { $cell }是空格，但已经没有任何候选数。
contradiction-no-place = 在{ $unit }中，{ $digit }已经无处可填。
contradiction-clash = { $cell }必须同时是{ $digit }又不是{ $digit }。
contradiction-two-digits = { $cell }需要同时填入两个数字。
contradiction-no-solution = 盘面无解
contradiction-not-unique = 原题没有唯一解
contradiction-cage-sum = 从{ $cell }开始、和为{ $sum }的笼子无法组成它的和。
hint-grid-solved = 盘面已经解完了。
hint-no-technique = 本程序掌握的技巧在这里都用不上；下一步只能靠试错。
hint-stalled = 这里没有已知的技巧可用。
hint-contradiction = 矛盾：{ $why }

## The explanation's heading and closing line

explain-heading = 题目 { $line }
explain-solved = 共{ $steps }步解出。难度：{ $level }，分值{ $score }（最难的技巧：{ $hardest }）。
explain-stalled = { $steps }步后卡住了：已知的技巧都用不上（超出逻辑）。
explain-contradiction = { $steps }步后停止：题目违反规则或无解。
variant-explain-solved = 共{ $steps }步解出。难度：{ $level }，分值{ $score }（最难的技巧：{ $hardest }）。
variant-explain-stalled = { $steps }步后卡住了：变体技巧都用不上（超出大师）。
