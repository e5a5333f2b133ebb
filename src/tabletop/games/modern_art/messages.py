"""Modern Art's texts in the three languages (merged into the shared catalogs by ui.i18n).

The Chinese follows the vocabulary of the original rules (shared/seeds/001_...): 主持人 for the
auctioneer, 喊價 for a bid, 棄權 for a pass, 銀行 for the bank, 標碼 for the value tiles.
"""

RULES_EN = """
## The idea
You run a gallery. In turn, each player puts a painting from their hand up for auction, and everyone (the seller too) may buy. After each of the four rounds the bank buys every painting bought that round, at a price set by how popular its artist was. The richest player after round 4 wins.

## Components
- 70 paintings by five artists, in board order: ▲ Lite Metal (12), ● Yoko (13), ■ Christin P. (14), ◆ Karl Gitter (15), ★ Krypto (16). Each card shows how it is auctioned: open, once around, sealed, fixed price or double.
- Value tiles 30, 20 and 10, four of each, placed on a board with one column per artist and one row per round.
- Every player starts with 100. Money is secret, and so is your hand.

## Dealing
- Round 1: 3 players 11 cards each, 4 players 9, 5 players 8.
- Before rounds 2 and 3 each player gets more cards: 3 players 6, 4 players 4, 5 players 3. Nobody gets cards before round 4.
- Cards you do not play stay in your hand for the next round; after round 4 they are worthless.

## A turn
The player whose turn it is becomes the auctioneer: they choose a painting from their hand and auction it the way the card says. The winner pays the auctioneer; if the auctioneer wins their own painting, they pay the bank. Nobody may bid more money than they have. Then the next player clockwise auctions a painting.

## The five auctions
- Open auction: everyone, the auctioneer included, bids higher and higher; when the auctioneer is satisfied the painting is sold to the highest bid. If nobody bids, the auctioneer takes it for 0.
- Once-around auction: starting left of the auctioneer and going clockwise, every player has exactly one chance to bid higher or pass. The auctioneer is last: they may outbid everyone and keep it, or pass and sell it to the highest bidder. If nobody bids, the auctioneer takes it for 0.
- Sealed auction: everyone, the auctioneer included, secretly chooses an amount (0 is allowed); all amounts are shown together and the highest wins. A tie goes to the tied player nearest the auctioneer's left, unless the auctioneer is among them: then the auctioneer wins.
- Fixed-price auction: the auctioneer names a price they can pay. From their left, each player in turn may buy at that price or decline. If nobody buys, the auctioneer must buy it.
- Double auction: a double is never sold alone. The auctioneer may add a second, non-double painting of the same artist: both are sold together, the way the second card says. Or they offer the chance around the table: the first player who adds such a painting becomes the auctioneer of both and the two auctioneers share the money (an odd unit goes to the new auctioneer). If the old auctioneer buys, half goes to the bank and half to the new auctioneer (odd unit to the new one); if the new auctioneer buys, half to the bank and half to the old auctioneer (odd unit to the bank). If nobody adds a painting, the first auctioneer takes the double for free. After a shared double, play goes on left of the new auctioneer: the players in between are skipped.

## The end of a round
A round ends at once when the fifth painting of one artist is played. That painting is not auctioned and belongs to nobody, but it counts. If the fifth is a double, no second card is added. If a double plus a second painting would make the fourth and fifth, both are put away unsold and the round ends.

## Selling to the bank
- The artist with the most paintings this round (sold ones and the one that ended the round) gets a 30 tile in this round's row, the second 20, the third 10. Equal counts go to the artist further left on the board. The others get nothing.
- A painting of one of these three artists is worth the total of all tiles in its column (this round and earlier ones). A painting of any other artist is worth 0 this round, even if its column holds earlier tiles.
- Example: Christin P. is second in round 1 (20) and first in round 2 (30): in round 2 each of her paintings sells for 50. Out of the top three in round 3: 0. Third in round 4: 60.
- Every player sells every painting bought this round to the bank at that value. The next round starts left of the player who ended the round.

## The end
After the sale of round 4 the richest player wins; cards left in hand are worthless.

## How this table plays it
- The opening player is chosen when the game is set up (at random or a given seat).
- With three players each gets 11 cards in round 1, as the original rules say; the published rulebooks' 10 is an option of the new-game form.
- The open auction is live, as at a real table: the shared screen shows a row of raises for every person at the table (in their colour, with their name), and anyone may raise at any moment, the auctioneer included, with no hand-over. "Any more bids? Going once… going twice…" runs on a countdown (3, 5 or 8 seconds, an option of the new-game form) that every raise starts again; when it runs out the painting is sold to the high bidder, or, with no bid at all, the auctioneer takes it for 0. Once there is a bid the auctioneer may also sell at once. Computer players raise within the countdown as a person would, after a moment's thought. Money stays secret: a raise above your money is refused with "… cannot bid that much", which says no amount.
- Sealed offers are entered one player at a time behind the hand-over screen; the table shows who has made an offer but no amount until all are revealed together.
- Nothing secret is decided for anyone automatically: a player who has no painting to add to a double, or cannot outbid, still answers "decline" or "pass" themselves, so the table gives nothing away.
- A player with no cards is skipped. If nobody holds a card at all, the round ends. If the last card in anyone's hand is played, it is not auctioned but counts, and the round ends (as the published rulebook says).
- An artist with no painting in a round gets no tile, even if fewer than three artists were played.
- A fixed price is a whole number from 1 up to the auctioneer's money (0 only for an auctioneer with no money). All bids are whole numbers.
- Money and hands are secret. With several people at one device, each sees their own hand and money only after the hand-over screen. Payments are written in the game log, as everyone at a real table sees money change hands. The "open" option of the new-game form shows every hand and all money, for learning.
- Equal money at the end is a shared win.
"""

RULES_ZH_HANS = """
## 游戏概念
你是一家画廊的主人。玩家轮流担任主持人，从手中拿出一幅画拍卖，所有人（包括主持人）都可以买。四个回合中每个回合结束时，银行按画家本回合的受欢迎程度，买下本回合买到的所有画。第四回合结束后钱最多的玩家获胜。

## 配件
- 五位画家的70幅画，按版图顺序：▲ Lite Metal（12）、● Yoko（13）、■ Christin P.（14）、◆ Karl Gitter（15）、★ Krypto（16）。每张牌注明拍卖方式：公开拍卖、一轮拍卖、密封拍卖、定价拍卖或双倍拍卖。
- 面值30、20、10的价值标码各四枚，放在版图上：每位画家一列，每个回合一行。
- 每名玩家开局有100元。玩家的钱是隐秘的，手牌也不能示人。

## 发牌
- 第一回合：三人每人11张，四人9张，五人8张。
- 第二、三回合开始前补牌：三人每人6张，四人4张，五人3张。第四回合不补牌。
- 没打出的牌留在手中带到下一回合；第四回合结束后全部作废。

## 轮到你时
轮到的玩家成为主持人：从手中选一幅画，按牌上的方式拍卖。得标者把钱付给主持人；若主持人自己买下，则付给银行。任何人喊价都不能超过自己的钱。然后由顺时针下一位玩家拍卖一幅画。

## 五种拍卖方式
- 公开拍卖：所有人（包括主持人）自由喊价，每次都要比前一个价高；主持人满意时，以最高价成交。若无人喊价，主持人以0元自己买下。
- 一轮拍卖：从主持人左边开始顺时针，每人只有一次机会喊更高的价或弃权。主持人最后一个：可以喊价超过所有人自己买下，也可以弃权，把画卖给最高喊价者。若无人喊价，主持人以0元自己买下。
- 密封拍卖：每个人（包括主持人）秘密决定一个金额（可以是0），同时亮出，最高者得标。若最高价相同，由主持人左手边算起最近的一位得标；若主持人也在其中，则由主持人得标。
- 定价拍卖：主持人定一个自己买得起的价格。从其左边开始，每人依次决定要不要以此价买下。若无人购买，主持人必须自己买下。
- 双倍拍卖（成套卖画）：双倍牌不能单独卖。主持人可以再拿出一张同一画家的非双倍牌，两张一起卖，方式按第二张牌。也可以依次问其他玩家：第一个拿出这样一张牌的人成为两张画的新主持人，两人平分卖得的钱（奇数多出的一元给新主持人）。若旧主持人买下，一半付银行、一半付新主持人（多出的一元给新主持人）；若新主持人买下，一半付银行、一半付旧主持人（多出的一元给银行）。若无人参加，原主持人免费得到这张双倍牌。两人合作卖画后，由新主持人左边的人继续，中间的人全被跳过。

## 回合结束
当某位画家本回合的第五幅画被打出时，回合立即结束。这幅画不拍卖、不属于任何人，但要计数。若第五幅是双倍牌，则不需再配第二张。若一张双倍牌加第二张画会成为第四和第五幅，两张都作废，回合结束。

## 卖给银行
- 本回合画作最多的画家（已卖出的加上结束回合的那一张）在本回合那一行得到30的标码，第二多得20，第三多得10。数量相同时，版图上靠左的画家优先。其余画家没有标码。
- 这三位画家的画，每幅价值为该画家那一列所有标码之和（本回合及之前各回合）。其他画家的画本回合一文不值，即使那一列以前有标码。
- 例：Christin P. 第一回合第二名（20），第二回合第一名（30）：第二回合每幅卖50。第三回合未进前三：0。第四回合第三名：60。
- 每名玩家把本回合买到的画全部按此价卖给银行。下一回合由结束本回合的玩家左边的人开始。

## 游戏结束
第四回合的画卖给银行后，钱最多的玩家获胜；手中剩下的牌作废。

## 本应用的具体处理
- 起始玩家在创建游戏时选定（随机或指定座位）。
- 三人游戏第一回合每人11张，与原规则相同；已出版规则书的10张可在新游戏设置中选择。
- 公开拍卖像真实牌桌一样即时进行：共用的画面上每位真人玩家都有一行自己的加价按钮（以其颜色和名字标示），任何人（包括主持人）随时都可以加价，不需要交接设备。“还有人出价吗？一声……两声……”按倒数计时进行（3、5或8秒，可在新游戏设置中选择），每次加价都会重新开始倒数；倒数结束时画作成交给最高喊价者；若无人喊价，主持人以0元自己买下。一旦有人喊价，主持人也可以立即成交。电脑玩家会像真人一样，想一想后在倒数时间内加价。钱仍是秘密：超过自己金钱的加价会被拒绝，提示“……出不起这个价”，不透露任何金额。
- 密封拍卖的金额在交接画面后由玩家逐一输入；牌桌只显示谁已出价，不显示金额，直到全部同时亮出。
- 涉及秘密的选择从不自动代替玩家做出：没有可加入双倍拍卖的画、或无法喊更高价的玩家，仍需自己选择“不参加”或“弃权”，这样牌桌不会泄露任何信息。
- 没有手牌的玩家被跳过。若所有人都没有手牌，回合结束。若打出的是所有人手中的最后一张牌，它不拍卖但要计数，回合结束（与已出版规则书相同）。
- 本回合没有画作的画家不得标码，即使本回合打出的画家少于三位。
- 定价为1到主持人所有钱之间的整数（只有身无分文的主持人才能定价0）。所有喊价都是整数。
- 钱和手牌是隐秘的。多人共用一台设备时，每人只有在交接画面之后才能看到自己的手牌和钱。付款会写在游戏记录中，就像真实牌桌上每个人都看得到钱的往来。新游戏设置中的“公开”选项会显示所有手牌和钱，便于学习。
- 游戏结束时钱数相同则并列获胜。
"""

RULES_ZH_HANT = """
## 遊戲概念
你是一家藝廊的主人。玩家輪流擔任主持人，從手上拿出一幅畫拍賣，所有人（包括主持人）都可以買。四個回合中每個回合結束時，銀行依畫家本回合的受歡迎程度，買下本回合買到的所有畫。第四回合結束後錢最多的玩家獲勝。

## 配件
- 五位畫家的70幅畫，依棋盤順序：▲ Lite Metal（12）、● Yoko（13）、■ Christin P.（14）、◆ Karl Gitter（15）、★ Krypto（16）。每張牌註明拍賣方式：公開拍賣、一輪拍賣、密封拍賣、定價拍賣或雙倍拍賣。
- 面值30、20、10的價值標碼各四枚，放在棋盤上：每位畫家一列，每個回合一行。
- 每位玩家開局有100元。玩家的錢是隱密的，手上的牌也不能示人。

## 發牌
- 第一回合：三人每人11張，四人9張，五人8張。
- 第二、三回合開始前補牌：三人每人6張，四人4張，五人3張。第四回合不補牌。
- 沒打出的牌留在手上帶到下一回合；第四回合結束後全部作廢。

## 輪到你時
輪到的玩家成為主持人：從手上選一幅畫，依牌上的方式拍賣。得標者把錢付給主持人；若主持人自己買下，則付給銀行。任何人喊價都不能超過自己的錢。然後由順時針下一位玩家拍賣一幅畫。

## 五種拍賣方式
- 公開拍賣（公開競價）：所有人（包括主持人）自由喊價，每次都要比前一個價高；主持人滿意時，以最高價成交。若無人喊價，主持人以0元自己買下。
- 一輪拍賣（喊一圈價）：從主持人左邊開始順時針，每人只有一次機會喊更高的價或棄權。主持人最後一個：可以喊價超過所有人自己買下，也可以棄權，把畫賣給最高喊價者。若無人喊價，主持人以0元自己買下。
- 密封拍賣（秘密喊價、暗標）：每個人（包括主持人）秘密決定一個金額（可以是0），同時亮出，最高者得標。若最高價相同，由主持人左手邊算下去最近的一位得標；若主持人也在其中，則由主持人得標。
- 定價拍賣：主持人出一個自己買得起的定價。從其左手邊開始，每人依次決定要不要以此價買下。若無人接受，主持人必須自己出錢買下。
- 雙倍拍賣（成套賣畫）：雙倍牌不能單獨賣。主持人可以再拿出一張同畫家但非雙倍的畫，兩張一起賣，賣法依第二張。也可以依次問其他玩家：第一個拿出這樣一張畫的人成為兩張畫的新主持人，兩人對分賣得的錢（奇數多出的一元給新主持人）。若舊主持人買下，一半付銀行、一半付新主持人（多出的一元給新主持人）；若新主持人買下，一半付銀行、一半付舊主持人（多出的一元給銀行）。若一圈下來沒人參加，原主持人免費得到這張畫。兩人合作賣畫後，由新主持人左邊的人繼續，中間的人全被跳過。

## 回合結束
當某位畫家本回合的第五幅畫出現時，回合立即結束。這幅畫不得拍賣、不屬於任何人，但要計數。若第五幅是雙倍牌，則不需找第二張搭配。若一張雙倍牌加上第二張畫會成為第四和第五幅，兩張都視同廢棄，回合結束。

## 賣給銀行
- 本回合畫作最多的畫家（已賣出的加上結束回合的那一張）在本回合那一行得到30元的標碼，第二多得20，第三多得10。數量相同時，棋盤上靠左的畫家優先。其餘畫家沒有標碼。
- 這三位畫家的畫，每幅價值為該畫家那一列所有標碼之和（本回合及之前各回合）。其他畫家的畫本回合沒有價值，即使那一列以前有標碼。
- 例：Christin P. 第一回合第二名（20），第二回合第一名（30）：第二回合每幅賣50。第三回合沒進前三名：0。第四回合第三名：60。
- 每位玩家把本回合買到的畫全部依此價賣給銀行，賣出的畫進美術館。下一回合由結束本回合的玩家左邊的人開始。

## 遊戲結束
第四回合的畫賣給銀行後，錢最多的玩家獲勝；手上剩餘的牌全部作廢。

## 本程式的具體處理
- 起始玩家在建立遊戲時選定（隨機或指定座位）。
- 三人遊戲第一回合每人11張，與原規則相同；已出版規則書的10張可在新遊戲設定中選擇。
- 公開拍賣像真實牌桌一樣即時進行：共用的畫面上每位真人玩家都有一行自己的加價按鈕（以其顏色和名字標示），任何人（包括主持人）隨時都可以加價，不需要交接裝置。「還有人出價嗎？一聲……兩聲……」依倒數計時進行（3、5或8秒，可在新遊戲設定中選擇），每次加價都會重新開始倒數；倒數結束時畫作成交給最高喊價者；若無人喊價，主持人以0元自己買下。一旦有人喊價，主持人也可以立即成交。電腦玩家會像真人一樣，想一想之後在倒數時間內加價。錢仍是秘密：超過自己金錢的加價會被拒絕，提示「……出不起這個價」，不透露任何金額。
- 密封拍賣的金額在交接畫面之後由玩家逐一輸入；牌桌只顯示誰已出價，不顯示金額，直到全部同時亮出。
- 涉及秘密的選擇從不自動替玩家做出：沒有可加入雙倍拍賣的畫、或無法喊更高價的玩家，仍須自己選擇「不參加」或「棄權」，這樣牌桌不會洩露任何資訊。
- 沒有手牌的玩家被跳過。若所有人都沒有手牌，回合結束。若打出的是所有人手上的最後一張牌，它不拍賣但要計數，回合結束（與已出版規則書相同）。
- 本回合沒有畫作的畫家不得標碼，即使本回合打出的畫家少於三位。
- 定價為1到主持人所有錢之間的整數（只有身無分文的主持人才能定價0）。所有喊價都是整數。
- 錢和手牌是隱密的。多人共用一台裝置時，每人只有在交接畫面之後才看得到自己的手牌和錢。付款會寫在遊戲紀錄中，就像真實牌桌上每個人都看得到錢的往來。新遊戲設定中的「公開」選項會顯示所有手牌和錢，方便學習。
- 遊戲結束時錢數相同則並列獲勝。
"""

EN = {
    "game.modern_art.title": "Modern Art",
    "game.modern_art.summary": "Auction paintings five different ways, push up the artists you collect, and sell to the bank after each of four rounds. Reiner Knizia, 45 minutes.",
    "progress.modern_art": "Round {round}",
    "option.three_player_deal": "First deal with 3 players:",
    "option.three_player_deal.11": "11 cards each (original rules)",
    "option.three_player_deal.10": "10 cards each (published rulebooks)",
    "option.open_table": "Hands and money:",
    "option.open_table.off": "Secret, as in the rules",
    "option.open_table.on": "Open to everyone (for learning)",
    "ma.artist.lite_metal": "Lite Metal",
    "ma.artist.yoko": "Yoko",
    "ma.artist.christin_p": "Christin P.",
    "ma.artist.karl_gitter": "Karl Gitter",
    "ma.artist.krypto": "Krypto",
    "ma.type.open": "Open auction",
    "ma.type.once_around": "Once-around auction",
    "ma.type.sealed": "Sealed auction",
    "ma.type.fixed_price": "Fixed-price auction",
    "ma.type.double": "Double auction",
    "ma.type_short.open": "Open",
    "ma.type_short.once_around": "Once around",
    "ma.type_short.sealed": "Sealed",
    "ma.type_short.fixed_price": "Fixed price",
    "ma.type_short.double": "Double",
    "ma.explain.open": "anyone may raise at any moment, the auctioneer included; when nobody raises before the countdown ends it is sold to the high bid.",
    "option.countdown": "Open auction countdown:",
    "option.countdown.3": "3 seconds (quick)",
    "option.countdown.5": "5 seconds",
    "option.countdown.8": "8 seconds (relaxed)",
    "ma.prompt.live_first": "Open auction: anyone may bid. Sold when nobody raises for {seconds} s.",
    "ma.prompt.live": "Open auction: {bidder} bids {bid}. Anyone may raise within {seconds} s.",
    "ma.hint.sold_free": "{name} keeps it for 0",
    "ma.live.heading": "Raise: anyone, any time",
    "ma.live.amount": "Exact bid",
    "ma.live.exact": "Exact bid:",
    "ma.live.bid_as": "{name}",
    "ma.live.bid_as_aria": "{name} bids the amount typed",
    "ma.live.note_shared": "Everyone sees this screen: a bid above your money is refused, without saying how much you have.",
    "ma.live.raise": "{name} bids {amount}",
    "ma.live.holds": "high bid {amount}",
    "ma.live.sell": "Sold to {name} for {amount}",
    "ma.live.sell_aria": "{auctioneer}, the auctioneer: sold to {name} for {amount}",
    "ma.live.look": "Look",
    "ma.live.paused": "Countdown paused",
    "ma.live.stage.0": "{amount}: any more bids?",
    "ma.live.stage.1": "{amount}: going once…",
    "ma.live.stage.2": "{amount}: going twice…",
    "ma.live.stage_free.0": "Any bids?",
    "ma.live.stage_free.1": "No bid yet: going once…",
    "ma.live.stage_free.2": "No bid yet: going twice…",
    "ma.live.refused": "{name} cannot bid that much.",
    "ma.live.too_low": "Too low: the high bid is higher now. Bid at least {low}.",
    "ma.sold": "Sold for {amount}",
    "ma.keep": "Keep it for 0",
    "ma.open_explain": "Without the table's clock: raise or pass; after a pass you may bid again once someone raises.",
    "ma.prompt.open_first": "Open auction: {name} to bid or pass.",
    "ma.prompt.open": "Open auction: {name} to bid more than {bid} ({bidder}) or pass.",
    "ma.prompt.open_sold": "Open auction: {name} may sell to {bidder} for {bid}, bid more, or pass.",
    "ma.explain.once_around": "from the auctioneer's left, each player has one chance to bid higher or pass; the auctioneer is last.",
    "ma.explain.sealed": "everyone, the auctioneer too, makes one secret offer (0 allowed); all are shown together and the highest wins.",
    "ma.explain.fixed_price": "the auctioneer names a price; from their left each player may buy at it; if nobody does, the auctioneer must buy.",
    "ma.explain.double": "sold together with a second painting of the same artist, the way that card says; the auctioneer may add one, or the others in turn.",
    "ma.on_auction": "On auction",
    "ma.round_of": "Round {round} of {rounds}",
    "ma.deck_left": "cards left to deal:",
    "ma.round_last": "the last round: no more cards are dealt",
    "ma.choosing": "{name} is choosing a painting to auction.",
    "ma.auctioneer": "Auctioneer: {name}",
    "ma.shared": "Shared double: {partner} and {name} split the money.",
    "ma.no_bid": "No bid yet.",
    "ma.high_bid": "High bid: {bid} by {name}",
    "ma.sealed_progress": "Secret offers made: {done} of {total}",
    "ma.naming_price": "{name} is naming the price.",
    "ma.fixed_price": "Fixed price: {price}",
    "ma.double_waiting": "{name} may add a second {artist} painting.",
    "ma.my_sealed": "Your secret offer: {amount}",
    "ma.status.auctioneer": "auctioneer",
    "ma.status.partner": "shares the double",
    "ma.status.choosing": "choosing a painting",
    "ma.status.offer_in": "offer made",
    "ma.status.thinking": "deciding",
    "ma.status.to_act": "to act",
    "ma.status.high": "high bid {amount}",
    "ma.status.passed": "passed",
    "ma.status.waiting": "waiting",
    "ma.status.declined": "declined",
    "ma.your_move": "{name}, your move",
    "ma.you_have": "You have {money}.",
    "ma.range": "({low}–{high})",
    "ma.range_from": "(from {low})",
    "ma.shared_bid": "Everyone sees this screen: hold “see your hand and money” to check yours; a bid above your money is refused.",
    "ma.shared_buy": "Everyone sees this screen: hold “see your hand and money” to check yours before you buy.",
    "ma.choose_painting": "Choose a painting to auction. If you win it yourself, you pay the bank.",
    "ma.copies": "×{count}",
    "ma.ends_fifth": "ends the round: the 5th {artist} is not sold",
    "ma.ends_last": "the last card in play: ends the round, not sold",
    "ma.ends_with_second": "a second {artist} would end the round",
    "ma.play_aria": "Auction {card}",
    "ma.add_explain_own": "Add a second {artist} painting to your double: both are sold together the way it says. Or decline, and the others are asked in turn.",
    "ma.add_explain_other": "Add a {artist} painting to {name}'s double: you become the auctioneer of both and share the money with {name}. Or decline.",
    "ma.add": "Add {card}",
    "ma.add_ends": "ends the round: both paintings are put away unsold",
    "ma.none_to_add": "You have no other {artist} painting to add.",
    "ma.decline_add": "Decline",
    "ma.bid_plus": "Bid {amount}",
    "ma.card_label": "{artist}, {type}",
    "ma.ends_short": "Ends round",
    "ma.bank": "Bank",
    "ma.round_short": "R{round}",
    "ma.your_place": "{name}'s place at the table",
    "ma.chart.money": "Money at the start and after each round",
    "ma.chart.income": "Income per round: paintings sold at auction and to the bank",
    "ma.chart.spending": "Spending per round: paintings bought",
    "ma.chart.start": "Start",
    "ma.bid_exact": "Bid:",
    "ma.bid": "Bid",
    "ma.pass": "Pass",
    "ma.once_explain": "This is your only chance in this auction: bid higher or pass.",
    "ma.once_last": "You are last: outbid {name} to keep the painting, or pass and sell it for {bid}.",
    "ma.own_pays_bank": "If you win your own auction, you pay the bank.",
    "ma.cannot_raise": "You cannot bid more than the high bid: pass.",
    "ma.sealed_secret": "Your offer is secret until everyone has made one; 0 is allowed, at most your money.",
    "ma.sealed_amount": "Secret offer:",
    "ma.sealed_submit": "Make offer",
    "ma.sealed_zero": "Offer 0",
    "ma.price_explain": "Name a price you can pay. From your left each player may buy at that price; if nobody does, you must buy it yourself and pay the bank.",
    "ma.price_amount": "Price:",
    "ma.price_submit": "Set the price",
    "ma.buy_explain": "{name} sells it for {price}. The first player who accepts buys it and pays {name}.",
    "ma.buy": "Buy for {price}",
    "ma.decline_buy": "Decline",
    "ma.cannot_afford": "You cannot pay {price}.",
    "ma.your_hand": {"one": "{name}'s hand ({count} card)", "other": "{name}'s hand ({count} cards)"},
    "ma.hand_of": "{name}'s hand",
    "ma.empty_hand": "No cards.",
    "ma.board": "Value board",
    "ma.round_col": "Round",
    "ma.round_row": "Round {round}",
    "ma.column_total": "Total",
    "ma.this_round": "This round",
    "ma.played_game": "Played in all",
    "ma.next_ends": "The next {artist} painting ends the round.",
    "ma.board_note": "At a round's end the three artists with the most paintings this round get 30, 20 and 10 (equal counts: the one further left first). Their paintings sell for the column's total; all others for nothing.",
    "ma.players": "Players",
    "ma.money": "Money: {money}",
    "ma.cards_in_hand": "Cards in hand: {count}",
    "ma.bought": "Bought this round:",
    "ma.bought_none": "nothing yet",
    "ma.last_sale": "Last sale",
    "ma.sale.bid": "{winner} bought {cards} from {auctioneer} for {price}.",
    "ma.sale.own": "{winner} bought their own {cards} for {price}, paid to the bank.",
    "ma.sale.no_bids": "Nobody bid: {winner} kept {cards} for nothing.",
    "ma.sale.unpaired": "Nobody added a painting: {winner} kept the double {cards} for nothing.",
    "ma.sale.fixed": "{winner} bought {cards} from {auctioneer} at the fixed price of {price}.",
    "ma.sale.forced": "Nobody bought at {price}: {winner} had to buy {cards}, paid to the bank.",
    "ma.sale.shared": "{winner} bought {cards} for {price}; the money is shared between {partner} and {auctioneer} (a buyer among them pays their half to the bank).",
    "ma.sale.bids": "Secret offers: {bids}",
    "ma.last_round": "Valuation of round {round}",
    "ma.end.fifth": "{name} played the fifth {artist} painting.",
    "ma.end.last_card": "{name} played the last card in play.",
    "ma.end.no_cards": "Nobody had a card left.",
    "ma.col.artist": "Artist",
    "ma.col.count": "Paintings",
    "ma.col.tile": "Tile",
    "ma.col.value": "Each sold for",
    "ma.sales": "Sold to the bank: {sales}",
    "ma.log.round": "Round {round} begins.",
    "ma.log.dealt": "{name} is dealt: {cards}.",
    "ma.log.deal": "Cards dealt for round {round}: {counts}.",
    "ma.log.skip": "{name} has no cards and is skipped.",
    "ma.log.play": "{name} puts up {card} ({artist}: {count} this round).",
    "ma.log.add": "{name} adds {card} ({artist}: {count} this round).",
    "ma.log.decline_add": "{name} does not add a painting.",
    "ma.log.decline_buy": "{name} does not buy.",
    "ma.log.bid": "{name} bids {amount}.",
    "ma.log.pass": "{name} passes.",
    "ma.log.hammer": "{name}: going once, going twice… sold!",
    "ma.log.sealed_bid": "{name} makes a secret offer.",
    "ma.log.sealed_amount": "{name}'s secret offer: {amount} (shown only to you).",
    "ma.log.reveal": "The offers are revealed: {bids}.",
    "ma.log.price": "{name} sets the price at {amount}.",
    "ma.log.buy": "{name} buys at {amount}.",
    "ma.log.pay": "{payer} pays {amount} to {payee}.",
    "ma.log.pay_to_bank": "{payer} pays {amount} to the bank.",
    "ma.log.pay_from_bank": "The bank pays {amount} to {payee}.",
    "ma.log.round_end": "Round {round} ends: {why}",
    "ma.log.unsold": "Not sold: {cards}.",
    "ma.log.valuation": "Round {round} tiles: {tiles}. Each painting sells for: {values}.",
    "ma.log.sale": {
        "one": "{name} sells {count} painting to the bank for {amount}.",
        "other": "{name} sells {count} paintings to the bank for {amount}.",
    },
    "ma.log.game_over": "The fourth round is over: the game ends.",
    "ma.prompt.over": "The game is over.",
    "ma.prompt.play": "{name}: choose a painting to auction.",
    "ma.prompt.double_own": "{name}: add a second {artist} painting to the double, or decline.",
    "ma.prompt.double_other": "{name}: add a {artist} painting to {auctioneer}'s double, or decline.",
    "ma.prompt.once_first": "Once around: {name}'s one chance to bid or pass.",
    "ma.prompt.once": "Once around: {name}'s one chance to bid more than {bid} ({bidder}) or pass.",
    "ma.prompt.sealed": "Sealed auction: waiting for the secret offers of {names}.",
    "ma.prompt.price": "{name}: name the fixed price.",
    "ma.prompt.fixed": "{name}: buy for {price}, or decline.",
    "ma.result.money": "Money",
    "ma.result.cards_left": "Cards left (worthless)",
    "ma.result.note": "The richest player wins; equal money is a shared win. Cards left in hand are worth nothing.",
    "ma.hint.play": "Auction {card}",
    "ma.hint.play_ends": "Play {card}: it ends the round unsold",
    "ma.hint.add": "Add {card} to the double",
    "ma.hint.decline_add": "Add no painting to the double",
    "ma.hint.bid": "Bid {amount}",
    "ma.hint.pass": "Pass",
    "ma.hint.sold": "Sell to {name} for {amount}",
    "ma.hint.sealed": "Offer {amount} in secret",
    "ma.hint.price": "Set the fixed price at {amount}",
    "ma.hint.buy": "Buy for {price}",
    "ma.hint.decline_buy": "Do not buy for {price}",
    "rules.modern_art": RULES_EN,
}

ZH_HANS = {
    "game.modern_art.title": "现代艺术",
    "game.modern_art.summary": "用五种方式拍卖画作，抬高你收藏的画家身价，四个回合中每回合结束时卖给银行。Reiner Knizia 设计，45分钟。",
    "progress.modern_art": "第{round}回合",
    "option.three_player_deal": "三人游戏第一回合发牌：",
    "option.three_player_deal.11": "每人11张（原规则）",
    "option.three_player_deal.10": "每人10张（已出版规则书）",
    "option.open_table": "手牌和钱：",
    "option.open_table.off": "隐秘，与规则相同",
    "option.open_table.on": "对所有人公开（学习用）",
    "ma.artist.lite_metal": "Lite Metal",
    "ma.artist.yoko": "Yoko",
    "ma.artist.christin_p": "Christin P.",
    "ma.artist.karl_gitter": "Karl Gitter",
    "ma.artist.krypto": "Krypto",
    "ma.type.open": "公开拍卖",
    "ma.type.once_around": "一轮拍卖",
    "ma.type.sealed": "密封拍卖",
    "ma.type.fixed_price": "定价拍卖",
    "ma.type.double": "双倍拍卖",
    "ma.type_short.open": "公开",
    "ma.type_short.once_around": "一轮",
    "ma.type_short.sealed": "密封",
    "ma.type_short.fixed_price": "定价",
    "ma.type_short.double": "双倍",
    "ma.explain.open": "任何人（包括主持人）随时都可以加价；倒数结束前无人加价时，以最高价成交。",
    "option.countdown": "公开拍卖倒数：",
    "option.countdown.3": "3秒（快）",
    "option.countdown.5": "5秒",
    "option.countdown.8": "8秒（从容）",
    "ma.prompt.live_first": "公开拍卖：任何人都可以喊价。{seconds}秒内无人加价即成交。",
    "ma.prompt.live": "公开拍卖：{bidder}喊价{bid}。任何人可在{seconds}秒内加价。",
    "ma.hint.sold_free": "{name}以0元自己买下",
    "ma.live.heading": "加价：任何人，随时",
    "ma.live.amount": "指定金额",
    "ma.live.exact": "指定金额：",
    "ma.live.bid_as": "{name}",
    "ma.live.bid_as_aria": "{name}喊出输入的金额",
    "ma.live.note_shared": "所有人都看得到这个画面：超过自己金钱的喊价会被拒绝，但不会透露你有多少钱。",
    "ma.live.raise": "{name}喊价{amount}",
    "ma.live.holds": "最高喊价{amount}",
    "ma.live.sell": "以{amount}成交给{name}",
    "ma.live.sell_aria": "主持人{auctioneer}：以{amount}成交给{name}",
    "ma.live.look": "看牌",
    "ma.live.paused": "倒数已暂停",
    "ma.live.stage.0": "{amount}：还有人出价吗？",
    "ma.live.stage.1": "{amount}：一声……",
    "ma.live.stage.2": "{amount}：两声……",
    "ma.live.stage_free.0": "有人出价吗？",
    "ma.live.stage_free.1": "还没人喊价：一声……",
    "ma.live.stage_free.2": "还没人喊价：两声……",
    "ma.live.refused": "{name}出不起这个价。",
    "ma.live.too_low": "太低了：最高喊价已经更高。请至少喊{low}。",
    "ma.sold": "以{amount}成交",
    "ma.keep": "以0元自己买下",
    "ma.open_explain": "没有牌桌的倒数时：加价或弃权；弃权后，有人再加价时你还可以喊价。",
    "ma.prompt.open_first": "公开拍卖：{name}喊价或弃权。",
    "ma.prompt.open": "公开拍卖：{name}喊价高于{bid}（{bidder}），或弃权。",
    "ma.prompt.open_sold": "公开拍卖：{name}可以以{bid}成交给{bidder}、继续加价或弃权。",
    "ma.explain.once_around": "从主持人左边开始，每人只有一次机会喊更高的价或弃权；主持人最后一个。",
    "ma.explain.sealed": "每个人（包括主持人）秘密出一个价（可以是0），同时亮出，最高者得标。",
    "ma.explain.fixed_price": "主持人定一个价；从其左边开始每人可以按此价买下；若无人购买，主持人必须自己买下。",
    "ma.explain.double": "与同一画家的第二幅画一起卖，按那张牌的方式拍卖；主持人可以自己加一张，或依次问其他人。",
    "ma.on_auction": "拍卖中",
    "ma.round_of": "第{round}回合（共{rounds}回合）",
    "ma.deck_left": "待发的牌：",
    "ma.round_last": "最后一回合，不再发牌",
    "ma.choosing": "{name}正在选择要拍卖的画。",
    "ma.auctioneer": "主持人：{name}",
    "ma.shared": "合作的双倍拍卖：{partner}和{name}平分卖得的钱。",
    "ma.no_bid": "尚无人喊价。",
    "ma.high_bid": "最高喊价：{bid}（{name}）",
    "ma.sealed_progress": "已秘密出价：{done}/{total}",
    "ma.naming_price": "{name}正在定价。",
    "ma.fixed_price": "定价：{price}",
    "ma.double_waiting": "{name}可以加入第二幅{artist}的画。",
    "ma.my_sealed": "你的秘密出价：{amount}",
    "ma.status.auctioneer": "主持人",
    "ma.status.partner": "合作卖画",
    "ma.status.choosing": "选画中",
    "ma.status.offer_in": "已出价",
    "ma.status.thinking": "考虑中",
    "ma.status.to_act": "待行动",
    "ma.status.high": "最高喊价{amount}",
    "ma.status.passed": "已弃权",
    "ma.status.waiting": "等待中",
    "ma.status.declined": "已拒绝",
    "ma.your_move": "{name}，轮到你了",
    "ma.you_have": "你有{money}元。",
    "ma.range": "（{low}–{high}）",
    "ma.range_from": "（{low}起）",
    "ma.shared_bid": "所有人都能看到这个画面：按住“查看你的手牌和金钱”来确认你的钱；超过你金钱的出价会被拒绝。",
    "ma.shared_buy": "所有人都能看到这个画面：购买前按住“查看你的手牌和金钱”来确认你的钱。",
    "ma.choose_painting": "选一幅画来拍卖。若你自己买下，钱付给银行。",
    "ma.copies": "×{count}",
    "ma.ends_fifth": "结束回合：第五幅{artist}不拍卖",
    "ma.ends_last": "场上最后一张牌：结束回合，不拍卖",
    "ma.ends_with_second": "再加一幅{artist}就会结束回合",
    "ma.play_aria": "拍卖{card}",
    "ma.add_explain_own": "为你的双倍牌加一幅{artist}的画：两幅按那张牌的方式一起卖。或者不加，依次询问其他玩家。",
    "ma.add_explain_other": "为{name}的双倍牌加一幅{artist}的画：你成为两幅画的新主持人，与{name}平分卖得的钱。或者不参加。",
    "ma.add": "加入{card}",
    "ma.add_ends": "结束回合：两幅画都作废，不拍卖",
    "ma.none_to_add": "你没有其他{artist}的画可以加入。",
    "ma.decline_add": "不参加",
    "ma.bid_plus": "喊价{amount}",
    "ma.card_label": "{artist}，{type}",
    "ma.ends_short": "结束本回合",
    "ma.bank": "银行",
    "ma.round_short": "第{round}轮",
    "ma.your_place": "{name}的座位",
    "ma.chart.money": "开局及每回合结束后的钱",
    "ma.chart.income": "每回合收入：拍卖所得和卖给银行的画",
    "ma.chart.spending": "每回合支出：买画",
    "ma.chart.start": "开局",
    "ma.bid_exact": "喊价：",
    "ma.bid": "喊价",
    "ma.pass": "弃权",
    "ma.once_explain": "这是你在本次拍卖中唯一的机会：喊更高的价或弃权。",
    "ma.once_last": "你是最后一个：喊价超过{name}自己买下，或弃权以{bid}卖出。",
    "ma.own_pays_bank": "若你买下自己拍卖的画，钱付给银行。",
    "ma.cannot_raise": "你无法喊出比最高价更高的价：请弃权。",
    "ma.sealed_secret": "你的出价在所有人出价前保密；可以出0，最多出你拥有的钱。",
    "ma.sealed_amount": "秘密出价：",
    "ma.sealed_submit": "提交出价",
    "ma.sealed_zero": "出价0",
    "ma.price_explain": "定一个你买得起的价格。从你左边开始每人可以按此价买下；若无人购买，你必须自己买下并付钱给银行。",
    "ma.price_amount": "价格：",
    "ma.price_submit": "定价",
    "ma.buy_explain": "{name}以{price}出售。第一个接受的人买下，并付钱给{name}。",
    "ma.buy": "以{price}买下",
    "ma.decline_buy": "不买",
    "ma.cannot_afford": "你付不起{price}。",
    "ma.your_hand": "{name}的手牌（{count}张）",
    "ma.hand_of": "{name}的手牌",
    "ma.empty_hand": "没有手牌。",
    "ma.board": "价值版图",
    "ma.round_col": "回合",
    "ma.round_row": "第{round}回合",
    "ma.column_total": "合计",
    "ma.this_round": "本回合",
    "ma.played_game": "累计打出",
    "ma.next_ends": "下一幅{artist}的画会结束本回合。",
    "ma.board_note": "回合结束时，本回合画作最多的三位画家得到30、20、10的标码（数量相同时靠左者优先）。他们的画按该列合计卖出；其他画家的画一文不值。",
    "ma.players": "玩家",
    "ma.money": "钱：{money}",
    "ma.cards_in_hand": "手牌：{count}张",
    "ma.bought": "本回合买到：",
    "ma.bought_none": "暂无",
    "ma.last_sale": "上一次成交",
    "ma.sale.bid": "{winner}以{price}从{auctioneer}手中买下{cards}。",
    "ma.sale.own": "{winner}以{price}买下自己的{cards}，钱付给银行。",
    "ma.sale.no_bids": "无人喊价：{winner}以0元自己买下{cards}。",
    "ma.sale.unpaired": "无人参加：{winner}免费得到双倍牌{cards}。",
    "ma.sale.fixed": "{winner}以定价{price}从{auctioneer}手中买下{cards}。",
    "ma.sale.forced": "无人以{price}购买：{winner}必须买下{cards}，钱付给银行。",
    "ma.sale.shared": "{winner}以{price}买下{cards}；钱由{partner}和{auctioneer}平分（若买家是两人之一，他那一半付给银行）。",
    "ma.sale.bids": "秘密出价：{bids}",
    "ma.last_round": "第{round}回合结算",
    "ma.end.fifth": "{name}打出了第五幅{artist}的画。",
    "ma.end.last_card": "{name}打出了场上最后一张牌。",
    "ma.end.no_cards": "所有人都没有手牌了。",
    "ma.col.artist": "画家",
    "ma.col.count": "画作数",
    "ma.col.tile": "标码",
    "ma.col.value": "每幅卖价",
    "ma.sales": "卖给银行：{sales}",
    "ma.log.round": "第{round}回合开始。",
    "ma.log.dealt": "{name}拿到：{cards}。",
    "ma.log.deal": "第{round}回合补牌：{counts}。",
    "ma.log.skip": "{name}没有手牌，被跳过。",
    "ma.log.play": "{name}拍卖{card}（{artist}本回合第{count}幅）。",
    "ma.log.add": "{name}加入{card}（{artist}本回合第{count}幅）。",
    "ma.log.decline_add": "{name}不参加。",
    "ma.log.decline_buy": "{name}不买。",
    "ma.log.bid": "{name}喊价{amount}。",
    "ma.log.pass": "{name}弃权。",
    "ma.log.hammer": "{name}：一声、两声……成交！",
    "ma.log.sealed_bid": "{name}秘密出价。",
    "ma.log.sealed_amount": "{name}的秘密出价：{amount}（只有你看得到）。",
    "ma.log.reveal": "亮出出价：{bids}。",
    "ma.log.price": "{name}定价{amount}。",
    "ma.log.buy": "{name}以{amount}买下。",
    "ma.log.pay": "{payer}付{amount}给{payee}。",
    "ma.log.pay_to_bank": "{payer}付{amount}给银行。",
    "ma.log.pay_from_bank": "银行付{amount}给{payee}。",
    "ma.log.round_end": "第{round}回合结束：{why}",
    "ma.log.unsold": "未拍卖：{cards}。",
    "ma.log.valuation": "第{round}回合标码：{tiles}。每幅画卖价：{values}。",
    "ma.log.sale": "{name}把{count}幅画卖给银行，得{amount}。",
    "ma.log.game_over": "第四回合结束：游戏结束。",
    "ma.prompt.over": "游戏已结束。",
    "ma.prompt.play": "{name}：选一幅画来拍卖。",
    "ma.prompt.double_own": "{name}：为双倍牌加入第二幅{artist}的画，或不加。",
    "ma.prompt.double_other": "{name}：为{auctioneer}的双倍牌加入一幅{artist}的画，或不参加。",
    "ma.prompt.once_first": "一轮拍卖：{name}唯一一次喊价或弃权的机会。",
    "ma.prompt.once": "一轮拍卖：{name}唯一一次机会，喊价高于{bid}（{bidder}）或弃权。",
    "ma.prompt.sealed": "密封拍卖：等待{names}秘密出价。",
    "ma.prompt.price": "{name}：请定价。",
    "ma.prompt.fixed": "{name}：以{price}买下，或不买。",
    "ma.result.money": "钱",
    "ma.result.cards_left": "剩余手牌（作废）",
    "ma.result.note": "钱最多的玩家获胜；钱数相同则并列获胜。剩在手中的牌不值钱。",
    "ma.hint.play": "拍卖{card}",
    "ma.hint.play_ends": "打出{card}：回合结束，这幅画不拍卖",
    "ma.hint.add": "把{card}加入双倍拍卖",
    "ma.hint.decline_add": "不参加双倍拍卖",
    "ma.hint.bid": "喊价{amount}",
    "ma.hint.pass": "弃权",
    "ma.hint.sold": "以{amount}成交给{name}",
    "ma.hint.sealed": "秘密出价{amount}",
    "ma.hint.price": "定价{amount}",
    "ma.hint.buy": "以{price}买下",
    "ma.hint.decline_buy": "不以{price}买下",
    "rules.modern_art": RULES_ZH_HANS,
}

ZH_HANT = {
    "game.modern_art.title": "現代藝術",
    "game.modern_art.summary": "用五種方式拍賣畫作，炒高你收藏的畫家身價，四個回合中每回合結束時賣給銀行。Reiner Knizia 設計，45分鐘。",
    "progress.modern_art": "第{round}回合",
    "option.three_player_deal": "三人遊戲第一回合發牌：",
    "option.three_player_deal.11": "每人11張（原規則）",
    "option.three_player_deal.10": "每人10張（已出版規則書）",
    "option.open_table": "手牌和錢：",
    "option.open_table.off": "隱密，與規則相同",
    "option.open_table.on": "對所有人公開（學習用）",
    "ma.artist.lite_metal": "Lite Metal",
    "ma.artist.yoko": "Yoko",
    "ma.artist.christin_p": "Christin P.",
    "ma.artist.karl_gitter": "Karl Gitter",
    "ma.artist.krypto": "Krypto",
    "ma.type.open": "公開拍賣",
    "ma.type.once_around": "一輪拍賣",
    "ma.type.sealed": "密封拍賣",
    "ma.type.fixed_price": "定價拍賣",
    "ma.type.double": "雙倍拍賣",
    "ma.type_short.open": "公開",
    "ma.type_short.once_around": "一輪",
    "ma.type_short.sealed": "密封",
    "ma.type_short.fixed_price": "定價",
    "ma.type_short.double": "雙倍",
    "ma.explain.open": "任何人（包括主持人）隨時都可以加價；倒數結束前無人加價時，以最高價成交。",
    "option.countdown": "公開拍賣倒數：",
    "option.countdown.3": "3秒（快）",
    "option.countdown.5": "5秒",
    "option.countdown.8": "8秒（從容）",
    "ma.prompt.live_first": "公開拍賣：任何人都可以喊價。{seconds}秒內無人加價即成交。",
    "ma.prompt.live": "公開拍賣：{bidder}喊價{bid}。任何人可在{seconds}秒內加價。",
    "ma.hint.sold_free": "{name}以0元自己買下",
    "ma.live.heading": "加價：任何人，隨時",
    "ma.live.amount": "指定金額",
    "ma.live.exact": "指定金額：",
    "ma.live.bid_as": "{name}",
    "ma.live.bid_as_aria": "{name}喊出輸入的金額",
    "ma.live.note_shared": "所有人都看得到這個畫面：超過自己金錢的喊價會被拒絕，但不會透露你有多少錢。",
    "ma.live.raise": "{name}喊價{amount}",
    "ma.live.holds": "最高喊價{amount}",
    "ma.live.sell": "以{amount}成交給{name}",
    "ma.live.sell_aria": "主持人{auctioneer}：以{amount}成交給{name}",
    "ma.live.look": "看牌",
    "ma.live.paused": "倒數已暫停",
    "ma.live.stage.0": "{amount}：還有人出價嗎？",
    "ma.live.stage.1": "{amount}：一聲……",
    "ma.live.stage.2": "{amount}：兩聲……",
    "ma.live.stage_free.0": "有人出價嗎？",
    "ma.live.stage_free.1": "還沒人喊價：一聲……",
    "ma.live.stage_free.2": "還沒人喊價：兩聲……",
    "ma.live.refused": "{name}出不起這個價。",
    "ma.live.too_low": "太低了：最高喊價已經更高。請至少喊{low}。",
    "ma.sold": "以{amount}成交",
    "ma.keep": "以0元自己買下",
    "ma.open_explain": "沒有牌桌的倒數時：加價或棄權；棄權後，有人再加價時你還可以喊價。",
    "ma.prompt.open_first": "公開拍賣：{name}喊價或棄權。",
    "ma.prompt.open": "公開拍賣：{name}喊價高於{bid}（{bidder}），或棄權。",
    "ma.prompt.open_sold": "公開拍賣：{name}可以以{bid}成交給{bidder}、繼續加價或棄權。",
    "ma.explain.once_around": "從主持人左邊開始，每人只有一次機會喊更高的價或棄權；主持人最後一個。",
    "ma.explain.sealed": "每個人（包括主持人）秘密出一個價（可以是0），同時亮出，最高者得標。",
    "ma.explain.fixed_price": "主持人出一個定價；從其左手邊開始每人可以依此價買下；若無人接受，主持人必須自己買下。",
    "ma.explain.double": "與同畫家的第二幅畫一起賣，賣法依那張牌；主持人可以自己配一張，或依次問其他人。",
    "ma.on_auction": "拍賣中",
    "ma.round_of": "第{round}回合（共{rounds}回合）",
    "ma.deck_left": "待發的牌：",
    "ma.round_last": "最後一回合，不再發牌",
    "ma.choosing": "{name}正在選擇要拍賣的畫。",
    "ma.auctioneer": "主持人：{name}",
    "ma.shared": "合作的雙倍拍賣：{partner}和{name}對分賣得的錢。",
    "ma.no_bid": "尚無人喊價。",
    "ma.high_bid": "最高喊價：{bid}（{name}）",
    "ma.sealed_progress": "已秘密出價：{done}/{total}",
    "ma.naming_price": "{name}正在定價。",
    "ma.fixed_price": "定價：{price}",
    "ma.double_waiting": "{name}可以配上第二幅{artist}的畫。",
    "ma.my_sealed": "你的秘密出價：{amount}",
    "ma.status.auctioneer": "主持人",
    "ma.status.partner": "合作賣畫",
    "ma.status.choosing": "選畫中",
    "ma.status.offer_in": "已出價",
    "ma.status.thinking": "考慮中",
    "ma.status.to_act": "待行動",
    "ma.status.high": "最高喊價{amount}",
    "ma.status.passed": "已棄權",
    "ma.status.waiting": "等待中",
    "ma.status.declined": "已拒絕",
    "ma.your_move": "{name}，輪到你了",
    "ma.you_have": "你有{money}元。",
    "ma.range": "（{low}–{high}）",
    "ma.range_from": "（{low}起）",
    "ma.shared_bid": "所有人都能看到這個畫面：按住「查看你的手牌和金錢」來確認你的錢；超過你金錢的出價會被拒絕。",
    "ma.shared_buy": "所有人都能看到這個畫面：購買前按住「查看你的手牌和金錢」來確認你的錢。",
    "ma.choose_painting": "選一幅畫來拍賣。若你自己買下，錢付給銀行。",
    "ma.copies": "×{count}",
    "ma.ends_fifth": "結束回合：第五幅{artist}不得拍賣",
    "ma.ends_last": "場上最後一張牌：結束回合，不得拍賣",
    "ma.ends_with_second": "再配一幅{artist}就會結束回合",
    "ma.play_aria": "拍賣{card}",
    "ma.add_explain_own": "為你的雙倍牌配上一幅{artist}的畫：兩幅依那張牌的賣法一起賣。或者不配，依次詢問其他玩家。",
    "ma.add_explain_other": "為{name}的雙倍牌配上一幅{artist}的畫：你成為兩幅畫的新主持人，與{name}對分賣得的錢。或者不參加。",
    "ma.add": "配上{card}",
    "ma.add_ends": "結束回合：兩幅畫都視同廢棄，不拍賣",
    "ma.none_to_add": "你沒有其他{artist}的畫可以配。",
    "ma.decline_add": "不參加",
    "ma.bid_plus": "喊價{amount}",
    "ma.card_label": "{artist}，{type}",
    "ma.ends_short": "結束本回合",
    "ma.bank": "銀行",
    "ma.round_short": "第{round}輪",
    "ma.your_place": "{name}的座位",
    "ma.chart.money": "開局及每回合結束後的錢",
    "ma.chart.income": "每回合收入：拍賣所得和賣給銀行的畫",
    "ma.chart.spending": "每回合支出：買畫",
    "ma.chart.start": "開局",
    "ma.bid_exact": "喊價：",
    "ma.bid": "喊價",
    "ma.pass": "棄權",
    "ma.once_explain": "這是你在本次拍賣中唯一的機會：喊更高的價或棄權。",
    "ma.once_last": "你是最後一個：喊價超過{name}自己買下，或棄權以{bid}賣出。",
    "ma.own_pays_bank": "若你買下自己拍賣的畫，錢付給銀行。",
    "ma.cannot_raise": "你無法喊出比最高價更高的價：請棄權。",
    "ma.sealed_secret": "你的出價在所有人出價前保密；可以出0，最多出你擁有的錢。",
    "ma.sealed_amount": "秘密出價：",
    "ma.sealed_submit": "送出出價",
    "ma.sealed_zero": "出價0",
    "ma.price_explain": "出一個你買得起的定價。從你左手邊開始每人可以依此價買下；若無人接受，你必須自己買下並付錢給銀行。",
    "ma.price_amount": "定價：",
    "ma.price_submit": "確定定價",
    "ma.buy_explain": "{name}以{price}出售。第一個接受的人買下，並付錢給{name}。",
    "ma.buy": "以{price}買下",
    "ma.decline_buy": "不買",
    "ma.cannot_afford": "你付不起{price}。",
    "ma.your_hand": "{name}的手牌（{count}張）",
    "ma.hand_of": "{name}的手牌",
    "ma.empty_hand": "沒有手牌。",
    "ma.board": "價值棋盤",
    "ma.round_col": "回合",
    "ma.round_row": "第{round}回合",
    "ma.column_total": "合計",
    "ma.this_round": "本回合",
    "ma.played_game": "累計打出",
    "ma.next_ends": "下一幅{artist}的畫會結束本回合。",
    "ma.board_note": "回合結束時，本回合畫作最多的三位畫家得到30、20、10的標碼（數量相同時靠左者優先）。他們的畫依該列合計賣出；其他畫家的畫沒有價值。",
    "ma.players": "玩家",
    "ma.money": "錢：{money}",
    "ma.cards_in_hand": "手牌：{count}張",
    "ma.bought": "本回合買到：",
    "ma.bought_none": "暫無",
    "ma.last_sale": "上一次成交",
    "ma.sale.bid": "{winner}以{price}向{auctioneer}買下{cards}。",
    "ma.sale.own": "{winner}以{price}買下自己的{cards}，錢付給銀行。",
    "ma.sale.no_bids": "無人喊價：{winner}以零元自己買下{cards}。",
    "ma.sale.unpaired": "沒人參加：{winner}免費得到雙倍牌{cards}。",
    "ma.sale.fixed": "{winner}以定價{price}向{auctioneer}買下{cards}。",
    "ma.sale.forced": "無人以{price}購買：{winner}必須自己買下{cards}，錢付給銀行。",
    "ma.sale.shared": "{winner}以{price}買下{cards}；錢由{partner}和{auctioneer}對分（若買家是兩人之一，他那一半付給銀行）。",
    "ma.sale.bids": "秘密出價：{bids}",
    "ma.last_round": "第{round}回合結算",
    "ma.end.fifth": "{name}打出了第五幅{artist}的畫。",
    "ma.end.last_card": "{name}打出了場上最後一張牌。",
    "ma.end.no_cards": "所有人都沒有手牌了。",
    "ma.col.artist": "畫家",
    "ma.col.count": "畫作數",
    "ma.col.tile": "標碼",
    "ma.col.value": "每幅賣價",
    "ma.sales": "賣給銀行：{sales}",
    "ma.log.round": "第{round}回合開始。",
    "ma.log.dealt": "{name}拿到：{cards}。",
    "ma.log.deal": "第{round}回合補牌：{counts}。",
    "ma.log.skip": "{name}沒有手牌，被跳過。",
    "ma.log.play": "{name}拍賣{card}（{artist}本回合第{count}幅）。",
    "ma.log.add": "{name}配上{card}（{artist}本回合第{count}幅）。",
    "ma.log.decline_add": "{name}不參加。",
    "ma.log.decline_buy": "{name}不買。",
    "ma.log.bid": "{name}喊價{amount}。",
    "ma.log.pass": "{name}棄權。",
    "ma.log.hammer": "{name}：一聲、兩聲……成交！",
    "ma.log.sealed_bid": "{name}秘密出價。",
    "ma.log.sealed_amount": "{name}的秘密出價：{amount}（只有你看得到）。",
    "ma.log.reveal": "同時亮出出價：{bids}。",
    "ma.log.price": "{name}定價{amount}。",
    "ma.log.buy": "{name}以{amount}買下。",
    "ma.log.pay": "{payer}付{amount}給{payee}。",
    "ma.log.pay_to_bank": "{payer}付{amount}給銀行。",
    "ma.log.pay_from_bank": "銀行付{amount}給{payee}。",
    "ma.log.round_end": "第{round}回合結束：{why}",
    "ma.log.unsold": "未拍賣：{cards}。",
    "ma.log.valuation": "第{round}回合標碼：{tiles}。每幅畫賣價：{values}。",
    "ma.log.sale": "{name}把{count}幅畫賣給銀行，得{amount}。",
    "ma.log.game_over": "第四回合結束：遊戲結束。",
    "ma.prompt.over": "遊戲已結束。",
    "ma.prompt.play": "{name}：選一幅畫來拍賣。",
    "ma.prompt.double_own": "{name}：為雙倍牌配上第二幅{artist}的畫，或不配。",
    "ma.prompt.double_other": "{name}：為{auctioneer}的雙倍牌配上一幅{artist}的畫，或不參加。",
    "ma.prompt.once_first": "一輪拍賣：{name}唯一一次喊價或棄權的機會。",
    "ma.prompt.once": "一輪拍賣：{name}唯一一次機會，喊價高於{bid}（{bidder}）或棄權。",
    "ma.prompt.sealed": "密封拍賣：等待{names}秘密出價。",
    "ma.prompt.price": "{name}：請出定價。",
    "ma.prompt.fixed": "{name}：以{price}買下，或不買。",
    "ma.result.money": "錢",
    "ma.result.cards_left": "剩餘手牌（作廢）",
    "ma.result.note": "錢最多的玩家獲勝；錢數相同則並列獲勝。剩在手上的牌不值錢。",
    "ma.hint.play": "拍賣{card}",
    "ma.hint.play_ends": "打出{card}：回合結束，這幅畫不拍賣",
    "ma.hint.add": "把{card}配上雙倍拍賣",
    "ma.hint.decline_add": "不參加雙倍拍賣",
    "ma.hint.bid": "喊價{amount}",
    "ma.hint.pass": "棄權",
    "ma.hint.sold": "以{amount}成交給{name}",
    "ma.hint.sealed": "秘密出價{amount}",
    "ma.hint.price": "定價{amount}",
    "ma.hint.buy": "以{price}買下",
    "ma.hint.decline_buy": "不以{price}買下",
    "rules.modern_art": RULES_ZH_HANT,
}

MESSAGES = {"en": EN, "zh-Hans": ZH_HANS, "zh-Hant": ZH_HANT}

# The hint's reasons (hints.py; put into words by ui.hint_reason): {artist} is the artist's name,
# {other} the next best move in words.
HINT_MESSAGES = {
    "en": {
        "ma.reason.worth": "one {artist} is worth about {value} this round",
        "ma.reason.ends_round": "it ends the round: the paintings bought sell now",
        "ma.reason.lot_worth": {
            "one": "this {artist} is worth about {value} to you this round; you pay {price}",
            "other": "these {count} {artist} paintings are worth about {value} to you this round; you pay {price}",
        },
        "ma.reason.too_dear": {
            "one": "this {artist} is worth about {value} to you this round: {price} is too much",
            "other": "these {count} {artist} paintings are worth about {value} to you this round: {price} is too much",
        },
        "ma.reason.price": "worth about {value} to the players this round: a price a rival will pay",
        "ma.reason.let_sell": "worth about {value} this round: let a rival pay you for it",
        "ma.reason.pays_rival": "worth about {value} to you this round, but {price} paid to {name} helps a rival more than it helps you",
        "ma.reason.richer": "leaves you about {money} further ahead of your closest rival (money and paintings) than “{other}”",
    },
    "zh-Hans": {
        "ma.reason.worth": "本轮一幅{artist}约值{value}",
        "ma.reason.ends_round": "它让本轮结束：买下的画作立即出售",
        "ma.reason.lot_worth": "这批{artist}（{count}幅）本轮对你约值{value}，你付{price}",
        "ma.reason.too_dear": "这批{artist}（{count}幅）本轮对你约值{value}：{price}太贵了",
        "ma.reason.price": "本轮对各位玩家约值{value}：这是对手肯付的价钱",
        "ma.reason.let_sell": "本轮约值{value}：让对手付钱给你",
        "ma.reason.pays_rival": "本轮对你约值{value}，但付给{name}的{price}对这个对手的帮助比对你更大",
        "ma.reason.richer": "比“{other}”多领先最接近的对手约{money}（现金加画作）",
    },
    "zh-Hant": {
        "ma.reason.worth": "本輪一幅{artist}約值{value}",
        "ma.reason.ends_round": "它讓本輪結束：買下的畫作立即出售",
        "ma.reason.lot_worth": "這批{artist}（{count}幅）本輪對你約值{value}，你付{price}",
        "ma.reason.too_dear": "這批{artist}（{count}幅）本輪對你約值{value}：{price}太貴了",
        "ma.reason.price": "本輪對各位玩家約值{value}：這是對手肯付的價錢",
        "ma.reason.let_sell": "本輪約值{value}：讓對手付錢給你",
        "ma.reason.pays_rival": "本輪對你約值{value}，但付給{name}的{price}對這個對手的幫助比對你更大",
        "ma.reason.richer": "比「{other}」多領先最接近的對手約{money}（現金加畫作）",
    },
}
for _lang, _words in HINT_MESSAGES.items():
    MESSAGES[_lang].update(_words)
