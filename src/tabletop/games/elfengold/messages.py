"""Elfengold's texts in the three languages (merged into the shared catalogs by ui.i18n).

Elfengold's page reuses Elfenland's texts ("el.*": towns, transports, the journey, the chart) and adds
its own ("eg.*"). The names of its new cards and items are "el.kind.*" keys too, so that every text
that names a kind (a road's icons, Elfenland's log lines) finds them.
"""

RULES_EN = """
## The idea
Elfengold is Elfenland with gold. You still travel the land of the elves collecting town pieces, but the transport counters are now bought at auction, every town pays gold to those who travel there, and spells, sea monsters and gold pieces change the roads. After 6 rounds the most town pieces wins, and gold breaks a tie.

## What is new
- Every town but Elvenhold carries a gold value from 2 to 7 (shown in a coin beside it). With the random-values option the 20 values are shuffled over the towns.
- The travel deck has 63 cards: 9 of each transport and 9 rafts. Each player starts with 5 cards; 3 lie face up. Then 7 gold cards are shuffled into the rest.
- Each player starts with 12 gold. The rules do not hide gold, so here it is open: everybody sees everybody's gold, as with coins on the table.
- The 48 items in the face-down pile: 9 Giant Pigs, 8 Elfcycles, 4 Magic Clouds, 5 Unicorns, 8 Troll Wagons, 4 Dragons, 2 tree obstacles, 2 sea monsters, 2 gold pieces, 2 Double spells and 2 Exchange spells. There are no personal obstacles.

## A round (6 rounds)
- 1. Travel cards (from round 2): in turn order, one card at a time, each player draws 3 cards: one of the 3 face-up cards (refilled at once) or the top card of the supply. A gold card drawn from the supply goes face up onto the gold-card pile, and the player draws again; a gold card turned up to refill the face-up cards goes there too and is replaced. Instead of a card a player may take the whole gold-card pile: 3 gold for each card in it.
- 2. Gold (from round 2): each player gets 2 gold.
- 3. Items: in turn order each player draws 2 items from the pile, shows one and keeps the other secret.
- 4. Auction: twice as many items as players are turned up and sold one by one. The starting player bids first, then clockwise; any bid higher than the last is allowed (by any amount, even more than you have), and a pass is final for that item. The last bidder pays the bank and takes the item face up. A winner who cannot pay gives all their gold to the bank, and the same item is auctioned again without them. An item nobody bids on goes back into the pile. You may buy as many items as you like.
- 5. Planning: in turn order play one item or pass, until everybody passes in a row. A transport counter goes on an empty land road it can cross. A tree obstacle goes on a land road with a counter and without an obstacle or gold piece. A sea monster goes on a river or lake link without one: every raft there costs one card more (with the current 2, against it 3, lake 3). A gold piece goes on a land road with a counter and without an obstacle or gold piece. Double: on a road with one counter, add a second counter of another kind that can cross that road; travellers use either. Exchange: swap two different counters on two roads, both still legal afterwards; the spell goes back into the pile.
- 6. Travel and income: each player in turn makes the whole journey as in Elfenland, then takes the gold of every town entered on the way (a town entered twice pays twice; the starting town and Elvenhold pay nothing; after crossing a road with a gold piece the town pays double) or draws 2 travel cards instead. A player who does not move draws 2 cards. Then, as in Elfenland, the player keeps at most 4 travel cards (Witch cards included) and discards the rest.
- 7. End of round: each player keeps 2 of their items (shown or secret) and returns the rest; the items on the roads go back too, and the pile is shuffled. The starting player moves one seat to the left.

## The end
After round 6 the most town pieces wins; a tie goes to the player with more gold. If a player has collected all 20 towns, the game ends after that round.

## Options
- Witches: 6 Witch cards are shuffled into the travel cards. During your journey a Witch lets you cross a road's obstacle or sea monster without the extra card, by its transport (pay the chart cost, the Witch and 1 gold) or by caravan (any 3 cards, the Witch and 1 gold instead of 4 cards), or fly to any town for 3 gold (you collect its town piece but earn no gold there).
- Town cards: as in Elfenland, a secret destination; at the end the distance from your boot to it is taken off your score.
- Random gold values: the values are shuffled over the towns.
- No hand limit (a house rule): the limit of 4 travel cards after your journey is a rule, since Elfengold's rules say that whatever they do not mention follows Elfenland. It is on unless you choose the house rule that turns it off.

## Decisions of this table
- Every player is asked in the auction, one without gold too. Any bid higher than the last is allowed, even more than you have (the page warns you first); the page's bids stop at one more than all the players' gold together, an amount nobody could pay, which stands for any larger one.
- The second auction of an item its winner could not pay for is opened by the starting player, as every auction is (by the next player if the starting player could not pay), and the player who could not pay may not bid on that item again.
- The Witch's flight collects the town piece of the town you fly to.
- Witch cards count towards the hand limit. A Witch is never one of a caravan's 3 cards; it only stands in for an obstacle's extra card.
"""

EN = {
    "progress.elfengold": "Round {round}",
    "game.elfengold.title": "Elfengold",
    "game.elfengold.summary": "Elfenland with gold: bid for transport counters and spells at auction, earn gold in every town you travel to, and collect the most town pieces in 6 rounds. 75 minutes.",
    "option.elfengold.witches": "Witches",
    "option.elfengold.witches.off": "Off",
    "option.elfengold.witches.on": "On: 6 Witch cards for crossing obstacles and flying",
    "option.elfengold.town_cards": "Town cards (secret destinations)",
    "option.elfengold.town_cards.off": "Off",
    "option.elfengold.town_cards.on": "On: the distance to your town card is taken off your score",
    "option.elfengold.gold_values": "Gold values of the towns",
    "option.elfengold.gold_values.fixed": "As printed on the map",
    "option.elfengold.gold_values.random": "Shuffled over the towns",
    "option.elfengold.hand_limit": "Hand limit after the journey",
    "option.elfengold.hand_limit.on": "On (the rules): keep at most 4 travel cards",
    "option.elfengold.hand_limit.off": "Off (a house rule): no limit",
    "el.kind.sea_monster": "Sea Monster",
    "el.kind.gold_piece": "Gold Piece",
    "el.kind.double": "Double",
    "el.kind.exchange": "Exchange",
    "el.kind.witch": "Witch",
    "el.kind.gold": "Gold card",
    "eg.gold": "{amount} gold",
    "eg.no_items": "no items",
    "eg.count_of": "{count} × {kind}",
    # prompts
    "eg.prompt.draw_cards": {
        "one": "{name}: draw a travel card: a face-up one, the top of the supply, or the gold-card pile ({count} draw left).",
        "other": "{name}: draw a travel card: a face-up one, the top of the supply, or the gold-card pile ({count} draws left).",
    },
    "eg.prompt.income_draw": "{name}: a gold card was turned up; draw again: a face-up card, the supply, or the gold-card pile.",
    "eg.prompt.draw_items": "{name}: choose which of your two new items to show; the other stays secret.",
    "eg.prompt.draw_items_open": "{name}: choose which of your two new items to show; the other is kept face down (at this open table everyone sees it).",
    "eg.prompt.draw_items_pair_open": "{name}: you drew two {item}: show one; the other is kept face down (at this open table everyone sees it).",
    "eg.prompt.draw_items_pair": "{name}: you drew two {item}: show one; the other stays secret.",
    "eg.prompt.auction": "{name}: bid for the {item} (high bid {high}; you have {gold} gold) or pass.",
    "eg.prompt.plan": "{name}: choose one of your items, then tap a lit road for it, or pass.",
    "eg.prompt.plan_pass": "{name}: none of your items can be played now: pass.",
    "eg.prompt.plan_road": "{name}: tap a lit road on the map to play your {kind}.",
    "eg.prompt.plan_double": "{name}: choose the transport counter to add with the Double spell.",
    "eg.prompt.plan_double_road": "{name}: tap a lit road on the map to add your {kind} to it.",
    "eg.prompt.plan_exchange": "{name}: tap a lit road: the first of the two counters to swap.",
    "eg.prompt.plan_exchange_second": "{name}: tap a lit road, or choose a swap below.",
    "eg.prompt.fly": "{name}: tap the town to fly to (a Witch card and {gold} gold).",
    "eg.prompt.income": "{name}: take the {gold} gold your journey earned, or {cards} travel cards instead.",
    "eg.prompt.keep": "{name}: choose an item to keep for the next round ({count} still to choose).",
    "eg.prompt.wait_draw_cards": "Waiting for {name} to draw a travel card.",
    "eg.prompt.wait_income_draw": "Waiting for {name} to draw a travel card.",
    "eg.prompt.wait_draw_items": "Waiting for {name} to show an item.",
    "eg.prompt.wait_auction": "Waiting for {name} to bid or pass.",
    "eg.prompt.wait_plan": "Waiting for {name} to play an item or pass.",
    "eg.prompt.wait_move": "Waiting for {name} to travel.",
    "eg.prompt.wait_income": "Waiting for {name} to choose gold or cards.",
    "eg.prompt.wait_discard": "Waiting for {name} to discard down to the hand limit.",
    "eg.prompt.wait_keep": "Waiting for {name} to choose the items to keep.",
    # the log
    "eg.log.phase.draw_cards": "Every player draws 3 travel cards, one at a time.",
    "eg.log.phase.draw_items": "Every player draws 2 items: one shown, one secret.",
    "eg.log.phase.auction": "The auction begins.",
    "eg.log.phase.plan": "Planning: items go on the roads.",
    "eg.log.phase.move": "Travel: every player makes a journey and earns gold.",
    "eg.log.phase.keep": "End of the round: every player keeps 2 items.",
    "eg.log.draw_deck": "{name} draws a card from the supply.",
    "eg.log.draw_face_up": "{name} takes the face-up {kind}.",
    "eg.log.refill": "Turned up in its place: {cards}.",
    "eg.log.refill_gold": {
        "one": "{count} gold card turned up goes to the gold-card pile.",
        "other": "{count} gold cards turned up go to the gold-card pile.",
    },
    "eg.log.card_drawn": "{name} draws {kind}.",
    "eg.log.gold_card": "{name} turns up a gold card: it goes to the gold-card pile (now {pile}), and {name} draws again.",
    "eg.log.take_gold_pile": {
        "one": "{name} takes the gold-card pile: {count} card, {gold} gold.",
        "other": "{name} takes the gold-card pile: {count} cards, {gold} gold.",
    },
    "eg.log.deal": "Travel cards dealt: {counts}.",
    "eg.log.allowance": "Every player gets {gold} gold.",
    "eg.log.draw_items": {
        "one": "{name} draws {count} item.",
        "other": "{name} draws {count} items.",
    },
    "eg.log.items_drawn": "{name} draws {items}.",
    "eg.log.show_item": "{name} shows {item}; the other item stays secret.",
    "eg.log.auction_row": "Up for auction: {items}.",
    "eg.log.lot": "On offer: {item} ({left} more to come).",
    "eg.log.bid": "{name} bids {amount}.",
    "eg.log.sold": "{name} buys {item} for {price} gold.",
    "eg.log.unpaid": "{name} cannot pay the {bid} bid for {item}: all their {lost} gold goes to the bank, and the item is auctioned again without them.",
    "eg.log.unsold": "Nobody bids for {item}: it goes back into the pile.",
    "eg.log.place": "{name} plays {kind} on {road}.",
    "eg.log.place_secret": "{name} plays their secret {kind} on {road}.",
    "eg.log.double": "{name} casts Double on {road} and adds {kind}.",
    "eg.log.double_secret": "{name} casts Double on {road} and adds {kind} (a secret item).",
    "eg.log.exchange": "{name} casts Exchange: {kind_a} on {road_a} swaps places with {kind_b} on {road_b}.",
    "eg.log.witch": "A Witch card lets the boot past the road's obstacle or sea monster for {gold} gold.",
    "eg.log.earn": "+{gold} gold.",
    "eg.log.earn_doubled": "+{gold} gold (doubled by the gold piece).",
    "eg.log.fly": "{name} flies by Witch from {from_town} to {to_town} for {gold} gold.",
    "eg.log.income": "{name} takes {gold} gold for the journey.",
    "eg.log.income_forced": "{name} takes {gold} gold for the journey (no cards are left to draw instead).",
    "eg.log.take_cards": "{name} takes {count} travel cards instead of gold.",
    "eg.log.take_cards_forced": "{name} earned no gold and draws {count} travel cards.",
    "eg.log.keep": "{name} keeps {item}.",
    "eg.log.keep_secret": "{name} keeps a secret item.",
    "eg.log.return_items": {
        "one": "{name} returns {count} item to the pile.",
        "other": "{name} returns {count} items to the pile.",
    },
    "eg.log.round_end": {
        "by": "returned",
        "one": "Round {round} is over: {returned} item comes off the roads, and the pile is shuffled.",
        "other": "Round {round} is over: {returned} items come off the roads, and the pile is shuffled.",
    },
    # the map
    "eg.board.gold_value": "{town}: {gold} gold",
    "eg.board.play_on": "Play {item} on {road}",
    "eg.board.swap_with": "Swap with the counter on {road}",
    "eg.board.fly_to": "Fly to {town}",
    # the auction
    "eg.auction.title": "Auction",
    "eg.auction.no_bid": "No bid yet.",
    "eg.auction.high": "High bid: {amount} gold by {name}.",
    "eg.auction.still_in": "Still bidding",
    "eg.auction.out": "Passed: {names}.",
    "eg.auction.excluded": "Could not pay for this item and may not bid on it again: {names}.",
    "eg.auction.to_come": "Still to come ({count})",
    "eg.auction.last": "This is the last item.",
    "eg.auction.rules": "Any bid higher than the last is allowed, even above your gold (up to {most}, more than all the gold at the table); a pass is final for this item. A winner who cannot pay gives all their gold to the bank, and the item is auctioned again without them.",
    "eg.bid.explain": "Bid for the {item}: at least {low} gold. You have {gold} gold.",
    "eg.bid.step": "Change the bid to {amount}",
    "eg.bid.button": "Bid {amount}",
    "eg.bid.pass": "Pass",
    "eg.bid.over_gold": "More than your {gold} gold!",
    "eg.bid.warning_title": "You cannot pay this bid.",
    "eg.bid.warning": "You are bidding {amount} gold but have only {gold}. If you win, you lose all your gold and get nothing.",
    "eg.bid.anyway": "Bid {amount} anyway",
    "eg.bid.cancel": "Choose another bid",
    "eg.bid.amount": "Your bid",
    # what the items do
    "eg.help.transport": "A transport counter: goes on an empty land road it can cross.",
    "eg.help.obstacle": "Tree obstacle: on a land road with a counter, no obstacle and no gold piece; every way of using the road costs one card more.",
    "eg.help.sea_monster": "Sea monster: on a river or lake link without one; every raft there costs one card more.",
    "eg.help.gold_piece": "Gold piece: on a land road with a counter, no obstacle and no gold piece; the town reached over it pays double.",
    "eg.help.double": "Double: choose a transport of yours, then a road with one counter that it can also cross; both lie there.",
    "eg.help.exchange": "Exchange: swap two different counters on two roads; both must still be able to cross their new roads. The spell goes back into the pile.",
    # controls
    "eg.draw.deck": "Top of the supply",
    "eg.draw.gold_pile": {
        "one": "Gold-card pile: {count} card = {gold} gold",
        "other": "Gold-card pile: {count} cards = {gold} gold",
    },
    "eg.draw.explain": {
        "one": "Draw {count} more travel card this round, one per turn.",
        "other": "Draw {count} more travel cards this round, one per turn.",
    },
    "eg.draw.explain_deck": "Draw from the supply.",
    "eg.draw.explain_income": "A gold card went to the gold-card pile: draw again.",
    "eg.draw.gold_rule": "A gold card drawn from the supply goes to the gold-card pile and you draw again; one turned up for the face-up cards goes there too and is replaced. Taking the pile pays {gold} gold per card.",
    "eg.items.explain": "You drew {items}. Choose the one to show; the other stays secret.",
    "eg.items.explain_open": "You drew {items}. Choose the one to show; the other is kept face down, in sight of everyone at this open table.",
    "eg.items.show": "Show {item}",
    "eg.items.keep_secret": "keep {item} secret",
    "eg.items.keep_secret_open": "keep {item} face down",
    "eg.plan.choose": "Tap one of your items, then a lit road on the map.",
    "eg.plan.nothing": "You have nothing you can play.",
    "eg.plan.none_fits": "None of your items can be played now: pass. The others see only that you pass, not why.",
    "eg.plan.no_road": "No road for this item now",
    "eg.plan.tap_road": "Tap a lit road on the map to play your {item} ({count} roads possible), or tap the item again to choose another. {help}",
    "eg.plan.double_kind": "Which transport goes on the road as the second counter?",
    "eg.plan.double_road": "Tap a lit road to add your {kind} there ({count} roads possible).",
    "eg.plan.exchange_first": "Tap a lit road: one of the two counters to swap ({count} roads possible).",
    "eg.plan.exchange_second": "Swap from {road}: tap a lit road, or choose here.",
    "eg.plan.swap": "{kind_a} ({road_a}) ⇄ {kind_b} ({road_b})",
    "eg.plan.exchange_again": "Choose another first road",
    "eg.move.earned": "Gold earned on this journey: {gold}.",
    "eg.move.witch_title": "Witch cards ({count})",
    "eg.move.witch_cross": "Witch: to {town} by {kind}, past the obstacle or sea monster for {gold} gold",
    "eg.move.witch_caravan": "Witch caravan to {town}: any {size} cards, the Witch and {gold} gold, instead of one card more for the obstacle.",
    "eg.move.witch_caravan_pay": "Witch caravan: pay {cards}, the Witch and the gold",
    "eg.move.fly": "Witch: fly to any town for {gold} gold",
    "eg.move.witch_none": "You cannot use a Witch now: it helps only across a road with an obstacle or sea monster, and flying needs {gold} gold.",
    "eg.move.fly_explain": "Tap a town on the map or below. You collect its town piece but earn no gold there; the flight costs a Witch card and {gold} gold.",
    "eg.income.explain": "Your journey earned {gold} gold. Take it, or draw {cards} travel cards instead.",
    "eg.income.gold": "Take {gold} gold",
    "eg.income.cards": "Draw {count} travel cards instead",
    "eg.keep.explain": {
        "one": "Keep {count} more item for the next round; the rest go back into the pile. A secret item stays secret.",
        "other": "Keep {count} more items for the next round; the rest go back into the pile. A secret item stays secret.",
    },
    "eg.keep.kept": "Kept so far: {items}.",
    "eg.mine.title": "{name}: your gold, cards and items",
    "eg.chart.note": "A sea monster adds one card to every raft on its river or lake link.",
    "eg.mine.items": "Items",
    "eg.supply.title": "Cards and items",
    "eg.supply.row": "Face-up travel cards",
    "eg.supply.gold_pile": "Gold-card pile",
    "eg.supply.gold_pile_value": "{count} ({gold} gold)",
    "eg.supply.items": "Items face down",
    "eg.status.draw_cards": "drawing cards",
    "eg.status.income_draw": "drawing cards",
    "eg.status.draw_items": "drawing items",
    "eg.status.bidding": "to bid",
    "eg.status.high": "high bid {amount}",
    "eg.status.out": "passed",
    "eg.status.plan": "planning",
    "eg.status.move": "travelling",
    "eg.status.income": "choosing income",
    "eg.status.discard": "discarding",
    "eg.status.keep": "keeping items",
    "eg.player.gold": "Gold",
    "eg.player.items": "Items",
    "eg.result.gold": "Gold",
    "eg.result.tiebreak": "Score = town pieces collected. A tie goes to the player with more gold; a tie that remains is shared.",
    "eg.result.tiebreak_variant": "Score = town pieces minus the distance (in links) from the final town to the town card. A tie goes to the player with more gold; a tie that remains is shared.",
    # The hint: the strong player's move, named in a few words.
    "eg.hint.draw_face_up": "Take the face-up {kind}",
    "eg.hint.draw_deck": "Draw from the supply",
    "eg.hint.take_gold_pile": {
        "one": "Take the gold-card pile (1 card, {gold} gold)",
        "other": "Take the gold-card pile ({count} cards, {gold} gold)",
    },
    "eg.hint.show_item": "Show {item}, keep {other} secret",
    "eg.hint.show_item_pair": "Show one {item}, keep the other secret",
    "eg.hint.bid": "Bid {amount} for the {item}",
    "eg.hint.pass_bid": "Pass on the {item}",
    "eg.hint.pass_plan": "Pass: play nothing now",
    "eg.hint.place": "Play {item} on {road}",
    "eg.hint.double": "Cast Double on {road}, adding {kind}",
    "eg.hint.exchange": "Cast Exchange: {kind_a} on {road_a} for {kind_b} on {road_b}",
    "eg.hint.move": "Travel to {town} by {kind}",
    "eg.hint.caravan": "Travel to {town} by caravan ({cards})",
    "eg.hint.witch_move": "Travel to {town} by {kind} with a Witch past the obstacle ({gold} gold)",
    "eg.hint.witch_caravan": "Travel to {town} by caravan ({cards}) with a Witch past the obstacle ({gold} gold)",
    "eg.hint.fly": "Fly to {town} with a Witch ({gold} gold)",
    "eg.hint.end_move": "End your journey",
    "eg.hint.take_income": "Take the {gold} gold",
    "eg.hint.take_cards": "Draw {count} travel cards instead of gold",
    "eg.hint.discard": "Discard {kind}",
    "eg.hint.keep_open": "Keep {item} (shown)",
    "eg.hint.keep_secret": "Keep {item} secret",
    "rules.elfengold": RULES_EN,
}

RULES_ZH_HANS = """
## 游戏概念
妖精黄金（Elfengold）就是加入了黄金的妖精之地。你们仍然游历妖精之地、收集城镇标记，但交通标记现在要在拍卖中买下，每座城镇都会付金币给前往那里的旅行者，而法术、海怪和黄金标记会改变道路。6回合后城镇标记最多者获胜，平局时比金币。

## 新的内容
- 除 Elvenhold 外，每座城镇都有2到7的黄金价值（显示在城镇旁的金币图案中）。使用随机价值选项时，这20个价值会被打乱分配到各城镇。
- 旅行卡共63张：每种交通方式9张，木筏9张。每名玩家起始有5张卡；3张正面朝上摆出。然后把7张黄金卡洗入剩下的牌中。
- 每名玩家起始有12金币。规则没有要求隐藏金币，所以这里金币是公开的：就像桌上的硬币一样，每个人都看得到所有人的金币。
- 面朝下的标记堆中共有48个标记：巨猪9个、妖精脚踏车8个、魔法云4个、独角兽5个、巨魔马车8个、龙4个、木头路障2个、海怪2个、黄金标记2个、双重运输法术2个、互换法术2个。没有个人路障。

## 一个回合（共6回合）
- 1. 旅行卡（从第2回合起）：按顺序，每次一张，每名玩家抽3张卡：从3张正面朝上的卡中拿一张（空位立即补上），或拿牌堆顶的一张。从牌堆抽到的黄金卡正面朝上放到黄金卡堆上，该玩家再抽一次；补充正面朝上的卡时翻出的黄金卡也放到那里，并再翻一张补上。玩家也可以不拿卡，改为拿走整个黄金卡堆：其中每张卡得3金币。
- 2. 收入（从第2回合起）：每名玩家得到2金币。
- 3. 标记：按顺序，每名玩家从标记堆中抽2个标记，公开其中一个，另一个秘密保留。
- 4. 拍卖：翻开玩家人数两倍的标记，逐一拍卖。起始玩家先喊价，然后按顺时针进行；只要比上一次高，喊多少都可以（超过自己的金币也可以），弃权后就不能再竞拍这个标记。最后喊价的玩家把金币付给银行，拿走这个标记并公开摆放。得标者若付不起，就必须把剩下的金币全部交给银行，这个标记在没有他参加的情况下重新拍卖。没有人喊价的标记放回标记堆。你想买多少个标记都可以。
- 5. 规划：按顺序，每人打出一个标记或选择过，直到所有玩家连续都选择过。交通标记放在它能通过的一条空着的陆路上。木头路障放在一条有交通标记、且没有路障或黄金标记的陆路上。海怪放在一条还没有海怪的河流或湖泊路段上：在那里每次用木筏都多付1张卡（顺流2，逆流3，湖泊3）。黄金标记放在一条有交通标记、且没有路障或黄金标记的陆路上。双重运输：在只有一个交通标记的道路上，再加上另一种也能通过这条道路的交通标记；旅行者可任选其一。互换：交换两条道路上两个不同的交通标记，交换后两者都必须仍然合法；该法术放回标记堆。
- 6. 旅行与收入：每名玩家轮流像在妖精之地中一样走完整段旅程，然后拿取沿途进入的每座城镇的金币（进入同一座城镇两次就拿两次；出发的城镇和 Elvenhold 不给金币；经过放有黄金标记的道路后，到达的城镇给双倍），或者改为抽2张旅行卡。没有移动的玩家抽2张卡。然后与妖精之地一样，该玩家最多保留4张旅行卡（妖精巫师卡也算在内），其余弃掉。
- 7. 回合结束：每名玩家保留自己的2个标记（公开的或秘密的），其余的放回；道路上的标记也收回，然后洗混标记堆。起始玩家向左移一个座位。

## 游戏结束
第6回合结束后，城镇标记最多者获胜；平局时金币较多者获胜。若有玩家收集齐全部20座城镇，游戏在该回合结束后结束。

## 可选规则
- 妖精巫师：把6张妖精巫师卡洗入旅行卡。在你的旅程中，妖精巫师可以让你通过道路上的路障或海怪而不必多付那张卡：用道路上的交通方式（支付花费表上的卡数、妖精巫师卡和1金币），或者组商队（任意3张卡、妖精巫师卡和1金币，而不是4张卡）；或者花3金币飞往任意一座城镇（你拿到该城镇的城镇标记，但在那里得不到金币）。
- 城镇卡：与妖精之地相同，是秘密目的地；游戏结束时，从你的得分中减去你的靴子到该城镇的距离。
- 随机黄金价值：把黄金价值打乱分配到各城镇。
- 不使用手牌上限（家规）：旅程结束后最多保留4张旅行卡是规则，因为 Elfengold 的规则说明，凡是没有提到的部分都按妖精之地的基本规则进行。除非你选择关闭它的家规，否则手牌上限一直有效。

## 本应用的具体处理
- 拍卖时每名玩家都会被询问，没有金币的玩家也一样。只要比上一次高，喊多少都可以，超过自己的金币也可以（页面会先提醒你）；页面上的喊价最高到所有玩家的金币总和加1，这是谁都付不起的数目，代表任何更高的喊价。
- 得标者付不起而重新拍卖的标记，与每次拍卖一样由起始玩家先喊价（若付不起的正是起始玩家，则由下一名玩家开始），付不起的玩家不能再竞拍这个标记。
- 妖精巫师的飞行可以拿到飞往城镇的城镇标记。
- 妖精巫师卡计入手牌上限。妖精巫师不能算作商队的3张卡之一；它只能代替路障多付的那张卡。
"""

ZH_HANS = {
    "progress.elfengold": "第{round}回合",
    "game.elfengold.title": "妖精黄金 Elfengold",
    "game.elfengold.summary": "加入黄金的妖精之地：在拍卖中竞买交通标记和法术，在你前往的每座城镇赚取金币，并在6回合内收集最多的城镇标记。75分钟。",
    "option.elfengold.witches": "妖精巫师",
    "option.elfengold.witches.off": "不使用",
    "option.elfengold.witches.on": "使用：6张妖精巫师卡，用来通过路障和飞行",
    "option.elfengold.town_cards": "城镇卡（秘密目的地）",
    "option.elfengold.town_cards.off": "不使用",
    "option.elfengold.town_cards.on": "使用：得分减去你到城镇卡上城镇的距离",
    "option.elfengold.gold_values": "城镇的黄金价值",
    "option.elfengold.gold_values.fixed": "按地图上印的数值",
    "option.elfengold.gold_values.random": "打乱分配到各城镇",
    "option.elfengold.hand_limit": "旅程结束后的手牌上限",
    "option.elfengold.hand_limit.on": "使用（规则）：最多保留4张旅行卡",
    "option.elfengold.hand_limit.off": "不使用（家规）：没有上限",
    "el.kind.sea_monster": "海怪",
    "el.kind.gold_piece": "黄金标记",
    "el.kind.double": "双重运输",
    "el.kind.exchange": "互换",
    "el.kind.witch": "妖精巫师",
    "el.kind.gold": "黄金卡",
    "eg.gold": "{amount}金币",
    "eg.no_items": "没有标记",
    "eg.count_of": "{count}个{kind}",
    # prompts
    "eg.prompt.draw_cards": "{name}：抽一张旅行卡：正面朝上的一张、牌堆顶的一张，或黄金卡堆（还可以抽{count}次）。",
    "eg.prompt.income_draw": "{name}：翻出了一张黄金卡；再抽一次：正面朝上的卡、牌堆，或黄金卡堆。",
    "eg.prompt.draw_items": "{name}：选择两个新标记中要公开的一个；另一个秘密保留。",
    "eg.prompt.draw_items_open": "{name}：选择两个新标记中要公开的一个；另一个背面朝上保留（公开桌上大家都看得到）。",
    "eg.prompt.draw_items_pair_open": "{name}：你抽到了两个{item}：公开一个，另一个背面朝上保留（公开桌上大家都看得到）。",
    "eg.prompt.draw_items_pair": "{name}：你抽到了两个{item}：公开一个，另一个秘密保留。",
    "eg.prompt.plan_pass": "{name}：你的标记现在都不能打出：请选择过。",
    "eg.prompt.auction": "{name}：为{item}喊价（最高喊价{high}；你有{gold}金币），或弃权。",
    "eg.prompt.plan": "{name}：选择你的一个标记，再点一条亮起的道路打出它；或选择过。",
    "eg.prompt.plan_road": "{name}：点地图上一条亮起的道路，打出你的{kind}。",
    "eg.prompt.plan_double": "{name}：选择要用双重运输法术加上的交通标记。",
    "eg.prompt.plan_double_road": "{name}：点地图上一条亮起的道路，把你的{kind}加上去。",
    "eg.prompt.plan_exchange": "{name}：点一条亮起的道路：要交换的两个标记中的第一个。",
    "eg.prompt.plan_exchange_second": "{name}：点一条亮起的道路，或在下方选择一种交换。",
    "eg.prompt.fly": "{name}：点要飞往的城镇（花费一张妖精巫师卡和{gold}金币）。",
    "eg.prompt.income": "{name}：拿取旅程赚到的{gold}金币，或改为抽{cards}张旅行卡。",
    "eg.prompt.keep": "{name}：选择一个标记保留到下一回合（还要选{count}个）。",
    "eg.prompt.wait_draw_cards": "等待{name}抽旅行卡。",
    "eg.prompt.wait_income_draw": "等待{name}抽旅行卡。",
    "eg.prompt.wait_draw_items": "等待{name}公开一个标记。",
    "eg.prompt.wait_auction": "等待{name}喊价或弃权。",
    "eg.prompt.wait_plan": "等待{name}打出标记或选择过。",
    "eg.prompt.wait_move": "等待{name}旅行。",
    "eg.prompt.wait_income": "等待{name}选择金币或卡。",
    "eg.prompt.wait_discard": "等待{name}弃牌到手牌上限。",
    "eg.prompt.wait_keep": "等待{name}选择要保留的标记。",
    # the log
    "eg.log.phase.draw_cards": "每名玩家抽3张旅行卡，每次一张。",
    "eg.log.phase.draw_items": "每名玩家抽2个标记：一个公开，一个秘密。",
    "eg.log.phase.auction": "拍卖开始。",
    "eg.log.phase.plan": "规划：在道路上打出标记。",
    "eg.log.phase.move": "旅行：每名玩家走一段旅程并赚取金币。",
    "eg.log.phase.keep": "回合结束：每名玩家保留2个标记。",
    "eg.log.draw_deck": "{name}从牌堆抽一张卡。",
    "eg.log.draw_face_up": "{name}拿走正面朝上的{kind}。",
    "eg.log.refill": "翻开补上空位：{cards}。",
    "eg.log.refill_gold": "翻出的{count}张黄金卡放到黄金卡堆。",
    "eg.log.card_drawn": "{name}抽到{kind}。",
    "eg.log.gold_card": "{name}翻出一张黄金卡：它放到黄金卡堆（现有{pile}张），{name}再抽一次。",
    "eg.log.take_gold_pile": "{name}拿走黄金卡堆：{count}张卡，{gold}金币。",
    "eg.log.deal": "发旅行卡：{counts}。",
    "eg.log.allowance": "每名玩家得到{gold}金币。",
    "eg.log.draw_items": "{name}抽{count}个标记。",
    "eg.log.items_drawn": "{name}抽到{items}。",
    "eg.log.show_item": "{name}公开{item}；另一个标记秘密保留。",
    "eg.log.auction_row": "拍卖的标记：{items}。",
    "eg.log.lot": "正在拍卖：{item}（之后还有{left}个）。",
    "eg.log.bid": "{name}喊价{amount}。",
    "eg.log.sold": "{name}以{price}金币买下{item}。",
    "eg.log.unpaid": "{name}付不起为{item}喊出的{bid}：失去全部{lost}金币，这个标记在没有他参加的情况下重新拍卖。",
    "eg.log.unsold": "没有人为{item}喊价：它放回标记堆。",
    "eg.log.place": "{name}把{kind}放在{road}。",
    "eg.log.place_secret": "{name}把秘密标记{kind}放在{road}。",
    "eg.log.double": "{name}在{road}施展双重运输，加上{kind}。",
    "eg.log.double_secret": "{name}在{road}施展双重运输，加上{kind}（秘密标记）。",
    "eg.log.exchange": "{name}施展互换：{road_a}上的{kind_a}与{road_b}上的{kind_b}交换位置。",
    "eg.log.witch": "妖精巫师卡让靴子花{gold}金币通过了道路上的路障或海怪。",
    "eg.log.earn": "+{gold}金币。",
    "eg.log.earn_doubled": "+{gold}金币（黄金标记使其加倍）。",
    "eg.log.fly": "{name}借助妖精巫师从{from_town}飞往{to_town}，花费{gold}金币。",
    "eg.log.income": "{name}拿取旅程所得的{gold}金币。",
    "eg.log.income_forced": "{name}拿取旅程所得的{gold}金币（已没有卡可以改抽）。",
    "eg.log.take_cards": "{name}不拿金币，改抽{count}张旅行卡。",
    "eg.log.take_cards_forced": "{name}没有赚到金币，抽{count}张旅行卡。",
    "eg.log.keep": "{name}保留{item}。",
    "eg.log.keep_secret": "{name}保留一个秘密标记。",
    "eg.log.return_items": "{name}把{count}个标记放回标记堆。",
    "eg.log.round_end": "第{round}回合结束：道路上的{returned}个标记被收回，洗混标记堆。",
    # the map
    "eg.board.gold_value": "{town}：{gold}金币",
    "eg.board.play_on": "在{road}打出{item}",
    "eg.board.swap_with": "与{road}上的标记交换",
    "eg.board.fly_to": "飞往{town}",
    # the auction
    "eg.auction.title": "拍卖",
    "eg.auction.no_bid": "还没有人喊价。",
    "eg.auction.high": "最高喊价：{name}的{amount}金币。",
    "eg.auction.still_in": "仍在竞拍",
    "eg.auction.out": "已弃权：{names}。",
    "eg.auction.excluded": "付不起这个标记、不能再竞拍它的玩家：{names}。",
    "eg.auction.to_come": "待拍卖（{count}个）",
    "eg.auction.last": "这是最后一个标记。",
    "eg.auction.rules": "只要比上一次高，喊多少都可以，超过自己的金币也可以（最高到{most}，超过桌上所有的金币）；弃权后就不能再竞拍这个标记。得标者若付不起，就把全部金币交给银行，这个标记在没有他参加的情况下重新拍卖。",
    "eg.bid.explain": "为{item}喊价：至少{low}金币。你有{gold}金币。",
    "eg.bid.step": "把喊价改为{amount}",
    "eg.bid.button": "喊价{amount}",
    "eg.bid.pass": "弃权",
    "eg.bid.over_gold": "超过了你的{gold}金币！",
    "eg.bid.warning_title": "你付不起这个价。",
    "eg.bid.warning": "你喊价{amount}金币，但只有{gold}金币。如果你得标，就会失去全部金币，而且什么也得不到。",
    "eg.bid.anyway": "仍然喊价{amount}",
    "eg.bid.cancel": "改喊别的价",
    "eg.bid.amount": "你的喊价",
    # what the items do
    "eg.help.transport": "交通标记：放在它能通过的一条空着的陆路上。",
    "eg.help.obstacle": "木头路障：放在一条有交通标记、没有路障也没有黄金标记的陆路上；这条路的每种走法都多付1张卡。",
    "eg.help.sea_monster": "海怪：放在一条还没有海怪的河流或湖泊路段上；在那里每次用木筏都多付1张卡。",
    "eg.help.gold_piece": "黄金标记：放在一条有交通标记、没有路障也没有黄金标记的陆路上；经过它到达的城镇给双倍金币。",
    "eg.help.double": "双重运输：选择你的一个交通标记，再选一条只有一个交通标记、而你的标记也能通过的道路；两个标记都放在那里。",
    "eg.help.exchange": "互换：交换两条道路上两个不同的交通标记；两者都必须能通过各自的新道路。该法术放回标记堆。",
    # controls
    "eg.draw.deck": "牌堆顶",
    "eg.draw.gold_pile": "黄金卡堆：{count}张卡 = {gold}金币",
    "eg.draw.explain": "本回合还要抽{count}张旅行卡，每轮一张。",
    "eg.draw.explain_deck": "从牌堆抽卡。",
    "eg.draw.explain_income": "一张黄金卡放到了黄金卡堆：再抽一次。",
    "eg.draw.gold_rule": "从牌堆抽到的黄金卡放到黄金卡堆，你再抽一次；补充正面朝上的卡时翻出的黄金卡也放到那里，并再翻一张补上。拿走黄金卡堆时每张卡得{gold}金币。",
    "eg.items.explain": "你抽到了{items}。选择要公开的一个；另一个秘密保留。",
    "eg.items.explain_open": "你抽到了{items}。选择要公开的一个；另一个背面朝上保留，在公开桌上大家都看得到。",
    "eg.items.show": "公开{item}",
    "eg.items.keep_secret": "秘密保留{item}",
    "eg.items.keep_secret_open": "背面朝上保留{item}",
    "eg.plan.choose": "点选你的一个标记，再点地图上一条亮起的道路。",
    "eg.plan.nothing": "你没有可以打出的标记。",
    "eg.plan.none_fits": "你的标记现在都不能打出：请选择过。其他玩家只会看到你选择过，不会知道原因。",
    "eg.plan.no_road": "这个标记现在没有道路可放",
    "eg.plan.tap_road": "点地图上一条亮起的道路打出你的{item}（共{count}条可选）；再点一次这个标记可改选别的。{help}",
    "eg.plan.double_kind": "哪一种交通标记作为第二个标记放到道路上？",
    "eg.plan.double_road": "点一条亮起的道路，把你的{kind}加在那里（共{count}条可选）。",
    "eg.plan.exchange_first": "点一条亮起的道路：要交换的两个标记之一（共{count}条可选）。",
    "eg.plan.exchange_second": "从{road}交换：点一条亮起的道路，或在这里选择。",
    "eg.plan.swap": "{kind_a}（{road_a}）⇄ {kind_b}（{road_b}）",
    "eg.plan.exchange_again": "改选第一条道路",
    "eg.move.earned": "本次旅程赚到的金币：{gold}。",
    "eg.move.witch_title": "妖精巫师卡（{count}张）",
    "eg.move.witch_cross": "妖精巫师：乘{kind}前往{town}，花{gold}金币通过路障或海怪",
    "eg.move.witch_caravan": "用妖精巫师组商队前往{town}：任意{size}张卡、妖精巫师卡和{gold}金币，不必为路障多付一张卡。",
    "eg.move.witch_caravan_pay": "妖精巫师商队：支付{cards}、妖精巫师卡和金币",
    "eg.move.fly": "妖精巫师：花{gold}金币飞往任意一座城镇",
    "eg.move.witch_none": "你现在不能使用妖精巫师：它只能帮你通过有路障或海怪的道路，飞行需要{gold}金币。",
    "eg.move.fly_explain": "点地图上或下方的一座城镇。你拿到它的城镇标记，但在那里得不到金币；飞行花费一张妖精巫师卡和{gold}金币。",
    "eg.income.explain": "你的旅程赚到{gold}金币。拿取金币，或改为抽{cards}张旅行卡。",
    "eg.income.gold": "拿取{gold}金币",
    "eg.income.cards": "改为抽{count}张旅行卡",
    "eg.keep.explain": "再保留{count}个标记到下一回合；其余的放回标记堆。秘密标记继续保密。",
    "eg.keep.kept": "已保留：{items}。",
    "eg.mine.title": "{name}：你的金币、卡和标记",
    "eg.chart.note": "海怪使它所在的河流或湖泊路段上每次用木筏都多付1张卡。",
    "eg.mine.items": "标记",
    "eg.supply.title": "卡与标记",
    "eg.supply.row": "正面朝上的旅行卡",
    "eg.supply.gold_pile": "黄金卡堆",
    "eg.supply.gold_pile_value": "{count}张（{gold}金币）",
    "eg.supply.items": "面朝下的标记",
    "eg.status.draw_cards": "抽卡中",
    "eg.status.income_draw": "抽卡中",
    "eg.status.draw_items": "抽标记中",
    "eg.status.bidding": "待喊价",
    "eg.status.high": "最高喊价{amount}",
    "eg.status.out": "已弃权",
    "eg.status.plan": "规划中",
    "eg.status.move": "旅行中",
    "eg.status.income": "选择收入中",
    "eg.status.discard": "弃牌中",
    "eg.status.keep": "保留标记中",
    "eg.player.gold": "金币",
    "eg.player.items": "标记",
    "eg.result.gold": "金币",
    "eg.result.tiebreak": "得分 = 收集的城镇标记数。平局时金币较多者获胜；仍然平局则并列获胜。",
    "eg.result.tiebreak_variant": "得分 = 城镇标记数减去最后所在城镇到城镇卡上城镇的距离（按路段计）。平局时金币较多者获胜；仍然平局则并列获胜。",
    # 提示：强力电脑玩家会怎么走，用几个字说出来。
    "eg.hint.draw_face_up": "拿明牌{kind}",
    "eg.hint.draw_deck": "从牌堆摸一张",
    "eg.hint.take_gold_pile": "拿走黄金卡堆（{count}张，{gold}金币）",
    "eg.hint.show_item": "亮出{item}，{other}保密",
    "eg.hint.show_item_pair": "亮出一个{item}，另一个保密",
    "eg.hint.bid": "为{item}喊价{amount}",
    "eg.hint.pass_bid": "放弃{item}",
    "eg.hint.pass_plan": "跳过：现在什么都不放",
    "eg.hint.place": "把{item}放在{road}",
    "eg.hint.double": "在{road}施展双重运输，加上{kind}",
    "eg.hint.exchange": "施展互换：{road_a}上的{kind_a}与{road_b}上的{kind_b}交换",
    "eg.hint.move": "乘{kind}前往{town}",
    "eg.hint.caravan": "以商队前往{town}（{cards}）",
    "eg.hint.witch_move": "乘{kind}并用妖精巫师越过障碍前往{town}（{gold}金币）",
    "eg.hint.witch_caravan": "以商队（{cards}）并用妖精巫师越过障碍前往{town}（{gold}金币）",
    "eg.hint.fly": "借助妖精巫师飞往{town}（{gold}金币）",
    "eg.hint.end_move": "结束旅程",
    "eg.hint.take_income": "拿{gold}金币",
    "eg.hint.take_cards": "不拿金币，改摸{count}张旅行卡",
    "eg.hint.discard": "弃掉{kind}",
    "eg.hint.keep_open": "保留{item}（公开）",
    "eg.hint.keep_secret": "秘密保留{item}",
    "rules.elfengold": RULES_ZH_HANS,
}

RULES_ZH_HANT = """
## 遊戲概念
妖精黃金（Elfengold）就是加入了黃金的妖精之地。你們仍然遊歷妖精之地、收集城鎮標記，但交通標記現在要在拍賣中買下，每座城鎮都會付金幣給前往那裡的旅行者，而法術、海怪和黃金標記會改變道路。6回合後城鎮標記最多者獲勝，平手時比金幣。

## 新的內容
- 除 Elvenhold 外，每座城鎮都有2到7的黃金價值（顯示在城鎮旁的金幣圖案中）。使用隨機價值選項時，這20個價值會被打亂分配到各城鎮。
- 旅行卡共63張：每種交通方式9張，木筏9張。每位玩家起始有5張卡；3張正面朝上擺出。然後把7張黃金卡洗入剩下的牌中。
- 每位玩家起始有12金幣。規則沒有要求隱藏金幣，所以這裡金幣是公開的：就像桌上的硬幣一樣，每個人都看得到所有人的金幣。
- 面朝下的標記堆中共有48個標記：巨豬9個、妖精腳踏車8個、魔法雲4個、獨角獸5個、巨魔馬車8個、龍4個、木頭路障2個、海怪2個、黃金標記2個、雙重運輸法術2個、互換法術2個。沒有個人路障。

## 一個回合（共6回合）
- 1. 旅行卡（從第2回合起）：依序，每次一張，每位玩家抽3張卡：從3張正面朝上的卡中拿一張（空位立即補上），或拿牌堆頂的一張。從牌堆抽到的黃金卡正面朝上放到黃金卡堆上，該玩家再抽一次；補充正面朝上的卡時翻出的黃金卡也放到那裡，並再翻一張補上。玩家也可以不拿卡，改為拿走整個黃金卡堆：其中每張卡得3金幣。
- 2. 收入（從第2回合起）：每位玩家得到2金幣。
- 3. 標記：依序，每位玩家從標記堆中抽2個標記，公開其中一個，另一個秘密保留。
- 4. 拍賣：翻開玩家人數兩倍的標記，逐一拍賣。起始玩家先喊價，然後依順時針進行；只要比之前高，喊多少都可以（超過自己的金幣也可以），棄權後就不能再競標這個標記。最後喊價的玩家把金幣付給銀行，拿走這個標記並公開擺放。得標者若付不起，就必須把所剩的金幣都交給銀行，這個標記在沒有他參加的情況下重新拍賣。沒有人喊價的標記放回標記堆。你想買多少個標記都可以。
- 5. 規劃：依序，每人打出一個標記或選擇過，直到所有玩家連續都選擇過。交通標記放在它能通過的一條空著的陸路上。木頭路障放在一條有交通標記、且沒有路障或黃金標記的陸路上。海怪放在一條還沒有海怪的河流或湖泊路段上：在那裡每次用木筏都多付1張卡（順流2，逆流3，湖泊3）。黃金標記放在一條有交通標記、且沒有路障或黃金標記的陸路上。雙重運輸：在只有一個交通標記的道路上，再加上另一種也能通過這條道路的交通標記；旅行者可任選其一。互換：交換兩條道路上兩個不同的交通標記，交換後兩者都必須仍然合法；該法術放回標記堆。
- 6. 旅行與收入：每位玩家輪流像在妖精之地中一樣走完整段旅程，然後拿取沿途進入的每座城鎮的金幣（進入同一座城鎮兩次就拿兩次；出發的城鎮和 Elvenhold 不給金幣；經過放有黃金標記的道路後，到達的城鎮給雙倍），或者改為抽2張旅行卡。沒有移動的玩家抽2張卡。然後與妖精之地一樣，該玩家最多保留4張旅行卡（妖精巫師卡也算在內），其餘棄掉。
- 7. 回合結束：每位玩家保留自己的2個標記（公開的或秘密的），其餘的放回；道路上的標記也收回，然後洗勻標記堆。起始玩家向左移一個座位。

## 遊戲結束
第6回合結束後，城鎮標記最多者獲勝；平手時金幣較多者獲勝。若有玩家收集齊全部20座城鎮，遊戲在該回合結束後結束。

## 選用規則
- 妖精巫師：把6張妖精巫師卡洗入旅行卡。在你的旅程中，妖精巫師可以讓你通過道路上的路障或海怪而不必多付那張卡：用道路上的交通方式（支付花費表上的卡數、妖精巫師卡和1金幣），或者組商隊（任意3張卡、妖精巫師卡和1金幣，而不是4張卡）；或者花3金幣飛往任意一座城鎮（你拿到該城鎮的城鎮標記，但在那裡得不到金幣）。
- 城鎮卡：與妖精之地相同，是秘密目的地；遊戲結束時，從你的得分中減去你的靴子到該城鎮的距離。
- 隨機黃金價值：把黃金價值打亂分配到各城鎮。
- 不使用手牌上限（家規）：旅程結束後最多保留4張旅行卡是規則，因為 Elfengold 的規則說明，凡是沒有提到的部分都按妖精之地的基本規則進行。除非你選擇關閉它的家規，否則手牌上限一直有效。

## 本程式的具體處理
- 拍賣時每位玩家都會被詢問，沒有金幣的玩家也一樣。只要比之前高，喊多少都可以，超過自己的金幣也可以（頁面會先提醒你）；頁面上的喊價最高到所有玩家的金幣總和加1，這是誰都付不起的數目，代表任何更高的喊價。
- 得標者付不起而重新拍賣的標記，與每次拍賣一樣由起始玩家先喊價（若付不起的正是起始玩家，則由下一位玩家開始），付不起的玩家不能再競標這個標記。
- 妖精巫師的飛行可以拿到飛往城鎮的城鎮標記。
- 妖精巫師卡計入手牌上限。妖精巫師不能算作商隊的3張卡之一；它只能代替路障多付的那張卡。
"""

ZH_HANT = {
    "progress.elfengold": "第{round}回合",
    "game.elfengold.title": "妖精黃金 Elfengold",
    "game.elfengold.summary": "加入黃金的妖精之地：在拍賣中競標交通標記和法術，在你前往的每座城鎮賺取金幣，並在6回合內收集最多的城鎮標記。75分鐘。",
    "option.elfengold.witches": "妖精巫師",
    "option.elfengold.witches.off": "不使用",
    "option.elfengold.witches.on": "使用：6張妖精巫師卡，用來通過路障和飛行",
    "option.elfengold.town_cards": "城鎮卡（秘密目的地）",
    "option.elfengold.town_cards.off": "不使用",
    "option.elfengold.town_cards.on": "使用：得分減去你到城鎮卡上城鎮的距離",
    "option.elfengold.gold_values": "城鎮的黃金價值",
    "option.elfengold.gold_values.fixed": "依地圖上印的數值",
    "option.elfengold.gold_values.random": "打亂分配到各城鎮",
    "option.elfengold.hand_limit": "旅程結束後的手牌上限",
    "option.elfengold.hand_limit.on": "使用（規則）：最多保留4張旅行卡",
    "option.elfengold.hand_limit.off": "不使用（家規）：沒有上限",
    "el.kind.sea_monster": "海怪",
    "el.kind.gold_piece": "黃金標記",
    "el.kind.double": "雙重運輸",
    "el.kind.exchange": "互換",
    "el.kind.witch": "妖精巫師",
    "el.kind.gold": "黃金卡",
    "eg.gold": "{amount}金幣",
    "eg.no_items": "沒有標記",
    "eg.count_of": "{count}個{kind}",
    # prompts
    "eg.prompt.draw_cards": "{name}：抽一張旅行卡：正面朝上的一張、牌堆頂的一張，或黃金卡堆（還可以抽{count}次）。",
    "eg.prompt.income_draw": "{name}：翻出了一張黃金卡；再抽一次：正面朝上的卡、牌堆，或黃金卡堆。",
    "eg.prompt.draw_items": "{name}：選擇兩個新標記中要公開的一個；另一個秘密保留。",
    "eg.prompt.draw_items_open": "{name}：選擇兩個新標記中要公開的一個；另一個背面朝上保留（公開桌上大家都看得到）。",
    "eg.prompt.draw_items_pair_open": "{name}：你抽到了兩個{item}：公開一個，另一個背面朝上保留（公開桌上大家都看得到）。",
    "eg.prompt.draw_items_pair": "{name}：你抽到了兩個{item}：公開一個，另一個秘密保留。",
    "eg.prompt.plan_pass": "{name}：你的標記現在都不能打出：請選擇過。",
    "eg.prompt.auction": "{name}：為{item}喊價（最高喊價{high}；你有{gold}金幣），或棄權。",
    "eg.prompt.plan": "{name}：選擇你的一個標記，再點一條亮起的道路打出它；或選擇過。",
    "eg.prompt.plan_road": "{name}：點地圖上一條亮起的道路，打出你的{kind}。",
    "eg.prompt.plan_double": "{name}：選擇要用雙重運輸法術加上的交通標記。",
    "eg.prompt.plan_double_road": "{name}：點地圖上一條亮起的道路，把你的{kind}加上去。",
    "eg.prompt.plan_exchange": "{name}：點一條亮起的道路：要交換的兩個標記中的第一個。",
    "eg.prompt.plan_exchange_second": "{name}：點一條亮起的道路，或在下方選擇一種交換。",
    "eg.prompt.fly": "{name}：點要飛往的城鎮（花費一張妖精巫師卡和{gold}金幣）。",
    "eg.prompt.income": "{name}：拿取旅程賺到的{gold}金幣，或改為抽{cards}張旅行卡。",
    "eg.prompt.keep": "{name}：選擇一個標記保留到下一回合（還要選{count}個）。",
    "eg.prompt.wait_draw_cards": "等待{name}抽旅行卡。",
    "eg.prompt.wait_income_draw": "等待{name}抽旅行卡。",
    "eg.prompt.wait_draw_items": "等待{name}公開一個標記。",
    "eg.prompt.wait_auction": "等待{name}喊價或棄權。",
    "eg.prompt.wait_plan": "等待{name}打出標記或選擇過。",
    "eg.prompt.wait_move": "等待{name}旅行。",
    "eg.prompt.wait_income": "等待{name}選擇金幣或卡。",
    "eg.prompt.wait_discard": "等待{name}棄牌到手牌上限。",
    "eg.prompt.wait_keep": "等待{name}選擇要保留的標記。",
    # the log
    "eg.log.phase.draw_cards": "每位玩家抽3張旅行卡，每次一張。",
    "eg.log.phase.draw_items": "每位玩家抽2個標記：一個公開，一個秘密。",
    "eg.log.phase.auction": "拍賣開始。",
    "eg.log.phase.plan": "規劃：在道路上打出標記。",
    "eg.log.phase.move": "旅行：每位玩家走一段旅程並賺取金幣。",
    "eg.log.phase.keep": "回合結束：每位玩家保留2個標記。",
    "eg.log.draw_deck": "{name}從牌堆抽一張卡。",
    "eg.log.draw_face_up": "{name}拿走正面朝上的{kind}。",
    "eg.log.refill": "翻開補上空位：{cards}。",
    "eg.log.refill_gold": "翻出的{count}張黃金卡放到黃金卡堆。",
    "eg.log.card_drawn": "{name}抽到{kind}。",
    "eg.log.gold_card": "{name}翻出一張黃金卡：它放到黃金卡堆（現有{pile}張），{name}再抽一次。",
    "eg.log.take_gold_pile": "{name}拿走黃金卡堆：{count}張卡，{gold}金幣。",
    "eg.log.deal": "發旅行卡：{counts}。",
    "eg.log.allowance": "每位玩家得到{gold}金幣。",
    "eg.log.draw_items": "{name}抽{count}個標記。",
    "eg.log.items_drawn": "{name}抽到{items}。",
    "eg.log.show_item": "{name}公開{item}；另一個標記秘密保留。",
    "eg.log.auction_row": "拍賣的標記：{items}。",
    "eg.log.lot": "正在拍賣：{item}（之後還有{left}個）。",
    "eg.log.bid": "{name}喊價{amount}。",
    "eg.log.sold": "{name}以{price}金幣買下{item}。",
    "eg.log.unpaid": "{name}付不起為{item}喊出的{bid}：失去全部{lost}金幣，這個標記在沒有他參加的情況下重新拍賣。",
    "eg.log.unsold": "沒有人為{item}喊價：它放回標記堆。",
    "eg.log.place": "{name}把{kind}放在{road}。",
    "eg.log.place_secret": "{name}把秘密標記{kind}放在{road}。",
    "eg.log.double": "{name}在{road}施展雙重運輸，加上{kind}。",
    "eg.log.double_secret": "{name}在{road}施展雙重運輸，加上{kind}（秘密標記）。",
    "eg.log.exchange": "{name}施展互換：{road_a}上的{kind_a}與{road_b}上的{kind_b}交換位置。",
    "eg.log.witch": "妖精巫師卡讓靴子花{gold}金幣通過了道路上的路障或海怪。",
    "eg.log.earn": "+{gold}金幣。",
    "eg.log.earn_doubled": "+{gold}金幣（黃金標記使其加倍）。",
    "eg.log.fly": "{name}藉助妖精巫師從{from_town}飛往{to_town}，花費{gold}金幣。",
    "eg.log.income": "{name}拿取旅程所得的{gold}金幣。",
    "eg.log.income_forced": "{name}拿取旅程所得的{gold}金幣（已沒有卡可以改抽）。",
    "eg.log.take_cards": "{name}不拿金幣，改抽{count}張旅行卡。",
    "eg.log.take_cards_forced": "{name}沒有賺到金幣，抽{count}張旅行卡。",
    "eg.log.keep": "{name}保留{item}。",
    "eg.log.keep_secret": "{name}保留一個秘密標記。",
    "eg.log.return_items": "{name}把{count}個標記放回標記堆。",
    "eg.log.round_end": "第{round}回合結束：道路上的{returned}個標記被收回，洗勻標記堆。",
    # the map
    "eg.board.gold_value": "{town}：{gold}金幣",
    "eg.board.play_on": "在{road}打出{item}",
    "eg.board.swap_with": "與{road}上的標記交換",
    "eg.board.fly_to": "飛往{town}",
    # the auction
    "eg.auction.title": "拍賣",
    "eg.auction.no_bid": "還沒有人喊價。",
    "eg.auction.high": "最高喊價：{name}的{amount}金幣。",
    "eg.auction.still_in": "仍在競標",
    "eg.auction.out": "已棄權：{names}。",
    "eg.auction.excluded": "付不起這個標記、不能再競標它的玩家：{names}。",
    "eg.auction.to_come": "待拍賣（{count}個）",
    "eg.auction.last": "這是最後一個標記。",
    "eg.auction.rules": "只要比之前高，喊多少都可以，超過自己的金幣也可以（最高到{most}，超過桌上所有的金幣）；棄權後就不能再競標這個標記。得標者若付不起，就把所剩的金幣都交給銀行，這個標記在沒有他參加的情況下重新拍賣。",
    "eg.bid.explain": "為{item}喊價：至少{low}金幣。你有{gold}金幣。",
    "eg.bid.step": "把喊價改為{amount}",
    "eg.bid.button": "喊價{amount}",
    "eg.bid.pass": "棄權",
    "eg.bid.over_gold": "超過了你的{gold}金幣！",
    "eg.bid.warning_title": "你付不起這個價。",
    "eg.bid.warning": "你喊價{amount}金幣，但只有{gold}金幣。如果你得標，就會失去全部金幣，而且什麼也得不到。",
    "eg.bid.anyway": "仍然喊價{amount}",
    "eg.bid.cancel": "改喊別的價",
    "eg.bid.amount": "你的喊價",
    # what the items do
    "eg.help.transport": "交通標記：放在它能通過的一條空著的陸路上。",
    "eg.help.obstacle": "木頭路障：放在一條有交通標記、沒有路障也沒有黃金標記的陸路上；這條路的每種走法都多付1張卡。",
    "eg.help.sea_monster": "海怪：放在一條還沒有海怪的河流或湖泊路段上；在那裡每次用木筏都多付1張卡。",
    "eg.help.gold_piece": "黃金標記：放在一條有交通標記、沒有路障也沒有黃金標記的陸路上；經過它到達的城鎮給雙倍金幣。",
    "eg.help.double": "雙重運輸：選擇你的一個交通標記，再選一條只有一個交通標記、而你的標記也能通過的道路；兩個標記都放在那裡。",
    "eg.help.exchange": "互換：交換兩條道路上兩個不同的交通標記；兩者都必須能通過各自的新道路。該法術放回標記堆。",
    # controls
    "eg.draw.deck": "牌堆頂",
    "eg.draw.gold_pile": "黃金卡堆：{count}張卡 = {gold}金幣",
    "eg.draw.explain": "本回合還要抽{count}張旅行卡，每輪一張。",
    "eg.draw.explain_deck": "從牌堆抽卡。",
    "eg.draw.explain_income": "一張黃金卡放到了黃金卡堆：再抽一次。",
    "eg.draw.gold_rule": "從牌堆抽到的黃金卡放到黃金卡堆，你再抽一次；補充正面朝上的卡時翻出的黃金卡也放到那裡，並再翻一張補上。拿走黃金卡堆時每張卡得{gold}金幣。",
    "eg.items.explain": "你抽到了{items}。選擇要公開的一個；另一個秘密保留。",
    "eg.items.explain_open": "你抽到了{items}。選擇要公開的一個；另一個背面朝上保留，在公開桌上大家都看得到。",
    "eg.items.show": "公開{item}",
    "eg.items.keep_secret": "秘密保留{item}",
    "eg.items.keep_secret_open": "背面朝上保留{item}",
    "eg.plan.choose": "點選你的一個標記，再點地圖上一條亮起的道路。",
    "eg.plan.nothing": "你沒有可以打出的標記。",
    "eg.plan.none_fits": "你的標記現在都不能打出：請選擇過。其他玩家只會看到你選擇過，不會知道原因。",
    "eg.plan.no_road": "這個標記現在沒有道路可放",
    "eg.plan.tap_road": "點地圖上一條亮起的道路打出你的{item}（共{count}條可選）；再點一次這個標記可改選別的。{help}",
    "eg.plan.double_kind": "哪一種交通標記作為第二個標記放到道路上？",
    "eg.plan.double_road": "點一條亮起的道路，把你的{kind}加在那裡（共{count}條可選）。",
    "eg.plan.exchange_first": "點一條亮起的道路：要交換的兩個標記之一（共{count}條可選）。",
    "eg.plan.exchange_second": "從{road}交換：點一條亮起的道路，或在這裡選擇。",
    "eg.plan.swap": "{kind_a}（{road_a}）⇄ {kind_b}（{road_b}）",
    "eg.plan.exchange_again": "改選第一條道路",
    "eg.move.earned": "本次旅程賺到的金幣：{gold}。",
    "eg.move.witch_title": "妖精巫師卡（{count}張）",
    "eg.move.witch_cross": "妖精巫師：乘{kind}前往{town}，花{gold}金幣通過路障或海怪",
    "eg.move.witch_caravan": "用妖精巫師組商隊前往{town}：任意{size}張卡、妖精巫師卡和{gold}金幣，不必為路障多付一張卡。",
    "eg.move.witch_caravan_pay": "妖精巫師商隊：支付{cards}、妖精巫師卡和金幣",
    "eg.move.fly": "妖精巫師：花{gold}金幣飛往任意一座城鎮",
    "eg.move.witch_none": "你現在不能使用妖精巫師：它只能幫你通過有路障或海怪的道路，飛行需要{gold}金幣。",
    "eg.move.fly_explain": "點地圖上或下方的一座城鎮。你拿到它的城鎮標記，但在那裡得不到金幣；飛行花費一張妖精巫師卡和{gold}金幣。",
    "eg.income.explain": "你的旅程賺到{gold}金幣。拿取金幣，或改為抽{cards}張旅行卡。",
    "eg.income.gold": "拿取{gold}金幣",
    "eg.income.cards": "改為抽{count}張旅行卡",
    "eg.keep.explain": "再保留{count}個標記到下一回合；其餘的放回標記堆。秘密標記繼續保密。",
    "eg.keep.kept": "已保留：{items}。",
    "eg.mine.title": "{name}：你的金幣、卡和標記",
    "eg.chart.note": "海怪使它所在的河流或湖泊路段上每次用木筏都多付1張卡。",
    "eg.mine.items": "標記",
    "eg.supply.title": "卡與標記",
    "eg.supply.row": "正面朝上的旅行卡",
    "eg.supply.gold_pile": "黃金卡堆",
    "eg.supply.gold_pile_value": "{count}張（{gold}金幣）",
    "eg.supply.items": "面朝下的標記",
    "eg.status.draw_cards": "抽卡中",
    "eg.status.income_draw": "抽卡中",
    "eg.status.draw_items": "抽標記中",
    "eg.status.bidding": "待喊價",
    "eg.status.high": "最高喊價{amount}",
    "eg.status.out": "已棄權",
    "eg.status.plan": "規劃中",
    "eg.status.move": "旅行中",
    "eg.status.income": "選擇收入中",
    "eg.status.discard": "棄牌中",
    "eg.status.keep": "保留標記中",
    "eg.player.gold": "金幣",
    "eg.player.items": "標記",
    "eg.result.gold": "金幣",
    "eg.result.tiebreak": "得分 = 收集的城鎮標記數。平手時金幣較多者獲勝；仍然平手則並列獲勝。",
    "eg.result.tiebreak_variant": "得分 = 城鎮標記數減去最後所在城鎮到城鎮卡上城鎮的距離（按路段計）。平手時金幣較多者獲勝；仍然平手則並列獲勝。",
    # 提示：強力電腦玩家會怎麼走，用幾個字說出來。
    "eg.hint.draw_face_up": "拿明牌{kind}",
    "eg.hint.draw_deck": "從牌堆摸一張",
    "eg.hint.take_gold_pile": "拿走黃金卡堆（{count}張，{gold}金幣）",
    "eg.hint.show_item": "亮出{item}，{other}保密",
    "eg.hint.show_item_pair": "亮出一個{item}，另一個保密",
    "eg.hint.bid": "為{item}喊價{amount}",
    "eg.hint.pass_bid": "放棄{item}",
    "eg.hint.pass_plan": "跳過：現在什麼都不放",
    "eg.hint.place": "把{item}放在{road}",
    "eg.hint.double": "在{road}施展雙重運輸，加上{kind}",
    "eg.hint.exchange": "施展互換：{road_a}上的{kind_a}與{road_b}上的{kind_b}交換",
    "eg.hint.move": "乘{kind}前往{town}",
    "eg.hint.caravan": "以商隊前往{town}（{cards}）",
    "eg.hint.witch_move": "乘{kind}並用妖精巫師越過障礙前往{town}（{gold}金幣）",
    "eg.hint.witch_caravan": "以商隊（{cards}）並用妖精巫師越過障礙前往{town}（{gold}金幣）",
    "eg.hint.fly": "藉助妖精巫師飛往{town}（{gold}金幣）",
    "eg.hint.end_move": "結束旅程",
    "eg.hint.take_income": "拿{gold}金幣",
    "eg.hint.take_cards": "不拿金幣，改摸{count}張旅行卡",
    "eg.hint.discard": "棄掉{kind}",
    "eg.hint.keep_open": "保留{item}（公開）",
    "eg.hint.keep_secret": "秘密保留{item}",
    "rules.elfengold": RULES_ZH_HANT,
}

MESSAGES = {"en": EN, "zh-Hans": ZH_HANS, "zh-Hant": ZH_HANT}

# The hint's reasons of Elfengold's own (hints.py; put into words by ui.hint_reason, with Elfenland's
# el.reason.*): {kind} is an item or card kind.
HINT_MESSAGES = {
    "en": {
        "eg.reason.gold_piece": "+{gold} gold on your tour",
        "eg.reason.item_worth": "the {kind} is worth about {gold} gold to you",
        "eg.reason.item_dear": "the {kind} is worth about {gold} gold to you: {price} is too much",
        "eg.reason.income": "+{gold} gold from your journey",
        "eg.reason.cards_over_gold": "two cards for your next journeys are worth more than {gold} gold",
        "eg.reason.gold_pile": "+{gold} gold",
        "eg.reason.card_for_counter": "you hold a {kind} counter to travel with it",
    },
    "zh-Hans": {
        "eg.reason.gold_piece": "你的旅程+{gold}金币",
        "eg.reason.item_worth": "{kind}对你约值{gold}金币",
        "eg.reason.item_dear": "{kind}对你约值{gold}金币：{price}太贵了",
        "eg.reason.income": "旅程收入+{gold}金币",
        "eg.reason.cards_over_gold": "为以后的旅程拿两张卡，比{gold}金币更值",
        "eg.reason.gold_pile": "+{gold}金币",
        "eg.reason.card_for_counter": "你有{kind}标记，可以用这张卡乘它",
    },
    "zh-Hant": {
        "eg.reason.gold_piece": "你的旅程+{gold}金幣",
        "eg.reason.item_worth": "{kind}對你約值{gold}金幣",
        "eg.reason.item_dear": "{kind}對你約值{gold}金幣：{price}太貴了",
        "eg.reason.income": "旅程收入+{gold}金幣",
        "eg.reason.cards_over_gold": "為以後的旅程拿兩張卡，比{gold}金幣更值",
        "eg.reason.gold_pile": "+{gold}金幣",
        "eg.reason.card_for_counter": "你有{kind}標記，可以用這張卡乘它",
    },
}
for _lang, _words in HINT_MESSAGES.items():
    MESSAGES[_lang].update(_words)
