# 解き方の文章（assets/i18n/en/steps.ftl の説明を参照）。用語は docs/ja-glossary.md のとおり：
# マスは r3c5 の表記のまま、ハウスは3行目・5列目・ブロック4と書き、日本語と数字・マス名の間に空白を入れない。
# 事実を表す句（fact-*）は普通体の動詞で終わり、文末は「ことになります」などで丁寧体にする。

## Lists

list-and-separator = 、
list-and = { $init }と{ $last }
list-facts-separator = こと、
list-facts = { $init }こと、{ $last }
list-or-separator = 、
list-or = { $init }または{ $last }
list-numbers-separator = 、
list-numbers = { $init }、{ $last }
list-plain-separator = 、
list-plain = { $init }、{ $last }
list-clauses-separator = 、
list-clauses = { $init }、{ $last }
list-parts-separator = ；
list-parts = { $init }；{ $last }

## Houses

unit-row = { $number }行目
unit-column = { $number }列目
unit-box = ブロック{ $number }
unit-region = 領域{ $number }
unit-window = ウィンドウ{ $number }
unit-diagonal = 主対角線
unit-anti-diagonal = 副対角線
lines-row = { $numbers }行目
lines-rows = { $numbers }行目
lines-column = { $numbers }列目
lines-columns = { $numbers }列目

## Technique names

technique-full-house = フルハウス
technique-hidden-single = ヒドゥンシングル
technique-naked-single = ネイキッドシングル
technique-pointing = ポインティング
technique-claiming = クレーミング
technique-naked-pair = ネイキッドペア
technique-hidden-pair = ヒドゥンペア
technique-naked-triple = ネイキッドトリプル
technique-hidden-triple = ヒドゥントリプル
technique-naked-quad = ネイキッドクアッド
technique-hidden-quad = ヒドゥンクアッド
technique-x-wing = Xウィング
technique-swordfish = ソードフィッシュ
technique-jellyfish = ジェリーフィッシュ
technique-finned-x-wing = フィン付きXウィング
technique-finned-swordfish = フィン付きソードフィッシュ
technique-finned-jellyfish = フィン付きジェリーフィッシュ
technique-skyscraper = スカイスクレイパー
technique-two-string-kite = 2ストリングカイト
technique-empty-rectangle = エンプティレクタングル
technique-xy-wing = XYウィング
technique-xyz-wing = XYZウィング
technique-w-wing = Wウィング
technique-remote-pairs = リモートペア
technique-simple-colouring = シンプルカラー
technique-unique-rectangle-1 = ユニークレクタングル（タイプ1）
technique-unique-rectangle-2 = ユニークレクタングル（タイプ2）
technique-unique-rectangle-3 = ユニークレクタングル（タイプ3）
technique-unique-rectangle-4 = ユニークレクタングル（タイプ4）
technique-bug-plus-one = BUG+1
technique-x-chain = Xチェーン
technique-xy-chain = XYチェーン
technique-nice-loop = ナイスループ
technique-als-xz = ALS-XZ
technique-forcing-chain = フォーシングチェーン
technique-strong-link-fish = 強リンクフィッシュ
technique-wxyz-wing = WXYZウィング
technique-vwxyz-wing = VWXYZウィング
technique-uvwxyz-wing = UVWXYZウィング
technique-aligned-triple-exclusion = アラインドトリプルエクスクルージョン
technique-cage-combinations = ケージの組み合わせ
technique-cage-house = ケージとハウス
technique-house-cage = ハウスとケージ
technique-rule-of-45 = 45の法則
technique-rule-of-45-two-houses = 45の法則（二つのハウス）
technique-killer-pair = キラーペア
technique-rule-of-45-several-houses = 45の法則（複数のハウス）
technique-interacting-cages = ケージの相互作用
technique-puzzle-rule = パズルのルール
forcing-nishio = ニシオ・フォーシングチェーン
forcing-cell = マスのフォーシングチェーン
forcing-region = ハウスのフォーシングチェーン
forcing-chain = フォーシングチェーン
forcing-dynamic-cell = マスの動的フォーシングチェーン
forcing-dynamic-region = ハウスの動的フォーシングチェーン
forcing-dynamic = 動的フォーシングチェーン
forcing-dynamic-plus-cell = マスの動的フォーシングチェーン（+）
forcing-dynamic-plus-region = ハウスの動的フォーシングチェーン（+）
forcing-dynamic-plus = 動的フォーシングチェーン（+）
unique-rectangle-type = ユニークレクタングル（タイプ{ $number }）
unique-loop-type = ユニークループ（{ $cells }マス、タイプ{ $number }）
rating-beyond-logic = 論理外
rating-no-technique = なし

## Facts

fact-is = { $cell }に{ $digit }が入る
fact-is-not = { $cell }は{ $digit }ではない
fact-cannot-be = { $cell }に{ $digit }は入らない
fact-supposed-not = { $cell }に{ $digit }が入らない

## Steps

step-full-house = { $name }：{ $cell }は{ $unit }で最後の空きマスなので、足りない{ $digit }が入ります。
step-hidden-single = { $name }：{ $unit }では、{ $digit }が入るのは{ $cell }だけです。
step-naked-single = { $name }：{ $cell }に入るのは{ $digit }だけです。ほかの数字はすべて、同じ行、列またはブロックにすでにあります。
step-locked = { $name }：{ $base }では、{ $digit }が入るのは{ $cover }の中だけです。そのため、{ $cover }のほかのマスには{ $digit }は入りません。{ $targets }から{ $digit }を消去します。
step-naked-subset = { $name }：{ $unit }では、{ $cells }に入る数字は合わせて{ $digits }だけなので、{ $targets }からこれらの数字を消去します。
step-hidden-subset = { $name }：{ $unit }では、{ $digits }が入るのは{ $cells }だけなので、これらのマスにはほかの数字は入りません。
step-fish = { $name }：{ $base }では、{ $digit }が入るのは{ $cover }のマスだけです。そのため{ $digit }は必ずこれらの位置を占め、{ $cover }のほかのマスには入りません。{ $targets }から{ $digit }を消去します。
step-finned-fish = { $name }：{ $base }では、フィン{ $fins }を除けば、{ $digit }が入るのは{ $cover }のマスだけです。フィンに{ $digit }が入っても入らなくても、{ $targets }に{ $digit }は入りません。
step-two-links-box = { $name }：{ $digit }は、{ $unit1 }では{ $near1 }か{ $far1 }に、{ $unit2 }では{ $near2 }か{ $far2 }に入ります。{ $near1 }と{ $near2 }はどちらも{ $shared }にあるので、{ $far1 }と{ $far2 }の少なくとも一方に{ $digit }が入り、{ $targets }に{ $digit }は入りません。
step-two-links-line = { $name }：{ $digit }は、{ $unit1 }では{ $near1 }か{ $far1 }に、{ $unit2 }では{ $near2 }か{ $far2 }に入ります。{ $near1 }と{ $near2 }は同じ行または列にあるので、{ $far1 }と{ $far2 }の少なくとも一方に{ $digit }が入り、{ $targets }に{ $digit }は入りません。
step-empty-rectangle = { $name }：{ $box }では、{ $digit }の候補は{ $row }と{ $column }の上にしかありません。また、{ $unit }では{ $digit }は{ $near }か{ $far }に入ります。どちらの場合でも、{ $targets }に{ $digit }は入りません。
step-xy-wing = { $name }：{ $pivot }には{ $x }か{ $y }が入ります。どちらの場合でも、{ $pincer1 }と{ $pincer2 }のどちらかに{ $z }が入るので、{ $targets }に{ $z }は入りません。
step-xyz-wing = { $name }：{ $pivot }、{ $pincer1 }、{ $pincer2 }のどれかには必ず{ $z }が入るので、{ $targets }に{ $z }は入りません。
step-w-wing = { $name }：{ $a }と{ $b }の候補はどちらも{ $x }と{ $y }だけです。{ $unit }では{ $x }は{ $near }か{ $far }に入るので、{ $a }と{ $b }のどちらかは{ $x }ではなく{ $y }になり、{ $targets }に{ $y }は入りません。
step-colour-wrap = { $name }（色の矛盾）：強リンクで二つずつ結ばれた{ $digit }を、二色で交互に塗り分けます。同じ色の二つのマスが同じハウスにあるので、その色は偽となり、{ $cells }から{ $digit }を消去します。
step-colour-trap = { $name }（色の挟み撃ち）：強リンクで二つずつ結ばれた{ $digit }を二色で交互に塗り分けると、どちらかの色が真になります。{ $targets }からは両方の色が見えるので、{ $digit }は入りません。
step-remote-pairs = { $name }：{ $cells }の候補は{ $x }と{ $y }だけで、二つの数字が交互に入るチェーンをなしています。{ $targets }からは{ $x }の入るマスと{ $y }の入るマスの両方が見えるので、{ $x }も{ $y }も入りません。
step-bug-plus-one = { $name }：{ $cell }以外の空きマスはすべて候補が二つで、どの数字も各ハウスにちょうど二か所ずつ候補があります。例外はそのマスの{ $digit }だけです。この{ $digit }がなければ解が二つになってしまうので、{ $cell }に{ $digit }が入ります。
step-bug = { $name }：{ $cells }から余分な候補（{ $extra }）を除くと、すべての空きマスの候補が二つずつ、どの数字も各ハウスで入る場所が二か所ずつになります。解が一つだけのパズルではそうはなりえません。したがって、これらのマスのどれかには余分な数字が入り、{ $eliminations }ことになります。
shape-rectangle = 長方形
shape-loop = ループ
step-unique-loop-1 = { $title }：{ $floors }の候補は{ $x }と{ $y }だけなので、{ $roof }にも{ $x }か{ $y }が入ると、入れ替え可能な{ $shape }ができてしまいます。したがって、{ $roof }には{ $x }も{ $y }も入りません。
step-unique-loop-2 = { $title }：{ $roofs }のどれかに{ $extra }が入らないかぎり、{ $all }は{ $x }と{ $y }で入れ替え可能な{ $shape }になってしまいます。したがって、{ $targets }に{ $extra }は入りません。
step-unique-loop-3 = { $title }：{ $roof1 }と{ $roof2 }のどちらかには、余分な候補である{ $extra }が入ります（そうでなければ{ $shape }{ $all }が入れ替え可能になります）。この二マスは{ $subset }とともに、{ $unit }で{ $digits }のネイキッドサブセットをなすので、そのハウスのほかのマスからこれらの数字を消去します。
step-unique-loop-4 = { $title }：{ $unit }では、{ $locked }が入るのは{ $roof1 }と{ $roof2 }だけなので、どちらかに{ $locked }が入ります。どちらかに{ $other }が入ると{ $shape }{ $all }が入れ替え可能になってしまうので、どちらにも{ $other }は入りません。
step-als = { $name }：ALS A = { $a }とB = { $b }は、{ $link }。したがって、{ $eliminations }ことになります。
als-set = { $cells }（{ $unit }、数字{ $digits }）
als-two-restricted = 制限付き共通候補{ $x }と{ $y }の二つを共有しています。そのため、どちらのセットもこの二つのうちちょうど一つを欠くことになり、ほかの数字はすべてその場に固定され、{ $x }と{ $y }はそれぞれどちらかのセットに入ります
als-one-restricted = 制限付き共通候補{ $x }を共有しています（一方のセットのどの{ $x }からも、もう一方のセットのすべての{ $x }が見えるので、{ $x }を含むのはせいぜい一方のセットだけです）。そのため、どちらかのセットは{ $x }なしで確定し、二つのセットに共通するほかの数字は、それぞれどちらかのセットに必ず入ります
step-chain-bare = { $name }。
step-chain-first-true = { $name }：{ $chain }。「{ $first }」が成り立たないとすると、チェーンによって逆にそれが成り立ってしまいます。したがって、{ $first }ことになります。
step-chain-either-end = { $name }：{ $chain }。「{ $first }」と「{ $last }」の少なくとも一方が成り立つので、{ $eliminations }ことになります。
step-chain-loop = { $name }：{ $chain }は連続ループなので、どのリンクもちょうど一方の端が真になります。したがって、{ $eliminations }ことになります。
step-forcing-bare = { $title }。
step-forcing-contradiction = { $title }：{ $assume }、{ $story }という矛盾が生じます。したがって、{ $conclude }ことになります。
forcing-if-is = 仮に{ $cell }に{ $digit }が入るとすると
forcing-if-not = 仮に{ $cell }に{ $digit }が入らないとすると
forcing-story-one = { $chain }：{ $why }
forcing-story-two = { $chain }、一方で{ $second }：{ $why }
forcing-story-then = { $chain }となり、{ $why }
step-forcing-agreement = { $title }：{ $intro }、同じ結果になります：{ $branches }。したがって、{ $main }ことになります。
step-forcing-agreement-also = { $title }：{ $intro }、同じ結果になります：{ $branches }。したがって、{ $main }ことになります。同じ分岐から、{ $also }こともわかります。
forcing-intro-both-ways = { $cell }に{ $digit }が入っても入らなくても
forcing-intro-each-digit = { $cell }には{ $digits }のどれかが入り、どの場合も
forcing-intro-each-place = { $unit }の{ $digit }はどこかに入らなければならず、どの場所の場合も
broken-empty-cell = { $cell }に入る候補がなくなる
broken-no-place = { $unit }に{ $digit }の入る場所がなくなる
broken-clash = { $cell }は{ $digit }であると同時に{ $digit }でもない
broken-two-digits = { $cell }に数字が二つ入る
broken-repeated = { $unit }で{ $first }と{ $second }がどちらも{ $digit }になる
broken-no-solution = 盤面に解がなくなる
broken-cage-sum = { $cell }から始まる合計{ $sum }のケージが合計を作れなくなる

## Variant steps

vstep-hidden-single = { $name }：{ $house }で{ $digits }が入る場所は{ $cells }の一か所だけです。したがって、{ $effects }ことになります。
vstep-naked-single = { $name }：{ $cells }に入るのは{ $digits }だけです。したがって、{ $effects }ことになります。
vstep-cage-combinations = { $name }：ケージ{ $cells }の合計は{ $sum }で、この合計をそのマスで作れるのは{ $digits }だけです。したがって、{ $effects }ことになります。
vstep-locked = { $name }：{ $house }では、{ $digits }は{ $cells }にしか入らず、これらのマスはすべて{ $other }にもあります。したがって、{ $effects }ことになります。
vstep-cage-house = { $name }：合計{ $sum }のケージには必ず{ $digits }が入り、ケージ内でそれが入りうるマス（{ $cells }）はすべて{ $house }にあります。したがって、{ $effects }ことになります。
vstep-house-cage = { $name }：{ $house }では、{ $digits }は{ $cells }にしか入らず、これらはすべて合計{ $sum }のケージの中にあるので、このケージの{ $digits }はそこに入ります。したがって、{ $effects }ことになります。
vstep-naked-subset = { $name }：{ $house }で、{ $cells }に入る数字は合わせて{ $digits }だけです。したがって、{ $effects }ことになります。
vstep-hidden-subset = { $name }：{ $house }では、{ $digits }は{ $cells }にしか入りません。したがって、{ $effects }ことになります。
vstep-rule-of-45 = { $name }：{ $house }の合計は45なので、{ $cells }の合計は{ $sum }になります。したがって、{ $effects }ことになります。
vstep-rule-of-45-two = { $name }：{ $houses }の合計は90なので、{ $cells }の合計は{ $sum }になります。したがって、{ $effects }ことになります。
vstep-xy-wing = { $name }：{ $pivot }は候補が二つで、{ $pincers }が見える位置にあります。どちらの数字が入っても、その二マスのどちらかに{ $digits }が入ります。したがって、{ $effects }ことになります。
vstep-pattern = { $name }：{ $cells }の{ $digits }のパターンです。したがって、{ $effects }ことになります。
vstep-fish = { $name }：{ $bases }では{ $digits }が{ $cells }にしか入らず、それらはすべて{ $covers }の中にあります。したがって、{ $effects }ことになります。
vstep-xyz-wing = { $name }：{ $pivot }は候補が三つで、それぞれ二つずつ持つ{ $pincers }が見えます。三マスのどれかが{ $digits }です。したがって、{ $effects }ことになります。
vstep-w-wing = { $name }：{ $pair }はどちらも{ $digits }だけを持ち、{ $house }ではその一方の数字が{ $links }にしか入らず、それぞれがペアの一方を見ています。よってペアの一方はもう一つの数字です。したがって、{ $effects }ことになります。
vstep-colouring = { $name }：二か所にしか入らないハウスをたどって{ $digits }を追うと、{ $cells }は入る・入らないを交互に繰り返します。したがって、{ $effects }ことになります。
vstep-x-chain = { $name }：{ $digits }は二か所にしか入らないハウスを通って{ $cells }に沿って交互に並び、{ $start }が{ $digits }でなければ{ $end }が{ $digits }です。したがって、{ $effects }ことになります。
vstep-xy-chain = { $name }：候補が二つのマス{ $cells }に沿って、{ $start }が{ $digits }でなければ{ $end }が{ $digits }です。したがって、{ $effects }ことになります。
vstep-forcing-contradiction = { $name }：{ $cells }を{ $digits }と仮定すると、続くシングルで埋められないマス、ハウス、ケージが生じます。したがって、{ $effects }ことになります。
vstep-forcing-cell = { $name }：{ $cells }に{ $digits }のどれが入っても、続くシングルの結論は同じです。したがって、{ $effects }ことになります。
vstep-forcing-house = { $name }：{ $house }の{ $digits }が{ $cells }のどちらに入っても、続くシングルの結論は同じです。したがって、{ $effects }ことになります。
vstep-killer-pair = { $name }：{ $house }では、どう埋めても{ $cells }の中に{ $digits }が入ります。したがって、{ $effects }ことになります。
vstep-interacting-cages = { $name }：{ $house }では{ $cells }がハウスの数字を分け合い、それぞれの合計どおりに一緒に埋めると残る候補は{ $digits }だけです。したがって、{ $effects }ことになります。
vstep-rule-of-45-several = { $name }：{ $houses }の合計は{ $total }なので、{ $cells }の合計は{ $sum }になります。したがって、{ $effects }ことになります。
vstep-rule-thermometer = { $name }：温度計の数字は{ $first }から{ $last }へ向かって大きくなります。したがって、{ $effects }ことになります。
vstep-rule-arrow = { $name }：{ $first }から伸びる矢印の上の数字の合計は、丸の中の数になります。したがって、{ $effects }ことになります。
vstep-rule-whispers = { $name }：線{ $cells }の上で隣り合う数字の差は{ $value }以上です。したがって、{ $effects }ことになります。
vstep-rule-palindrome = { $name }：線{ $cells }はどちらの端から読んでも同じです。したがって、{ $effects }ことになります。
vstep-rule-renban = { $name }：線{ $cells }には連続する数字が順不同で入ります。したがって、{ $effects }ことになります。
vstep-rule-between = { $name }：{ $first }と{ $last }の間の線上のマスには、両端の数字の間の数字が入ります。したがって、{ $effects }ことになります。
vstep-rule-difference = { $name }：白い点が{ $cells }を結び、二つの数字の差は{ $value }です。したがって、{ $effects }ことになります。
vstep-rule-ratio = { $name }：黒い点が{ $cells }を結び、一方の数字は他方の{ $value }倍です。したがって、{ $effects }ことになります。
vstep-rule-pair-sum = { $name }：{ $cells }の数字の合計は{ $value }です。したがって、{ $effects }ことになります。
vstep-rule-no-difference = { $name }：白い点のない隣り合うマスの数字は連続しません。したがって、{ $effects }ことになります。
vstep-rule-no-ratio = { $name }：黒い点のない隣り合うマスの数字は、一方が他方の2倍になりません。したがって、{ $effects }ことになります。
vstep-rule-no-pair-sum = { $name }：XもVもない隣り合うマスの数字の合計は、10にも5にもなりません。したがって、{ $effects }ことになります。
vstep-rule-odd = { $name }：{ $cells }には奇数が入ります。したがって、{ $effects }ことになります。
vstep-rule-even = { $name }：{ $cells }には偶数が入ります。したがって、{ $effects }ことになります。
vstep-rule-little-killer = { $name }：斜めの列{ $cells }の合計は{ $value }です（同じ数字が入ってもかまいません）。したがって、{ $effects }ことになります。
vstep-rule-sandwich = { $name }：{ $first }から{ $last }までの列で、1と最大の数字の間にある数字の合計は{ $value }です。したがって、{ $effects }ことになります。
vstep-rule-x-sum = { $name }：{ $first }から数えて最初のX個の数字の合計は{ $value }です（Xは{ $first }の数字）。したがって、{ $effects }ことになります。
vstep-rule-skyscraper = { $name }：{ $first }から{ $last }までの列を見ると、数字の高さのビルが{ $value }棟見えます。したがって、{ $effects }ことになります。
vstep-rule-region-sum = { $name }：線{ $cells }の各ブロック内の部分は、どれも同じ合計になります。したがって、{ $effects }ことになります。
vstep-rule-entropic = { $name }：線{ $cells }上の連続する3マスには、低い数字・中くらいの数字・高い数字が1つずつ入ります。したがって、{ $effects }ことになります。
vstep-rule-quadruple = { $name }：丸の周りのマス{ $cells }には、丸に書かれた数字が入ります。したがって、{ $effects }ことになります。
vstep-rule-minimum = { $name }：{ $first }の数字は、隣のどのマスよりも小さくなります。したがって、{ $effects }ことになります。
vstep-rule-maximum = { $name }：{ $first }の数字は、隣のどのマスよりも大きくなります。したがって、{ $effects }ことになります。
vstep-rule-clone = { $name }：網掛けのグループ{ $cells }には、同じ位置に同じ数字が入ります。したがって、{ $effects }ことになります。
vstep-rule-row-indexer = { $name }：{ $first }の数字は、その列の中で自分の行番号が入る行を示します。したがって、{ $effects }ことになります。
vstep-rule-column-indexer = { $name }：{ $first }の数字は、その行の中で自分の列番号が入る列を示します。したがって、{ $effects }ことになります。
vstep-rule-box-indexer = { $name }：{ $first }の数字は、そのブロックの中で自分の位置の番号が入る位置を示します。したがって、{ $effects }ことになります。
vstep-rule-given-candidates = { $name }：{ $first }には、出題者が書き込んだ候補のどれかが入ります。したがって、{ $effects }ことになります。
vfact-placed = { $cell }に{ $digit }が入る

## The hint card's walks through chains

walk-loop-start = { $cell }の{ $digit }からループをたどります。どのリンクも二つの候補を結んでいて、そのうちちょうど一方が真です。
walk-suppose-not = { $cell }に{ $digit }が入らないと仮定します。
walk-strong = すると、{ $fact }ことになります（{ $why }）。
walk-weak = よって、{ $fact }ことになります（{ $why }）。
walk-end-either = したがって、{ $cell }に{ $digit }が入らないなら、{ $last }ことになります。二つのうち少なくとも一方は真なので、{ $eliminations }ことになります。
walk-end-first-true = { $cell }に{ $digit }が入らないと仮定すると、逆に{ $digit }が入ることになりました。したがって、どちらにしても{ $cell }には{ $digit }が入ります。
walk-end-loop = リンクの両端がどちらも見える候補はすべて偽です。したがって、{ $eliminations }ことになります。
walk-why-bivalue = { $cell }の候補は{ $low }と{ $high }だけ
walk-why-only-place = { $unit }で{ $digit }が入るのは、ほかにそこだけ
walk-why-only-place-here = そのハウスで{ $digit }が入るのは、ほかにそこだけ
walk-why-holds = { $cell }には{ $digit }が入る
walk-why-shares = { $cell }の{ $digit }と{ $unit }を共有している
walk-suppose = { $fact }と仮定します。
walk-but-then = しかしそうすると、{ $why }ことになります。
walk-both-ways = { $cell }には{ $digit }が入るか、入らないかのどちらかです。
walk-one-of = { $cell }には{ $digits }のどれかが入ります。
walk-each-place = { $unit }の{ $digit }は、どこかに入らなければなりません。
walk-if = { $case }場合を考えます。
walk-then = すると、{ $fact }
walk-if-then = { $case }場合、{ $fact }
walk-so = { $before }ので、{ $fact }
walk-sentence = { $text }ことになります。
walk-same-end = どの場合も、{ $facts }という同じ結果になります。
walk-hence = したがって、{ $result }ことになります。

## ヒントカードでたどるバリアントのフォーシングチェーン：各リンクと、それを決めるシングル

vwalk-forced = すると、{ $fact }ことになります（{ $why }）。
vwalk-if-forced = { $case }場合、{ $fact }ことになります（{ $why }）。
vwalk-so = よって、{ $fact }ことになります。
vwhy-naked-single = { $cell }に残る候補はこれだけ
vwhy-hidden-single = { $unit }で{ $digit }が入るのはここだけ
vwhy-cage-sum = ケージの最後の空きマスで、合計{ $sum }から残るのは{ $digit }

## Mistakes, contradictions and hints

mistake-not-the-solution = { $cell }の{ $digit }は間違いです。解答の数字ではありません。
mistake-no-solution-with-it = { $cell }の{ $digit }は間違いです。この数字を入れると盤面に解がなくなります。
mistake-lost-candidate = { $cell }のメモから{ $digit }が消えていますが、このマスにはまだ必要です。候補を誤って消してしまっています。
contradiction-repeated = { $unit }に{ $digit }が二つあります（{ $first }と{ $second }）。
contradiction-empty-cell = { $cell }は空きマスですが、候補が一つも残っていません。
contradiction-no-place = { $unit }では、{ $digit }の入る場所がもうありません。
contradiction-clash = { $cell }は{ $digit }であると同時に{ $digit }でもないことになります。
contradiction-two-digits = { $cell }に数字が二つ必要になります。
contradiction-no-solution = 盤面に解がありません
contradiction-not-unique = 元のパズルの解が一つに決まりません
contradiction-cage-sum = { $cell }から始まる合計{ $sum }のケージは、合計を作ることができません。
hint-grid-solved = 盤面はすでに完成しています。
hint-no-technique = このアプリが知っているテクニックは、ここではどれも使えません。次の一手には試行錯誤が必要です。
hint-stalled = ここで使える既知のテクニックはありません。
hint-contradiction = 矛盾：{ $why }

## The explanation's heading and closing line

explain-heading = パズル { $line }
explain-solved = { $steps }ステップで解けました。難易度：{ $level }、スコア{ $score }（最も難しいテクニック：{ $hardest }）。
explain-stalled = { $steps }ステップで行き詰まりました：使える既知のテクニックがありません（論理外）。
explain-contradiction = { $steps }ステップで停止しました：パズルがルールに反しているか、解がありません。
variant-explain-solved = { $steps }ステップで解けました。難易度：{ $level }、スコア{ $score }（最も難しいテクニック：{ $hardest }）。
variant-explain-stalled = { $steps }ステップで行き詰まりました：使えるバリアントのテクニックがありません（「マスター」を超えています）。
