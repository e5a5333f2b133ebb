"""Goblin Market's texts in the three languages (merged into the shared catalogs by ui.i18n)."""

RULES_EN = """
## The idea
You and the other players buy Decktet cards from the goblins at auction. You want many cards, gathered in as few suits as possible: at the end your three largest suits count for you and your three smallest count against you. Chips are worth nothing at the end.

## Components
- The auction deck: the 36 basic Decktet cards (6 Aces, 24 numerals of ranks 2-9 with two suits each, 6 Crowns). Each of the six suits (Moons ☾, Suns ☼, Waves ≈, Leaves ♣, Wyrms §, Knots ⌘) is on exactly 10 of them.
- The goblin deck: the 4 Pawns and 4 Courts, each showing three suits.
- Every player starts with 10 chips; the supply never runs out.

## An auction
- A. The top card of the auction deck is turned up and discarded: an Ace puts 1 card on auction, a numeral 2, a Crown 3. When the deck holds 3 cards or fewer, this step is skipped and all of them form the final lot.
- B. That many cards are turned up: the lot.
- C. Starting with the winner of the previous auction (the opening player for the first) and going round the table, each player bids or passes. A bid must be higher than the high bid and no more than your chips. A pass is final for this auction. Bidding ends when everyone else has passed after a bid; the last bidder wins. If nobody bids at all, the lot is discarded and the same player opens the next auction (steps D-F do not happen).
- D. The winner takes every card and pays the winning bid, or takes one card: then the player with the second highest last bid must take one of the rest, and the third highest the last card. Each of them pays their own last bid. Cards left over for lack of bidders are discarded. From three cards the winner takes all or one, never two.
- E. The power of friendship: every player who never bid in this auction takes chips for the cards they own, by the last digit d of the winning bid: 3 chips for each card of rank d, 2 for rank d-1 and 1 for rank d-2, counting round the clock (below 0 comes 9). An Ace is rank 1, a Crown rank 0.
- F. The goblins' gift: the top goblin card is turned up; for each of its three suits, every player who owns no card of that suit takes 1 chip. When the goblin deck runs out, its discards are shuffled into a new one.

## The end
The game ends after the auction that empties the auction deck. Count your cards in each suit (a numeral counts in both its suits). Your score is the sum of your three largest counts minus the sum of your three smallest. The highest score wins; a tie goes to the larger sum of the three largest counts.

## How this table plays it
- The opening player is chosen when the game is set up (the rules say: the youngest player).
- Bids are whole numbers of at least 1. A player who cannot beat the high bid passes automatically, and the table says so in the log.
- In a split, the winner chooses their card first, then the second highest bidder chooses; the last card goes to the third without a choice.
- A participant who bid but gets no card (more bidders than cards) pays nothing.
- A tie that remains after the tie break is shared.
- Everything in this game is public except the order of the two decks, so the whole table is shown to everyone.
"""

RULES_ZH_HANS = """
## 游戏概念
你和其他玩家通过竞拍从地精手中购买 Decktet 卡牌。你想要尽可能多的牌，而且花色要尽可能集中：游戏结束时，你数量最多的三个花色为你加分，数量最少的三个花色为你减分。游戏结束时筹码不计分。

## 配件
- 竞拍牌堆：Decktet 的36张基础牌（6张A；24张数字牌，点数为2-9，每张有两个花色；6张王）。六个花色（月亮 ☾、太阳 ☼、波浪 ≈、树叶 ♣、巨龙 §、绳结 ⌘）各恰好出现在其中10张牌上。
- 地精牌堆：4张士和4张官，每张都有三个花色。
- 每名玩家开局有10枚筹码；供应堆的筹码永远不会用完。

## 一次竞拍
- A. 翻开竞拍牌堆顶的一张牌并弃掉：若是A，本次竞拍1张牌；若是数字牌，2张；若是王，3张。当牌堆只剩3张或更少时，跳过此步骤，剩下的所有牌一起作为最后一次竞拍的拍品。
- B. 翻开相应数量的牌，作为本次的拍品。
- C. 从上一次竞拍的胜出者开始（第一次竞拍从起始玩家开始），按顺序轮流，每名玩家叫价或选择“过”。叫价必须高于当前最高价，且不能超过自己的筹码数。选择“过”后，本次竞拍不能再叫价。有人叫价后，若其他玩家都已“过”，叫价结束，最后叫价的玩家胜出。若无人叫价（流拍），这批拍品被弃掉，并由同一名玩家开始下一次竞拍（不进行步骤D-F）。
- D. 胜出者拿走全部拍品并支付最终叫价；或者只拿1张：此时最后叫价第二高的玩家必须从剩下的牌中拿1张，第三高的玩家拿最后1张。每人支付各自最后一次的叫价。因叫价人数不足而剩下的牌被弃掉。拍品有3张时，胜出者只能全拿或拿1张，不能拿2张。
- E. 情谊的力量：本次竞拍中从未叫价的每名玩家，根据成交价的个位数字d，按自己已有的牌拿筹码：每张点数为d的牌拿3枚，点数为d-1的拿2枚，点数为d-2的拿1枚，循环计算（0再往下是9）。A的点数为1，王的点数为0。
- F. 地精的馈赠：翻开地精牌堆顶的一张牌；对其上三个花色中的每一个，没有任何该花色牌的玩家各拿1枚筹码。地精牌堆用完时，将其弃牌洗混，成为新的地精牌堆。

## 游戏结束
清空竞拍牌堆的那次竞拍结束后，游戏结束。统计你每个花色的牌数（数字牌在它的两个花色中都计数）。你的得分是数量最多的三个花色的牌数之和，减去数量最少的三个花色的牌数之和。得分最高者获胜；若平局，数量最多的三个花色的牌数之和较大者获胜。

## 本应用的具体处理
- 起始玩家在创建游戏时选定（原规则为：年纪最小的玩家）。
- 叫价为至少为1的整数。无法叫出更高价的玩家会自动“过”，游戏记录中会注明。
- 分牌时，胜出者先选牌，然后叫价第二高的玩家选牌；最后一张牌直接归叫价第三高的玩家，没有选择。
- 叫过价但没有分到牌的玩家（叫价人数多于牌数时）无需支付筹码。
- 比较决胜条件后仍然平局的，并列获胜。
- 本游戏中除两个牌堆的顺序外，一切信息都是公开的，因此整个牌桌对所有人可见。
"""

RULES_ZH_HANT = """
## 遊戲概念
你和其他玩家透過競拍向地精購買 Decktet 卡牌。你想要盡可能多的牌，而且花色要盡可能集中：遊戲結束時，你數量最多的三個花色為你加分，數量最少的三個花色為你扣分。遊戲結束時籌碼不計分。

## 配件
- 競拍牌堆：Decktet 的36張基礎牌（6張A；24張數字牌，點數為2-9，每張有兩個花色；6張王）。六個花色（月亮 ☾、太陽 ☼、波浪 ≈、樹葉 ♣、巨龍 §、繩結 ⌘）各恰好出現在其中10張牌上。
- 地精牌堆：4張士和4張官，每張都有三個花色。
- 每位玩家開局有10枚籌碼；供應堆的籌碼永遠不會用完。

## 一次競拍
- A. 翻開競拍牌堆頂的一張牌並棄掉：若是A，本次競拍1張牌；若是數字牌，2張；若是王，3張。當牌堆只剩3張或更少時，跳過此步驟，剩下的所有牌一起作為最後一次競拍的拍品。
- B. 翻開相應數量的牌，作為本次的拍品。
- C. 從上一次競拍的勝出者開始（第一次競拍從起始玩家開始），依序輪流，每位玩家叫價或選擇「過」。叫價必須高於目前最高價，且不能超過自己的籌碼數。選擇「過」之後，本次競拍不能再叫價。有人叫價後，若其他玩家都已「過」，叫價結束，最後叫價的玩家勝出。若無人叫價（流拍），這批拍品被棄掉，並由同一位玩家開始下一次競拍（不進行步驟D-F）。
- D. 勝出者拿走全部拍品並支付最終叫價；或者只拿1張：此時最後叫價第二高的玩家必須從剩下的牌中拿1張，第三高的玩家拿最後1張。每人支付各自最後一次的叫價。因叫價人數不足而剩下的牌被棄掉。拍品有3張時，勝出者只能全拿或拿1張，不能拿2張。
- E. 情誼的力量：本次競拍中從未叫價的每位玩家，根據成交價的個位數字d，按自己已有的牌拿籌碼：每張點數為d的牌拿3枚，點數為d-1的拿2枚，點數為d-2的拿1枚，循環計算（0再往下是9）。A的點數為1，王的點數為0。
- F. 地精的饋贈：翻開地精牌堆頂的一張牌；對其上三個花色中的每一個，沒有任何該花色牌的玩家各拿1枚籌碼。地精牌堆用完時，將其棄牌洗勻，成為新的地精牌堆。

## 遊戲結束
清空競拍牌堆的那次競拍結束後，遊戲結束。計算你每個花色的牌數（數字牌在它的兩個花色中都計數）。你的得分是數量最多的三個花色的牌數總和，減去數量最少的三個花色的牌數總和。得分最高者獲勝；若平手，數量最多的三個花色的牌數總和較大者獲勝。

## 本程式的具體處理
- 起始玩家在建立遊戲時選定（原規則為：年紀最小的玩家）。
- 叫價為至少為1的整數。無法叫出更高價的玩家會自動「過」，遊戲紀錄中會註明。
- 分牌時，勝出者先選牌，然後叫價第二高的玩家選牌；最後一張牌直接歸叫價第三高的玩家，沒有選擇。
- 叫過價但沒有分到牌的玩家（叫價人數多於牌數時）不必支付籌碼。
- 比較決勝條件後仍然平手的，並列獲勝。
- 本遊戲中除了兩個牌堆的順序之外，一切資訊都是公開的，因此整個牌桌對所有人可見。
"""

# The texts that are the same in both Chinese scripts.
ZH_BOTH = {
    "suit.Moons": "月亮",
    "suit.Waves": "波浪",
    "gm.rank.ace": "A",
    "gm.rank.crown": "王",
    "gm.rank.pawn": "士",
    "gm.rank.court": "官",
    "gm.lot": "拍品",
    "gm.players": "玩家",
    "gm.take_all": "全部拿走（支付{price}）",
    "gm.take_card": "拿走{card}",
    "gm.score": "得分{score}",
    "gm.score_short": "{score}分",
    "gm.log.take_all": "{name}拿走全部牌（{cards}），支付{price}。",
    "gm.log.take": "{name}拿走{card}，支付{price}。",
    "gm.log.goblin": "地精亮出{card}：{gifts}。",
    "gm.result.score": "得分",
    "gm.result.part": "{sum}：{suits}",
    "gm.corner.ace": "A",
    "gm.bar_label": "{suit}{count}（{part}）",
}

# The cards' Chinese names, a card a line: its id, then one name for both scripts, or the simplified
# name and the traditional one.
ZH_CARD_NAMES = """
ace_of_moons 月亮A
ace_of_suns 太阳A 太陽A
ace_of_waves 波浪A
ace_of_leaves 树叶A 樹葉A
ace_of_wyrms 巨龙A 巨龍A
ace_of_knots 绳结A 繩結A
author 作家
desert 沙漠
origin 起源
journey 旅程
painter 画家 畫家
savage 野人
mountain 山岳
sailor 水手
battle 战役 戰役
forest 森林
discovery 发现 發現
soldier 士兵
lunatic 疯子 瘋子
penitent 忏悔者 懺悔者
market 市集
chance_meeting 邂逅
castle 城堡
cave 洞穴
diplomat 外交官
mill 磨坊
betrayal 背叛
pact 契约 契約
darkness 黑暗
merchant 商人
huntress 女猎手 女獵手
bard 吟游诗人 吟遊詩人
sea 大海
end 终结 終結
calamity 灾厄 災厄
windfall 横财 橫財
watchman 守望者
light_keeper 守灯人 守燈人
harvest 丰收 豐收
borderland 边境 邊境
consul 执政官 執政官
rite 仪式 儀式
window 窗户 窗戶
island 岛屿 島嶼
"""


def zh_card_names(script: int) -> dict:
    """The card names of one Chinese catalog: script 0 is simplified, 1 traditional."""
    names = {}
    for line in ZH_CARD_NAMES.split("\n"):
        if line:
            card, *forms = line.split()
            names[f"card.{card}"] = forms[min(script, len(forms) - 1)]
    return names


MESSAGES = {
    "en": {
        "progress.goblin_market": {
            "by": "left",
            "one": "Auction {auction}, {left} card left in the deck",
            "other": "Auction {auction}, {left} cards left in the deck",
        },
        "game.goblin_market.title": "Goblin Market",
        "game.goblin_market.summary": "Bid chips for Decktet cards and gather them in three suits while the goblins tempt you with gifts. 30 minutes.",
        "suit.Moons": "Moons",
        "suit.Suns": "Suns",
        "suit.Waves": "Waves",
        "suit.Leaves": "Leaves",
        "suit.Wyrms": "Wyrms",
        "suit.Knots": "Knots",
        "gm.rank.ace": "Ace",
        "gm.rank.crown": "Crown",
        "gm.rank.pawn": "Pawn",
        "gm.rank.court": "Court",
        "gm.lot": "On auction",
        "gm.players": "Players",
        "gm.final_auction": "Final auction: the last cards of the deck are sold together.",
        "gm.final_short": "Final auction",
        "gm.size_card": {
            "one": "Turned up {card}: {count} card on auction.",
            "other": "Turned up {card}: {count} cards on auction.",
        },
        "gm.no_bid_yet": "No bid yet.",
        "gm.high_bid": "High bid: {bid} by {name}",
        "gm.still_in": "Still bidding: {names}",
        "gm.auction_no": "Auction",
        "gm.deck": "Cards in deck",
        "gm.discard": "Discarded",
        "gm.last_goblin": "Last goblin card",
        "gm.your_move": "{name}, your move",
        "gm.you_have": {"by": "chips", "one": "You have {chips} chip.", "other": "You have {chips} chips."},
        "gm.bid_plus": "Bid {amount}",
        "gm.bid_exact": "Exact bid:",
        "gm.bid": "Bid",
        "gm.pass": "Pass (final)",
        "gm.action.bid": "Bid {amount}",
        "gm.action.pass": "Pass",
        "gm.take_all": "Take every card (pay {price})",
        "gm.take_card": "Take {card}",
        "gm.split_explain": "Take every card, or take one card: then the next highest bidders must take one each and pay their own last bid.",
        "gm.pick_explain": "Choose the card you take; you pay your own last bid.",
        "gm.status.passed": "passed",
        "gm.status.bid": "bid {amount}",
        "gm.status.to_act": "to act",
        "gm.status.choosing": "choosing",
        "gm.chips": {"by": "chips", "one": "{chips} chip", "other": "{chips} chips"},
        "gm.score": "score {score}",
        "gm.score_short": {"by": "score", "one": "{score} pt", "other": "{score} pts"},
        "gm.friendship_if": "Friendship at {price}: +{chips} if out",
        "gm.friendship_short": "+{chips} if out",
        "gm.prompt.open_bid": "{name}: open the bidding or pass.",
        "gm.prompt.bid": "{name}: bid more than {bid} (high bid by {bidder}) or pass.",
        "gm.prompt.take": "{name} won at {price}: take every card, or take one and split the rest.",
        "gm.prompt.pick": "{name}: choose a card (you pay your last bid, {price}).",
        "gm.prompt.over": "The game is over.",
        "gm.log.auction": "Auction {number}: {size_card} turned up; on auction: {cards}. {name} opens.",
        "gm.log.final_auction": "Auction {number} (final): {cards}. {name} opens.",
        "gm.log.bid": "{name} bids {amount}.",
        "gm.log.pass": "{name} passes.",
        "gm.log.pass_forced": "{name} cannot outbid and passes.",
        "gm.log.no_sale": "Nobody bid: the cards are discarded.",
        "gm.log.won": "{name} wins the auction at {price}.",
        "gm.log.take_all": "{name} takes every card ({cards}) and pays {price}.",
        "gm.log.take": "{name} takes {card} and pays {price}.",
        "gm.log.leftover": "Left over and discarded: {cards}.",
        "gm.log.friendship": {
            "by": "chips",
            "one": "Power of friendship: {name} gets {chips} chip (last digit {digit}).",
            "other": "Power of friendship: {name} gets {chips} chips (last digit {digit}).",
        },
        "gm.log.goblin_reshuffle": "The goblin deck is reshuffled.",
        "gm.log.goblin": "The goblins show {card}: {gifts}.",
        "gm.log.nobody": "no gifts",
        "gm.log.game_over": "The auction deck is empty: the game is over.",
        "gm.corner.ace": "A",
        "gm.list_sep": ", ",
        "gm.card_label": "{name}: {rank}, {suits}",
        "gm.deck_label": {"one": "Auction deck: {count} card", "other": "Auction deck: {count} cards"},
        "gm.goblin_deck": {"one": "Goblin deck: {count} card", "other": "Goblin deck: {count} cards"},
        "gm.goblins": "Goblin deck",
        "gm.last_goblin_is": "Last goblin card: {card}",
        "gm.size_badge": {"one": "→ {count} card", "other": "→ {count} cards"},
        "gm.lot_heading": "Auction {number}",
        "gm.lot_in_decision": "The lot is in your decision.",
        "gm.won_by": "{name} won at {price}",
        "gm.still_in_label": "Still bidding:",
        "gm.supply": "Supply",
        "gm.friendship_you": "If you stay out at price {price}, friendship pays you +{chips}.",
        "gm.tap_card": "Tap a card to take it.",
        "gm.counts_for": "counts for",
        "gm.counts_against": "counts against",
        "gm.suit_counts": "Cards per suit",
        "gm.your_cards": "Your cards",
        "gm.no_cards": "No cards yet.",
        "gm.bar_label": "{suit} {count} ({part})",
        "gm.result.breakdown": "Suits at the end",
        "gm.result.bars_key": "Solid bars with + are the three largest suits (they score); outlined bars with − are the three smallest (they count against).",
        "gm.result.chart": "Score after each auction",
        "gm.result.score": "Score",
        "gm.result.top": "Three largest suits",
        "gm.result.bottom": "Three smallest suits",
        "gm.result.part": "{sum}: {suits}",
        "gm.result.tiebreak": "Score = three largest suit counts minus three smallest. Ties go to the larger three-largest sum; a tie that remains is shared.",
        "card.ace_of_moons": "Ace of Moons",
        "card.ace_of_suns": "Ace of Suns",
        "card.ace_of_waves": "Ace of Waves",
        "card.ace_of_leaves": "Ace of Leaves",
        "card.ace_of_wyrms": "Ace of Wyrms",
        "card.ace_of_knots": "Ace of Knots",
        "card.author": "The Author",
        "card.desert": "The Desert",
        "card.origin": "The Origin",
        "card.journey": "The Journey",
        "card.painter": "The Painter",
        "card.savage": "The Savage",
        "card.mountain": "The Mountain",
        "card.sailor": "The Sailor",
        "card.battle": "The Battle",
        "card.forest": "The Forest",
        "card.discovery": "The Discovery",
        "card.soldier": "The Soldier",
        "card.lunatic": "The Lunatic",
        "card.penitent": "The Penitent",
        "card.market": "The Market",
        "card.chance_meeting": "The Chance Meeting",
        "card.castle": "The Castle",
        "card.cave": "The Cave",
        "card.diplomat": "The Diplomat",
        "card.mill": "The Mill",
        "card.betrayal": "The Betrayal",
        "card.pact": "The Pact",
        "card.darkness": "The Darkness",
        "card.merchant": "The Merchant",
        "card.huntress": "The Huntress",
        "card.bard": "The Bard",
        "card.sea": "The Sea",
        "card.end": "The End",
        "card.calamity": "The Calamity",
        "card.windfall": "The Windfall",
        "card.watchman": "The Watchman",
        "card.light_keeper": "The Light Keeper",
        "card.harvest": "The Harvest",
        "card.borderland": "The Borderland",
        "card.consul": "The Consul",
        "card.rite": "The Rite",
        "card.window": "The Window",
        "card.island": "The Island",
        "rules.goblin_market": RULES_EN,
    },
    "zh-Hans": {
        "progress.goblin_market": "第{auction}次竞拍，牌堆剩余{left}张",
        "game.goblin_market.title": "地精市场",
        "game.goblin_market.summary": "用筹码竞拍 Decktet 卡牌，把它们集中在三个花色中，同时还要抵挡地精礼物的诱惑。30分钟。",
        "suit.Suns": "太阳",
        "suit.Leaves": "树叶",
        "suit.Wyrms": "巨龙",
        "suit.Knots": "绳结",
        "gm.final_auction": "最后一次竞拍：牌堆中剩下的牌一起拍卖。",
        "gm.final_short": "最后一次竞拍",
        "gm.size_card": "翻开了{card}：本次竞拍{count}张牌。",
        "gm.no_bid_yet": "尚无人叫价。",
        "gm.high_bid": "最高叫价：{bid}（{name}）",
        "gm.still_in": "仍在竞拍：{names}",
        "gm.auction_no": "竞拍轮次",
        "gm.deck": "牌堆剩余",
        "gm.discard": "已弃牌",
        "gm.last_goblin": "上一张地精牌",
        "gm.your_move": "{name}，轮到你了",
        "gm.you_have": "你有{chips}枚筹码。",
        "gm.bid_plus": "叫价{amount}",
        "gm.bid_exact": "指定叫价：",
        "gm.bid": "叫价",
        "gm.pass": "过（不再叫价）",
        "gm.action.bid": "叫价{amount}",
        "gm.action.pass": "过",
        "gm.split_explain": "拿走全部牌，或只拿一张：此时叫价次高的玩家必须各拿一张，并支付各自最后一次的叫价。",
        "gm.pick_explain": "选择你要拿的牌；你支付自己最后一次的叫价。",
        "gm.status.passed": "已过",
        "gm.status.bid": "叫价{amount}",
        "gm.status.to_act": "待行动",
        "gm.status.choosing": "选牌中",
        "gm.chips": "{chips}枚筹码",
        "gm.friendship_if": "情谊（成交价{price}）：不叫价可得+{chips}",
        "gm.friendship_short": "不叫价+{chips}",
        "gm.prompt.open_bid": "{name}：开始叫价，或选择过。",
        "gm.prompt.bid": "{name}：叫价高于{bid}（当前最高价由{bidder}叫出），或选择过。",
        "gm.prompt.take": "{name}以{price}胜出：全部拿走，或只拿一张并把其余的牌分出去。",
        "gm.prompt.pick": "{name}：选一张牌（你支付自己最后一次的叫价{price}）。",
        "gm.prompt.over": "游戏已结束。",
        "gm.log.auction": "第{number}次竞拍：翻开{size_card}；拍品：{cards}。由{name}开始叫价。",
        "gm.log.final_auction": "第{number}次竞拍（最后一次）：{cards}。由{name}开始叫价。",
        "gm.log.bid": "{name}叫价{amount}。",
        "gm.log.pass": "{name}选择过。",
        "gm.log.pass_forced": "{name}无法叫出更高价，自动过。",
        "gm.log.no_sale": "无人叫价，流拍：这些牌被弃掉。",
        "gm.log.won": "{name}以{price}赢得竞拍。",
        "gm.log.leftover": "剩余的牌被弃掉：{cards}。",
        "gm.log.friendship": "情谊的力量：{name}获得{chips}枚筹码（个位数字为{digit}）。",
        "gm.log.goblin_reshuffle": "地精牌堆重新洗混。",
        "gm.log.nobody": "无人获赠",
        "gm.log.game_over": "竞拍牌堆已空：游戏结束。",
        "gm.list_sep": "、",
        "gm.card_label": "{name}：{rank}，{suits}",
        "gm.deck_label": "竞拍牌堆：{count}张",
        "gm.goblin_deck": "地精牌堆：{count}张",
        "gm.goblins": "地精牌堆",
        "gm.last_goblin_is": "上一张地精牌：{card}",
        "gm.size_badge": "→ {count}张",
        "gm.lot_heading": "第{number}次竞拍",
        "gm.lot_in_decision": "拍品在你的选择区中。",
        "gm.won_by": "{name}以{price}胜出",
        "gm.still_in_label": "仍在竞拍：",
        "gm.supply": "供应堆",
        "gm.friendship_you": "若你在成交价{price}时不叫价，情谊的力量给你+{chips}。",
        "gm.tap_card": "点一张牌拿走它。",
        "gm.counts_for": "加分",
        "gm.counts_against": "减分",
        "gm.suit_counts": "各花色牌数",
        "gm.your_cards": "你的牌",
        "gm.no_cards": "还没有牌。",
        "gm.result.breakdown": "结束时的花色",
        "gm.result.bars_key": "实心并标有 + 的柱是数量最多的三个花色（加分）；空心虚线并标有 − 的柱是数量最少的三个花色（减分）。",
        "gm.result.chart": "每次竞拍后的得分",
        "gm.result.top": "最多的三个花色",
        "gm.result.bottom": "最少的三个花色",
        "gm.result.tiebreak": "得分 = 最多的三个花色的牌数之和减去最少的三个花色的牌数之和。平局时，最多的三个花色之和较大者获胜；仍然平局则并列获胜。",
        **ZH_BOTH,
        **zh_card_names(0),
        "rules.goblin_market": RULES_ZH_HANS,
    },
    "zh-Hant": {
        "progress.goblin_market": "第{auction}次競拍，牌堆剩餘{left}張",
        "game.goblin_market.title": "地精市場",
        "game.goblin_market.summary": "用籌碼競拍 Decktet 卡牌，把它們集中在三個花色中，同時還要抵擋地精禮物的誘惑。30分鐘。",
        "suit.Suns": "太陽",
        "suit.Leaves": "樹葉",
        "suit.Wyrms": "巨龍",
        "suit.Knots": "繩結",
        "gm.final_auction": "最後一次競拍：牌堆中剩下的牌一起拍賣。",
        "gm.final_short": "最後一次競拍",
        "gm.size_card": "翻開了{card}：本次競拍{count}張牌。",
        "gm.no_bid_yet": "尚無人叫價。",
        "gm.high_bid": "最高叫價：{bid}（{name}）",
        "gm.still_in": "仍在競拍：{names}",
        "gm.auction_no": "競拍輪次",
        "gm.deck": "牌堆剩餘",
        "gm.discard": "已棄牌",
        "gm.last_goblin": "上一張地精牌",
        "gm.your_move": "{name}，輪到你了",
        "gm.you_have": "你有{chips}枚籌碼。",
        "gm.bid_plus": "叫價{amount}",
        "gm.bid_exact": "指定叫價：",
        "gm.bid": "叫價",
        "gm.pass": "過（不再叫價）",
        "gm.action.bid": "叫價{amount}",
        "gm.action.pass": "過",
        "gm.split_explain": "拿走全部牌，或只拿一張：此時叫價次高的玩家必須各拿一張，並支付各自最後一次的叫價。",
        "gm.pick_explain": "選擇你要拿的牌；你支付自己最後一次的叫價。",
        "gm.status.passed": "已過",
        "gm.status.bid": "叫價{amount}",
        "gm.status.to_act": "待行動",
        "gm.status.choosing": "選牌中",
        "gm.chips": "{chips}枚籌碼",
        "gm.friendship_if": "情誼（成交價{price}）：不叫價可得+{chips}",
        "gm.friendship_short": "不叫價+{chips}",
        "gm.prompt.open_bid": "{name}：開始叫價，或選擇過。",
        "gm.prompt.bid": "{name}：叫價高於{bid}（目前最高價由{bidder}叫出），或選擇過。",
        "gm.prompt.take": "{name}以{price}勝出：全部拿走，或只拿一張並把其餘的牌分出去。",
        "gm.prompt.pick": "{name}：選一張牌（你支付自己最後一次的叫價{price}）。",
        "gm.prompt.over": "遊戲已結束。",
        "gm.log.auction": "第{number}次競拍：翻開{size_card}；拍品：{cards}。由{name}開始叫價。",
        "gm.log.final_auction": "第{number}次競拍（最後一次）：{cards}。由{name}開始叫價。",
        "gm.log.bid": "{name}叫價{amount}。",
        "gm.log.pass": "{name}選擇過。",
        "gm.log.pass_forced": "{name}無法叫出更高價，自動過。",
        "gm.log.no_sale": "無人叫價，流拍：這些牌被棄掉。",
        "gm.log.won": "{name}以{price}贏得競拍。",
        "gm.log.leftover": "剩餘的牌被棄掉：{cards}。",
        "gm.log.friendship": "情誼的力量：{name}獲得{chips}枚籌碼（個位數字為{digit}）。",
        "gm.log.goblin_reshuffle": "地精牌堆重新洗牌。",
        "gm.log.nobody": "無人獲贈",
        "gm.log.game_over": "競拍牌堆已空：遊戲結束。",
        "gm.list_sep": "、",
        "gm.card_label": "{name}：{rank}，{suits}",
        "gm.deck_label": "競拍牌堆：{count}張",
        "gm.goblin_deck": "地精牌堆：{count}張",
        "gm.goblins": "地精牌堆",
        "gm.last_goblin_is": "上一張地精牌：{card}",
        "gm.size_badge": "→ {count}張",
        "gm.lot_heading": "第{number}次競拍",
        "gm.lot_in_decision": "拍品在你的選擇區中。",
        "gm.won_by": "{name}以{price}勝出",
        "gm.still_in_label": "仍在競拍：",
        "gm.supply": "供應堆",
        "gm.friendship_you": "若你在成交價{price}時不叫價，情誼的力量給你+{chips}。",
        "gm.tap_card": "點一張牌拿走它。",
        "gm.counts_for": "加分",
        "gm.counts_against": "扣分",
        "gm.suit_counts": "各花色牌數",
        "gm.your_cards": "你的牌",
        "gm.no_cards": "還沒有牌。",
        "gm.result.breakdown": "結束時的花色",
        "gm.result.bars_key": "實心並標有 + 的柱是數量最多的三個花色（加分）；空心虛線並標有 − 的柱是數量最少的三個花色（扣分）。",
        "gm.result.chart": "每次競拍後的得分",
        "gm.result.top": "最多的三個花色",
        "gm.result.bottom": "最少的三個花色",
        "gm.result.tiebreak": "得分 = 最多的三個花色的牌數總和減去最少的三個花色的牌數總和。平手時，最多的三個花色總和較大者獲勝；仍然平手則並列獲勝。",
        **ZH_BOTH,
        **zh_card_names(1),
        "rules.goblin_market": RULES_ZH_HANT,
    },
}

# The hint's reasons (hints.py; put into words by ui.hint_reason): {suits} is a list of suit names,
# {other} the next best move in words, {name} a rival.
HINT_MESSAGES = {
    "en": {
        "gm.reason.builds": {
            "by": "points",
            "one": "builds your {suits}: +{points} point",
            "other": "builds your {suits}: +{points} points",
        },
        "gm.reason.no_cost": "costs your score nothing",
        "gm.reason.least_cost": {
            "by": "points",
            "one": "costs you {points} point, the least of the choices",
            "other": "costs you {points} points, the least of the choices",
        },
        "gm.reason.lot_builds": {
            "by": "points",
            "one": "the lot builds your {suits} (+{points} point), worth about {worth} chips to you",
            "other": "the lot builds your {suits} (+{points} points), worth about {worth} chips to you",
        },
        "gm.reason.keeps_from": {
            "by": "points",
            "one": "keeps the lot from {name}, who would gain {points} point",
            "other": "keeps the lot from {name}, who would gain {points} points",
        },
        "gm.reason.friendship": {
            "by": "chips",
            "one": "staying out pays you about {chips} chip of friendship",
            "other": "staying out pays you about {chips} chips of friendship",
        },
        "gm.reason.lot_adds_nothing": "the lot adds nothing to your score",
        "gm.reason.worth_less": "the lot is worth about {worth} chips to you, less than {price}",
        "gm.reason.too_dear": "at {price} the chips are worth more to you in the auctions to come",
        "gm.reason.more_points": {
            "by": "points",
            "one": "about {points} more point at the end than “{other}”",
            "other": "about {points} more points at the end than “{other}”",
        },
        "gm.reason.ahead_more": "ends ahead more often than “{other}”",
    },
    "zh-Hans": {
        "gm.reason.builds": "壮大你的{suits}：+{points}分",
        "gm.reason.no_cost": "不会让你失分",
        "gm.reason.least_cost": "只让你失{points}分，是各种选择中最少的",
        "gm.reason.lot_builds": "这批牌能壮大你的{suits}（+{points}分），对你约值{worth}枚筹码",
        "gm.reason.keeps_from": "不让{name}拿到这批牌（{name}能多得{points}分）",
        "gm.reason.friendship": "不参与竞拍，约可得{chips}枚友谊筹码",
        "gm.reason.lot_adds_nothing": "这批牌不能让你加分",
        "gm.reason.worth_less": "这批牌对你约值{worth}枚筹码，低于{price}",
        "gm.reason.too_dear": "出价{price}不如把筹码留给后面的竞拍",
        "gm.reason.more_points": "到终局比“{other}”约多{points}分",
        "gm.reason.ahead_more": "比“{other}”更常在终局领先",
    },
    "zh-Hant": {
        "gm.reason.builds": "壯大你的{suits}：+{points}分",
        "gm.reason.no_cost": "不會讓你失分",
        "gm.reason.least_cost": "只讓你失{points}分，是各種選擇中最少的",
        "gm.reason.lot_builds": "這批牌能壯大你的{suits}（+{points}分），對你約值{worth}枚籌碼",
        "gm.reason.keeps_from": "不讓{name}拿到這批牌（{name}能多得{points}分）",
        "gm.reason.friendship": "不參與競拍，約可得{chips}枚友誼籌碼",
        "gm.reason.lot_adds_nothing": "這批牌不能讓你加分",
        "gm.reason.worth_less": "這批牌對你約值{worth}枚籌碼，低於{price}",
        "gm.reason.too_dear": "出價{price}不如把籌碼留給後面的競拍",
        "gm.reason.more_points": "到終局比「{other}」約多{points}分",
        "gm.reason.ahead_more": "比「{other}」更常在終局領先",
    },
}
for _lang, _words in HINT_MESSAGES.items():
    MESSAGES[_lang].update(_words)
