# Messages of the windows area (see nonet.ftl for the conventions): dialogs, How to play,
# the win window, statistics, printing, collections and the messages under the board.
# Every message is on one line (tests/i18n_catalogue.rs reads them line by line).
# Japanese: terms as in docs/ja-glossary.md; no spaces between Japanese and digits or cell
# names; file names and paths in 「」.

## The win window

win-solved-title = 解けました！
win-solved = お見事です！{ $time }でパズルを解きました。
win-solved-level = お見事です！難易度「{ $level }」のパズルを{ $time }で解きました。
win-hints-mistakes = ヒント{ $hints }回 · ミス{ $mistakes }回
win-new-best = この難易度でのベストタイムです。
win-best = この難易度のベストタイム：{ $time }
win-play-again = もう一度遊ぶ

## Questions before a game is replaced or revealed

win-confirm-replace = 進行中のゲームは置き換えられます。あとで続けるには、先に保存してください。
win-confirm-play-it = プレイする
win-confirm-reveal-title = 解答を表示しますか？
win-confirm-reveal = 答えが記入され、ゲームは終了します。元に戻してから解き終えても、このゲームはベストタイムに数えられません。「元に戻す」でゲームに戻れます。
win-confirm-reveal-yes = 解答を表示
win-confirm-new-game-title = 新しいゲームを始めますか？
win-confirm-new-game-yes = 新しいゲーム
win-confirm-collection-title = 別のパズルをプレイしますか？
win-confirm-pasted-title = 貼り付けたパズルをプレイしますか？
win-confirm-open-title = ファイルを開きますか？
win-confirm-open-yes = 開く
win-confirm-several-title = 解が複数あるパズルをプレイしますか？
win-confirm-several = このパズルには解が複数あります。Nonetはそのうちの一つを正解としてプレイできます。答え合わせ、ヒント、解答の表示はその解に従うため、別の正しい解き方でもミスと判定されることがあります。
win-confirm-several-yes = このままプレイ
win-confirm-daily-title = 今日のパズルをプレイしますか？
win-confirm-practise-title = 練習を始めますか？
win-confirm-practise-yes = 練習する
win-confirm-entered-title = 入力したパズルをプレイしますか？
win-leave-counted = 進行中のゲームは置き換えられ、統計では未完了として記録されます。次のものが失われます：
win-leave-lose = 進行中のゲームは置き換えられます。次のものが失われます：
win-leave-save-first = あとで続けるには、先に保存してください。
win-lose-digits-one = 入力した数字1個
win-lose-digits = 入力した数字{ $count }個
win-lose-candidates-one = 候補1個
win-lose-candidates = 候補{ $count }個
win-lose-corner-marks-one = コーナーメモ1個
win-lose-corner-marks = コーナーメモ{ $count }個
win-lose-colours-one = 色分け1か所
win-lose-colours = 色分け{ $count }か所
win-lose-checkpoints-one = チェックポイント1個
win-lose-checkpoints = チェックポイント{ $count }個
win-lose-time = 経過時間：{ $time }

## Help: the shortcuts sheet and How to play

win-shortcuts-title = キーボードショートカット
win-sheet-playing = プレイ
win-sheet-marks = メモ、色分け、選択
win-sheet-game = ゲーム
win-sheet-edit = 編集
win-sheet-reading = 盤面の読み上げ
win-sheet-learning = 学習
win-sheet-view = 表示とヘルプ
win-sheet-digit = 選択したマスに数字を入力（ほかのモードでは候補、コーナーメモ、色分け）
win-sheet-corner-digit = モードを切り替えずにコーナーメモを記入・消去
win-sheet-colour-digit = モードを切り替えずに選択したマスを色分け（0で色を消去）
win-sheet-note-digit = モードを切り替えずに候補を記入・消去（メモモードでは数字を入力）
win-sheet-highlight-candidate = その候補のあるマスを強調（もう一度で解除。パッドの右クリックでも同じ）
win-sheet-mouse = マウス：クリックでマスを選択します。ドラッグまたはCtrl+クリックで複数のマスを選択し、右クリックでメモモードを切り替えます。色分けモードでは、Alt+クリックで候補に色を付けます。
win-how-to-play-title = 遊び方
win-howto-rules-heading = ルール
win-howto-rules = どの行、どの列、どの3×3のブロックにも1から9の数字が一つずつ入るように、盤面を埋めてください。最初から盤面にある数字は問題の数字で、変更できません。あなたが入力した数字は青、「解答を表示」で埋まった数字は紫で表示されます。Nonetのパズルはどれも解答がただ一つで、論理だけで解けます。
win-howto-entering-heading = 数字の入力
win-howto-entering = マスをクリック（または矢印キーで移動）して数字のキーを押すか、数字パッドの数字をクリックします。Delete、Backspace、0で消去します。数字パッドには、それぞれの数字があといくつ残っているかが表示されます。
win-howto-notes-heading = メモ
win-howto-notes = 数字パッドの上のモードボタンで、数字の働きを選びます。「数字」は数字を入力し、「メモ」は小さな候補を書き込み、「コーナー」はコーナーメモ（この数字がブロック内のこれらのマスのどれかに入る）を書き込み、「色分け」はマスに色を付けます。Shift、Ctrl、Altを押しながら数字を押すと、モードを切り替えずに候補、コーナーメモ、色分けを書き込めます。「候補をすべて記入」は、すべての空きマスに入りうる数字をすべて書き込みます（「表示 › 候補の自動更新」をオンにすると、プレイ中も常に正しく保たれます）。数字を入力すると、同じ行、列、ブロックのメモからその数字が消えます。
win-howto-selecting-heading = 複数選択とチェックポイント
win-howto-selecting = マスの上をドラッグするかCtrl+クリックすると、複数のマスをまとめて操作できます。数字、メモ、色は1回の操作ですべてのマスに入ります。Ctrl+Mでチェックポイントを付けます。「編集 › チェックポイントに戻る」でそこへ戻り、「元に戻す」でその後の操作を取り戻せます。
win-howto-hints-heading = ヒントと答え合わせ
win-howto-hints = 「ヒント」は、まずどこを見ればよいかを示し、次にテクニック名を挙げてそのマスに印を付け、さらに盤面上で説明します。もう一度押すとその手を適用します（「表示 › 段階的なヒント」をオフにすると、すぐに説明します）。間違った数字があれば、まずそれを指摘します。「答え合わせ」は間違った入力に印を付けます。「解答を表示」は確認したうえで答えを表示し、「元に戻す」でゲームに戻れます。
win-howto-learning-heading = 学習
win-howto-learning = 「学習 › 解き筋」には、論理的な解き方全体が一覧で表示されます。手順を選ぶとその直前の盤面が表示され、必要ならそこまで適用できます。「学習 › テクニックと練習」では、各テクニックの働きを説明して例を示し、そのテクニックが次の一手になる練習用の局面を出題します。ウィンドウ上部の行でバリアントのテクニックに切り替えると、そのために作ったバリアントの問題で練習できます。
win-howto-games-heading = ゲームとファイル
win-howto-games = 「新しいゲーム」は、かんたんからマスターまで、選んだ難易度のパズルを作ります。「開く」では、Nonetの保存ファイルや、ほかのプログラムのパズルファイル（.sdk、.ss、.sdm、1行に1問の形式）を読み込めます。ファイルをウィンドウにドロップしたり、コピーしたパズルを貼り付けたり（「編集 › パズルを貼り付け」）することもできます。ゲームは自動保存され、次にNonetを起動したときに再開されます。
win-howto-keys = すべてのキーは「ヘルプ › キーボードショートカット」（{ $keys }）に一覧があります。

## Statistics

win-statistics-title = 統計
win-statistics-note = ベスト、平均、中央値は、ヒントなどの補助を使わずに解いたゲームだけで集計します。補助を使ったゲームは別の列に表示します。
win-statistics-level = 難易度
win-statistics-started = 開始
win-statistics-finished = 完了
win-statistics-win-rate = クリア率
win-statistics-best = ベスト
win-statistics-best-with-help = ベスト（補助あり）
win-statistics-average = 平均
win-statistics-median = 中央値
win-statistics-streak = 連続記録
win-statistics-best-streak = 最長連続記録
win-statistics-hints = ヒント
win-statistics-earlier-best = 以前のベストタイム（補助を記録しない旧バージョンで保存されたもので、記録には含みません）：
win-statistics-last-games = 最近のゲーム
win-statistics-none-solved = 難易度「{ $level }」で解いたゲームはまだありません。
win-statistics-none-solved-variant = 難易度「{ $level }」で解いた{ $variant }はまだありません。
win-statistics-variant = バリアント：
win-statistics-daily-count = 今日のパズル
win-solved-variant-level = お見事です！難易度「{ $level }」の{ $variant }を{ $time }で解きました。
win-statistics-plot-game = ゲーム
win-statistics-plot-time-axis = タイム（分:秒）
win-statistics-plot-point = { $number }ゲーム目：{ $time }
win-statistics-plot-time = タイム
win-statistics-plot-unaided = 補助なし
win-statistics-plot-helped = 補助あり
win-statistics-plot-best = ベスト
win-statistics-daily = 今日のパズル
win-statistics-daily-solved = 今日のパズル：クリア済み
win-statistics-month = { $year }年{ $month }
win-month-1 = 1月
win-month-2 = 2月
win-month-3 = 3月
win-month-4 = 4月
win-month-5 = 5月
win-month-6 = 6月
win-month-7 = 7月
win-month-8 = 8月
win-month-9 = 9月
win-month-10 = 10月
win-month-11 = 11月
win-month-12 = 12月
win-weekday-1 = 月
win-weekday-2 = 火
win-weekday-3 = 水
win-weekday-4 = 木
win-weekday-5 = 金
win-weekday-6 = 土
win-weekday-7 = 日

## Printing

win-print-title = 印刷
win-print-what = 印刷する内容
win-print-this-puzzle = このパズル
win-print-every-of = 「{ $file }」のすべてのパズル（{ $count }問）
win-print-every-open = 開いているパズル集のすべてのパズル
win-print-range = パズル集の範囲を指定
win-print-from = パズル番号
win-print-to = から
win-print-new = 新しいパズル
win-print-each-level = 難易度ごとの問題数：
win-print-per-page = 1ページの問題数：
win-print-paper = 用紙：
win-print-letter = レター
win-print-solutions = 巻末のページに解答を印刷
win-print-progress = { $total }問中{ $done }問の準備ができました
win-print-open-collection = パズル集を印刷するには、パズルファイルを開いてください。
win-print-bad-range = 「{ $file }」のパズルは{ $count }問です。{ $first }問目から{ $last }問目までは印刷できません。
win-print-nothing = 盤面に印刷できるパズルがありません。
win-print-choose-level = 新しいパズルの難易度を一つ以上選んでください。
win-print-start-failed = 印刷を開始できませんでした：{ $error }
win-print-thread-stopped = 印刷スレッドが冊子を作らずに停止しました
win-print-failed = 「{ $path }」に印刷できませんでした：{ $error }
# fluent-rs reads a select expression only over several lines, and the catalogue keeps one
# line a message: where English says "1 puzzle" but "2 puzzles", the code picks the `-one`
# message for 1 (a language without plurals says the same in both).
win-print-written-one = 「{ $path }」に1問を書き出しました。
win-print-written = 「{ $path }」に{ $count }問を書き出しました。
win-print-opened-one = 「{ $path }」に1問を書き出して開きました。ビューアーから印刷してください。
win-print-opened = 「{ $path }」に{ $count }問を書き出して開きました。ビューアーから印刷してください。
win-print-no-viewer-one = 「{ $path }」に1問を書き出しましたが、PDFビューアーを起動できませんでした（{ $error }）。このファイルを開いて印刷してください。
win-print-no-viewer = 「{ $path }」に{ $count }問を書き出しましたが、PDFビューアーを起動できませんでした（{ $error }）。このファイルを開いて印刷してください。

## Collections: the picker and the loading window

win-picker-title = 「{ $file }」のパズル
win-picker-count = { $count }問
win-picker-count-skipped-one = { $count }問 · 読み込めないレコード1件をスキップ
win-picker-count-skipped = { $count }問 · 読み込めないレコード{ $skipped }件をスキップ
win-picker-first-problem = 最初のエラー：{ $error }
win-picker-rating = 難易度を判定中…（{ $done }/{ $total }）
win-picker-all-rated = すべてのパズルの難易度を判定しました
win-picker-play = プレイ
    .tip = 選択中のパズルをプレイします（ダブルクリックでも可）
win-picker-playing = { $number }問目をプレイ中
win-picker-show = 表示
win-picker-all = すべて
    .tip = ファイルのすべてのパズルを一覧表示します
win-picker-level =
    .tip = 難易度「{ $level }」のパズルだけを一覧表示します。「次のパズル」もこの難易度の次のパズルに進みます
win-picker-listed-as-rated = 難易度「{ $level }」のパズルは、判定が済みしだい一覧に表示されます。
win-picker-no-level = このファイルに難易度「{ $level }」のパズルはありません。
win-picker-column-puzzle = パズル
win-picker-column-line = 行番号
win-picker-column-givens = 初期数字
win-picker-column-level = 難易度
win-picker-pending = 判定中…
win-picker-beyond-logic = { $level }（論理外）
win-picker-no-solution = 解なし
win-picker-several = 複数解
win-picker-too-open = 解の数を判定できないほど空きが多い
win-picker-row = { $number }問目
win-picker-row-playing = { $number }（プレイ中）
win-loading-title = 「{ $file }」を開いています
win-loading-reading = パズルを読み込んでいます…

## Games from files, the generator and the clipboard

win-new-game-cancelled = 新しいゲームをキャンセルしました。
win-new-puzzle = 難易度「{ $level }」の新しいパズルです。がんばってください！
win-making-variant = { $variant }を作成しています…
win-new-variant-puzzle = 難易度「{ $level }」の新しい{ $variant }です。がんばってください！
win-read-puzzle-ready = { $variant }の準備ができました（評価：{ $level }）。がんばってください！
win-variant-failed = { $variant }を作成できませんでした：{ $error }。
win-variant-worker-stopped = パズルの作成処理が停止しました
win-generate-failed-easy = 難易度「{ $level }」のパズルを作成できませんでした（{ $error }）。代わりに「かんたん」のパズルを作成します。
win-generate-failed = 難易度「{ $level }」のパズルを作成できませんでした：{ $error }。
win-opened = 「{ $file }」を開きました。
win-opened-skipped-one = 「{ $file }」を開きました。読み込めないレコードが1件ありました（{ $error }）。
win-opened-skipped = 「{ $file }」を開きました。読み込めないレコードが{ $skipped }件ありました。最初のエラー：{ $error }。
win-open-failed = 開けませんでした：{ $error }
win-opening-cancelled = ファイルを開くのをキャンセルしました。
win-file-no-puzzle = ファイルにパズルがありません
win-collection-opened = 「{ $file }」には{ $count }問のパズルがあります。プレイするパズルを選んでください。
win-collection-opened-skipped-one = 「{ $file }」には{ $count }問のパズルがあります。プレイするパズルを選んでください。読み込めないレコードが1件ありました（{ $error }）。
win-collection-opened-skipped = 「{ $file }」には{ $count }問のパズルがあります。プレイするパズルを選んでください。読み込めないレコードが{ $skipped }件ありました。最初のエラー：{ $error }。
win-collection-puzzle = 「{ $file }」の{ $total }問中{ $number }問目です。
win-cannot-play = プレイできません：{ $error }
win-last-of-collection = パズル集の最後のパズルでした。
win-no-more-at-level-yet = 今のところ、これより後に難易度「{ $level }」のパズルはありません。残りはまだ難易度を判定中です。
win-last-at-level = パズル集で最後の難易度「{ $level }」のパズルでした。
win-no-more-playable = パズル集にプレイできるパズルはもうありません。
win-saved = 「{ $path }」に保存しました。
win-save-failed = 保存できませんでした：{ $error }
win-exported = 「{ $path }」にエクスポートしました。
win-export-failed = 「{ $path }」にエクスポートできませんでした：{ $error }
win-no-dialog-open = ファイルダイアログを表示できませんでした（Nonetにはデスクトップポータルまたはzenityが必要です）。ファイルを開くには、ファイルをウィンドウにドラッグするか、`nonet FILE`でNonetを起動するか、ゲームメニューの「最近使ったファイル」を使ってください。コピーしたパズルは「編集 › パズルを貼り付け」でプレイできます。
win-no-dialog-save = ファイルダイアログを表示できませんでした（Nonetにはデスクトップポータルまたはzenityが必要です）。ゲームは操作のたびに自動保存され、Nonetを再起動すると再開されます。「編集 › パズルをコピー」でテキストとしてコピーすることもできます。
win-no-dialog-print = ファイルダイアログを表示できませんでした（Nonetにはデスクトップポータルまたはzenityが必要です）。コマンドラインからも印刷できます。`nonet print FILE -o booklet.pdf`でパズルファイルの冊子を書き出せます。
win-paste-no-puzzle-found = パズルが見つかりません
win-paste-not-a-puzzle = 貼り付けたテキストはパズルではありません：{ $error }
win-paste-cannot-start = 貼り付けたパズルを開始できません：{ $error }
win-paste-started = 貼り付けたパズルを開始しました。
win-confirm-link-title = リンクのパズルをプレイしますか？
win-link-not-a-puzzle = リンクにパズルがありません：{ $error }
win-link-cannot-start = リンクのパズルを開始できません：{ $error }
win-link-started = リンクのパズルを開始しました。
win-link-copied = パズルへのリンクをコピーしました。
win-link-copied-no-address = Webアドレスなしでパズルのリンクをコピーしました。Nonetに貼り付ければ開けます。「編集 › リンクのWebアドレス」でNonetのWebページのアドレスを設定できます。
win-fpuzzles-link-copied = パズルを f-puzzles で開くリンクをコピーしました。
win-sudokupad-link-copied = パズルを SudokuPad で開くリンクをコピーしました。
win-site-link-none = 作成中のパズルはまだ完成していないので、リンクはありません。
win-paste-refused = ブラウザーがクリップボードの読み取りを許可しませんでした。代わりにCtrl+V（MacではCmd+V）で貼り付けてください。
win-web-address = リンクのWebアドレス
win-web-address-hint = https://…（NonetのWebページ）

## File dialogs

win-dialog-open = ゲームまたはパズルを開く
win-dialog-games-and-puzzles = Nonetのゲームとパズル
win-dialog-all-files = すべてのファイル
win-dialog-save = ゲームを保存
win-dialog-game = Nonetのゲーム
win-dialog-export = エクスポート
win-dialog-print = PDFに印刷
win-dialog-pdf = PDF文書
win-dialog-statistics = 統計をエクスポート
win-dialog-csv = CSV（カンマ区切り）

## Messages about moves and the game

win-previewing = 盤面に解き筋の手順を表示しています。Escでゲームに戻ります。
win-copied = パズルを81文字の1行としてコピーしました。
win-zoom-limited = ウィンドウが小さすぎるため、これ以上拡大できません。先にウィンドウを大きくしてください。
win-paused = ゲームは一時停止中です。先に「再開」を押してください。
win-given-cell = { $cell }は問題の数字なので、変更できません。
win-rewind-nothing = 間違った入力はないため、戻す手はありません。
win-rewound-one = 1手戻しました。間違った入力はもうありません。「やり直す」で取り消した手を復元できます。
win-rewound = { $count }手戻しました。間違った入力はもうありません。「やり直す」で取り消した手を復元できます。
win-check-none = 今のところ間違いはありません。
win-check-one = 間違った入力が1個あります（{ $cell }）。赤で示しています。
win-check-many = 間違った入力が{ $count }個あります。赤で示しています。
win-enter-puzzle = 問題の数字を入力して、「開始」を押してください。「開始」を押すと、解答がただ一つかどうかを確認します。
win-entered-ready = パズルの準備ができました。
win-entered-ready-level = パズルの準備ができました。難易度は「{ $level }」です。
win-cannot-start = 開始できません：{ $error }。
win-cannot-start-few-givens = 開始できません：{ $error }。解答がただ一つのパズルには、問題の数字が17個以上必要です。
win-several-solutions = このパズルには解が複数あります。Nonetはそのうちの一つを正解としてプレイするため、答え合わせとヒントはその解に従います。
win-revealed = 解答を表示しました。「元に戻す」でゲームに戻れます。
win-practice-none = 内蔵の問題集に、このテクニックの練習用の局面が見つかりませんでした。
win-variant-practice-none = { $technique }のために作った{ $variant }の問題の中に、練習用の局面が見つかりませんでした。

## Saving and the data folder

win-settings-save-failed = 設定を保存できませんでした：{ $error }
win-autosave-failed = 自動保存できませんでした：{ $error }
win-autosave-damaged = 前回のゲームを再開できませんでした（{ $error }）。
win-autosave-damaged-kept = 前回のゲームを再開できませんでした（{ $error }）。ファイルは「{ $path }」として残してあります。
win-notices-title = 警告
win-read-only = このウィンドウでは何も保存されません（{ $error }）。ここでのゲーム、設定、ベストタイムは残りません。

## Printed booklets (src/picture/booklet.rs).
print-caption = 第{ $number }問 · { $level } · { $score }
print-caption-beyond = 第{ $number }問 · 論理外
print-page = { $number }/{ $total }ページ
print-solutions-title = { $title }：解答
print-default-title = Nonet数独
win-print-daily-title = 今日のパズル（{ $date }）
win-move-refused = この操作はできません：{ $reason }。
win-export-classic-only = この形式は通常の数独にしか対応していません。バリアントは1行のテキスト、SVG、PNGのいずれかでエクスポートしてください。
win-file-name-from-collection = { $collection }の問題
win-file-name-collection-puzzle = { $collection }の問題{ $number }

win-replaying = 盤面にはリプレイを表示しています。リプレイのウィンドウを閉じる（Esc）とゲームに戻ります。
win-replay-nothing = リプレイできる手がまだありません。
win-replay-exported = リプレイを{ $file }に書き出しました。
win-replay-export-failed = リプレイを{ $file }に書き出せませんでした：{ $error }
win-replay-opened = リプレイ{ $file }を開きました。ゲームはそのまま残っています。
win-dialog-replay = リプレイをエクスポート
win-file-name-replay = { $name }のリプレイ

# Games of other sizes
win-sized-solved = 完成です！{ $level }の{ $name }を{ $time }で解きました。
win-copied-line = パズルを1行としてコピーしました。
win-sheet-letter-digit = 10×10以上の盤面で、10〜16をAからGの文字で入力（BとCはショートカットなのでShiftと一緒に）
win-confirm-close-sized-title = このゲームをやめて9×9のゲームに戻りますか？
win-confirm-close-sized-yes = やめる
win-sized-no-export = エクスポートは9×9の問題を書き出します。このゲームは「保存」で残せます。「コピー」すると、問題を nonet solve が読める1行としてクリップボードに入れます。
win-sized-nine-only = 「{ $command }」は9×9のゲームで使えます。盤面のゲームでは使えません。
win-sized-not-kept = 次回のためにゲームを残せませんでした（{ $error }）。
win-sized-damaged = 前回のほかのサイズのゲームを読み込めませんでした（{ $error }）。
win-sized-damaged-kept = 前回のほかのサイズのゲームを読み込めませんでした（{ $error }）。ファイルは「{ $path }」として残してあります。
win-reading-sized = 問題を読み込み、解が一つだけかを確かめています…
