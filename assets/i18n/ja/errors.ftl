## Errors: what went wrong, one sentence an error (src/i18n/errors.rs). The English text is
## each error's own Display text (tests/i18n_errors.rs checks they agree).
## Japanese: polite sentences without a final 。 (they are put inside other messages); a
## position in a file is 12行目、5文字目.

err-conflict = { $unit }に{ $digit }が2つあります（{ $first }と{ $second }）

err-status-playing = 進行中
err-status-paused = 一時停止中
err-status-solved = クリア済み
err-status-revealed = 解答表示済み

err-game-given-cell = { $cell }は問題の数字なので変更できません
err-game-no-such-cell = 番号{ $number }のマスはありません
err-game-bad-digit = { $digit }は1〜9の数字ではありません
err-game-filled-cell = { $cell }にはすでに数字が入っています。メモを書くには先に数字を消してください
err-game-not-playing = ゲームは{ $status }です
err-game-broken-givens = パズルがルールに反しています：{ $conflict }
err-game-no-solution = パズルに解がありません
err-game-multiple-solutions = パズルに解が複数あります。解が一つになるまで問題の数字を追加してください
err-game-wrong-answer = 保存されている解答がパズルの解になっていません
err-game-bad-colour = { $colour }は0〜9の色番号ではありません
err-game-live-candidates = 候補の自動更新がオンです。候補を一つずつ消すか、候補の自動更新をオフにしてください
err-game-no-such-checkpoint = チェックポイント{ $number }はありません

err-board-bad-digit = { $digit }は1〜9の数字ではありません
err-grid-wrong-length = 81マス必要ですが、{ $found }マスあります
err-grid-bad-char = { $column }文字目：{ $found }があります。1〜9、'.'または'0'が必要です
err-grid-bad-digit = マス{ $cell }：数字{ $digit }が0〜9の範囲外です
err-solver-bad-value = マス{ $cell }：値{ $value }が0〜9の範囲外です

err-format-bad-char = { $line }行目、{ $column }文字目：{ $found }があります。1〜9、'.'または'0'が必要です
err-format-too-many-cells = { $line }行目、{ $column }文字目：81マスの後に{ $found }があります。行はここで終わる必要があります
err-format-wrong-cell-count = { $line }行目、{ $column }文字目：{ $cells }マスで行が終わっています。81マス（パズル全体）か9マス（盤面の1行）が必要です
err-format-mark-out-of-place = { $line }行目、{ $column }文字目：候補の行に{ $found }があります。ここには{ $place }か'.'しか書けません
err-format-incomplete-grid = { $line }行目：ここから始まる盤面が{ $rows }行で終わっています。9行必要です
err-format-line-too-long = { $line }行目：{ $limit }バイトを超えています。パズルとしては長すぎます
err-format-endless-line = { $line }行目：{ $limit }バイト以内に改行がないため、ここで読み込みを中止します
err-format-not-utf8 = { $line }行目、{ $column }文字目：UTF-8のテキストではありません（バイト{ $byte }）
err-format-binary = { $line }行目、{ $column }文字目：NULバイトがあります。テキストではなくバイナリファイルです
err-format-no-puzzle = パズルが見つかりません。入力が空か、空行とコメントしかありません
err-format-read = { $line }行目：読み込めません：{ $reason }
err-format-damaged = { $line }行目：{ $format } データが壊れています（{ $reason }）。ここで読み込みを止めます。ファイルは完全ではありません
err-format-open = 開けません：{ $reason }

err-in-file = ファイル「{ $path }」：{ $problem }
err-save-parse = Nonetの保存ファイルではありません（{ $reason }）
err-file-parse = Nonetの保存ファイルでもパズルでもありません（{ $reason }）
err-save-newer = 新しいバージョンのNonetで保存されています（形式バージョン{ $found }。このバージョンが読めるのは{ $supported }までです）
err-save-damaged = 保存ファイルが壊れています（{ $reason }）
err-save-too-deep = { $line }行目：括弧の入れ子が深すぎるため、Nonetの保存ファイルとして読めません
err-damage-checksum = 内容が最終行のチェックサムと一致しません（{ $found }、正しくは{ $expected }）。手で編集した保存ファイルは、その行を削除すれば読み込めます
err-damage-unknown-last-line = 最終行が、このバージョンで認識できるチェックサムの行ではありません
err-file-puzzle = { $line }行目のパズル：{ $problem }
err-file-no-such-puzzle = { $number }問目のパズルはありません
err-file-not-nine-by-nine = { $number }問目のパズルは9×9ではありません。そのサイズの盤で遊びます
err-file-not-a-file-folder = これは通常のファイルではなくフォルダーなので、読み込みませんでした
err-file-not-a-file-fifo = これは通常のファイルではなく名前付きパイプ（FIFO）なので、読み込みませんでした
err-file-not-a-file-device = これは通常のファイルではなくデバイスなので、読み込みませんでした
err-file-not-a-file-socket = これは通常のファイルではなくソケットなので、読み込みませんでした
err-file-not-a-file-other = これは通常のファイルではなく特殊ファイルなので、読み込みませんでした
err-statistics-newer = 新しいバージョンのNonetで書き込まれています（バージョン{ $found }。このバージョンが読めるのは{ $supported }までです）
err-statistics-not-text = ファイルがテキスト（UTF-8）ではありません
err-statistics-no-checksum = 最終行がチェックサムの行ではありません
err-statistics-checksum = 内容がチェックサムと一致しません（{ $found }、正しくは{ $expected }）
err-statistics-parse = Nonetの統計ファイルではありません（{ $reason }）
err-draft-not-text = ファイルがテキスト（UTF-8）ではありません
err-draft-parse = { $line }行目：Nonetの作成中の問題ではありません（{ $reason }）
err-draft-newer = 新しいNonetで書かれています（作成中の問題の形式{ $found }。このNonetが読めるのは{ $supported }まで）
err-draft-givens = 問題の数字が81個の数字（空白は0か.）になっていません
err-draft-regions = 領域が1から9の81個の数字になっていません
err-draft-cage = ケージ{ $number }にマスがないか、盤外のマスがあるか、合計が1から45の範囲外です
err-draft-drawn = 描いたルールが読めません：{ $error }
err-draft-sized-symbol = 「{ $symbol }」は{ $size }x{ $size }の盤の記号ではありません
err-draft-sized-givens = ヒントが{ $cells }個の記号（1～9、A～G、空白は .）になっていません
err-draft-other-size = この下書きは9x9以外のサイズです
err-tool-too-few-cells = このルールには少なくとも{ $least }マスが必要です
err-tool-not-a-line = マスが線になっていません。各マスは前のマスに接している必要があります
err-tool-not-neighbours = 点や文字は辺で接する二つのマスを結びます
err-tool-not-one-line = ヒントのマスは一つの行か一つの列にあります
err-tool-not-a-diagonal = リトルキラーのマスは一本の斜めの線に沿っています
err-tool-needs-number = このルールには数が必要です
err-statistics-kept-aside = 統計を読み込めませんでした（{ $error }）。ファイルは{ $aside }として残し、統計を空から始めます。
err-statistics-not-moved = 統計を読み込めませんでした（{ $error }）。別の名前に移すこともできませんでした（{ $rename }）。統計は空から始めます。
err-instance-no-answer = 別のNonetウィンドウが「{ $folder }」を使用していますが、応答がありません

err-generate-cancelled = パズルの作成がキャンセルされました
err-generate-gave-up = { $attempts }回試しましたが、難易度「{ $level }」のパズルが見つかりませんでした
err-generate-gave-up-technique = { $attempts }回の試行で難易度「{ $level }」のパズルは見つかりましたが、最も難しい手順が指定のテクニック（--technique）であるものはありませんでした
err-generate-gave-up-score = { $attempts }回の試行で指定のテクニックを使う難易度「{ $level }」のパズルは見つかりましたが、スコアが指定の範囲（--score）に入るものはありませんでした
err-generate-gave-up-givens = { $attempts }回の試行で指定のテクニックとスコアの難易度「{ $level }」のパズルは見つかりましたが、ヒント数が指定の範囲（--givens）に入るものはありませんでした
err-pattern-character = { $line }行目、{ $column }列目：{ $found }があります。「x」、数字、または「.」のはずです
err-pattern-length = マスが{ $found }個あります。パターンは81マスです
err-print-empty = 印刷するパズルがありません
err-print-too-many = 1冊の冊子に入るのは{ $max }問までです。範囲を指定するなどして、印刷する数を減らしてください
err-print-no-solution = { $number }問目のパズルには解がありません
err-print-not-unique = { $number }問目のパズルには解が複数あります
err-print-generate-sized = { $number }問目のパズルを作れませんでした：{ $reason }
err-pdf-bad-page = { $page }ページ目の大きさがゼロです（{ $width }×{ $height }ポイント）
err-pdf-write = PDFを書き出せませんでした：{ $reason }
err-png-bad-size = { $width }×{ $height }ピクセルの画像は描画できません（1辺は1〜16384ピクセル）
err-png-encode = PNGをエンコードできませんでした：{ $reason }

## The command line's messages (src/cli/, src/main.rs).
cli-problem = 入力「{ $name }」：{ $problem }
cli-command-problem = nonet { $command }のエラー：{ $problem }
cli-no-readable-puzzle = { $path }：読み込めるパズルがありません
cli-no-puzzle-to-benchmark = { $name }：ベンチマークするパズルがありません
cli-bench-read-one = { $name }：1問（唯一解{ $unique }問、解なし{ $none }問、複数解{ $multiple }問）
cli-bench-read = { $name }：{ $count }問（唯一解{ $unique }問、解なし{ $none }問、複数解{ $multiple }問）
cli-image-extension = { $path }：画像のファイル名は.pngか.svgで終わる必要があります
cli-image-save-index = { $path }：保存ファイルにはゲームが一つしかありません。--index { $index }は範囲外です
cli-image-no-image = { $name }：画像は書き出されませんでした
cli-image-no-such-puzzle = { $name }：{ $index }問目のパズルはありません（ファイルには{ $count }問あります）
cli-image-replay-not-save = { $path }：再生できる手順があるのは.nonetの保存ファイルだけです
cli-image-replay-gif = { $path }：リプレイはGIFではなくアニメーションPNG（APNG）として書き出します。.pngで終わる名前を指定してください
cli-image-replay-extension = { $path }：リプレイはアニメーションPNG（APNG）として書き出します。ファイル名は.pngで終わる必要があります
cli-cannot-write-image = { $path }：画像を書き出せません：{ $reason }
cli-cannot-write-booklet = { $path }：冊子を書き出せません：{ $reason }
cli-booklet-written-one = { $path }：1問を書き出しました
cli-booklet-written = { $path }：{ $count }問を書き出しました
cli-print-variant-among-sizes = { $number }問目は9×9のバリアントです。ほかのサイズのパズルを含む冊子には通常の9×9の数独は入れられますが、バリアントは入れられません。バリアントは別の冊子に印刷してください
cli-range-past-end = { $files }：範囲{ $first }-{ $last }が最後のパズルを超えています（全{ $count }問）
cli-cannot-write-output = nonet：出力を書き込めません：{ $reason }
cli-stdout-closed = 標準出力が閉じられています
cli-classic-only = このコマンドは通常の数独しか扱えません
cli-boxes-only = このコマンドはブロックのある盤面しか扱えず、ジグソー数独は扱えません
cli-convert-no-line = この問題のルールは、まだ Nonet の行の形式では書けません。--to fpuzzles か --to sudokupad で変換してください
cli-line-problem = 入力「{ $name }」：{ $line }行目：{ $problem }
cli-line-endless = { $limit }バイト以内に改行がないため、ここで読み込みを中止します
cli-cannot-create-output = { $path }：出力ファイルを作成できません：{ $reason }
cli-output-is-input = 入力ファイルの一つでもあります。出力は別のファイルに書いてください
cli-output-kept = { $path }：実行が失敗したため書き込みませんでした。以前からあるファイルは元の内容のままです
cli-pattern-too-big = ファイルが{ $limit }バイトを超えていて、パターンとしては長すぎるため読み込みませんでした
cli-pattern-not-text = UTF-8 テキストではない（{ $offset }バイト目）ため、パターンではありません
cli-threads-fallback = nonet：{ $threads }個のスレッドを開始できません（{ $reason }）。1個で実行します
cli-threads-capped = nonet：{ $asked }個のスレッドが指定されましたが、このプロセスが使えるCPUは{ $cores }個です。{ $cores }個を使います
cli-practice-unknown = nonet practice：{ $name }という名前の練習できるテクニックはありません。`nonet practice --list`で一覧を表示できます
cli-practice-few = nonet practice：{ $technique }の局面は{ $count }個しか見つかりませんでした
cli-cannot-open-window = nonet：ウィンドウを開けません：{ $reason }
cli-no-gui = nonet：`gui`機能なしでビルドされています。サブコマンドを使ってください（nonet --help）
cli-handed-over = nonet：すでに開いているNonetウィンドウに引き渡しました

# A variant line that cannot be read (x:, windoku:, jigsaw:, killer:).
err-file-variant-line = { $line }行目：{ $problem }
err-variant-field-givens = 問題の数字
err-variant-field-regions = 領域番号
err-variant-field-cages = ケージ番号
err-variant-field-sums = ケージの合計
err-variant-cage-at = { $cell }から始まるケージ
err-variant-unknown = 不明なバリアント{ $prefix }：x、windoku、jigsaw、killerのいずれかが必要です
err-variant-missing = { $field }がありません
err-variant-extra = { $after }の後に余分なテキストがあります
err-variant-length = { $field }は81個必要ですが、{ $found }個あります
err-variant-given = { $position }番目の問題の数字：{ $found }があります。1〜9、'.'または'0'が必要です
err-variant-region-id = { $cell }：領域番号{ $found }が1〜9ではありません
err-variant-region-size = 領域{ $region }のマスが9個ではなく{ $size }個です
err-variant-region-disconnected = 領域{ $region }がつながっていません
err-variant-empty-cage = マスのないケージがあります
err-variant-cell-outside = マス番号{ $cell }が盤面の外にあります
err-variant-two-cages = { $cell }が二つのケージに含まれています
err-variant-cage-disconnected = { $cage }がつながっていません
err-variant-sum-count = ケージは{ $cages }個ですが、合計は{ $sums }個あります
err-variant-bad-sum = { $position }番目の合計：{ $text }は数ではありません
err-variant-impossible-sum = { $size ->
        [1] { $cage }：1マスのケージには1から9の数字が一つだけ入るので、合計を{ $sum }にはできません
       *[other] { $cage }：異なる{ $size }個の数字で合計{ $sum }にはできません
    }
err-variant-clash = { $house }に{ $digit }が2つあります（{ $first }と{ $second }）
err-variant-cage-repeat = { $cage }に{ $digit }が2つあります（{ $first }と{ $second }）

# A puzzle of another size than 9x9, or one of the generic engine, that cannot be taken.
# Regions and rules are counted from 1; a cell is its index, row by row from 0.
err-line-field-givens = 問題の数字
err-line-field-regions = 領域番号
err-line-not-boxed-length = 問題の数字の行には16、36、64、81、100、144、196、225または256文字（ブロックのある4x4〜16x16の盤面）が必要ですが、{ $found }文字あります。ほかの大きさはjigsaw行で書きます
err-line-not-square = ジグソー数独の問題の数字にはN×N文字（Nは4〜16）が必要ですが、{ $found }文字あります
err-line-region-count = 領域番号はマスごとに一つ、{ $expected }個必要ですが、{ $found }個あります
err-line-bad-symbol = { $field }の{ $position }文字目：{ $found }は{ $size }x{ $size }の盤面の数字ではありません（1〜9、その次はA〜G）
err-line-unknown-prefix = 不明な接頭辞{ $prefix }：9x9以外の盤面は、接頭辞のない行かjigsaw行で書きます
err-line-missing-regions = 領域番号がありません
err-line-extra-field = 領域番号の後に余分なテキストがあります
err-shape-size-out-of-range = 盤面の幅は{ $min }〜{ $max }マスで、{ $size }マスにはできません
err-shape-no-boxes = { $size }x{ $size }の盤面にはブロックがありません
err-shape-label-count = 領域ラベルは{ $expected }個必要ですが、{ $found }個あります
err-shape-label-out-of-range = マス番号{ $cell }が領域{ $region }に入っていますが、領域は1〜{ $regions }です
err-shape-region-size = 領域{ $region }のマスは{ $expected }個必要ですが、{ $found }個あります
err-shape-region-disconnected = 領域{ $region }がつながっていません。マスが{ $pieces }個の部分に分かれています

# ブロックのある盤面の標準形（nonet canon）。
err-canon-no-boxes = ここで標準形があるのはブロックのある盤面だけです
err-canon-cell-count = マスは{ $expected }個のはずですが、{ $found }個あります
err-canon-bad-givens = 問題の数字が{ $size }x{ $size }の盤面のものではありません。範囲外の数字か、同じハウスで重複する数字があります
err-canon-too-many-ties = 標準形を求めていて同点が多すぎたため、あきらめました
err-rule-given-count = 問題の数字は{ $expected }個必要ですが、{ $found }個あります
err-rule-digit-out-of-range = マス番号{ $cell }に{ $digit }が入っていますが、数字は1〜{ $size }です
err-rule-cell-out-of-range = ルールがマス番号{ $cell }を指定していますが、盤面のマスは{ $cells }個です
err-rule-repeated-cell = ルールがマス番号{ $cell }を2回指定しています
err-rule-region-size = 追加の領域のマスは{ $expected }個必要ですが、{ $found }個あります
err-rule-cage-size = マスが{ $cells }個のケージがありますが、ケージのマスは1〜{ $size }個です
err-rule-impossible-sum = { $cells }マスのケージの合計を{ $sum }にはできません。数字の合計は{ $min }〜{ $max }です
err-rule-too-short = マスが{ $cells }個のルールがありますが、少なくとも{ $least }個のマスが必要です
err-rule-too-long = マスが{ $cells }個のルールがありますが、入るのは{ $most }個までです
err-rule-impossible-clue = 盤面のどの数字を使ってもヒント{ $value }は成り立ちません
err-rule-needs-thirds = エントロピック線には3で割り切れる大きさの盤面が必要です（この盤面は{ $size }）
err-rule-repeated-given = 同じグループに問題の数字{ $digit }が2つあります（{ $first }と{ $second }）
err-rule-givens-break-rule = 問題の数字がルール{ $rule }に違反しています

## f-puzzles と SudokuPad のリンクと JSON
err-fpuzzles-link-too-long = リンクは{ $bytes }バイトあり、問題のリンクの上限（{ $limit }）を超えています
err-fpuzzles-no-payload = リンクに問題が含まれていません（f-puzzles のリンクでは load= の後に問題があります）
err-fpuzzles-not-self-contained = SudokuPad の問題 { $id } は SudokuPad のサーバーにあるか、独自の形式です。問題そのものを含むのは、問題の ID が fpuzzles で始まるリンクだけです
err-fpuzzles-not-decompressible = リンクの問題を読み出せません。リンクが切れているか、変わった可能性があります
err-fpuzzles-too-long = リンクの問題を読み出すと{ $units }文字を超えます
err-fpuzzles-json = 問題の JSON が{ $line }行目、{ $column }列目で壊れています
err-fpuzzles-not-an-object = この JSON は f-puzzles の問題ではありません（オブジェクトではありません）
err-fpuzzles-missing-key = この JSON は f-puzzles の問題ではありません。「{ $key }」がありません
err-fpuzzles-size = 大きさ{ $size }は4〜16のどれでもありません
err-fpuzzles-bad-value = 「{ $key }」が f-puzzles の書き方になっていません
err-fpuzzles-bad-cell = 「{ $key }」：{ $cell }は盤面のマスではありません（R1C1〜R{ $size }C{ $size }）
err-fpuzzles-cell-in-no-region = マス{ $cell }はどの領域にも入っていません。Nonet はまだこれを遊べません
err-fpuzzles-unsupported-rule = 対応していないルール：{ $name }
