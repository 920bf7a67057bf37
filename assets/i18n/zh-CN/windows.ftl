# 窗口部分的消息（约定见 nonet.ftl）：对话框、玩法说明、胜利窗口、统计、打印、谜题集以及盘面下方的消息。
# 每条消息只占一行（tests/i18n_catalogue.rs 逐行读取）。

## 胜利窗口

win-solved-title = 解开了！
win-solved = 干得好！你用 { $time } 解开了这道谜题。
win-solved-level = 干得好！你用 { $time } 解开了这道{ $level }谜题。
win-hints-mistakes = 提示 { $hints } 次 · 错误 { $mistakes } 次
win-new-best = 这是你在这个难度的最佳用时。
win-best = 你在这个难度的最佳用时：{ $time }
win-play-again = 再来一局

## 替换或揭晓本局之前的询问

win-confirm-replace = 当前这局游戏会被替换。想以后继续，请先保存。
win-confirm-play-it = 开始玩
win-confirm-reveal-title = 显示答案？
win-confirm-reveal = 这会填入答案并结束本局。即使撤销后再完成，这一局也不会计入最佳用时。撤销可以回到你的游戏。
win-confirm-reveal-yes = 显示答案
win-confirm-new-game-title = 开始新游戏？
win-confirm-new-game-yes = 新游戏
win-confirm-collection-title = 换一道谜题？
win-confirm-pasted-title = 玩粘贴的谜题？
win-confirm-open-title = 打开这个文件？
win-confirm-open-yes = 打开
win-confirm-several-title = 玩一道有多个解的谜题？
win-confirm-several = 这道谜题不止一个解。Nonet 可以按其中一个解来玩：检查、提示和解答都以这个解为准，另一种正确的填法可能会被当作错误。
win-confirm-several-yes = 仍然要玩
win-confirm-daily-title = 玩每日谜题？
win-confirm-practise-title = 开始练习？
win-confirm-practise-yes = 练习
win-confirm-entered-title = 玩输入的谜题？
win-leave-counted = 当前这局游戏会被替换，并在统计中记为未完成。以下内容将不再保留：
win-leave-lose = 当前这局游戏会被替换。以下内容将不再保留：
win-leave-save-first = 想以后继续，请先保存。
win-lose-digits-one = 已填入的 1 个数字
win-lose-digits = 已填入的 { $count } 个数字
win-lose-candidates-one = 1 个候选数
win-lose-candidates = { $count } 个候选数
win-lose-corner-marks-one = 1 个角标
win-lose-corner-marks = { $count } 个角标
win-lose-colours-one = 1 处颜色
win-lose-colours = { $count } 处颜色
win-lose-checkpoints-one = 1 个检查点
win-lose-checkpoints = { $count } 个检查点
win-lose-time = 已用时 { $time }

## 帮助：快捷键表和玩法

win-shortcuts-title = 键盘快捷键
win-sheet-playing = 游戏操作
win-sheet-marks = 标记、颜色和选择
win-sheet-game = 游戏
win-sheet-edit = 编辑
win-sheet-reading = 朗读盘面
win-sheet-learning = 学习
win-sheet-view = 视图和帮助
win-sheet-digit = 在所选格中填入数字（在其他模式下：候选数、角标或颜色）
win-sheet-corner-digit = 不切换模式，写入或擦去角标
win-sheet-colour-digit = 不切换模式，给所选格上色（0 去掉颜色）
win-sheet-note-digit = 不切换模式，写入或擦去候选数（在候选模式下：填入数字）
win-sheet-highlight-candidate = 高亮显示某候选数的格（再按一次取消；在数字键盘上右键点击效果相同）
win-sheet-mouse = 鼠标：单击格子选中它；拖动或 Ctrl+单击选中多格；右键单击切换笔记模式；在颜色模式下，Alt+单击给候选数上色。
win-how-to-play-title = 玩法
win-howto-rules-heading = 规则
win-howto-rules = 填满盘面，使每一行、每一列和每个 3×3 宫中数字 1 到 9 各出现一次。开局时就在盘面上的数字是已给数字，不能更改；你填入的数字是蓝色的，“显示答案”填上的数字是紫色的。每道 Nonet 谜题都恰有唯一解，只靠逻辑就能找到。
win-howto-entering-heading = 填入数字
win-howto-entering = 单击一个格子（或用方向键移动）后输入数字，或在数字键盘上点它。删除键、退格键或 0 擦除。数字键盘显示每个数字还剩几个要填。
win-howto-notes-heading = 笔记
win-howto-notes = 数字键盘上方的模式按钮决定数字的作用：数字模式填入数字，候选模式写入小的候选数，角标模式写入角标（这个数字在本宫的这几格之一），颜色模式给格子上色。按住 Shift、Ctrl 或 Alt 再按数字，不切换模式就能写入候选数、角标或颜色。“填入候选数”在每个空格写入所有可能的数字（视图 › 实时候选数让它们在游戏中始终正确）；填入一个数字会把它从同行、同列、同宫的笔记中删去。
win-howto-selecting-heading = 多格选择和检查点
win-howto-selecting = 拖过多个格子或 Ctrl+单击，可以同时处理几格：一个数字、标记或颜色会作为一步进入所有这些格子。Ctrl+M 添加检查点；编辑 › 回到检查点会回到那里，撤销可以找回之后的步骤。
win-howto-hints-heading = 提示和检查
win-howto-hints = 提示先说在哪里找，再说出技巧并标出相关格子，然后在盘面上解释；再按一次执行这一步（关闭视图 › 分层提示则立即给出解释）。填错的数字会先被指出。检查会标出填错的数字；解答会先询问再显示答案，撤销可以回到你的游戏。
win-howto-learning-heading = 学习
win-howto-learning = 学习 › 解题路径列出完整的逻辑解法；选中一步可以看到这一步之前的盘面，也可以执行到这一步为止。学习 › 技巧与练习说明每种技巧的作用，给出例子，并提供下一步正好用到它的练习局面；窗口顶部的一行切换到某个变体的技巧，在为它生成的变体题目上练习。
win-howto-games-heading = 游戏和文件
win-howto-games = 新游戏按所选难度生成谜题，从简单到大师。打开可以读取 Nonet 存档和其他程序的谜题文件（.sdk、.ss、.sdm、每行一道谜题）；也可以把文件拖到窗口上，或粘贴复制的谜题（编辑 › 粘贴谜题）。游戏会自动保存，下次启动 Nonet 时恢复。
win-howto-keys = 所有按键都列在 帮助 › 键盘快捷键 中（{ $keys }）。

## 统计

win-statistics-title = 统计
win-statistics-note = 最佳、平均和中位用时只计算没有借助帮助解开的对局；借助帮助的对局单独一列。
win-statistics-level = 难度
win-statistics-started = 开始
win-statistics-finished = 完成
win-statistics-win-rate = 胜率
win-statistics-best = 最佳
win-statistics-best-with-help = 借助帮助的最佳
win-statistics-average = 平均
win-statistics-median = 中位数
win-statistics-streak = 连胜
win-statistics-best-streak = 最长连胜
win-statistics-hints = 提示
win-statistics-earlier-best = 以前的最佳用时（由不记录帮助的旧版本保存；不算纪录）：
win-statistics-last-games = 最近几局
win-statistics-none-solved = 还没有解开过{ $level }谜题。
win-statistics-none-solved-variant = 还没有解开过{ $level }{ $variant }。
win-statistics-variant = 变体：
win-statistics-daily-count = 每日
win-solved-variant-level = 干得好！你用 { $time } 解开了这道{ $level }{ $variant }。
win-statistics-plot-game = 局
win-statistics-plot-time-axis = 用时
win-statistics-plot-point = 第 { $number } 局：{ $time }
win-statistics-plot-time = 用时
win-statistics-plot-unaided = 未借助帮助
win-statistics-plot-helped = 借助帮助
win-statistics-plot-best = 最佳
win-statistics-daily = 每日谜题
win-statistics-daily-solved = 已解开每日谜题
win-statistics-month = { $year } 年 { $month }
win-month-1 = 1 月
win-month-2 = 2 月
win-month-3 = 3 月
win-month-4 = 4 月
win-month-5 = 5 月
win-month-6 = 6 月
win-month-7 = 7 月
win-month-8 = 8 月
win-month-9 = 9 月
win-month-10 = 10 月
win-month-11 = 11 月
win-month-12 = 12 月
win-weekday-1 = 一
win-weekday-2 = 二
win-weekday-3 = 三
win-weekday-4 = 四
win-weekday-5 = 五
win-weekday-6 = 六
win-weekday-7 = 日

## 打印

win-print-title = 打印
win-print-what = 打印什么
win-print-this-puzzle = 这道谜题
win-print-every-of = { $file } 中的全部谜题（{ $count } 道）
win-print-every-open = 打开的谜题集中的全部谜题
win-print-range = 谜题集中的一段
win-print-from = 起始题号
win-print-to = 至
win-print-new = 新谜题
win-print-each-level = 每个难度的题数：
win-print-per-page = 每页题数：
win-print-paper = 纸张：
win-print-letter = Letter（美国信纸）
win-print-solutions = 答案印在最后几页
win-print-progress = 已准备 { $done } / { $total } 道谜题
win-print-open-collection = 要打印谜题集，请先打开一个谜题文件。
win-print-bad-range = { $file } 共有 { $count } 道谜题：无法打印第 { $first } 到第 { $last } 题。
win-print-nothing = 盘面上没有可打印的谜题。
win-print-choose-level = 请为新谜题至少选择一个难度。
win-print-start-failed = 无法开始打印：{ $error }
win-print-thread-stopped = 打印线程没有生成小册子就停止了
win-print-failed = 无法打印到 { $path }：{ $error }
# 以 -one 结尾的消息用于数量为 1 的情况（英文单复数不同；中文写法相同）。
win-print-written-one = 已把 1 道谜题写入 { $path }。
win-print-written = 已把 { $count } 道谜题写入 { $path }。
win-print-opened-one = 已把 1 道谜题写入 { $path } 并打开；请在阅读器中打印。
win-print-opened = 已把 { $count } 道谜题写入 { $path } 并打开；请在阅读器中打印。
win-print-no-viewer-one = 已把 1 道谜题写入 { $path }，但无法启动 PDF 阅读器（{ $error }）；请打开这个文件来打印。
win-print-no-viewer = 已把 { $count } 道谜题写入 { $path }，但无法启动 PDF 阅读器（{ $error }）；请打开这个文件来打印。

## 谜题集：谜题列表和读取窗口

win-picker-title = { $file } 中的谜题
win-picker-count = 共 { $count } 道谜题
win-picker-count-skipped-one = 共 { $count } 道谜题 · 跳过了 1 条无法读取的记录
win-picker-count-skipped = 共 { $count } 道谜题 · 跳过了 { $skipped } 条无法读取的记录
win-picker-first-problem = 第一个问题：{ $error }
win-picker-rating = 正在评级… { $done } / { $total }
win-picker-all-rated = 所有谜题都已评级
win-picker-play = 开始玩
    .tip = 玩选中的谜题（或双击它）
win-picker-playing = 正在玩第 { $number } 题
win-picker-show = 显示
win-picker-all = 全部
    .tip = 列出文件中的每道谜题
win-picker-level =
    .tip = 只列出{ $level }谜题；“下一题”会跳到下一道这样的谜题
win-picker-listed-as-rated = { $level }谜题会在评级后陆续列出。
win-picker-no-level = 这个文件中没有{ $level }谜题。
win-picker-column-puzzle = 谜题
win-picker-column-line = 行号
win-picker-column-givens = 已给数字
win-picker-column-level = 难度
win-picker-pending = 正在评级…
win-picker-beyond-logic = { $level }（超出逻辑）
win-picker-no-solution = 无解
win-picker-several = 多个解
win-picker-too-open = 太空，无法判定解的个数
win-picker-row = 第 { $number } 题
win-picker-row-playing = { $number }（正在玩）
win-loading-title = 正在打开 { $file }
win-loading-reading = 正在读取谜题…

## 来自文件、生成器和剪贴板的游戏

win-new-game-cancelled = 已取消新游戏。
win-new-puzzle = 一道新的{ $level }谜题。祝你好运！
win-making-variant = 正在生成{ $variant }…
win-new-variant-puzzle = 一道新的{ $level }{ $variant }。祝你好运！
win-read-puzzle-ready = { $variant }已就绪，评级：{ $level }。祝你好运！
win-variant-failed = 无法生成{ $variant }：{ $error }。
win-variant-worker-stopped = 生成程序中途停止了
win-generate-failed-easy = 无法生成{ $level }谜题（{ $error }）；改为生成一道简单谜题。
win-generate-failed = 无法生成{ $level }谜题：{ $error }。
win-opened = 已打开 { $file }。
win-opened-skipped-one = 已打开 { $file }。有 1 条记录无法读取（{ $error }）。
win-opened-skipped = 已打开 { $file }。有 { $skipped } 条记录无法读取；第一条：{ $error }。
win-open-failed = 无法打开 { $error }
win-opening-cancelled = 已取消打开。
win-file-no-puzzle = 文件中没有谜题
win-collection-opened = { $file } 共有 { $count } 道谜题：选一道来玩。
win-collection-opened-skipped-one = { $file } 共有 { $count } 道谜题：选一道来玩。有 1 条记录无法读取（{ $error }）。
win-collection-opened-skipped = { $file } 共有 { $count } 道谜题：选一道来玩。有 { $skipped } 条记录无法读取；第一条：{ $error }。
win-collection-puzzle = { $file } 中的第 { $number } 题，共 { $total } 题。
win-cannot-play = 无法开始 { $error }
win-last-of-collection = 这已经是谜题集的最后一题。
win-no-more-at-level-yet = 这一题之后暂时没有更多{ $level }谜题：其余的还在评级。
win-last-at-level = 这已经是谜题集中最后一道{ $level }谜题。
win-no-more-playable = 谜题集中没有更多可玩的谜题了。
win-saved = 已保存到 { $path }。
win-save-failed = 无法保存 { $error }
win-exported = 已导出到 { $path }。
win-export-failed = 无法导出到 { $path }：{ $error }
win-no-dialog-open = 无法显示文件对话框（Nonet 需要桌面门户或 zenity）。要打开文件，可以把它拖到窗口上，用 `nonet FILE` 启动 Nonet，或使用游戏菜单中的“最近打开”；编辑 › 粘贴谜题可以玩复制的谜题。
win-no-dialog-save = 无法显示文件对话框（Nonet 需要桌面门户或 zenity）。每走一步游戏仍会自动保存，Nonet 重启后会恢复；编辑 › 复制谜题可以把它复制为文本。
win-no-dialog-print = 无法显示文件对话框（Nonet 需要桌面门户或 zenity）。命令行也可以打印：`nonet print FILE -o booklet.pdf` 会把谜题文件写成小册子。
win-paste-no-puzzle-found = 没有找到谜题
win-paste-not-a-puzzle = 粘贴的文本不是谜题：{ $error }
win-paste-cannot-start = 无法开始粘贴的谜题：{ $error }
win-paste-started = 已开始粘贴的谜题。
win-confirm-link-title = 玩链接中的谜题？
win-link-not-a-puzzle = 链接中没有谜题：{ $error }
win-link-cannot-start = 无法开始链接中的谜题：{ $error }
win-link-started = 已开始链接中的谜题。
win-link-copied = 已复制谜题的链接。
win-link-copied-no-address = 已复制不带网址的谜题链接；粘贴到 Nonet 中即可打开。可在“编辑 › 链接的网址”中设置你的 Nonet 网页地址。
win-fpuzzles-link-copied = 已复制在 f-puzzles 中打开谜题的链接。
win-sudokupad-link-copied = 已复制在 SudokuPad 中打开谜题的链接。
win-site-link-none = 正在出的谜题还不完整，所以没有链接。
win-paste-refused = 浏览器不允许 Nonet 读取剪贴板。请改用 Ctrl+V（Mac 上为 Cmd+V）粘贴。
win-web-address = 链接的网址
win-web-address-hint = https://…（你的 Nonet 网页）

## 文件对话框

win-dialog-open = 打开游戏或谜题
win-dialog-games-and-puzzles = Nonet 游戏和谜题
win-dialog-all-files = 所有文件
win-dialog-save = 保存游戏
win-dialog-game = Nonet 游戏
win-dialog-export = 导出
win-dialog-print = 打印到 PDF
win-dialog-pdf = PDF 文档
win-dialog-statistics = 导出统计
win-dialog-csv = 逗号分隔值

## 关于操作和游戏的消息

win-previewing = 盘面正显示解题路径中的一步：按 Esc 回到你的游戏。
win-copied = 已把谜题复制为 81 字符的一行。
win-zoom-limited = 窗口太小，无法再放大；请先把窗口放大。
win-paused = 游戏已暂停：请先按“继续”。
win-given-cell = { $cell } 是谜题的已给数字，不能更改。
win-rewind-nothing = 没有填错的数字：无需退回。
win-rewound-one = 撤回了 1 步：现在没有填错的数字。重做可以恢复。
win-rewound = 撤回了 { $count } 步：现在没有填错的数字。重做可以恢复。
win-check-none = 目前没有错误。
win-check-one = 有 1 个数字填错了（{ $cell }），已标红。
win-check-many = 有 { $count } 个数字填错了，已标红。
win-enter-puzzle = 输入已给数字，然后按“开始”。“开始”会检查谜题是否恰有唯一解。
win-entered-ready = 你的谜题准备好了。
win-entered-ready-level = 你的谜题准备好了，难度为{ $level }。
win-cannot-start = 无法开始：{ $error }。
win-cannot-start-few-givens = 无法开始：{ $error }。唯一解的谜题至少需要 17 个已给数字。
win-several-solutions = 这道谜题有多个解：Nonet 按其中一个解来玩，检查和提示都以这个解为准。
win-revealed = 这是答案。撤销可以回到你的游戏。
win-practice-none = 题库中没有找到这种技巧的练习局面。
win-variant-practice-none = 为{ $technique }生成的{ $variant }题目中没有找到练习局面。

## 保存和数据文件夹

win-settings-save-failed = 无法保存设置：{ $error }
win-autosave-failed = 无法自动保存：{ $error }
win-autosave-damaged = 无法恢复上一局游戏（{ $error }）。
win-autosave-damaged-kept = 无法恢复上一局游戏（{ $error }）；文件已另存为 { $path }。
win-notices-title = 重要消息
win-read-only = 这个窗口不会保存任何东西（{ $error }）：你在这里的游戏、设置和最佳用时都不会保留。

## 打印的题册（src/picture/booklet.rs）。
print-caption = 第{ $number }题 · { $level } · { $score }
print-caption-beyond = 第{ $number }题 · 超出逻辑
print-page = 第{ $number }页，共{ $total }页
print-solutions-title = { $title }：答案
print-default-title = Nonet 数独
win-print-daily-title = { $date } 每日谜题
win-move-refused = 无法这样做：{ $reason }。
win-export-classic-only = 这种格式只能保存标准数独：变体数独请导出为文本行、SVG 或 PNG。
win-file-name-from-collection = { $collection } 题目
win-file-name-collection-puzzle = { $collection } 第 { $number } 题

win-replaying = 盘面正显示回放：关闭回放窗口（Esc）即可继续游戏。
win-replay-nothing = 还没有可以回放的步骤。
win-replay-exported = 回放已写入 { $file }。
win-replay-export-failed = 无法把回放写入 { $file }：{ $error }
win-replay-opened = 已打开回放 { $file }；你的游戏仍在后面等着。
win-dialog-replay = 导出回放
win-file-name-replay = { $name } 回放

# Games of other sizes
win-sized-solved = 完成！{ $level }的 { $name } 用时 { $time }。
win-copied-line = 已把谜题复制为一行。
win-sheet-letter-digit = 在 10×10 及以上的盘面上，用字母 A 到 G 填入 10 到 16（B 和 C 是快捷键，需同时按 Shift）
win-confirm-close-sized-title = 离开这局游戏，回到 9×9 游戏吗？
win-confirm-close-sized-yes = 离开
win-sized-no-export = 导出只写 9×9 谜题。“保存”可以保留这局游戏；“复制”会把谜题作为一行放到剪贴板上，nonet solve 可以读取。
win-sized-nine-only = “{ $command }”只适用于9×9的游戏，不适用于棋盘上的这局游戏。
win-sized-not-kept = 无法为下次保留这局游戏（{ $error }）。
win-sized-damaged = 无法读取上次留下的其他尺寸的游戏（{ $error }）。
win-sized-damaged-kept = 无法读取上次留下的其他尺寸的游戏（{ $error }）；文件已另存为 { $path }。
win-reading-sized = 正在读取谜题并检查它是否只有一个解…
