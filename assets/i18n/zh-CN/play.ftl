# 游戏区域的消息（约定见 nonet.ftl）：控制面板、数字键盘、盘面的遮盖和格子标签、提示卡、
# 评分、记录、检查点、练习和解题路径。每条消息只占一行；英文区分单复数的地方，由代码在两条消息中
# 选一条（`-one` 表示一个）。

## 标题和计时

play-new-puzzle = 新谜题
play-coming-up = 马上就好
play-unrated = 未评级
play-solved = 已解出
play-solution-shown = 已显示答案
play-paused = 已暂停
play-resume = 继续
play-best-time = 最佳 { $time }
play-puzzle-title-author = 《{ $title }》，作者：{ $author }
play-rules-heading = 规则
play-puzzle-title = 《{ $title }》
play-puzzle-author = 作者：{ $author }
play-clock-tip = 这道谜题所用的时间

## 工具和游戏按钮

play-undo-tip = 撤销：{ $action }（{ $keys }）
play-redo-tip = 重做：{ $action }（{ $keys }）
play-checkpoint = 检查点
play-hint-apply = 执行提示
play-hint-more = 更多提示
play-hint-fix = 改正
play-solve = 解答
play-enter = 输入…
play-more = 更多
play-more-tip = 解答、输入…、打开…和保存…（“游戏”菜单中也有）
play-making-puzzle = 正在生成{ $level }谜题…
play-grids-tried = 已尝试 { $count } 个盘面
play-level = 难度
play-collection-size = 谜题集共有 { $total } 道谜题
play-collection-position = 第 { $number } 题，共 { $total } 题
play-opening-file = 正在打开文件…

## 反馈卡和小贴士

play-fix-first = 请先改正这里
play-press-again-erase = 再按一次即可擦除。
play-nothing-left = 已经没有可做的了。
play-no-hint = 没有提示
play-tip-note-digit = 小贴士：{ $keys } 可以不离开数字模式写入或擦去候选数。
play-tip-hint = 小贴士：提示先指出在哪里找，每按一次多说一点；最后一次按下时执行这一步。
play-tip-arrows = 小贴士：方向键在盘面上移动，到边缘会绕回另一侧。
play-tip-undo = 小贴士：{ $keys } 可以撤销任何操作，连重新开始和解答也可以。
play-tip-shortcuts = 小贴士：{ $keys } 列出所有键盘快捷键。

## 输入谜题

play-enter-title = 出题 · { $variant }
set-working = 正在检查…
set-solutions-none = 无解：提示数互相矛盾。
set-solutions-one = 唯一解。
set-solutions-several = 有两个或更多解：着色的格子在其中两个解里不同。
set-rated = 评级为{ $level }（{ $score }）；最难的一步：{ $technique }。
set-rated-plain = 评级为{ $level }（{ $score }）。
set-rated-beyond = { $variant }的技巧还不能解完它，需要猜测。
set-removable = 可以单独去掉的提示数（已高亮）：{ $cells }
set-removable-many = 有 { $count } 个提示数可以单独去掉（已在盘面高亮）。
set-minimal = 最简：每个提示数都不可缺少。
set-minimal-no-givens = 没有提示数：仅凭规则就得到唯一解。
set-not-minimal = 在唯一解之前谈不上最简。
set-symmetry = 提示数的对称：{ $names }
set-symmetry-none = 无
set-symmetry-rotational = 中心对称
set-symmetry-mirror = 左右对称
set-symmetry-diagonal = 对角线对称
set-keep = 保持对称
set-problem = 还不是一道题：{ $error }
set-split-none = 无可分割：题目只有一个解或无解。
set-split-added = 在 { $cell } 加入 { $digit }：抽样的 { $sampled } 个解中有 { $kept } 个含有它。
set-pattern-working = 正在填充图案…
set-pattern-gave-up = 尝试 { $attempts } 次后，这 { $count } 个格子仍填不出{ $level }题目。换个难度或换些格子试试。
set-pattern-filled = 已填充 { $count } 个格子：唯一解，评级为{ $level }（{ $score }）。
set-pattern-too-few = 图案至少需要 17 个格子：选中它们，或在相应位置放入提示数。
set-pattern-level = 难度
set-cage-sum = 总和
    .tip = 下一个笼子的总和：在这里输入，或在选中笼子格子时直接按数字键
set-cage-sum-bad = 笼子的总和是 1 到 45 之间的数。
set-cage-refused = 无法建立这个笼子：{ $error }
set-cages-help = 选中笼子的格子（拖动或按住 Ctrl 单击），输入总和，再按 Enter 键或点“建立笼子”。
set-solutions-none-rules = 无解：提示数与规则互相矛盾。
set-drawn-no-fill = 填充图案只用于没有画规则的题目。
set-rules-heading = 画规则
set-rules-help = 沿格子拖动（温度计从球开始，箭头从圆圈开始），再按规则按钮。点和字母连接两个边相邻的格子；盘外提示（三明治、X和、摩天楼、小杀手）使用总和栏里的数，放在开始拖动的那一端。
set-rule-refused = 无法画这条规则：{ $error }
set-drawn-not-counted = 还在计算解的个数
set-regions-help = 选中格子，再选择它们要加入的区域。每个区域需要九个相连的格子。
set-sized-nine-only = 笼子、区域涂色、绘制规则和按图案填数只在 9x9 盘面上进行；其他尺寸的工作台可以放置提示数。
set-sized-letters = 10 到 16 用字母 A 到 G 输入（字母是快捷键时与 Shift 一起按）。
set-sized-paste-size = 只有除区域外没有其他规则的 { $size }×{ $size } 题目才能放入这个草稿
set-sized-no-export = 导出只写 9×9 题目。保存会把这道题作为一行写入文件，复制会把这一行放到剪贴板。
set-legend = 小数字是真实候选数。着色的格子在两个解中不同；高亮的提示数可以去掉。
set-export-none = 只有有解的题目才能保存或导出：请先修改提示数。
set-export-drawn = 画了规则的题目以链接的形式导出：编辑 › 复制 f-puzzles 链接，或复制 SudokuPad 链接。
set-fill-pattern = 填充图案
    .tip = 在选中的格子（只选一格时为提示数所在的格子）填入数字，使题目唯一解并达到所选难度
set-solutions-unknown = 未能及时数出解的个数：盘面还很空，或者可能无解。
set-tools = 工具
play-enter-help = 单击格子，逐行输入题目：输入数字，或用 0、.、空格键或删除键表示空格，都会前进到下一格。
set-givens-so-far = 目前已有 { $count } 个提示数。

## 输入模式和数字键盘

play-mode-tip-keys = { $description }（{ $keys } 打开或关闭；{ $cycle } 依次切换各模式）
play-mode-tip = { $description }（{ $cycle } 依次切换各模式）
play-pad-digit = 数字 { $digit }
play-pad-colour = 颜色 { $digit }，{ $colour }
play-pad-all-placed = 数字 { $digit }，已全部填完
play-pad-digit-left = 数字 { $digit }，还剩 { $count } 个
play-pad-done = 完成
play-pad-left = 还剩 { $count }
play-pad-tip-entering = 输入提示数 { $digit }（按键 { $digit }）
play-pad-tip-digit-first = 先选数字：选定 { $digit }，再点它要填入的每一格（按键 { $digit }；再按一次放下）
play-pad-tip-digit = 在所选格中填入 { $digit }（按键 { $digit }）
play-pad-tip-digit-cells = 在所选的 { $count } 格中填入 { $digit }（按键 { $digit }）
play-pad-tip-candidate = 在所选格中写入或擦去候选数 { $digit }（按键 { $digit }）
play-pad-tip-candidate-cells = 在所选的 { $count } 格中写入或擦去候选数 { $digit }（按键 { $digit }）
play-pad-tip-corner = 在所选格中写入或擦去角标 { $digit }（按键 { $digit }）
play-pad-tip-corner-cells = 在所选的 { $count } 格中写入或擦去角标 { $digit }（按键 { $digit }）
play-pad-tip-colour = 把所选格涂成{ $colour }（按键 { $digit }；{ $erase } 去掉颜色）
play-pad-tip-colour-cells = 把所选的 { $count } 格涂成{ $colour }（按键 { $digit }；{ $erase } 去掉颜色）
play-pad-tip-highlight = 右键：高亮含候选数 { $digit } 的格（{ $keys }）

## 检查点

play-checkpoints = 检查点
play-highlight-candidate = { $cells ->
        [0] 没有显示候选数 { $digit } 的格（{ $keys } 取消）
       *[other] 显示候选数 { $digit } 的格：{ $cells } 个（{ $keys } 取消）
    }
play-highlight-count = { $count ->
        [2] { $cells ->
            [0] 没有双值格（{ $keys } 取消）
           *[other] 双值格：{ $cells } 个（{ $keys } 取消）
        }
       *[other] { $cells ->
            [0] 没有恰有 { $count } 个候选数的格（{ $keys } 取消）
           *[other] 恰有 { $count } 个候选数的格：{ $cells } 个（{ $keys } 取消）
        }
    }
play-checkpoint-go-back = 返回
play-checkpoint-forget = 删除
play-checkpoint-name = 检查点 { $number }
play-checkpoint-line = { $name } · { $time } · 已填 { $filled }/81 格
play-checkpoint-back = 已回到{ $name }。撤销可以找回之后的步骤。
play-checkpoint-marked = 已记下{ $name }。用“编辑 › 回到检查点”可以回到这里。

## 屏幕阅读器读出的格子

play-board-name = 数独盘面
play-cell-in-cage = 在{ $count }格的笼子里，和为{ $sum }
play-cell-in-region = 在第{ $number }区域
play-cell-in-window = 在窗口里
play-cell-on-diagonal = 在对角线上
play-cell-place = 第{ $row }行第{ $column }列
play-cell-filled = { $cell }，数字{ $digit }
play-cell-given = { $label }，提示数
play-cell-revealed = { $label }，来自答案
play-cell-wrong = { $label }，填错
play-cell-clashes = { $label }，有冲突
play-cell-empty = { $cell }，空格
play-cell-notes = { $label }，候选数 { $digits }
play-cell-corner = { $label }，角标 { $digits }
play-cell-colour = { $label }，颜色：{ $colour }
play-cell-highlighted = { $label }，已高亮

## 提示卡

play-where-to-look = 在哪里找
play-step-in-unit = 在{ $unit }中可以找到一步。
play-step-in-cells = 在高亮的格子中可以找到一步。
play-hint-again-technique = 再按一次提示（{ $keys }）查看所用技巧。
play-look-at = 看{ $cell }。
play-it-uses = 用到了{ $cells }。
play-hint-again-explanation = 再按一次提示（{ $keys }）查看解释。
play-hint-again-apply = 再按一次提示（{ $keys }）执行这一步。

## 评分

play-beyond-logic = 超出逻辑
play-rated = 评分 { $score } · { $technique }
play-variant-level = { $variant } · { $level }难度
play-rating-no-technique = 无
play-rating-stalled = Nonet 已知的技巧都无法解完这道谜题：需要试错。
play-rating-score = 按 Sudoku Explainer 的标准评分 { $score }，由最难的一步决定：{ $technique }。
play-rating-scale = 分数从 1.0（唯一空格）起，经过 2-3（摒除法、唯一余数、区块、数对）、4-6（鱼、Wing、唯一性、短链）和 7-8（长链），到 9 及以上（强制链）。
play-level-meaning-easy = { $level }表示只需要摒除法和唯一余数；难度按所需技巧划分而不是按分数，所以各难度的分数会有重叠。
play-level-meaning-medium = { $level }表示最多需要区块、数对和三数组；难度按所需技巧划分而不是按分数，所以各难度的分数会有重叠。
play-level-meaning-hard = { $level }表示需要四数组、鱼、单数字结构、Wing、唯一性或染色；难度按所需技巧划分而不是按分数，所以各难度的分数会有重叠。
play-level-meaning-expert = { $level }表示需要链、待定数组（ALS）或带鳍鱼和大型鱼；难度按所需技巧划分而不是按分数，所以各难度的分数会有重叠。
play-level-meaning-master = { $level }表示需要强制链，或者超出逻辑；难度按所需技巧划分而不是按分数，所以各难度的分数会有重叠。

## 记录和每日谜题

play-earlier-best-moved = Nonet 早期版本的最佳时间没有记录是否用过提示或解答，因此不再算作纪录。它们作为早期最佳时间保留在“游戏 › 统计”中。
play-statistics-unreadable = 无法读取你的统计（{ $error }）。
play-statistics-unsaved = 无法保存你的统计（{ $error }）。
play-statistics-unsaved-to = 无法把你的统计保存到 { $path }（{ $error }）。
play-assist-revealed = 这局游戏中显示过答案。
play-assist-hint-applied = 这局游戏中执行过提示。
play-assist-hint-explained = 这局游戏中的提示看过了“在哪里找”之后的内容。
play-assist-rewound = 这局游戏退回过最后正确的局面。
play-assist-kept = 所以用时记入有帮助的对局，不算纪录。
play-no-daily-streak = 目前没有每日连胜；你最长连胜 { $best } 天。
play-daily-streak-one = 每日连胜：1 天（最长 { $best } 天）。
play-daily-streak = 每日连胜：连续 { $count } 天（最长 { $best } 天）。
play-hints-mistakes-checks = 提示 { $hints } · 错误 { $mistakes } · 检查 { $checks }
play-hints-checks = 提示 { $hints } · 检查 { $checks }
play-solved-puzzle = 解出了！你用 { $time } 完成了这道谜题。
play-solved-level = 解出了！你用 { $time } 完成了这道{ $level }谜题。
play-solved-level-best = 解出了！你用 { $time } 完成了这道{ $level }谜题。这是新的最佳时间。
play-daily-started = { $date } 的每日{ $level }谜题。祝你好运！
play-solved-variant-level = 解出了！你用 { $time } 完成了这道{ $level }{ $variant }。
play-solved-variant-level-best = 解出了！你用 { $time } 完成了这道{ $level }{ $variant }。这是新的最佳时间。
play-daily-variant-started = { $date } 的每日{ $level }{ $variant }。祝你好运！
play-daily-failed = 无法生成每日{ $level }谜题：{ $error }。
play-statistics-exported = 已把 { $count } 局导出到 { $file }。
play-statistics-export-failed = 无法导出到 { $path }：{ $error }

## 练习和技巧窗口

play-practice-stopped = 练习已结束；当前局面作为一局游戏留在盘面上。
play-practice-unplayable = 无法开始这个练习局面：{ $error }。
play-practice-wrong-digit = { $cell }不是{ $digit }。请撤销后再找找。
play-practice-lost-candidate = { $cell }的候选数{ $digit }被删掉了，而它正是这里的答案。请撤销后再找找。
play-practice-finding = 正在寻找{ $technique }的局面…
play-practice-find-placement = 找出{ $technique }，并填入它确定的数字。提示会显示它。
play-practice-find-elimination = 找出{ $technique }，并从笔记中删去它排除的每个候选数。提示会显示它。
play-practice-right = 正确！{ $explanation }
play-practice-partly = 目前正确。请接着完成这个{ $technique }的其余部分。
play-practice-title = 练习：{ $technique }
play-practice-title-done = 练习：{ $technique } · 已完成 { $count } 个
play-practice-finding-variant = 正在生成{ $variant }题目，直到有一道用到{ $technique }…
play-practice-variant-title = 练习：{ $technique }（{ $variant }）
play-practice-variant-title-done = 练习：{ $technique }（{ $variant }） · 已完成 { $count } 个
play-technique-variant = 变体：{ $variant }
play-technique-houses-x = 在对角线数独中，两条长对角线也是区域：凡是说到行、列或宫的地方，对角线同样适用。
play-technique-houses-windoku = 在窗口数独中，四个窗口也是区域：凡是说到行、列或宫的地方，窗口同样适用。
play-technique-houses-jigsaw = 在锯齿数独中，九个不规则区域取代了宫：凡是说到宫的地方，请读作区域。
play-technique-houses-killer = 在杀手数独中，每个笼子里的数字各不相同，且和为笼子的数：这些技巧既用行、列和宫，也用笼子。
play-no-variant-example = 为这个技巧生成的{ $variant }题目中没有找到它的例子。
play-techniques-title = 技巧
play-technique-level = 难度：{ $level }
play-finding-example = 正在寻找例子…
play-no-example = 谜题库中没有找到这个技巧的例子。
play-example = 例子

## 解题路径

play-path-applied-one = 已执行解题路径的 1 步。撤销可以撤回它。
play-path-applied = 已执行解题路径的 { $count } 步。撤销会一步一步撤回。
play-path-removes = 从{ $cells }中删除{ $digits }
play-path-removes-more = 从{ $cells }及另外 { $count } 格中删除{ $digits }
play-path-solved-one = 用逻辑 1 步解出；这一步是{ $technique }（{ $score }）。
play-path-solved = 用逻辑 { $count } 步解出；最难的一步是{ $technique }（{ $score }）。
play-path-nothing = 已经没有要解的了。
play-path-stalled-one = 逻辑在 1 步后停下：Nonet 已知的技巧在这里都不适用，剩下的需要猜测。
play-path-stalled = 逻辑在 { $count } 步后停下：Nonet 已知的技巧在这里都不适用，剩下的需要猜测。
play-path-contradiction-one = 路径在 1 步后停下：这个局面违反了规则（某一格或某个区域已没有地方放某个数字）。
play-path-contradiction = 路径在 { $count } 步后停下：这个局面违反了规则（某一格或某个区域已没有地方放某个数字）。
play-path-working = 正在推算路径…
play-path-blocked = { $problem }改正之后才能从你的局面推算路径；从头开始的路径随时可用。
play-path-showing = 盘面显示的是第 { $number } 步（共 { $total } 步）之前的局面。按 Esc 回到你的游戏。
play-path-choose = 选择一步，查看这一步之前的盘面。
play-path-apply-disabled = 只有从你的局面推算的路径才能执行：请选择“从当前局面”

## 每种技巧的作用（技巧窗口和提示卡）

technique-desc-full-house = 某行、列或宫只剩一个空格：它填入所缺的那个数字。
technique-desc-hidden-single = 在某行、列或宫中，一个数字只有一格可以填，于是就填在那里。
technique-desc-naked-single = 某格只剩一个候选数，因为其他数字都已出现在它所在的行、列或宫中。
technique-desc-pointing = 在某宫中，一个数字只能填在同一行（或同一列）的格子里。无论填在哪格，这一行都已用掉这个数字，所以这一行的其余格子都不能再填它。
technique-desc-claiming = 在某行或某列中，一个数字只能填在同一宫的格子里。这个宫的这个数字必定在这一行（列）上，所以这个宫的其余格子都不能再填它。
technique-desc-naked-pair = 一个区域中有两格只含相同的两个候选数。这两个数字必定填在这两格，所以区域中的其他格都不能再填它们。
technique-desc-hidden-pair = 两个数字在一个区域中只能填在相同的两格。这两格必定是这两个数字，所以它们的其他候选数可以删去。
technique-desc-naked-triple = 一个区域中有三格总共只含三个候选数。这三个数字填满这三格，所以区域的其余格子都不能再填它们。
technique-desc-hidden-triple = 三个数字在一个区域中只能填在相同的三格。这三格必定是这三个数字，所以它们的其他候选数可以删去。
technique-desc-naked-quad = 一个区域中有四格总共只含四个候选数。这四个数字填满这四格，所以区域的其余格子都不能再填它们。
technique-desc-hidden-quad = 四个数字在一个区域中只能填在相同的四格。这四格必定是这四个数字，所以它们的其他候选数可以删去。
technique-desc-x-wing = 在两行中，一个数字都只能填在相同的两列（或反过来）。它必定占据这个矩形的两个对角，所以这两列的其余格子都不能再填它。
technique-desc-swordfish = 在三行中，一个数字都只能填在相同的三列之内（或反过来）。它必定在这些行里占满这三列，所以这三列的其余格子都不能再填它。
technique-desc-jellyfish = 在四行中，一个数字都只能填在相同的四列之内（或反过来）。它必定在这些行里占满这四列，所以这四列的其余格子都不能再填它。
technique-desc-finned-x-wing = 在某一宫里带有额外候选数（鳍）的 X-Wing。要么鳍是这个数字，要么 X-Wing 成立，所以 X-Wing 的列中位于鳍所在宫内的格子都不能填它。
technique-desc-finned-swordfish = 在某一宫里带鳍的剑鱼。要么鳍是这个数字，要么剑鱼成立，所以剑鱼的列中位于鳍所在宫内的格子都不能填它。
technique-desc-finned-jellyfish = 在某一宫里带鳍的水母。要么鳍是这个数字，要么水母成立，所以水母的列中位于鳍所在宫内的格子都不能填它。
technique-desc-skyscraper = 两条平行的线上，一个数字都只有两个位置，而且各有一端对齐。另外两端不会都不是这个数字，所以同时看到这两端的格子都不能填它。
technique-desc-two-string-kite = 某行和某列中，一个数字都只有两个位置，且两者各有一端在同一宫。远端的两格中必有一格是这个数字，所以同时看到这两格的格子不能填它。
technique-desc-empty-rectangle = 在某宫中，一个数字只出现在一行和一列上。再结合一条这个数字只有两个位置的线，就能从一格中排除这个数字。
technique-desc-xy-wing = 一个候选数为 XY 的双值格看到一个 XZ 格和一个 YZ 格。无论第一格填哪个数，另外两格中总有一格是 Z，所以同时看到这两格的格子都不能填 Z。
technique-desc-xyz-wing = 一个候选数为 XYZ 的格看到一个 XZ 格和一个 YZ 格。三格中必有一格是 Z，所以同时看到这三格的格子都不能填 Z。
technique-desc-w-wing = 两格含有相同的数对 XY，而一条线上 X 只有两个位置，各看到其中一格。两个数对格中必有一格是 Y，所以同时看到这两格的格子都不能填 Y。
technique-desc-remote-pairs = 一串格子都只含相同的两个数字，每格都看到下一格：数字沿着这串交替出现，所以看到两个奇偶相反的格子的格子两个数字都不能填。
technique-desc-simple-colouring = 沿着一个数字只有两个位置的区域追踪它，把格子交替涂成两种颜色；其中一种颜色为真。看到两种颜色的格子不能填这个数字，而在同一区域中遇到自身的颜色为假。
technique-desc-unique-rectangle-1 = 位于两行、两列和两宫上的四个格子如果让两个数字可以互换，谜题就会有两个解。当三个角只含这两个数字时，第四个角不能是其中任何一个。
technique-desc-unique-rectangle-2 = 一个可能互换的矩形，其两个额外的角含有同一个额外数字：其中必有一格是这个数字，所以同时看到这两格的格子都不能填它。
technique-desc-unique-rectangle-3 = 一个可能互换的矩形，其额外的角连同它们的额外数字合起来当作一个格子，与所在区域的其他格组成显性数组。
technique-desc-unique-rectangle-4 = 一个可能互换的矩形，其中一个数字在某个区域中只能填在两个额外的角：其中一格必定是这个数字，所以两格都不能是另一个数字。
technique-desc-bug-plus-one = 除了一格之外，每个空格都只含两个候选数：这样的盘面会有两个解，所以这个特殊的格子必须填在它所在区域中出现三次的那个数字。
technique-desc-x-chain = 一条在单个数字上强链与弱链交替的链：两端中必有一端是这个数字，所以同时看到两端的格子都不能填它。
technique-desc-xy-chain = 一条由双值格组成的链，每格通过一个共同数字与下一格相连：两端中必有一端是末端数字，所以同时看到两端的格子都不能填它。
technique-desc-nice-loop = 一条首尾相接的交替推理链：在环的交汇处确定或删除候选数。
technique-desc-als-xz = 两个待定数组由一个不能同时在两者中的数字相连：第二个共同数字必定在其中一组中，所以看到它所有位置的格子都不能填它。
technique-desc-forcing-chain = 逐个尝试一格的每个候选数，或一个数字在某个区域中的每个位置：每种选择都得到同一结论，因此这个结论必定成立。
technique-desc-strong-link-fish = 同一数字的三到六条强链由弱链首尾相连：两端之一必为该数字，因此同时看到两端的格删去该数字。
technique-desc-explainer-wing = 一个双值格与一组三、四或五格（候选数比格数多一个）：有一个数字不能同时在两者中，所以另一个数字必在其中之一，看到它所有位置的格删去它。
technique-desc-aligned-triple-exclusion = 三格的填法不能让看到这三格的某格没有候选数，也不能在互相可见的两格中填同一数字：某格中不符合任何可行填法的数字被删去。
technique-desc-cage-combinations = 杀手数独的笼子里数字各不相同，和等于笼子的和：每格只保留这个和在这么多格里允许的组合中的数字。
technique-desc-cage-house = 笼子的每种组合都含有的数字必定在笼子里；如果它在笼中可填的格子都在同一区域，该区域的其他格子就不能填它。
technique-desc-house-cage = 如果某数字在一个区域中可填的格子都在同一个笼子里，这个笼子就在那里含有它，所以笼子的其他格子不能填它。
technique-desc-rule-of-45 = 一个区域之和为45：减去完全在其中的笼子，剩下的格子（或穿过它的笼子伸出去的格子）之和就是已知的。
technique-desc-rule-of-45-two-houses = 相邻的两行、两列或两宫之和为90：减去其中完整的笼子，剩下格子之和已知，这限制了它们的数字。
technique-desc-killer-pair = 同一区域中的两组格子（至少一组是笼子）无论怎样填都包含某个数字：该区域其余格子删去这个数字。
technique-desc-rule-of-45-several-houses = 相邻的三或四行、三或四列，或四个宫组成的方块，每个区域之和为45：减去其中完整的笼子，剩下格子之和已知，这限制了它们的数字。
technique-desc-interacting-cages = 同一区域中的笼子共用该区域的数字：按各自的和、不重复地一起填时用不到的候选数被删去。
technique-desc-puzzle-rule = 约束谜题自己的规则（温度计、箭头、点、线、盘外提示）各自只看自己的格子，删去不允许的候选数。

## 撤销和重做的工具提示中对每一步的称呼

action-enter = 在{ $cells }填入{ $digit }
action-erase = 擦除{ $cells }
action-note = 在{ $cells }标记候选数{ $digit }
action-fill-candidates = 填入候选数
action-notes-changed = 修改{ $cells }的候选数
action-clear-notes = 清除笔记
action-hint = 提示（{ $technique }）
action-restart = 重新开始
action-solve = 解答
action-corner = 在{ $cells }标记角标{ $digit }
action-uncolour = 去掉{ $cells }的颜色
action-colour = 把{ $cells }涂成颜色{ $colour }
action-uncolour-candidate = 去掉{ $cell }中候选数{ $digit }的颜色
action-colour-candidate = 把{ $cell }中的候选数{ $digit }涂成颜色{ $colour }
action-live-candidates = 实时候选数
action-back-to = 回到{ $label }
action-cells-none = 没有格子
action-cells-more = { $first }及另外{ $more }格

## 保留正在出的题

set-confirm-leave-title = 放弃正在出的题？
set-confirm-leave-yes = 放弃
set-confirm-leave-save-first = 想保留为文件，请先保存。
set-draft-lost = 正在出的{ $variant }题将被关闭。以下内容将不再保留：
set-lose-givens-one = 1 个提示数
set-lose-givens = { $count } 个提示数
set-lose-cages-one = 1 个笼子
set-lose-cages = { $count } 个笼子
set-lose-rules-one = 1 条画好的规则
set-lose-rules = { $count } 条画好的规则
set-lose-regions = 你划分的区域
set-draft-restored = 上次正在出的{ $variant }题已恢复，和离开时一样。
set-draft-not-kept = 无法保留正在出的题以便下次继续：{ $error }
set-draft-damaged = 无法读取上次正在出的题（{ $error }）。
set-draft-damaged-kept = 无法读取上次正在出的题（{ $error }）；文件已另存为 { $path }。
set-grade = { $level }（{ $score }）
set-grade-beyond = 超出技巧范围（{ $score }）
set-split-added-rating = 在 { $cell } 加入 { $digit }：抽样的 { $sampled } 个解中有 { $kept } 个含有它。评级从{ $before }变为{ $after }；撤销可以去掉这个提示数。
set-file-name = { $variant }（{ $level }）
set-file-name-plain = { $variant }题目

## 朗读键

read-house = { $house }：{ $cells }。
read-empty = 空
read-empty-cells = 还有{ $count }个空格。
read-digit-count = { $digit }已填{ $count }个
read-digit-counts = 已填：{ $counts }。
read-time = 用时：{ $time }。
speak-house-complete = { $house }已填满。
play-clock-name = 用时（按 Alt+T 朗读）

win-all-steps-title = 所有步骤
play-all-steps-count = 显示 { $shown }/{ $count } 步。
play-all-steps-every-technique = 所有技巧
play-all-steps-any-digit = 任意数字
play-all-steps-selected-cell = 只看所选格子
play-all-steps-none = 没有符合筛选条件的步骤。
play-all-steps-group = { $technique } · { $score } · { $count }
play-all-steps-technique = 技巧
play-all-steps-digit = 数字

win-replay-title = 回放
win-replay-file-title = { $file } 的回放
play-replay-progress = 第 { $shown }/{ $count } 步 · { $time } / { $duration }
play-replay-pause = 暂停
play-replay-speed = 速度
play-replay-move = 第 { $number } 步：{ $move }
play-replay-at-start = 最初的局面，还没有走任何一步。
play-replay-board-note = 盘面正显示回放；关闭此窗口即可继续游戏。
