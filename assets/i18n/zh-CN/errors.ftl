## 错误：每个错误一句话（src/i18n/errors.rs）。

err-conflict = { $unit }中有两个{ $digit }（{ $first }和{ $second }）

err-status-playing = 进行中
err-status-paused = 已暂停
err-status-solved = 已解开
err-status-revealed = 已显示答案

err-game-given-cell = { $cell }是题目给出的数字，不能修改
err-game-no-such-cell = 没有编号为{ $number }的格子
err-game-bad-digit = { $digit }不是1到9之间的数字
err-game-filled-cell = { $cell }已经填有数字；请先擦除，再写笔记
err-game-not-playing = 这局游戏{ $status }
err-game-broken-givens = 题目违反规则：{ $conflict }
err-game-no-solution = 这道题无解
err-game-multiple-solutions = 这道题不止一个解；请继续添加已知数，直到只剩一个解
err-game-wrong-answer = 保存的答案不是这道题的解
err-game-bad-colour = { $colour }不是0到9之间的颜色
err-game-live-candidates = 实时候选数已开启：请逐个划掉候选数，或关闭实时候选数
err-game-no-such-checkpoint = 没有编号为{ $number }的检查点

err-board-bad-digit = { $digit }不是1到9之间的数字
err-grid-wrong-length = 应有81个格子，实际为{ $found }个
err-grid-bad-char = 第{ $column }列：遇到{ $found }，应为1到9、“.”或“0”
err-grid-bad-digit = 格子{ $cell }：数字{ $digit }不在0到9之间
err-solver-bad-value = 格子{ $cell }：数值{ $value }不在0到9之间

err-format-bad-char = 第{ $line }行第{ $column }列：遇到{ $found }，应为1到9、“.”或“0”
err-format-too-many-cells = 第{ $line }行第{ $column }列：81个格子之后还有{ $found }，这一行本应结束
err-format-wrong-cell-count = 第{ $line }行第{ $column }列：这一行只有{ $cells }个格子，应为81个（整道题）或9个（盘面的一行）
err-format-mark-out-of-place = 第{ $line }行第{ $column }列：候选数行里遇到{ $found }，此处只能是{ $place }或“.”
err-format-incomplete-grid = 第{ $line }行：从这里开始的盘面只有{ $rows }行，应为9行
err-format-line-too-long = 第{ $line }行：超过{ $limit }字节，对一道题来说太长了
err-format-endless-line = 第{ $line }行：{ $limit }字节内没有换行，读取到此为止
err-format-not-utf8 = 第{ $line }行第{ $column }列：不是UTF-8文本（字节{ $byte }）
err-format-binary = 第{ $line }行第{ $column }列：遇到NUL字节，这是二进制文件，不是文本
err-format-no-puzzle = 没有找到题目：输入为空，或只有空行和注释
err-format-read = 第{ $line }行：无法读取：{ $reason }
err-format-damaged = 第{ $line }行：{ $format } 数据已损坏（{ $reason }），在此停止读取；文件不完整
err-format-open = 无法打开：{ $reason }

err-in-file = 文件“{ $path }”：{ $problem }
err-save-parse = 不是Nonet存档（{ $reason }）
err-file-parse = 既不是Nonet存档也不是题目（{ $reason }）
err-save-newer = 由更新版本的Nonet保存（格式版本{ $found }；本版本最多读取到{ $supported }）
err-save-damaged = 存档已损坏（{ $reason }）
err-save-too-deep = 第{ $line }行：括号层数过多，不是Nonet存档
err-damage-checksum = 内容与最后一行的校验和不符（实际{ $found }，应为{ $expected }）；手工编辑过的存档删去这一行即可打开
err-damage-unknown-last-line = 最后一行不是本版本能识别的校验和行
err-file-puzzle = 第{ $line }行的题目：{ $problem }
err-file-no-such-puzzle = 没有第{ $number }道题
err-file-not-nine-by-nine = 第{ $number }道题不是9×9，要在它自己大小的盘面上玩
err-file-not-a-file-folder = 这是一个文件夹，不是普通文件，所以没有读取
err-file-not-a-file-fifo = 这是一个命名管道（FIFO），不是普通文件，所以没有读取
err-file-not-a-file-device = 这是一个设备，不是普通文件，所以没有读取
err-file-not-a-file-socket = 这是一个套接字，不是普通文件，所以没有读取
err-file-not-a-file-other = 这是一个特殊文件，不是普通文件，所以没有读取
err-statistics-newer = 由更新版本的Nonet写入（版本{ $found }；本版本最多读取到{ $supported }）
err-statistics-not-text = 文件不是文本（UTF-8）
err-statistics-no-checksum = 最后一行不是校验和行
err-statistics-checksum = 内容与校验和不符（实际{ $found }，应为{ $expected }）
err-statistics-parse = 不是Nonet统计文件（{ $reason }）
err-draft-not-text = 文件不是文本（UTF-8）
err-draft-parse = 第 { $line } 行：不是Nonet正在出的题（{ $reason }）
err-draft-newer = 由较新的Nonet写入（题稿格式 { $found }；此版本最多读取 { $supported }）
err-draft-givens = 提示数不是 81 个数字（空格用 0 或 .）
err-draft-regions = 区域不是 81 个 1 到 9 的数字
err-draft-cage = 第 { $number } 个笼子没有格子、含有盘外的格子，或总和不在 1 到 45 之间
err-draft-drawn = 画出的规则无法读取：{ $error }
err-draft-sized-symbol = “{ $symbol }”不是 { $size }x{ $size } 盘面的符号
err-draft-sized-givens = 提示数不是 { $cells } 个符号（1-9、A-G，空格用 .）
err-draft-other-size = 这个草稿不是 9x9 的
err-tool-too-few-cells = 这条规则至少需要 { $least } 个格子
err-tool-not-a-line = 这些格子连不成线：每一格都要挨着前一格
err-tool-not-neighbours = 点或字母连接两个边相邻的格子
err-tool-not-one-line = 提示的格子在同一行或同一列
err-tool-not-a-diagonal = 小杀手的格子沿同一条斜线
err-tool-needs-number = 这条规则需要一个数
err-statistics-kept-aside = 无法读取你的统计（{ $error }）。该文件已保留为 { $aside }，新的统计从零开始。
err-statistics-not-moved = 无法读取你的统计（{ $error }），也无法把它移到一旁（{ $rename }）；统计从零开始。
err-instance-no-answer = 另一个Nonet窗口正在使用{ $folder }，但没有应答

err-generate-cancelled = 已取消生成
err-generate-gave-up = 尝试{ $attempts }次后仍未找到{ $level }题目
err-generate-gave-up-technique = 尝试{ $attempts }次找到了{ $level }题目，但没有一道的最难步骤是所要求的技巧（--technique）
err-generate-gave-up-score = 尝试{ $attempts }次找到了使用所要求技巧的{ $level }题目，但没有一道的分数在所要求的范围内（--score）
err-generate-gave-up-givens = 尝试{ $attempts }次找到了技巧和分数都符合要求的{ $level }题目，但没有一道的提示数在所要求的范围内（--givens）
err-pattern-character = 第{ $line }行第{ $column }列：遇到{ $found }，应为“x”、数字或“.”
err-pattern-length = 它有{ $found }个格子，而图案应有81个
err-print-empty = 没有可以打印的题目
err-print-too-many = 一本题册最多收{ $max }道题：请少印一些，例如只印一段范围
err-print-no-solution = 第{ $number }题无解
err-print-not-unique = 第{ $number }题不止一个解
err-print-generate-sized = 无法生成第{ $number }题：{ $reason }
err-pdf-bad-page = 第{ $page }页没有面积（{ $width }×{ $height }点）
err-pdf-write = 无法写入PDF：{ $reason }
err-png-bad-size = 无法绘制{ $width }×{ $height }像素的图片（每边1到16384像素）
err-png-encode = 无法编码PNG：{ $reason }

## 命令行的提示（src/cli/、src/main.rs）。
cli-problem = 输入“{ $name }”：{ $problem }
cli-command-problem = nonet { $command } 出错：{ $problem }
cli-no-readable-puzzle = { $path }：没有可以读取的题目
cli-no-puzzle-to-benchmark = { $name }：没有可以测速的题目
cli-bench-read-one = { $name }：1道题（{ $unique }道唯一解，{ $none }道无解，{ $multiple }道多解）
cli-bench-read = { $name }：{ $count }道题（{ $unique }道唯一解，{ $none }道无解，{ $multiple }道多解）
cli-image-extension = { $path }：图片文件名必须以 .png 或 .svg 结尾
cli-image-save-index = { $path }：存档只含一局游戏；--index { $index } 超出范围
cli-image-no-image = { $name }：没有写出图片
cli-image-no-such-puzzle = { $name }：没有第{ $index }道题（文件共有{ $count }道）
cli-image-replay-not-save = { $path }：只有 .nonet 存档才有可回放的步骤
cli-image-replay-gif = { $path }：回放以动态 PNG（APNG）写出，而不是 GIF；请使用以 .png 结尾的文件名
cli-image-replay-extension = { $path }：回放以动态 PNG（APNG）写出；文件名必须以 .png 结尾
cli-cannot-write-image = { $path }：无法写入图片：{ $reason }
cli-cannot-write-booklet = { $path }：无法写入题册：{ $reason }
cli-booklet-written-one = { $path }：已写入1道题
cli-booklet-written = { $path }：已写入{ $count }道题
cli-print-variant-among-sizes = 第{ $number }道题是 9×9 变体：含其他大小题目的题册可以收入经典 9×9 数独，但不能收入变体，请把变体单独印成一本题册
cli-range-past-end = { $files }：范围{ $first }-{ $last }超出了最后一道题（共{ $count }道）
cli-cannot-write-output = nonet：无法写出输出：{ $reason }
cli-stdout-closed = 标准输出已关闭
cli-classic-only = 此命令只接受经典数独
cli-boxes-only = 此命令只接受带宫的盘面，不接受锯齿数独
cli-convert-no-line = 这道题的规则还不能写成 Nonet 的一行；请改用 --to fpuzzles 或 --to sudokupad
cli-line-problem = 输入“{ $name }”：第 { $line } 行：{ $problem }
cli-line-endless = { $limit }字节内没有换行，读取到此为止
cli-cannot-create-output = { $path }：无法创建输出文件：{ $reason }
cli-output-is-input = 它也是输入文件之一；请把输出写到另一个文件
cli-output-kept = { $path }：运行失败，因此没有写入；原有的文件保持原样
cli-pattern-too-big = 文件超过 { $limit } 字节，作为图案太长，因此没有读取
cli-pattern-not-text = 不是 UTF-8 文本（第 { $offset } 字节不是），因此不是图案
cli-threads-fallback = nonet：无法启动{ $threads }个线程（{ $reason }）；改用一个
cli-threads-capped = nonet：要求了 { $asked } 个线程，但此进程只能使用 { $cores } 个 CPU；将使用 { $cores } 个
cli-practice-unknown = nonet practice：没有可以练习的技巧名为{ $name }；`nonet practice --list` 列出所有技巧
cli-practice-few = nonet practice：{ $technique }只找到{ $count }个局面
cli-cannot-open-window = nonet：无法打开窗口：{ $reason }
cli-no-gui = nonet：构建时未启用 `gui` 功能；请使用子命令（nonet --help）
cli-handed-over = nonet：已交给已经打开的Nonet窗口

# 读不了的变体题目行（x:、windoku:、jigsaw:、killer:）。
err-file-variant-line = 第{ $line }行：{ $problem }
err-variant-field-givens = 已知数
err-variant-field-regions = 区域编号
err-variant-field-cages = 笼子编号
err-variant-field-sums = 笼子的和
err-variant-cage-at = 从{ $cell }开始的笼子
err-variant-unknown = 未知的变体{ $prefix }：应为x、windoku、jigsaw或killer
err-variant-missing = 缺少{ $field }
err-variant-extra = { $after }之后有多余的文字
err-variant-length = { $field }应为81个，实际有{ $found }个
err-variant-given = 第{ $position }个已知数是{ $found }，应为1-9、'.'或'0'
err-variant-region-id = { $cell }：区域编号{ $found }不在1-9之间
err-variant-region-size = 第{ $region }区有{ $size }格，而不是9格
err-variant-region-disconnected = 第{ $region }区不连通
err-variant-empty-cage = 有一个笼子没有格子
err-variant-cell-outside = 格子编号{ $cell }超出了盘面
err-variant-two-cages = { $cell }同时属于两个笼子
err-variant-cage-disconnected = { $cage }不连通
err-variant-sum-count = 有{ $cages }个笼子，却有{ $sums }个和
err-variant-bad-sum = 第{ $position }个和{ $text }不是数字
err-variant-impossible-sum = { $size ->
        [1] { $cage }：单格笼子只放一个 1 到 9 的数字，和不可能是{ $sum }
       *[other] { $cage }：没有{ $size }个不同的数字相加等于{ $sum }
    }
err-variant-clash = { $house }中有两个{ $digit }（{ $first }和{ $second }）
err-variant-cage-repeat = { $cage }中有两个{ $digit }（{ $first }和{ $second }）

# 9x9以外大小的题目或通用引擎的题目读不了的原因。区域和规则从1开始数；格子是它的编号，逐行从0开始。
err-line-field-givens = 已知数
err-line-field-regions = 区域编号
err-line-not-boxed-length = 已知数行应有16、36、64、81、100、144、196、225或256个字符（带宫的盘面，4x4到16x16），实际有{ $found }个；其他大小请写成jigsaw行
err-line-not-square = 锯齿数独的已知数应有N×N个字符（N为4到16），实际有{ $found }个
err-line-region-count = 区域编号应为{ $expected }个，每格一个，实际有{ $found }个
err-line-bad-symbol = { $field }的第{ $position }个字符：{ $found }不是{ $size }x{ $size }盘面的数字（1-9，之后是A-G）
err-line-unknown-prefix = 未知的前缀{ $prefix }：9x9以外的盘面写成普通行或jigsaw行
err-line-missing-regions = 缺少区域编号
err-line-extra-field = 区域编号之后有多余的文字
err-shape-size-out-of-range = 盘面宽{ $min }到{ $max }格，不能是{ $size }格
err-shape-no-boxes = { $size }x{ $size }盘面没有宫
err-shape-label-count = 区域标记应为{ $expected }个，实际有{ $found }个
err-shape-label-out-of-range = 编号为{ $cell }的格子属于第{ $region }区，但区域只有第1到第{ $regions }区
err-shape-region-size = 第{ $region }区应有{ $expected }格，实际有{ $found }格
err-shape-region-disconnected = 第{ $region }区不连通：它的格子分成了{ $pieces }块

# 带宫盘面的标准形（nonet canon）。
err-canon-no-boxes = 这里只有带宫的盘面才有标准形
err-canon-cell-count = 应有{ $expected }个格子，实际有{ $found }个
err-canon-bad-givens = 这些已知数不是{ $size }x{ $size }盘面的已知数：有数字超出范围，或在同一区域中重复
err-canon-too-many-ties = 寻找标准形时遇到的并列情况太多，已放弃
err-rule-given-count = 已知数应为{ $expected }个，实际有{ $found }个
err-rule-digit-out-of-range = 编号为{ $cell }的格子中是{ $digit }，但数字只能是1到{ $size }
err-rule-cell-out-of-range = 规则提到编号为{ $cell }的格子，但盘面只有{ $cells }格
err-rule-repeated-cell = 规则两次提到编号为{ $cell }的格子
err-rule-region-size = 额外区域应有{ $expected }格，实际有{ $found }格
err-rule-cage-size = 有一个笼子有{ $cells }格，但笼子只能有1到{ $size }格
err-rule-impossible-sum = { $cells }格的笼子的和不可能是{ $sum }：它的数字之和在{ $min }到{ $max }之间
err-rule-too-short = 有一条规则有{ $cells }格，但至少需要{ $least }格
err-rule-too-long = 有一条规则有{ $cells }格，但最多只能有{ $most }格
err-rule-impossible-clue = 盘面上的数字都不能使提示{ $value }成立
err-rule-needs-thirds = 熵线需要边长能被3整除的盘面，而不是{ $size }
err-rule-repeated-given = 同一组中有两个已知数{ $digit }（{ $first }和{ $second }）
err-rule-givens-break-rule = 已知数违反了第{ $rule }条规则

## f-puzzles 和 SudokuPad 的链接与 JSON
err-fpuzzles-link-too-long = 链接有 { $bytes } 字节，超过了题目链接的上限（{ $limit }）
err-fpuzzles-no-payload = 链接里没有题目（f-puzzles 的链接在 load= 之后才是题目）
err-fpuzzles-not-self-contained = SudokuPad 题目 { $id } 存在 SudokuPad 那里，或用的是 SudokuPad 另一种格式；只有题目 ID 以 fpuzzles 开头的链接才带有题目本身
err-fpuzzles-not-decompressible = 链接里的题目无法读出：链接可能不完整或被改动了
err-fpuzzles-too-long = 链接里的题目读出后超过 { $units } 个字符
err-fpuzzles-json = 题目的 JSON 在第 { $line } 行第 { $column } 列处损坏
err-fpuzzles-not-an-object = 这个 JSON 不是 f-puzzles 的题目（它的最外层不是一组名称和值）
err-fpuzzles-missing-key = 这个 JSON 不是 f-puzzles 的题目：它没有“{ $key }”
err-fpuzzles-size = 大小 { $size } 不在 4 到 16 之间
err-fpuzzles-bad-value = “{ $key }”不是 f-puzzles 的写法
err-fpuzzles-bad-cell = “{ $key }”：{ $cell } 不是盘面上的格子（R1C1 到 R{ $size }C{ $size }）
err-fpuzzles-cell-in-no-region = 格子 { $cell } 不在任何区域里，Nonet 还不能玩这种题目
err-fpuzzles-unsupported-rule = 不支持的规则：{ $name }
