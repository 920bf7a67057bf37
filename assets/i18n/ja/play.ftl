# プレイ画面のメッセージ（約束事は nonet.ftl を参照）：コントロールパネル、数字パッド、
# 盤面の覆いとマスのラベル、ヒントカード、評価、記録、チェックポイント、練習、解き筋。
# どのメッセージも1行なので、英語で単数と複数を区別するところは、コードが二つの
# メッセージから一つを選ぶ（`-one` が単数）：Fluent の select 式は選択肢ごとに1行を
# 必要とするため。

## ヘッダーと時計

play-new-puzzle = 新しいパズル
play-coming-up = まもなく始まります
play-unrated = 未評価
play-solved = 解けました
play-solution-shown = 解答を表示済み
play-paused = 一時停止中
play-resume = 再開
play-best-time = ベスト：{ $time }
play-puzzle-title-author = 「{ $title }」 作：{ $author }
play-rules-heading = ルール
play-puzzle-title = 「{ $title }」
play-puzzle-author = 作：{ $author }
play-clock-tip = このパズルにかかった時間

## ツールとゲームのボタン

play-undo-tip = 元に戻す：{ $action }（{ $keys }）
play-redo-tip = やり直す：{ $action }（{ $keys }）
play-checkpoint = チェックポイント
play-hint-apply = ヒントを適用
play-hint-more = さらにヒント
play-hint-fix = 修正する
play-solve = 解答を表示
play-enter = パズルを入力…
play-more = その他
play-more-tip = 解答を表示、パズルを入力…、開く…、保存…（ゲームメニューにもあります）
play-making-puzzle = 難易度「{ $level }」のパズルを作成中…
play-grids-tried = { $count }個の盤面を試しました
play-level = 難易度
play-collection-size = パズル集には{ $total }問あります
play-collection-position = { $total }問中{ $number }問目
play-opening-file = ファイルを開いています…

## フィードバックカードとコツ

play-fix-first = 先にここを直してください
play-press-again-erase = もう一度押すと消去します。
play-nothing-left = もうすることはありません。
play-no-hint = ヒントなし
play-tip-note-digit = コツ：{ $keys }で、数字モードのままメモを書き込んだり消したりできます。
play-tip-hint = コツ：ヒントはまず着眼点を示し、押すたびに詳しくなります。最後に押すとその手を適用します。
play-tip-arrows = コツ：矢印キーで盤面の上を移動できます。端まで行くと反対側に回ります。
play-tip-undo = コツ：{ $keys }でどんな操作も元に戻せます。「最初から」や「解答を表示」も戻せます。
play-tip-shortcuts = コツ：{ $keys }ですべてのキーボードショートカットを一覧表示します。

## パズルの入力

play-enter-title = 問題を作る · { $variant }
set-working = 確認中…
set-solutions-none = 解がありません。ヒントどうしが矛盾しています。
set-solutions-one = 解は一つです。
set-solutions-several = 解が二つ以上あります。色の付いたマスは二つの解で異なります。
set-rated = 難易度は{ $level }（{ $score }）、最も難しい手筋：{ $technique }。
set-rated-plain = 難易度は{ $level }（{ $score }）。
set-rated-beyond = { $variant }の手筋ではまだ解き切れず、推測が必要です。
set-removable = 一つずつなら外せるヒント（強調表示）：{ $cells }
set-removable-many = 一つずつなら外せるヒントが { $count } 個あります（盤面で強調表示）。
set-minimal = 最小：どのヒントも必要です。
set-minimal-no-givens = ヒントなし：ルールだけで解が一つに決まります。
set-not-minimal = 解が一つになるまでは最小かどうか分かりません。
set-symmetry = ヒントの対称性：{ $names }
set-symmetry-none = なし
set-symmetry-rotational = 点対称
set-symmetry-mirror = 左右対称
set-symmetry-diagonal = 対角線対称
set-keep = 対称性を保つ
set-problem = まだ問題になっていません：{ $error }
set-split-none = 分けるものがありません。解は一つか、ありません。
set-split-added = { $cell }に{ $digit }を置きました。抽出した{ $sampled }個の解のうち{ $kept }個がこの数字です。
set-pattern-working = 模様を埋めています…
set-pattern-gave-up = この{ $count }マスでは{ $attempts }回試しても{ $level }の問題が見つかりません。難易度かマスを変えてみてください。
set-pattern-filled = { $count }マスを埋めました。解は一つ、難易度は{ $level }（{ $score }）です。
set-pattern-too-few = 模様には 17 マス以上が必要です。マスを選ぶか、その位置にヒントを置いてください。
set-pattern-level = 難易度
set-cage-sum = 合計
    .tip = 次のケージの合計：ここに入力するか、ケージのマスを選んだまま数字キーで入力します
set-cage-sum-bad = ケージの合計は 1 から 45 の数です。
set-cage-refused = このケージは作れません：{ $error }
set-cages-help = ケージのマスを選び（ドラッグか Ctrl+クリック）、合計を入力して Enter か「ケージを作る」を押します。
set-solutions-none-rules = 解がありません。ヒントとルールが矛盾しています。
set-drawn-no-fill = 模様の埋め込みは、ルールを描いていない問題で使えます。
set-rules-heading = ルールを描く
set-rules-help = マスをなぞって（温度計は球から、矢印は丸から）、ルールのボタンを押します。点と文字は隣り合う二つのマスを結びます。盤外のヒント（サンドイッチ、Xサム、スカイスクレイパー、リトルキラー）は合計欄の数を使い、なぞり始めた側に置かれます。
set-rule-refused = そのルールは描けません：{ $error }
set-drawn-not-counted = 解の数をまだ数えています
set-regions-help = マスを選び、加える領域を選びます。どの領域もつながった 9 マスが必要です。
set-sized-nine-only = ケージ、領域の塗り分け、ルールの描画、パターンの埋め込みは9x9の盤で行います。ほかのサイズではヒントを置けます。
set-sized-letters = 10から16はAからGの文字で入力します（文字がショートカットの場合はShiftと一緒に）。
set-sized-paste-size = この下書きに入るのは、領域以外のルールがない{ $size }×{ $size }の問題だけです
set-sized-no-export = エクスポートは9×9の問題を書き出します。保存するとこの問題を1行でファイルに書き、コピーするとその行をクリップボードに置きます。
set-legend = 小さな数字は真の候補です。色の付いたマスは二つの解で異なり、強調されたヒントは外せます。
set-export-none = 解のある問題だけを保存・書き出しできます。先にヒントを直してください。
set-export-drawn = ルールを描いた問題はリンクで渡します：編集 › f-puzzles のリンクをコピー、または SudokuPad のリンクをコピー。
set-fill-pattern = 模様を埋める
    .tip = 選んだマス（1 マスだけ選んでいるときはヒントのあるマス）に数字を入れ、解が一つで選んだ難易度の問題にします
set-solutions-unknown = 時間内に解を数えきれませんでした。盤面の空きが多いか、解がないのかもしれません。
set-tools = ツール
play-enter-help = マスをクリックして、問題を行ごとに入力します。数字、または空白を表す0・.・Space・Deleteキーで次のマスへ進みます。
set-givens-so-far = 現在、問題の数字は{ $count }個です。

## 入力モードと数字パッド

play-mode-tip-keys = { $description }（{ $keys }でオン・オフ、{ $cycle }でモードを順に切り替え）
play-mode-tip = { $description }（{ $cycle }でモードを順に切り替え）
play-pad-digit = 数字{ $digit }
play-pad-colour = 色{ $digit }、{ $colour }
play-pad-all-placed = 数字{ $digit }、すべて配置済み
play-pad-digit-left = 数字{ $digit }、残り{ $count }個
play-pad-done = 完了
play-pad-left = 残り{ $count }
play-pad-tip-entering = 問題の数字{ $digit }を入力します（{ $digit }キー）
play-pad-tip-digit-first = 数字を先に選ぶ：{ $digit }を選び、それが入るマスを一つずつクリックします（{ $digit }キー。もう一度押すと選択を解除）
play-pad-tip-digit = 選択したマスに{ $digit }を入力します（{ $digit }キー）
play-pad-tip-digit-cells = 選択した{ $count }マスに{ $digit }を入力します（{ $digit }キー）
play-pad-tip-candidate = 選択したマスに候補{ $digit }を書き込むか消します（{ $digit }キー）
play-pad-tip-candidate-cells = 選択した{ $count }マスに候補{ $digit }を書き込むか消します（{ $digit }キー）
play-pad-tip-corner = 選択したマスにコーナーメモ{ $digit }を書き込むか消します（{ $digit }キー）
play-pad-tip-corner-cells = 選択した{ $count }マスにコーナーメモ{ $digit }を書き込むか消します（{ $digit }キー）
play-pad-tip-colour = 選択したマスを{ $colour }で塗ります（{ $digit }キー。{ $erase }で色を消します）
play-pad-tip-colour-cells = 選択した{ $count }マスを{ $colour }で塗ります（{ $digit }キー。{ $erase }で色を消します）
play-pad-tip-highlight = 右クリック：候補{ $digit }のあるマスを強調（{ $keys }）

## チェックポイント

play-checkpoints = チェックポイント
play-highlight-candidate = { $cells ->
        [0] 候補{ $digit }のあるマスはありません（{ $keys }で解除）
       *[other] 候補{ $digit }のあるマス：{ $cells }マス（{ $keys }で解除）
    }
play-highlight-count = { $count ->
        [2] { $cells ->
            [0] 二択マスはありません（{ $keys }で解除）
           *[other] 二択マス：{ $cells }マス（{ $keys }で解除）
        }
       *[other] { $cells ->
            [0] 候補が{ $count }つのマスはありません（{ $keys }で解除）
           *[other] 候補が{ $count }つのマス：{ $cells }マス（{ $keys }で解除）
        }
    }
play-checkpoint-go-back = 戻る
play-checkpoint-forget = 削除
play-checkpoint-name = チェックポイント{ $number }
play-checkpoint-line = { $name } · { $time } · { $filled }/81マス入力済み
play-checkpoint-back = { $name }に戻りました。「元に戻す」で、そのあとの操作を取り戻せます。
play-checkpoint-marked = { $name }を記録しました。「編集 › チェックポイントに戻る」でここに戻れます。

## スクリーンリーダーが読み上げるマス

play-board-name = 数独の盤面
play-cell-in-cage = { $count }マスのケージの中、合計{ $sum }
play-cell-in-region = 領域{ $number }の中
play-cell-in-window = ウィンドウの中
play-cell-on-diagonal = 対角線上
play-cell-place = { $row }行目{ $column }列目
play-cell-filled = { $cell }、数字{ $digit }
play-cell-given = { $label }、問題の数字
play-cell-revealed = { $label }、解答から
play-cell-wrong = { $label }、誤り
play-cell-clashes = { $label }、重複あり
play-cell-empty = { $cell }、空きマス
play-cell-notes = { $label }、メモ{ $digits }
play-cell-corner = { $label }、コーナーメモ{ $digits }
play-cell-colour = { $label }、色：{ $colour }
play-cell-highlighted = { $label }、強調

## ヒントカード

play-where-to-look = 着眼点
play-step-in-unit = { $unit }に次の一手があります。
play-step-in-cells = 強調表示されたマスに次の一手があります。
play-hint-again-technique = もう一度ヒント（{ $keys }）を押すと、テクニックを表示します。
play-look-at = { $cell }に注目してください。
play-it-uses = { $cells }を使います。
play-hint-again-explanation = もう一度ヒント（{ $keys }）を押すと、説明を表示します。
play-hint-again-apply = もう一度ヒント（{ $keys }）を押すと、この手を適用します。

## 評価

play-beyond-logic = 論理外
play-rated = 評価{ $score } · { $technique }
play-variant-level = { $variant } · { $level }
play-rating-no-technique = なし
play-rating-stalled = Nonetが知っているどのテクニックでも、このパズルは最後まで解けません：試行錯誤が必要です。
play-rating-score = Sudoku Explainerの尺度でスコア{ $score }。最も難しい手で決まります：{ $technique }。
play-rating-scale = スコアは1.0（フルハウス）から始まり、2-3（シングル、ポインティング、ペア）、4-6（フィッシュ、ウィング、一意性、短いチェーン）、7-8（長いチェーン）を経て、9以上（フォーシングチェーン）まであります。
play-level-meaning-easy = 「{ $level }」はシングルだけで解けるという意味です。難易度はスコアではなく必要なテクニックで決まるため、難易度ごとのスコアは重なり合います。
play-level-meaning-medium = 「{ $level }」はロックドキャンディデート、ペア、トリプルまでで解けるという意味です。難易度はスコアではなく必要なテクニックで決まるため、難易度ごとのスコアは重なり合います。
play-level-meaning-hard = 「{ $level }」はクアッド、フィッシュ、単一数字のパターン、ウィング、一意性、または色分けが必要という意味です。難易度はスコアではなく必要なテクニックで決まるため、難易度ごとのスコアは重なり合います。
play-level-meaning-expert = 「{ $level }」はチェーン、ALS（ほぼロックされたセット）、またはフィン付きや大きなフィッシュが必要という意味です。難易度はスコアではなく必要なテクニックで決まるため、難易度ごとのスコアは重なり合います。
play-level-meaning-master = 「{ $level }」はフォーシングチェーン、または論理を超えた手が必要という意味です。難易度はスコアではなく必要なテクニックで決まるため、難易度ごとのスコアは重なり合います。

## 記録と今日のパズル

play-earlier-best-moved = 以前のバージョンのNonetのベストタイムには、ヒントや解答の表示を使ったかどうかが記録されていないため、記録としては数えなくなりました。「ゲーム › 統計」に以前のベストタイムとして残っています。
play-statistics-unreadable = 統計を読み込めませんでした（{ $error }）。
play-statistics-unsaved = 統計を保存できませんでした（{ $error }）。
play-statistics-unsaved-to = 統計を{ $path }に保存できませんでした（{ $error }）。
play-assist-revealed = このゲームでは解答が表示されました。
play-assist-hint-applied = このゲームではヒントが適用されました。
play-assist-hint-explained = ヒントが「着眼点」より先まで表示されました。
play-assist-rewound = このゲームは最後の正しい局面まで戻されました。
play-assist-kept = そのため、このタイムは記録ではなく、補助ありのゲームとして残ります。
play-no-daily-streak = 今日のパズルの連続記録は今はありません。最長は{ $best }日でした。
play-daily-streak-one = 今日のパズルの連続記録：1日（最長{ $best }日）。
play-daily-streak = 今日のパズルの連続記録：{ $count }日連続（最長{ $best }日）。
play-hints-mistakes-checks = ヒント{ $hints }回 · ミス{ $mistakes }回 · 答え合わせ{ $checks }回
play-hints-checks = ヒント{ $hints }回 · 答え合わせ{ $checks }回
play-solved-puzzle = お見事です！{ $time }でパズルを解きました。
play-solved-level = お見事です！難易度「{ $level }」のパズルを{ $time }で解きました。
play-solved-level-best = お見事です！難易度「{ $level }」のパズルを{ $time }で解きました。ベストタイム更新です。
play-daily-started = { $date }の今日のパズル（難易度「{ $level }」）です。がんばってください！
play-solved-variant-level = お見事です！難易度「{ $level }」の{ $variant }を{ $time }で解きました。
play-solved-variant-level-best = お見事です！難易度「{ $level }」の{ $variant }を{ $time }で解きました。ベストタイム更新です。
play-daily-variant-started = { $date }の今日の{ $variant }（難易度「{ $level }」）です。がんばってください！
play-daily-failed = 今日のパズル（難易度「{ $level }」）を作成できませんでした：{ $error }。
play-statistics-exported = { $count }ゲームを{ $file }に書き出しました。
play-statistics-export-failed = { $path }に書き出せませんでした：{ $error }

## 練習とテクニックのウィンドウ

play-practice-stopped = 練習を終了しました。局面はゲームとして盤面に残ります。
play-practice-unplayable = 練習の局面を開始できませんでした：{ $error }。
play-practice-wrong-digit = { $cell }に{ $digit }は入りません。元に戻して、もう一度考えてみましょう。
play-practice-lost-candidate = { $cell }から候補{ $digit }が消えましたが、それがそのマスの答えです。元に戻して、もう一度考えてみましょう。
play-practice-finding = { $technique }の局面を探しています…
play-practice-find-placement = { $technique }を見つけて、それで決まる数字を入力してください。ヒントで表示できます。
play-practice-find-elimination = { $technique }を見つけて、それで除外される候補をすべてメモから消してください。ヒントで表示できます。
play-practice-right = 正解！{ $explanation }
play-practice-partly = ここまでは正解です。{ $technique }の残りを続けてください。
play-practice-title = 練習：{ $technique }
play-practice-title-done = 練習：{ $technique } · { $count }問完了
play-practice-finding-variant = { $technique }が必要になる{ $variant }の問題を作っています…
play-practice-variant-title = 練習：{ $technique }（{ $variant }）
play-practice-variant-title-done = 練習：{ $technique }（{ $variant }） · { $count }問完了
play-technique-variant = バリアント：{ $variant }
play-technique-houses-x = 対角線数独では二本の長い対角線もハウスです。行、列、ボックスと書かれているところは、対角線でも同じように働きます。
play-technique-houses-windoku = ウィンドクでは四つのウィンドウもハウスです。行、列、ボックスと書かれているところは、ウィンドウでも同じように働きます。
play-technique-houses-jigsaw = ジグソー数独では九つの領域がボックスの代わりです。ボックスと書かれているところは、領域と読み替えてください。
play-technique-houses-killer = キラー数独では各ケージに異なる数字が入り、その合計がケージの数になります。テクニックは行、列、ボックスに加えてケージも使います。
play-no-variant-example = このテクニックのために作った{ $variant }の問題の中に、例は見つかりませんでした。
play-techniques-title = テクニック
play-technique-level = 難易度：{ $level }
play-finding-example = 例を探しています…
play-no-example = 収録されているパズルの中に、このテクニックの例は見つかりませんでした。
play-example = 例

## 解き筋

play-path-applied-one = 解き筋を1ステップ適用しました。「元に戻す」で取り消せます。
play-path-applied = 解き筋を{ $count }ステップ適用しました。「元に戻す」で一つずつ取り消せます。
play-path-removes = { $cells }から{ $digits }を消去
play-path-removes-more = { $cells }とほか{ $count }マスから{ $digits }を消去
play-path-solved-one = 論理だけで1ステップで解けます。その手は{ $technique }（{ $score }）です。
play-path-solved = 論理だけで{ $count }ステップで解けます。最も難しい手は{ $technique }（{ $score }）です。
play-path-nothing = 解くところはもう残っていません。
play-path-stalled-one = 論理は1ステップで止まります：そこではNonetが知っているどのテクニックも使えないため、残りは推測が必要です。
play-path-stalled = 論理は{ $count }ステップで止まります：そこではNonetが知っているどのテクニックも使えないため、残りは推測が必要です。
play-path-contradiction-one = 解き筋は1ステップで止まります：局面がルールに反しています（候補がなくなったマスか、ある数字の入る場所がなくなったハウスがあります）。
play-path-contradiction = 解き筋は{ $count }ステップで止まります：局面がルールに反しています（候補がなくなったマスか、ある数字の入る場所がなくなったハウスがあります）。
play-path-working = 解き筋を求めています…
play-path-blocked = { $problem }これを直すと、あなたの局面からの解き筋を求められます。最初からの解き筋はいつでも表示できます。
play-path-showing = 盤面はステップ{ $number }（全{ $total }ステップ）の直前の局面です。Escキーでゲームに戻ります。
play-path-choose = ステップを選ぶと、その直前の盤面を表示します。
play-path-apply-disabled = 適用できるのはあなたの局面からの解き筋だけです：「この局面から」を選んでください

## 各テクニックの内容（テクニックのウィンドウとヒントカード）

technique-desc-full-house = ある行、列またはブロックに空きマスが一つだけ残っています：そのマスには、欠けている一つの数字が入ります。
technique-desc-hidden-single = 行、列またはブロックの中で、ある数字の入るマスが一つしかないので、その数字はそこに入ります。
technique-desc-naked-single = あるマスに候補が一つだけ残っています。ほかの数字はすべて、同じ行、列またはブロックにすでにあるからです。
technique-desc-pointing = ブロックの中で、ある数字が一つの行または列のマスにしか入りません。どのマスに入っても、そのラインのその数字はそこで使われるので、ラインのほかのマスからは消えます。
technique-desc-claiming = 行または列の中で、ある数字が一つのブロックのマスにしか入りません。そのブロックのその数字はこのライン上にあるはずなので、ブロックのほかのマスからは消えます。
technique-desc-naked-pair = ハウスの二つのマスに、同じ二つの候補だけが入っています。その二つの数字はこの二マスに入るので、ハウスのほかのマスには入りません。
technique-desc-hidden-pair = 二つの数字が、ハウスの中で同じ二つのマスにしか入りません。その二マスにはその数字が入るので、ほかの候補は消えます。
technique-desc-naked-triple = ハウスの三つのマスに、合わせて三つの数字しか入っていません。その数字がこの三マスを埋めるので、ハウスのほかのマスからは消えます。
technique-desc-hidden-triple = 三つの数字が、ハウスの中で同じ三つのマスにしか入りません。その三マスにはその数字が入るので、ほかの候補は消えます。
technique-desc-naked-quad = ハウスの四つのマスに、合わせて四つの数字しか入っていません。その数字がこの四マスを埋めるので、ハウスのほかのマスからは消えます。
technique-desc-hidden-quad = 四つの数字が、ハウスの中で同じ四つのマスにしか入りません。その四マスにはその数字が入るので、ほかの候補は消えます。
technique-desc-x-wing = 二つの行で、ある数字が同じ二つの列にしか入りません（行と列が逆の場合も同じです）。その数字はこの長方形の対角に入るので、その二列のほかのマスからは消えます。
technique-desc-swordfish = 三つの行で、ある数字が同じ三つの列の中にしか入りません（行と列が逆の場合も同じです）。その数字はそこでこの三列を埋めるので、三列のほかのマスからは消えます。
technique-desc-jellyfish = 四つの行で、ある数字が同じ四つの列の中にしか入りません（行と列が逆の場合も同じです）。その数字はそこでこの四列を埋めるので、四列のほかのマスからは消えます。
technique-desc-finned-x-wing = 一つのブロックに余分な候補（フィン）があるXウィングです。フィンにその数字が入るか、Xウィングが成り立つかのどちらかなので、Xウィングの列のうちフィンのブロックにあるマスからその数字が消えます。
technique-desc-finned-swordfish = 一つのブロックにフィンがあるソードフィッシュです。フィンにその数字が入るか、ソードフィッシュが成り立つかのどちらかなので、その列のうちフィンのブロックにあるマスからその数字が消えます。
technique-desc-finned-jellyfish = 一つのブロックにフィンがあるジェリーフィッシュです。フィンにその数字が入るか、ジェリーフィッシュが成り立つかのどちらかなので、その列のうちフィンのブロックにあるマスからその数字が消えます。
technique-desc-skyscraper = 平行な二本のラインのそれぞれで、ある数字が二マスにしか入らず、それぞれの一端がそろっています。残りの二つの端がどちらもその数字でないことはありえないので、両方が見えるマスからその数字が消えます。
technique-desc-two-string-kite = ある行とある列のそれぞれで、ある数字が二マスにしか入らず、それぞれの一端が同じブロックにあります。遠い側の二つの端のどちらかにその数字が入るので、両方が見えるマスからその数字が消えます。
technique-desc-empty-rectangle = ブロックの中で、ある数字が一つの行と一つの列の上にしかありません。その数字の入る場所が二か所しかないラインと組み合わせると、一つのマスからその数字を除外できます。
technique-desc-xy-wing = 候補がXYの二択マスから、XZのマスとYZのマスが見えます。最初のマスにどちらの数字が入っても、ほかの二マスのどちらかがZになるので、両方が見えるマスからZが消えます。
technique-desc-xyz-wing = 候補がXYZのマスから、XZのマスとYZのマスが見えます。三マスのどれかがZなので、三マスすべてが見えるマスからZが消えます。
technique-desc-w-wing = 二つのマスに同じペアXYがあり、あるラインではXが二マスにしか入らず、その二マスからそれぞれペアのマスの一方が見えます。ペアのマスのどちらかがYなので、両方が見えるマスからYが消えます。
technique-desc-remote-pairs = すべて同じ二つの数字を持つマスが、それぞれ次のマスから見えるようにつながったチェーンです。数字はチェーンに沿って交互に入るので、偶奇の異なる二マスが見えるマスにはどちらの数字も入りません。
technique-desc-simple-colouring = ある数字を、二か所にしか入らないハウスを通ってたどり、マスを二色で交互に塗り分けます。どちらか一方の色が正解です。両方の色が見えるマスからはその数字が消え、同じハウスで同じ色どうしが出会う色は誤りです。
technique-desc-unique-rectangle-1 = 二つの行、二つの列、二つのブロックにまたがる四マスで二つの数字を入れ替えられると、解が二つになってしまいます。三つの角にその二つの数字しかないとき、四つ目の角にはどちらも入りません。
technique-desc-unique-rectangle-2 = 入れ替え可能になりうる長方形で、余分な二つの角に同じ余分な数字が一つあります：そのどちらかにその数字が入るので、両方が見えるマスからその数字が消えます。
technique-desc-unique-rectangle-3 = 入れ替え可能になりうる長方形で、余分な角がその余分な数字とともに一つのマスのようにふるまい、ハウスのほかのマスとネイキッドサブセットを作ります。
technique-desc-unique-rectangle-4 = 入れ替え可能になりうる長方形で、一方の数字がハウスの中で余分な二つの角にしか入りません：そのどちらかにその数字が入るので、どちらのマスにももう一方の数字は入りません。
technique-desc-bug-plus-one = 一マスを除いて、すべての空きマスに候補が二つあります：このような盤面は解が二つになるので、その一マスには、そのハウスで三回現れる数字が入ります。
technique-desc-x-chain = 一つの数字について強リンクと弱リンクが交互に続くチェーンです：両端のどちらかにその数字が入るので、両端が見えるマスからその数字が消えます。
technique-desc-xy-chain = 二択マスが共通の数字で次々につながったチェーンです：両端のどちらかに端の数字が入るので、両端が見えるマスからその数字が消えます。
technique-desc-nice-loop = それ自身で閉じる交互のチェーンです：ループのつなぎ目で、候補を確定させたり消したりします。
technique-desc-als-xz = 両方には入れない数字でつながった二つのALS（ほぼロックされたセット）です：もう一つの共通の数字はどちらかに入るので、その入る場所すべてが見えるマスからその数字が消えます。
technique-desc-forcing-chain = マスの候補を一つずつ、またはハウスの中である数字の入る場所を一つずつ試します：どれを選んでも同じ結論になるので、その結論は正しいことになります。
technique-desc-strong-link-fish = 一つの数字についての三本から六本の強リンクが、弱リンクで端から端へつながっています：両端のどちらかにその数字が入るので、両端が見えるマスからその数字が消えます。
technique-desc-explainer-wing = 二択マスと、マスの数より数字が一つ多い三、四または五マスの集まりです：一方の数字は両方には入れないので、もう一方の数字がどちらかに入り、その入る場所すべてが見えるマスからその数字が消えます。
technique-desc-aligned-triple-exclusion = 三つのマスには、三マスすべてが見えるマスの候補をなくしてしまう入れ方も、互いに見える二マスに同じ数字を入れる入れ方もできません：許される入れ方のどれにも合わない数字は、そのマスから消えます。
technique-desc-cage-combinations = キラーのケージには異なる数字が入り、その合計がケージの和になります。各マスには、その和がそのマス数で許す組み合わせの数字だけが残ります。
technique-desc-cage-house = ケージのどの組み合わせにも含まれる数字は、必ずそのケージに入ります。ケージ内でその数字が入れるマスがすべて一つのハウスにあるなら、そのハウスの他のマスからその数字を消せます。
technique-desc-house-cage = あるハウスで数字が入れるマスがすべて一つのケージの中にあるなら、ケージはそこにその数字を持つので、ケージの他のマスからその数字を消せます。
technique-desc-rule-of-45 = ハウスの合計は45です。その中に完全に収まるケージを引くと、残りのマス（または交差するケージからはみ出したマス）の合計がわかります。
technique-desc-rule-of-45-two-houses = 隣り合う二つの行、列、またはボックスの合計は90です。完全に収まるケージを引くと、残りのマスの合計がわかり、その数字が絞られます。
technique-desc-killer-pair = 同じハウスの二つのグループ（少なくとも一方はケージ）が、どう埋めてもある数字を含むとき、ハウスの残りのマスからその数字を消せます。
technique-desc-rule-of-45-several-houses = 隣り合う三つか四つの行や列、または四つのボックスの正方形は、それぞれ合計45です。完全に収まるケージを引くと、残りのマスの合計がわかり、その数字が絞られます。
technique-desc-interacting-cages = 同じハウスのケージはハウスの数字を分け合います。それぞれの合計どおり、重複なしに一緒に埋める方法に合わない候補は消えます。
technique-desc-puzzle-rule = 制約パズルのルール（温度計、矢印、点、線、外側のヒント）は、それぞれのマスだけを見て、入れられない候補を消します。

## 元に戻す・やり直すのツールチップでの操作の名前

action-enter = { $cells }に{ $digit }を入力
action-erase = { $cells }を消去
action-note = { $cells }に{ $digit }をメモ
action-fill-candidates = 候補をすべて記入
action-notes-changed = { $cells }のメモを変更
action-clear-notes = メモを消去
action-hint = ヒント（{ $technique }）
action-restart = 最初から
action-solve = 解答を表示
action-corner = { $cells }に{ $digit }をコーナーメモ
action-uncolour = { $cells }の色を消去
action-colour = { $cells }を色{ $colour }で塗る
action-uncolour-candidate = { $cell }の候補{ $digit }の色を消去
action-colour-candidate = { $cell }の候補{ $digit }を色{ $colour }で塗る
action-live-candidates = 候補の自動更新
action-back-to = { $label }に戻る
action-cells-none = マスなし
action-cells-more = { $first }とほか{ $more }マス

## 作成中の問題を残す

set-confirm-leave-title = 作成中の問題を破棄しますか？
set-confirm-leave-yes = 破棄する
set-confirm-leave-save-first = ファイルとして残すには、先に保存してください。
set-draft-lost = 作成中の{ $variant }の問題は閉じられます。次のものが失われます：
set-lose-givens-one = 問題の数字1個
set-lose-givens = 問題の数字{ $count }個
set-lose-cages-one = ケージ1個
set-lose-cages = ケージ{ $count }個
set-lose-rules-one = 描いたルール1個
set-lose-rules = 描いたルール{ $count }個
set-lose-regions = 塗り分けた領域
set-draft-restored = 作成中だった{ $variant }の問題を、前回のまま戻しました。
set-draft-not-kept = 作成中の問題を次回のために残せませんでした：{ $error }
set-draft-damaged = 作成中だった問題を読み込めませんでした（{ $error }）。
set-draft-damaged-kept = 作成中だった問題を読み込めませんでした（{ $error }）。ファイルは「{ $path }」として残してあります。
set-grade = { $level }（{ $score }）
set-grade-beyond = 手筋の範囲外（{ $score }）
set-split-added-rating = { $cell }に{ $digit }を置きました。抽出した{ $sampled }個の解のうち{ $kept }個がこの数字です。難易度は{ $before }から{ $after }に変わりました。元に戻すとこの問題の数字を取り消せます。
set-file-name = { $variant }（{ $level }）
set-file-name-plain = { $variant }の問題

## 読み上げキー

read-house = { $house }：{ $cells }。
read-empty = 空き
read-empty-cells = 空きマスは{ $count }個です。
read-digit-count = { $digit }は{ $count }個
read-digit-counts = 配置済み：{ $counts }。
read-time = 経過時間：{ $time }。
speak-house-complete = { $house }が埋まりました。
play-clock-name = 経過時間（Alt+Tで読み上げ）

win-all-steps-title = すべての手
play-all-steps-count = { $count }手中{ $shown }手を表示しています。
play-all-steps-every-technique = すべてのテクニック
play-all-steps-any-digit = すべての数字
play-all-steps-selected-cell = 選択中のマスのみ
play-all-steps-none = 条件に合う手はありません。
play-all-steps-group = { $technique } · { $score } · { $count }
play-all-steps-technique = テクニック
play-all-steps-digit = 数字

win-replay-title = リプレイ
win-replay-file-title = { $file }のリプレイ
play-replay-progress = { $count }手中{ $shown }手目 · { $time } / { $duration }
play-replay-pause = 一時停止
play-replay-speed = 速さ
play-replay-move = { $number }手目：{ $move }
play-replay-at-start = 最初の局面です。まだ一手も指していません。
play-replay-board-note = 盤面にはリプレイを表示しています。このウィンドウを閉じるとゲームに戻ります。
