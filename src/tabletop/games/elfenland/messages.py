"""Elfenland's texts in the three languages (merged into the shared catalogs by ui.i18n).

Town names keep the printed spellings of the map in every language, so they come from the data.
"""

from .data import TOWNS
from .tour_messages import MESSAGES as TOUR_MESSAGES

TOWN_NAMES = {f"el.town.{town.id}": town.official for town in TOWNS}

RULES_EN = """
## The idea
You are young elves on a journey through Elfenland. Each round you lay transport counters on the roads, then travel from town to town paying with travel cards. Every town you reach for the first time gives you your town piece there. After the last round the player with the most town pieces wins.

## The map and the pieces
- 21 towns. All boots start in Elvenhold, the capital, which has no town pieces; each of the other 20 towns holds one piece of every player.
- Land roads are plains, forest, desert or mountains. Rivers (the arrows show the current) and lakes are crossed by raft.
- 72 travel cards: 10 each of Giant Pig, Elfcycle, Magic Cloud, Unicorn, Troll Wagon and Dragon, and 12 Rafts.
- 48 transport counters: 8 of each transport except the raft. Every player also has one obstacle for the whole game.

## A round
- 1. Deal: every player is dealt travel cards up to 8. From round 2 on, the played cards are shuffled back into the deck first.
- 2. Secret counter: every player draws one counter face down and keeps it hidden.
- 3. Draw counters: in turn order, one at a time, every player takes 3 more counters, either one of the 5 face-up counters (its place is filled at once) or a blind draw from the pile. These lie open.
- 4. Plan: in turn order, place one of your counters on an empty land road whose terrain that transport can cross (see the chart), or put your obstacle on a road that already holds a counter, or pass. Passing does not stop you from placing later; planning ends when every player has passed in a row.
- 5. Travel: starting with the starting player, each player makes the whole journey in turn, link by link. A land road can be used only with the transport lying on it, paying that many cards of that kind; rivers and lakes need no counter and take rafts. Anyone may use any counter, and a road may be used again if paid again. Take your town piece from every new town you reach. At the end of your journey keep at most 4 travel cards and discard the rest.
- 6. End of round: every player keeps one of their counters; all other counters go back, the roads are cleared, used obstacles leave the game, and the starting player moves one seat to the left.

## Paying for a link
- Giant Pig: plains 1, forest 1.
- Elfcycle: plains 1, forest 1, mountains 2.
- Magic Cloud: plains 2, forest 2, mountains 1.
- Unicorn: forest 1, desert 2, mountains 1.
- Troll Wagon: plains 1, forest 2, desert 2, mountains 2.
- Dragon: plains 1, forest 2, desert 1, mountains 1.
- Raft: river with the current 1, against the current 2, lake 2.
- All cards paid for one link are of the same kind. An obstacle makes every way of using its road cost one card more.
- Caravan: instead, pay any 3 travel cards (any mix, rafts too) to use a land road that has a transport counter on it, 4 if the road has an obstacle. Never on a river or lake.

## The end
The game ends after the last round: 4 rounds, or 3 if chosen when the game is set up. The most town pieces wins; a tie goes to the player holding more travel cards. A player who has collected all 20 towns ends the game after that round's travel.

Town cards (an option): every player secretly gets one of 12 town cards. At the end your score is your town pieces minus the distance, in links, from the town where your boot stands to the town on your card. A tie goes to the player closer to their town, then to more travel cards.

## Playing on this table
- Planning: tap one of your counters, and the roads where it may go light up; tap one of them to place it. Tap the counter again to choose another.
- Travel: the towns and roads you can pay for light up. Tap one to see the cards it takes, then tap the way you want to pay. A caravan uses a suggested set of cards, or the cards you pick.
- The route planner shows the cheapest route to any town you choose with the cards in your hand and the counters on the map, and takes its next step for you.
- The map marks each player's boot with a letter and each collected town with a small square in that player's colour. The score track shows everyone's town count.

## How this table plays it
- The opening player is chosen when the game is set up (the printed rules say: the oldest player). The starting player moves one seat to the left every round.
- The game has 4 rounds by default (the original rules and the round cards), 3 as an option.
- A kept counter stays secret or open as it was.
- Placing a kind you hold both open and secret uses the open one, so your secret stays hidden.
- Counters drawn blind after the secret one are open, like the face-up ones.
- The cards paid for a link are shown to everyone; cards discarded down to the hand limit stay secret.
- The hand limit of 4 also applies after the journey in the final round, so it counts for the tie break.
- Collecting all 20 towns ends the game after that round's travel, when every player has made their journey.
- Ties: most travel cards in hand; with town cards, closer to the town card first, then most cards. A tie that remains is shared.
- Rivers and lakes need no counter; caravans are never possible on water, nor on a land road without a counter.
- The table passes for a player, ends a journey or keeps a counter without asking only when everyone can see there is nothing else to do: no counters and no obstacle left to place (or no free road for any counter), too few cards to pay for any road, a single counter to keep. When the reason is hidden (a secret counter that fits nowhere, cards of the wrong kinds, two secret counters of one kind, a single kind of card left to discard), the player is asked and has one button, so that nobody learns what they hold (with one person at the table, the page answers for them: nobody is there to learn from it). The log says which steps the table made.
- With several people at one device, the hand-over screen hides travel cards, secret counters and town cards from the others.
"""

RULES_ZH_HANS = """
## 游戏概念
你们是在妖精之地旅行的年轻妖精。每一回合，先在道路上摆放交通标记，再用旅行卡支付，从一座城镇前往另一座城镇。每到达一座之前没去过的城镇，就能拿走你在那里的城镇标记。最后一回合结束后，城镇标记最多的玩家获胜。

## 地图与配件
- 21座城镇。所有靴子都从首都 Elvenhold 出发，首都没有城镇标记；其余20座城镇上各放有每名玩家的一个标记。
- 陆路分为平原、森林、沙漠和山地。河流（箭头表示水流方向）和湖泊要乘木筏通过。
- 72张旅行卡：巨猪、妖精脚踏车、魔法云、独角兽、巨魔马车和龙各10张，木筏12张。
- 48个交通标记：除木筏外，每种交通方式各8个。每名玩家另有一个整局游戏只能用一次的路障。

## 一个回合
- 1. 发牌：为每名玩家补发旅行卡，直到手上有8张。从第2回合起，先把打出的牌洗回牌堆。
- 2. 秘密标记：每名玩家面朝下抽一个标记，不给别人看。
- 3. 抽标记：按顺序，每次一个，每名玩家再拿3个标记：从5个正面朝上的标记中拿一个（空位立即补上），或从标记堆中盲抽一个。这些标记都公开摆放。
- 4. 规划：按顺序，把你的一个标记放在一条空着的陆路上（该交通方式必须能通过这种地形，见下表）；或把你的路障放在一条已有标记的道路上；或选择“过”。选择过之后仍可以在之后再放标记；当所有玩家连续都选择过时，规划阶段结束。
- 5. 旅行：从起始玩家开始，每名玩家轮流一次走完整段旅程，一段一段地走。陆路只能使用放在上面的那种交通方式，支付相应数量的同种旅行卡；河流和湖泊不需要标记，使用木筏卡。任何人都可以使用任何标记，同一条路再付一次卡就能再走一次。到达每座新的城镇时拿走你的城镇标记。旅程结束时，手上最多保留4张旅行卡，多余的弃掉。
- 6. 回合结束：每名玩家保留自己的一个标记；其余标记全部收回，清空道路，用过的路障离开游戏，起始玩家向左移一个座位。

## 每段路的花费
- 巨猪：平原1，森林1。
- 妖精脚踏车：平原1，森林1，山地2。
- 魔法云：平原2，森林2，山地1。
- 独角兽：森林1，沙漠2，山地1。
- 巨魔马车：平原1，森林2，沙漠2，山地2。
- 龙：平原1，森林2，沙漠1，山地1。
- 木筏：顺流的河流1，逆流的河流2，湖泊2。
- 为一段路支付的卡必须是同一种。路障使这条路的每种走法都多付1张卡。
- 商队：也可以支付任意3张旅行卡（可以混合，木筏也行）来走一条放有交通标记的陆路；有路障时要4张。河流和湖泊上不能组商队。

## 游戏结束
最后一回合结束后游戏结束：共4回合，或在创建游戏时选择3回合。城镇标记最多者获胜；平局时，手上旅行卡较多者获胜。若有玩家收集齐全部20座城镇，游戏在该回合的旅行结束后结束。

城镇卡（可选规则）：每名玩家秘密得到12张城镇卡中的一张。游戏结束时，你的得分是城镇标记数，减去你的靴子所在城镇到你城镇卡上那座城镇的距离（按路段计）。平局时，离自己城镇较近者获胜，再比手上旅行卡的数量。

## 在本应用中游玩
- 规划：点选你的一个标记，可以放置它的道路就会亮起；点一条亮起的道路即可放下。再点一次这个标记可改选别的。
- 旅行：你付得起的城镇和道路会亮起。点一下可查看要花哪些卡，再点选你想要的付法。商队可以使用建议的卡，也可以自己挑卡。
- 路线规划器会根据你手上的卡和地图上的标记，显示到你所选任意城镇的最便宜路线，并可替你走出下一步。
- 地图上用字母标出每名玩家的靴子，已收集的城镇下方有该玩家颜色的小方块。计分轨显示每个人收集的城镇数。

## 本应用的具体处理
- 起始玩家在创建游戏时选定（原规则为：年纪最大的玩家）。每回合起始玩家向左移一个座位。
- 默认进行4回合（原始规则与回合卡），可选3回合。
- 保留下来的标记维持原来的秘密或公开状态。
- 若你同时有公开和秘密的同种标记，放置时使用公开的那个，秘密标记继续保密。
- 秘密标记之后盲抽到的标记和正面朝上拿到的一样，都是公开的。
- 走一段路支付的卡对所有人公开；因手牌上限而弃掉的卡保密。
- 最后一回合的旅程结束后同样要弃到4张，因此会影响平局的比较。
- 收集齐全部20座城镇后，游戏在该回合所有玩家都走完旅程后结束。
- 平局：比手上旅行卡的数量；使用城镇卡时，先比谁离城镇卡更近，再比卡的数量。仍然平局则并列获胜。
- 河流和湖泊不需要标记；水路上不能组商队，没有标记的陆路也不能。
- 只有所有人都看得出别无选择时，系统才会不经询问替玩家选择过、结束旅程或保留标记：没有标记也没有路障可放（或没有空着的道路可放任何标记）、手上的卡太少付不起任何道路、只有一个标记可保留。如果原因是秘密的（秘密标记无处可放、卡的种类不对、两个秘密标记种类相同、只剩一种卡可弃），仍会询问该玩家，只给他一个按钮，这样谁也不会知道他手上有什么（桌上只有一个人时，页面会替他回答：没有别人能从中得知什么）。游戏记录中会注明哪些步骤由系统完成。
- 多人共用一台设备时，交接画面会把旅行卡、秘密标记和城镇卡对其他人隐藏起来。
"""

RULES_ZH_HANT = """
## 遊戲概念
你們是在妖精之地旅行的年輕妖精。每一回合，先在道路上擺放交通標記，再用旅行卡支付，從一座城鎮前往另一座城鎮。每到達一座之前沒去過的城鎮，就能拿走你在那裡的城鎮標記。最後一回合結束後，城鎮標記最多的玩家獲勝。

## 地圖與配件
- 21座城鎮。所有靴子都從首都 Elvenhold 出發，首都沒有城鎮標記；其餘20座城鎮上各放有每位玩家的一個標記。
- 陸路分為平原、森林、沙漠和山地。河流（箭頭表示水流方向）和湖泊要乘木筏通過。
- 72張旅行卡：巨豬、妖精腳踏車、魔法雲、獨角獸、巨魔馬車和龍各10張，木筏12張。
- 48個交通標記：除木筏外，每種交通方式各8個。每位玩家另有一個整局遊戲只能用一次的路障。

## 一個回合
- 1. 發牌：為每位玩家補發旅行卡，直到手上有8張。從第2回合起，先把打出的牌洗回牌堆。
- 2. 秘密標記：每位玩家面朝下抽一個標記，不給別人看。
- 3. 抽標記：依序，每次一個，每位玩家再拿3個標記：從5個正面朝上的標記中拿一個（空位立即補上），或從標記堆中盲抽一個。這些標記都公開擺放。
- 4. 規劃：依序，把你的一個標記放在一條空著的陸路上（該交通方式必須能通過這種地形，見下表）；或把你的路障放在一條已有標記的道路上；或選擇「過」。選擇過之後仍可以在之後再放標記；當所有玩家連續都選擇過時，規劃階段結束。
- 5. 旅行：從起始玩家開始，每位玩家輪流一次走完整段旅程，一段一段地走。陸路只能使用放在上面的那種交通方式，支付相應數量的同種旅行卡；河流和湖泊不需要標記，使用木筏卡。任何人都可以使用任何標記，同一條路再付一次卡就能再走一次。到達每座新的城鎮時拿走你的城鎮標記。旅程結束時，手上最多保留4張旅行卡，多餘的棄掉。
- 6. 回合結束：每位玩家保留自己的一個標記；其餘標記全部收回，清空道路，用過的路障離開遊戲，起始玩家向左移一個座位。

## 每段路的花費
- 巨豬：平原1，森林1。
- 妖精腳踏車：平原1，森林1，山地2。
- 魔法雲：平原2，森林2，山地1。
- 獨角獸：森林1，沙漠2，山地1。
- 巨魔馬車：平原1，森林2，沙漠2，山地2。
- 龍：平原1，森林2，沙漠1，山地1。
- 木筏：順流的河流1，逆流的河流2，湖泊2。
- 為一段路支付的卡必須是同一種。路障使這條路的每種走法都多付1張卡。
- 商隊：也可以支付任意3張旅行卡（可以混合，木筏也行）來走一條放有交通標記的陸路；有路障時要4張。河流和湖泊上不能組商隊。

## 遊戲結束
最後一回合結束後遊戲結束：共4回合，或在建立遊戲時選擇3回合。城鎮標記最多者獲勝；平手時，手上旅行卡較多者獲勝。若有玩家收集齊全部20座城鎮，遊戲在該回合的旅行結束後結束。

城鎮卡（選用規則）：每位玩家秘密得到12張城鎮卡中的一張。遊戲結束時，你的得分是城鎮標記數，減去你的靴子所在城鎮到你城鎮卡上那座城鎮的距離（按路段計）。平手時，離自己城鎮較近者獲勝，再比手上旅行卡的數量。

## 在本程式中遊玩
- 規劃：點選你的一個標記，可以放置它的道路就會亮起；點一條亮起的道路即可放下。再點一次這個標記可改選別的。
- 旅行：你付得起的城鎮和道路會亮起。點一下可查看要花哪些卡，再點選你想要的付法。商隊可以使用建議的卡，也可以自己挑卡。
- 路線規劃器會根據你手上的卡和地圖上的標記，顯示到你所選任意城鎮的最便宜路線，並可替你走出下一步。
- 地圖上用字母標出每位玩家的靴子，已收集的城鎮下方有該玩家顏色的小方塊。計分軌顯示每個人收集的城鎮數。

## 本程式的具體處理
- 起始玩家在建立遊戲時選定（原規則為：年紀最大的玩家）。每回合起始玩家向左移一個座位。
- 預設進行4回合（原始規則與回合卡），可選3回合。
- 保留下來的標記維持原來的秘密或公開狀態。
- 若你同時有公開和秘密的同種標記，放置時使用公開的那個，秘密標記繼續保密。
- 秘密標記之後盲抽到的標記和正面朝上拿到的一樣，都是公開的。
- 走一段路支付的卡對所有人公開；因手牌上限而棄掉的卡保密。
- 最後一回合的旅程結束後同樣要棄到4張，因此會影響平手的比較。
- 收集齊全部20座城鎮後，遊戲在該回合所有玩家都走完旅程後結束。
- 平手：比手上旅行卡的數量；使用城鎮卡時，先比誰離城鎮卡更近，再比卡的數量。仍然平手則並列獲勝。
- 河流和湖泊不需要標記；水路上不能組商隊，沒有標記的陸路也不能。
- 只有所有人都看得出別無選擇時，系統才會不經詢問替玩家選擇過、結束旅程或保留標記：沒有標記也沒有路障可放（或沒有空著的道路可放任何標記）、手上的卡太少付不起任何道路、只有一個標記可保留。如果原因是秘密的（秘密標記無處可放、卡的種類不對、兩個秘密標記種類相同、只剩一種卡可棄），仍會詢問該玩家，只給他一個按鈕，這樣誰也不會知道他手上有什麼（桌上只有一個人時，頁面會替他回答：沒有別人能從中得知什麼）。遊戲紀錄中會註明哪些步驟由系統完成。
- 多人共用一台裝置時，交接畫面會把旅行卡、秘密標記和城鎮卡對其他人隱藏起來。
"""

EN = {
    "progress.elfenland": "Round {round}",
    "game.elfenland.title": "Elfenland",
    "game.elfenland.summary": "Travel the land of the elves by giant pig, unicorn, dragon and raft: lay transport counters on the roads, pay with travel cards and visit as many towns as you can. 60 minutes.",
    "option.elfenland.rounds": "Rounds",
    "option.elfenland.rounds.4": "4 rounds (the classic game)",
    "option.elfenland.rounds.3": "3 rounds (shorter)",
    "option.elfenland.town_cards": "Town cards (secret destinations)",
    "option.elfenland.town_cards.off": "Off",
    "option.elfenland.town_cards.on": "On: the distance to your town card is taken off your score",
    "option.elfenland.open_table": "Cards and counters:",
    "el.kind.giant_pig": "Giant Pig",
    "el.kind.elfcycle": "Elfcycle",
    "el.kind.magic_cloud": "Magic Cloud",
    "el.kind.unicorn": "Unicorn",
    "el.kind.troll_wagon": "Troll Wagon",
    "el.kind.dragon": "Dragon",
    "el.kind.raft": "Raft",
    "el.kind.obstacle": "Obstacle",
    "el.terrain.plains": "plains",
    "el.terrain.forest": "forest",
    "el.terrain.desert": "desert",
    "el.terrain.mountain": "mountains",
    "el.terrain.river": "river",
    "el.terrain.lake": "lake",
    "el.road": "{a} – {b} ({terrain})",
    "el.count_of": "{count} × {kind}",
    "el.no_cards": "no cards",
    "el.your_move": "{name}, your move",
    "el.players": "Players",
    "el.prompt.over": "The game is over.",
    "el.prompt.draw": "{name}: take a counter: tap a face-up one or draw blind ({count} still to take this round).",
    "el.prompt.wait_draw": "Waiting for {name} to take a counter.",
    "el.prompt.plan": "{name}: choose one of your counters, then tap a lit road for it, or pass.",
    "el.prompt.plan_road": "{name}: tap a lit road on the map to place your {kind}.",
    "el.prompt.plan_obstacle": "{name}: tap a lit road on the map to block it with your obstacle.",
    "el.prompt.plan_pass": "{name}: none of your counters fits on a road now: pass.",
    "el.prompt.wait_plan": "Waiting for {name} to place a counter or pass.",
    "el.prompt.move": "{name}: you are in {town}. Tap a lit town or road to travel on, or end your journey.",
    "el.prompt.move_stuck": "{name}: you cannot pay for any road: end your journey.",
    "el.prompt.pick_destination": "{name}: tap any town on the map to see the cheapest route there.",
    "el.prompt.wait_move": "Waiting for {name} to travel.",
    "el.prompt.discard": {
        "one": "{name}: discard {count} more card; you may keep {limit}.",
        "other": "{name}: discard {count} more cards; you may keep {limit}.",
    },
    "el.prompt.wait_discard": "Waiting for {name} to discard down to the hand limit.",
    "el.prompt.keep": "{name}: choose the one counter you keep for the next round.",
    "el.prompt.wait_keep": "Waiting for {name} to choose a counter to keep.",
    "el.log.town_card": "{name}'s secret town card: {town}.",
    "el.log.round": "Round {round} of {rounds} begins; {name} is the starting player.",
    "el.log.reshuffle": "The travel cards are shuffled together ({cards} in the deck).",
    "el.log.dealt": "{name} is dealt {cards}.",
    "el.log.deal": "Travel cards dealt up to 8: {counts}.",
    "el.log.secret_counter": "{name} draws a secret counter: {kind}.",
    "el.log.secret_draws": "Secret counters drawn by {names}.",
    "el.log.secret_draws_none": "No counters are left to draw in secret.",
    "el.log.phase.draw_counters": "Every player takes 3 counters, one at a time.",
    "el.log.phase.plan": "Planning: counters go on the roads.",
    "el.log.phase.move": "Travel: every player makes a journey.",
    "el.log.phase.discard": "Discarding down to the hand limit.",
    "el.log.phase.keep": "End of the round: every player keeps one counter.",
    "el.log.draw_counter": "{name} takes a face-up {kind}; {refill} is turned up in its place.",
    "el.log.draw_counter_last": "{name} takes a face-up {kind}; nothing is left to turn up.",
    "el.log.draw_counter_blind": "{name} draws {kind} from the pile.",
    "el.log.place": "{name} places {kind} on {road}.",
    "el.log.place_secret": "{name} places their secret counter, {kind}, on {road}.",
    "el.log.place_obstacle": "{name} puts the obstacle on {road}.",
    "el.log.pass": "{name} passes.",
    "el.log.pass_forced": "{name} has nothing to place and passes.",
    "el.log.move": "{name} travels from {from_town} to {to_town} by {kind}, paying {cards}.",
    "el.log.move_caravan": "{name} travels from {from_town} to {to_town} by caravan, paying {cards}.",
    "el.log.collected": "Town piece collected in {town}.",
    "el.log.end_move": "{name} ends the journey.",
    "el.log.end_move_forced": "{name} cannot pay for any road and ends the journey.",
    "el.log.end_move_table": "{name} cannot pay for any road with these cards: the table ends the journey.",
    "el.log.pass_table": "{name} has nothing that fits on a road: the table passes for them.",
    "el.log.discard": "{name} discards {kind}.",
    "el.log.hand_limit": {
        "one": "{name} discards {count} card down to {limit}.",
        "other": "{name} discards {count} cards down to {limit}.",
    },
    "el.log.keep": {
        "by": "returned",
        "one": "{name} keeps {kind} and returns {returned} counter.",
        "other": "{name} keeps {kind} and returns {returned} counters.",
    },
    "el.log.keep_secret": {
        "by": "returned",
        "one": "{name} keeps their secret counter and returns {returned} counter.",
        "other": "{name} keeps their secret counter and returns {returned} counters.",
    },
    "el.log.round_end": {
        "by": "returned",
        "one": "Round {round} is over: {returned} counter comes off the roads; used obstacles leave the game.",
        "other": "Round {round} is over: {returned} counters come off the roads; used obstacles leave the game.",
    },
    "el.log.town_cards": "Town cards revealed: {towns}.",
    "el.log.game_over_towns": "A player has collected all {count} towns: the game is over.",
    "el.log.game_over_rounds": "The last round is over: the game is over.",
    "el.board.title": "Map of Elfenland",
    "el.board.legend": "Each player's boot and town pieces carry their colour and letter. A town piece stands on every town its player has still to visit. A line in a player's colour is their journey this round; the letter on a counter tells who placed it, and the ringed counter is the latest.",
    "el.board.zoom_in": "Zoom in",
    "el.board.zoom_out": "Zoom out",
    "el.board.my_towns": "My towns to visit",
    "el.board.my_towns_short": "My towns",
    "el.board.to_visit": {
        "one": "{name} still has {count} town to visit: {towns}.",
        "other": "{name} still has {count} towns to visit: {towns}.",
    },
    "el.board.visited_all": "{name} has visited every town.",
    "el.board.boot": "Boot of {name} in {town}",
    "el.board.pieces": "{town}: still to visit for {names}",
    "el.board.placed": "{kind}, placed by {name}",
    "el.board.recent": "Last moves",
    "el.board.latest": "latest",
    "el.watch.new": "just turned up",
    "el.board.place_on": "Place {kind} on {road}",
    "el.board.costs_of": "Cards for {road}",
    "el.board.travel_to": "Travel to {town}",
    "el.board.route_to": "Route to {town}",
    "el.board.round": "Round {round} of {rounds}",
    "el.board.chart": "Chart",
    "el.draw.explain": {
        "one": "Take {count} more counter this round, one per turn. The counters you take here lie open.",
        "other": "Take {count} more counters this round, one per turn. The counters you take here lie open.",
    },
    "el.draw.blind": "Draw blind",
    "el.draw.pile": "{count} counters face down in the pile.",
    "el.counter.secret": "secret: only you see it",
    "el.counter.secret_short": "secret",
    "el.plan.no_road": "No free road for this counter",
    "el.plan.choose": "Tap one of your counters, then a lit road on the map.",
    "el.plan.nothing": "You have nothing left to place.",
    "el.plan.none_fits": "None of your counters fits on a free road: pass. The others see only that you pass, not why.",
    "el.plan.tap_road": "Tap a lit road on the map to place your {kind} ({count} roads possible), or tap the counter again to choose another.",
    "el.plan.tap_road_obstacle": "Tap a lit road to put your {kind} on it ({count} roads possible): every way of using that road costs one card more. You have one for the whole game.",
    "el.plan.pass": "Pass",
    "el.hint.draw_counter": "Take the face-up {kind}",
    "el.hint.draw_counter_blind": "Draw a counter blind",
    "el.hint.place": "Place {kind} on {road}",
    "el.hint.place_secret": "Place your secret {kind} on {road}",
    "el.hint.place_obstacle": "Put your obstacle on {road}",
    "el.hint.pass": "Pass",
    "el.hint.move": "Travel to {town} by {kind} ({terrain}), paying {cards}",
    "el.hint.move_caravan": "Travel to {town} by caravan ({terrain}), paying {cards}",
    "el.hint.end_move": "End the journey",
    "el.hint.discard": "Discard a {kind}",
    "el.hint.keep_open": "Keep {kind} for the next round",
    "el.hint.keep_secret": "Keep the secret {kind} for the next round",
    "el.plan.passes": "{count} of {players} players have passed in a row; planning ends when all have.",
    "el.plan.notes": {"one": "What a counter would do on {count} road", "other": "What a counter would do on {count} roads"},
    "el.move.journey": "Journey: {towns}",
    "el.move.tap_town": "Towns you can pay for next (tap one, or a lit town or road on the map, to see the cards it takes):",
    "el.move.from_cards": {
        "one": "from {count} card",
        "other": "from {count} cards",
    },
    "el.move.new_town": "new",
    "el.move.stuck": "Your cards cannot pay for any road from here.",
    "el.move.end": "End my journey",
    "el.move.end_discard": "End my journey (then discard down to {limit})",
    "el.move.to": "To {town}",
    "el.move.river_with": "river, with the current",
    "el.move.river_against": "river, against the current",
    "el.move.pay": "Pay {cards}",
    "el.move.cancel_step": "Close",
    "el.move.on_tour": "★ best tour",
    "el.move.caravan": "Caravan: any {size} cards of your choice.",
    "el.move.caravan_pay": "Caravan: pay {cards}",
    "el.move.caravan_choose": "Choose the caravan's cards",
    "el.move.caravan_picked": "Caravan cards chosen: {count} of {size} ({cards}).",
    "el.move.add": "+ {kind}",
    "el.move.remove": "− {kind}",
    "el.route.title": "Route planner",
    "el.route.explain": "Find the cheapest way to any town with the cards in your hand and the counters on the map.",
    "el.route.choose": "Choose a destination",
    "el.route.pick": "Tap any lit town on the map.",
    "el.route.cancel": "Cancel",
    "el.route.clear": "Clear the route",
    "el.route.here": "You are in {town}.",
    "el.route.none": "Your cards cannot reach {town} along the roads as they are now.",
    "el.route.summary": {
        "one": "Cheapest route to {town}: {links}, {count} card ({cards}).",
        "other": "Cheapest route to {town}: {links}, {count} cards ({cards}).",
    },
    "el.route.links": {"one": "{count} link", "other": "{count} links"},
    "el.route.new_towns": "New towns on the way: {count}.",
    "el.route.step": "{from_town} → {to_town} by {kind}: {cards}",
    "el.route.step_caravan": "{from_town} → {to_town} by caravan: {cards}",
    "el.route.go": "Next step: go to {town}",
    "el.discard.explain": "You hold too many cards: discard {count} more so that {limit} remain. Discards stay secret.",
    "el.keep.explain": "Keep one counter for the next round; the others go back to the pile. A secret counter stays secret.",
    "el.keep.open": "keep open",
    "el.keep.secret": "keep secret",
    "el.mine.title": "{name}: your cards and counters",
    "el.mine.cards": "Travel cards ({count})",
    "el.mine.counters": "Transport counters",
    "el.mine.no_counters": "No counters.",
    "el.mine.town_card": {
        "one": "Your town card: {town} ({count} link from your boot). It counts at the end.",
        "other": "Your town card: {town} ({count} links from your boot). It counts at the end.",
    },
    "el.supply.title": "Counters and cards",
    "el.supply.face_up": "Face-up counters",
    "el.supply.round": "Round",
    "el.supply.pile": "Counters face down",
    "el.supply.deck": "Travel cards in the deck",
    "el.supply.discard": "Travel cards played",
    "el.status.drawing": "taking a counter",
    "el.status.picks_left": "{count} to take",
    "el.status.drawn": "done",
    "el.status.plan": "planning",
    "el.status.move": "travelling",
    "el.status.discard": "discarding",
    "el.status.keep": "choosing a counter",
    "el.status.moved": "has travelled",
    "el.player.boot": "Boot in",
    "el.player.towns": "Towns",
    "el.player.towns_value": "{count} / {total}",
    "el.player.cards": "Travel cards",
    "el.player.counters": "Counters",
    "el.player.secret": "+ {count} secret",
    "el.player.open_hand": "Cards (open table)",
    "el.player.open_secret": "Face down (open table)",
    "el.player.obstacle": "Obstacle",
    "el.player.obstacle_ready": "unused",
    "el.chart.title": "Travel chart (cards per link)",
    "el.chart.transport": "Transport",
    "el.chart.plains": "Plains",
    "el.chart.forest": "Forest",
    "el.chart.desert": "Desert",
    "el.chart.mountain": "Mountains",
    "el.chart.river_down": "River ↓ with the current",
    "el.chart.river_up": "River ↑ against it",
    "el.chart.lake": "Lake",
    "el.chart.note": "– = not possible. An obstacle adds one card. A caravan pays any 3 cards (4 with an obstacle) on a land road with a counter. Rivers and lakes need no counter.",
    "el.result.towns": "Towns",
    "el.result.town_card": "Town card",
    "el.result.cards": "Cards in hand",
    "el.result.score": "Score",
    "el.result.reason_towns": "A player collected all {count} towns.",
    "el.result.reason_rounds": "All {rounds} rounds have been played.",
    "el.result.tiebreak": "Score = town pieces collected. A tie goes to the player with more travel cards in hand; a tie that remains is shared.",
    "el.result.tiebreak_variant": "Score = town pieces minus the distance (in links) from the final town to the town card. A tie goes to the player closer to their town card, then to more travel cards in hand; a tie that remains is shared.",
    "rules.elfenland": RULES_EN,
    **TOWN_NAMES,
}

ZH_HANS = {
    "progress.elfenland": "第{round}回合",
    "game.elfenland.title": "妖精之地 Elfenland",
    "game.elfenland.summary": "骑着巨猪、独角兽、龙，乘着木筏游历妖精之地：在道路上摆放交通标记，用旅行卡支付路费，尽可能多地造访城镇。60分钟。",
    "option.elfenland.rounds": "回合数",
    "option.elfenland.rounds.4": "4回合（经典玩法）",
    "option.elfenland.rounds.3": "3回合（较短）",
    "option.elfenland.town_cards": "城镇卡（秘密目的地）",
    "option.elfenland.town_cards.off": "不使用",
    "option.elfenland.town_cards.on": "使用：得分减去你到城镇卡上城镇的距离",
    "option.elfenland.open_table": "手牌和交通标记：",
    "el.kind.giant_pig": "巨猪",
    "el.kind.elfcycle": "妖精脚踏车",
    "el.kind.magic_cloud": "魔法云",
    "el.kind.unicorn": "独角兽",
    "el.kind.troll_wagon": "巨魔马车",
    "el.kind.dragon": "龙",
    "el.kind.raft": "木筏",
    "el.kind.obstacle": "路障",
    "el.terrain.plains": "平原",
    "el.terrain.forest": "森林",
    "el.terrain.desert": "沙漠",
    "el.terrain.mountain": "山地",
    "el.terrain.river": "河流",
    "el.terrain.lake": "湖泊",
    "el.road": "{a} – {b}（{terrain}）",
    "el.count_of": "{count}张{kind}",
    "el.no_cards": "没有卡",
    "el.your_move": "{name}，轮到你了",
    "el.players": "玩家",
    "el.prompt.over": "游戏已结束。",
    "el.prompt.draw": "{name}：拿一个标记：点选一个正面朝上的标记，或盲抽一个（本回合还要拿{count}个）。",
    "el.prompt.wait_draw": "等待{name}拿标记。",
    "el.prompt.plan": "{name}：选择你的一个标记，再点一条亮起的道路放下它；或选择过。",
    "el.prompt.plan_road": "{name}：点地图上一条亮起的道路，放下你的{kind}。",
    "el.prompt.plan_obstacle": "{name}：点地图上一条亮起的道路，用你的路障挡住它。",
    "el.prompt.plan_pass": "{name}：你的标记现在都没有道路可放：请选择过。",
    "el.prompt.wait_plan": "等待{name}放置标记或选择过。",
    "el.prompt.move": "{name}：你在{town}。点一座亮起的城镇或道路继续旅行，或结束你的旅程。",
    "el.prompt.move_stuck": "{name}：你付不起任何道路：请结束你的旅程。",
    "el.prompt.pick_destination": "{name}：点地图上任意一座城镇，查看去那里的最便宜路线。",
    "el.prompt.wait_move": "等待{name}旅行。",
    "el.prompt.discard": "{name}：再弃{count}张卡；你可以保留{limit}张。",
    "el.prompt.wait_discard": "等待{name}弃牌到手牌上限。",
    "el.prompt.keep": "{name}：选择一个标记保留到下一回合。",
    "el.prompt.wait_keep": "等待{name}选择要保留的标记。",
    "el.log.town_card": "{name}的秘密城镇卡：{town}。",
    "el.log.round": "第{round}回合（共{rounds}回合）开始；起始玩家是{name}。",
    "el.log.reshuffle": "旅行卡洗混成新牌堆（共{cards}张）。",
    "el.log.dealt": "{name}拿到{cards}。",
    "el.log.deal": "旅行卡补发到8张：{counts}。",
    "el.log.secret_counter": "{name}抽到秘密标记：{kind}。",
    "el.log.secret_draws": "抽取秘密标记的玩家：{names}。",
    "el.log.secret_draws_none": "已没有标记可以秘密抽取。",
    "el.log.phase.draw_counters": "每名玩家拿3个标记，每次一个。",
    "el.log.phase.plan": "规划：在道路上摆放标记。",
    "el.log.phase.move": "旅行：每名玩家走一段旅程。",
    "el.log.phase.discard": "弃牌到手牌上限。",
    "el.log.phase.keep": "回合结束：每名玩家保留一个标记。",
    "el.log.draw_counter": "{name}拿走正面朝上的{kind}；翻开{refill}补上空位。",
    "el.log.draw_counter_last": "{name}拿走正面朝上的{kind}；已没有标记可以补上。",
    "el.log.draw_counter_blind": "{name}从标记堆中抽到{kind}。",
    "el.log.place": "{name}把{kind}放在{road}。",
    "el.log.place_secret": "{name}把秘密标记{kind}放在{road}。",
    "el.log.place_obstacle": "{name}把路障放在{road}。",
    "el.log.pass": "{name}选择过。",
    "el.log.pass_forced": "{name}没有可放的东西，自动过。",
    "el.log.move": "{name}乘{kind}从{from_town}前往{to_town}，支付{cards}。",
    "el.log.move_caravan": "{name}组商队从{from_town}前往{to_town}，支付{cards}。",
    "el.log.collected": "在{town}收集到城镇标记。",
    "el.log.end_move": "{name}结束旅程。",
    "el.log.end_move_forced": "{name}付不起任何道路，旅程结束。",
    "el.log.end_move_table": "{name}手上的卡付不起任何道路：系统结束了这段旅程。",
    "el.log.pass_table": "{name}没有能放上道路的标记：系统替他选择过。",
    "el.log.discard": "{name}弃掉{kind}。",
    "el.log.hand_limit": "{name}弃掉{count}张卡，保留{limit}张。",
    "el.log.keep": "{name}保留{kind}，收回{returned}个标记。",
    "el.log.keep_secret": "{name}保留秘密标记，收回{returned}个标记。",
    "el.log.round_end": "第{round}回合结束：道路上的{returned}个标记被收回；用过的路障离开游戏。",
    "el.log.town_cards": "公开城镇卡：{towns}。",
    "el.log.game_over_towns": "有玩家收集齐全部{count}座城镇：游戏结束。",
    "el.log.game_over_rounds": "最后一回合结束：游戏结束。",
    "el.board.title": "妖精之地地图",
    "el.board.legend": "每名玩家的靴子和城镇棋子都带有其颜色和字母。城镇棋子立在该玩家尚未到访的每座城镇上。玩家颜色的线是其本回合的行程；标记上的字母表示是谁放的，带圈的标记是最新放下的。",
    "el.board.zoom_in": "放大",
    "el.board.zoom_out": "缩小",
    "el.board.my_towns": "我要去的城镇",
    "el.board.my_towns_short": "我的城镇",
    "el.board.to_visit": "{name}还有{count}座城镇要去：{towns}。",
    "el.board.visited_all": "{name}已到访所有城镇。",
    "el.board.boot": "{name}的靴子在{town}",
    "el.board.pieces": "{town}：{names}尚未到访",
    "el.board.placed": "{kind}，由{name}放置",
    "el.board.recent": "最近的行动",
    "el.board.latest": "最新",
    "el.watch.new": "刚翻开",
    "el.board.place_on": "把{kind}放在{road}",
    "el.board.costs_of": "{road}的花费",
    "el.board.travel_to": "前往{town}",
    "el.board.route_to": "到{town}的路线",
    "el.board.round": "第{round}回合（共{rounds}回合）",
    "el.board.chart": "费用表",
    "el.draw.explain": "本回合还要拿{count}个标记，每轮一个。在这里拿到的标记公开摆放。",
    "el.draw.blind": "盲抽",
    "el.draw.pile": "标记堆中有{count}个面朝下的标记。",
    "el.counter.secret": "秘密：只有你看得到",
    "el.counter.secret_short": "秘密",
    "el.plan.no_road": "这个标记没有空着的道路可放",
    "el.plan.choose": "点选你的一个标记，再点地图上一条亮起的道路。",
    "el.plan.nothing": "你已没有东西可以放置。",
    "el.plan.none_fits": "你的标记都没有空着的道路可放：请选择过。其他玩家只会看到你选择过，不会知道原因。",
    "el.plan.tap_road": "点地图上一条亮起的道路放下你的{kind}（共{count}条可选）；再点一次这个标记可改选别的。",
    "el.plan.tap_road_obstacle": "点一条亮起的道路放下你的{kind}（共{count}条可选）：这条路的每种走法都要多付1张卡。整局游戏你只有一个。",
    "el.plan.pass": "过",
    "el.hint.draw_counter": "拿公开的{kind}",
    "el.hint.draw_counter_blind": "盲抽一个标记",
    "el.hint.place": "把{kind}放在{road}",
    "el.hint.place_secret": "把你的秘密标记{kind}放在{road}",
    "el.hint.place_obstacle": "把路障放在{road}",
    "el.hint.pass": "过",
    "el.hint.move": "乘{kind}（{terrain}）前往{town}，支付{cards}",
    "el.hint.move_caravan": "组商队（{terrain}）前往{town}，支付{cards}",
    "el.hint.end_move": "结束旅程",
    "el.hint.discard": "弃掉一张{kind}",
    "el.hint.keep_open": "保留{kind}到下一回合",
    "el.hint.keep_secret": "秘密保留{kind}到下一回合",
    "el.plan.passes": "{players}名玩家中已有{count}名连续选择过；所有人都过时规划结束。",
    "el.plan.notes": "标记放在{count}条路上的效果",
    "el.move.journey": "旅程：{towns}",
    "el.move.tap_town": "下一步你付得起的城镇（点一个，或点地图上亮起的城镇或道路，查看要花哪些卡）：",
    "el.move.from_cards": "最少{count}张卡",
    "el.move.new_town": "新",
    "el.move.stuck": "你的卡付不起从这里出发的任何道路。",
    "el.move.end": "结束我的旅程",
    "el.move.end_discard": "结束我的旅程（然后弃到{limit}张）",
    "el.move.to": "前往{town}",
    "el.move.river_with": "河流，顺流",
    "el.move.river_against": "河流，逆流",
    "el.move.pay": "支付{cards}",
    "el.move.cancel_step": "关闭",
    "el.move.on_tour": "★ 最佳旅程",
    "el.move.caravan": "商队：任选{size}张卡。",
    "el.move.caravan_pay": "商队：支付{cards}",
    "el.move.caravan_choose": "自己挑选商队的卡",
    "el.move.caravan_picked": "已选商队卡：{count}/{size}（{cards}）。",
    "el.move.add": "+ {kind}",
    "el.move.remove": "− {kind}",
    "el.route.title": "路线规划器",
    "el.route.explain": "根据你手上的卡和地图上的标记，找出到任意城镇最便宜的走法。",
    "el.route.choose": "选择目的地",
    "el.route.pick": "点地图上任意一座亮起的城镇。",
    "el.route.cancel": "取消",
    "el.route.clear": "清除路线",
    "el.route.here": "你就在{town}。",
    "el.route.none": "按道路现在的情况，你的卡到不了{town}。",
    "el.route.summary": "到{town}最便宜的路线：{links}，{count}张卡（{cards}）。",
    "el.route.links": "{count}段路",
    "el.route.new_towns": "沿途的新城镇：{count}座。",
    "el.route.step": "{from_town} → {to_town}，乘{kind}：{cards}",
    "el.route.step_caravan": "{from_town} → {to_town}，组商队：{cards}",
    "el.route.go": "下一步：前往{town}",
    "el.discard.explain": "你的卡太多了：再弃{count}张，保留{limit}张。弃掉的卡保密。",
    "el.keep.explain": "保留一个标记到下一回合；其余的放回标记堆。秘密标记继续保密。",
    "el.keep.open": "公开保留",
    "el.keep.secret": "秘密保留",
    "el.mine.title": "{name}：你的卡和标记",
    "el.mine.cards": "旅行卡（{count}张）",
    "el.mine.counters": "交通标记",
    "el.mine.no_counters": "没有标记。",
    "el.mine.town_card": "你的城镇卡：{town}（离你的靴子{count}段路）。游戏结束时计算。",
    "el.supply.title": "标记与卡",
    "el.supply.face_up": "正面朝上的标记",
    "el.supply.round": "回合",
    "el.supply.pile": "面朝下的标记",
    "el.supply.deck": "牌堆中的旅行卡",
    "el.supply.discard": "已打出的旅行卡",
    "el.status.drawing": "正在拿标记",
    "el.status.picks_left": "还要拿{count}个",
    "el.status.drawn": "已拿完",
    "el.status.plan": "规划中",
    "el.status.move": "旅行中",
    "el.status.discard": "弃牌中",
    "el.status.keep": "选择标记中",
    "el.status.moved": "已旅行",
    "el.player.boot": "靴子位于",
    "el.player.towns": "城镇",
    "el.player.towns_value": "{count} / {total}",
    "el.player.cards": "旅行卡",
    "el.player.counters": "标记",
    "el.player.secret": "+ {count}个秘密标记",
    "el.player.open_hand": "手牌（公开牌桌）",
    "el.player.open_secret": "面朝下（公开牌桌）",
    "el.player.obstacle": "路障",
    "el.player.obstacle_ready": "未使用",
    "el.chart.title": "交通花费表（每段路的卡数）",
    "el.chart.transport": "交通方式",
    "el.chart.plains": "平原",
    "el.chart.forest": "森林",
    "el.chart.desert": "沙漠",
    "el.chart.mountain": "山地",
    "el.chart.river_down": "河流 ↓ 顺流",
    "el.chart.river_up": "河流 ↑ 逆流",
    "el.chart.lake": "湖泊",
    "el.chart.note": "– = 不能通行。路障多加1张卡。商队在放有标记的陆路上支付任意3张卡（有路障时4张）。河流和湖泊不需要标记。",
    "el.result.towns": "城镇",
    "el.result.town_card": "城镇卡",
    "el.result.cards": "手上的卡",
    "el.result.score": "得分",
    "el.result.reason_towns": "有玩家收集齐了全部{count}座城镇。",
    "el.result.reason_rounds": "全部{rounds}回合已经结束。",
    "el.result.tiebreak": "得分 = 收集的城镇标记数。平局时手上旅行卡较多者获胜；仍然平局则并列获胜。",
    "el.result.tiebreak_variant": "得分 = 城镇标记数减去最后所在城镇到城镇卡上城镇的距离（按路段计）。平局时离城镇卡较近者获胜，再比手上旅行卡的数量；仍然平局则并列获胜。",
    "rules.elfenland": RULES_ZH_HANS,
    **TOWN_NAMES,
}

ZH_HANT = {
    "progress.elfenland": "第{round}回合",
    "game.elfenland.title": "妖精之地 Elfenland",
    "game.elfenland.summary": "騎著巨豬、獨角獸、龍，乘著木筏遊歷妖精之地：在道路上擺放交通標記，用旅行卡支付路費，盡可能多地造訪城鎮。60分鐘。",
    "option.elfenland.rounds": "回合數",
    "option.elfenland.rounds.4": "4回合（經典玩法）",
    "option.elfenland.rounds.3": "3回合（較短）",
    "option.elfenland.town_cards": "城鎮卡（秘密目的地）",
    "option.elfenland.town_cards.off": "不使用",
    "option.elfenland.town_cards.on": "使用：得分減去你到城鎮卡上城鎮的距離",
    "option.elfenland.open_table": "手牌和交通標記：",
    "el.kind.giant_pig": "巨豬",
    "el.kind.elfcycle": "妖精腳踏車",
    "el.kind.magic_cloud": "魔法雲",
    "el.kind.unicorn": "獨角獸",
    "el.kind.troll_wagon": "巨魔馬車",
    "el.kind.dragon": "龍",
    "el.kind.raft": "木筏",
    "el.kind.obstacle": "路障",
    "el.terrain.plains": "平原",
    "el.terrain.forest": "森林",
    "el.terrain.desert": "沙漠",
    "el.terrain.mountain": "山地",
    "el.terrain.river": "河流",
    "el.terrain.lake": "湖泊",
    "el.road": "{a} – {b}（{terrain}）",
    "el.count_of": "{count}張{kind}",
    "el.no_cards": "沒有卡",
    "el.your_move": "{name}，輪到你了",
    "el.players": "玩家",
    "el.prompt.over": "遊戲已結束。",
    "el.prompt.draw": "{name}：拿一個標記：點選一個正面朝上的標記，或盲抽一個（本回合還要拿{count}個）。",
    "el.prompt.wait_draw": "等待{name}拿標記。",
    "el.prompt.plan": "{name}：選擇你的一個標記，再點一條亮起的道路放下它；或選擇過。",
    "el.prompt.plan_road": "{name}：點地圖上一條亮起的道路，放下你的{kind}。",
    "el.prompt.plan_obstacle": "{name}：點地圖上一條亮起的道路，用你的路障擋住它。",
    "el.prompt.plan_pass": "{name}：你的標記現在都沒有道路可放：請選擇過。",
    "el.prompt.wait_plan": "等待{name}放置標記或選擇過。",
    "el.prompt.move": "{name}：你在{town}。點一座亮起的城鎮或道路繼續旅行，或結束你的旅程。",
    "el.prompt.move_stuck": "{name}：你付不起任何道路：請結束你的旅程。",
    "el.prompt.pick_destination": "{name}：點地圖上任意一座城鎮，查看去那裡的最便宜路線。",
    "el.prompt.wait_move": "等待{name}旅行。",
    "el.prompt.discard": "{name}：再棄{count}張卡；你可以保留{limit}張。",
    "el.prompt.wait_discard": "等待{name}棄牌到手牌上限。",
    "el.prompt.keep": "{name}：選擇一個標記保留到下一回合。",
    "el.prompt.wait_keep": "等待{name}選擇要保留的標記。",
    "el.log.town_card": "{name}的秘密城鎮卡：{town}。",
    "el.log.round": "第{round}回合（共{rounds}回合）開始；起始玩家是{name}。",
    "el.log.reshuffle": "旅行卡洗勻成新牌堆（共{cards}張）。",
    "el.log.dealt": "{name}拿到{cards}。",
    "el.log.deal": "旅行卡補發到8張：{counts}。",
    "el.log.secret_counter": "{name}抽到秘密標記：{kind}。",
    "el.log.secret_draws": "抽取秘密標記的玩家：{names}。",
    "el.log.secret_draws_none": "已沒有標記可以秘密抽取。",
    "el.log.phase.draw_counters": "每位玩家拿3個標記，每次一個。",
    "el.log.phase.plan": "規劃：在道路上擺放標記。",
    "el.log.phase.move": "旅行：每位玩家走一段旅程。",
    "el.log.phase.discard": "棄牌到手牌上限。",
    "el.log.phase.keep": "回合結束：每位玩家保留一個標記。",
    "el.log.draw_counter": "{name}拿走正面朝上的{kind}；翻開{refill}補上空位。",
    "el.log.draw_counter_last": "{name}拿走正面朝上的{kind}；已沒有標記可以補上。",
    "el.log.draw_counter_blind": "{name}從標記堆中抽到{kind}。",
    "el.log.place": "{name}把{kind}放在{road}。",
    "el.log.place_secret": "{name}把秘密標記{kind}放在{road}。",
    "el.log.place_obstacle": "{name}把路障放在{road}。",
    "el.log.pass": "{name}選擇過。",
    "el.log.pass_forced": "{name}沒有可放的東西，自動過。",
    "el.log.move": "{name}乘{kind}從{from_town}前往{to_town}，支付{cards}。",
    "el.log.move_caravan": "{name}組商隊從{from_town}前往{to_town}，支付{cards}。",
    "el.log.collected": "在{town}收集到城鎮標記。",
    "el.log.end_move": "{name}結束旅程。",
    "el.log.end_move_forced": "{name}付不起任何道路，旅程結束。",
    "el.log.end_move_table": "{name}手上的卡付不起任何道路：系統結束了這段旅程。",
    "el.log.pass_table": "{name}沒有能放上道路的標記：系統替他選擇過。",
    "el.log.discard": "{name}棄掉{kind}。",
    "el.log.hand_limit": "{name}棄掉{count}張卡，保留{limit}張。",
    "el.log.keep": "{name}保留{kind}，收回{returned}個標記。",
    "el.log.keep_secret": "{name}保留秘密標記，收回{returned}個標記。",
    "el.log.round_end": "第{round}回合結束：道路上的{returned}個標記被收回；用過的路障離開遊戲。",
    "el.log.town_cards": "公開城鎮卡：{towns}。",
    "el.log.game_over_towns": "有玩家收集齊全部{count}座城鎮：遊戲結束。",
    "el.log.game_over_rounds": "最後一回合結束：遊戲結束。",
    "el.board.title": "妖精之地地圖",
    "el.board.legend": "每位玩家的靴子和城鎮棋子都帶有其顏色和字母。城鎮棋子立在該玩家尚未到訪的每座城鎮上。玩家顏色的線是其本回合的行程；標記上的字母表示是誰放的，帶圈的標記是最新放下的。",
    "el.board.zoom_in": "放大",
    "el.board.zoom_out": "縮小",
    "el.board.my_towns": "我要去的城鎮",
    "el.board.my_towns_short": "我的城鎮",
    "el.board.to_visit": "{name}還有{count}座城鎮要去：{towns}。",
    "el.board.visited_all": "{name}已到訪所有城鎮。",
    "el.board.boot": "{name}的靴子在{town}",
    "el.board.pieces": "{town}：{names}尚未到訪",
    "el.board.placed": "{kind}，由{name}放置",
    "el.board.recent": "最近的行動",
    "el.board.latest": "最新",
    "el.watch.new": "剛翻開",
    "el.board.place_on": "把{kind}放在{road}",
    "el.board.costs_of": "{road}的花費",
    "el.board.travel_to": "前往{town}",
    "el.board.route_to": "到{town}的路線",
    "el.board.round": "第{round}回合（共{rounds}回合）",
    "el.board.chart": "費用表",
    "el.draw.explain": "本回合還要拿{count}個標記，每輪一個。在這裡拿到的標記公開擺放。",
    "el.draw.blind": "盲抽",
    "el.draw.pile": "標記堆中有{count}個面朝下的標記。",
    "el.counter.secret": "秘密：只有你看得到",
    "el.counter.secret_short": "秘密",
    "el.plan.no_road": "這個標記沒有空著的道路可放",
    "el.plan.choose": "點選你的一個標記，再點地圖上一條亮起的道路。",
    "el.plan.nothing": "你已沒有東西可以放置。",
    "el.plan.none_fits": "你的標記都沒有空著的道路可放：請選擇過。其他玩家只會看到你選擇過，不會知道原因。",
    "el.plan.tap_road": "點地圖上一條亮起的道路放下你的{kind}（共{count}條可選）；再點一次這個標記可改選別的。",
    "el.plan.tap_road_obstacle": "點一條亮起的道路放下你的{kind}（共{count}條可選）：這條路的每種走法都要多付1張卡。整局遊戲你只有一個。",
    "el.plan.pass": "過",
    "el.hint.draw_counter": "拿公開的{kind}",
    "el.hint.draw_counter_blind": "盲抽一個標記",
    "el.hint.place": "把{kind}放在{road}",
    "el.hint.place_secret": "把你的秘密標記{kind}放在{road}",
    "el.hint.place_obstacle": "把路障放在{road}",
    "el.hint.pass": "過",
    "el.hint.move": "乘{kind}（{terrain}）前往{town}，支付{cards}",
    "el.hint.move_caravan": "組商隊（{terrain}）前往{town}，支付{cards}",
    "el.hint.end_move": "結束旅程",
    "el.hint.discard": "棄掉一張{kind}",
    "el.hint.keep_open": "保留{kind}到下一回合",
    "el.hint.keep_secret": "秘密保留{kind}到下一回合",
    "el.plan.passes": "{players}位玩家中已有{count}位連續選擇過；所有人都過時規劃結束。",
    "el.plan.notes": "標記放在{count}條路上的效果",
    "el.move.journey": "旅程：{towns}",
    "el.move.tap_town": "下一步你付得起的城鎮（點一個，或點地圖上亮起的城鎮或道路，查看要花哪些卡）：",
    "el.move.from_cards": "最少{count}張卡",
    "el.move.new_town": "新",
    "el.move.stuck": "你的卡付不起從這裡出發的任何道路。",
    "el.move.end": "結束我的旅程",
    "el.move.end_discard": "結束我的旅程（然後棄到{limit}張）",
    "el.move.to": "前往{town}",
    "el.move.river_with": "河流，順流",
    "el.move.river_against": "河流，逆流",
    "el.move.pay": "支付{cards}",
    "el.move.cancel_step": "關閉",
    "el.move.on_tour": "★ 最佳旅程",
    "el.move.caravan": "商隊：任選{size}張卡。",
    "el.move.caravan_pay": "商隊：支付{cards}",
    "el.move.caravan_choose": "自己挑選商隊的卡",
    "el.move.caravan_picked": "已選商隊卡：{count}/{size}（{cards}）。",
    "el.move.add": "+ {kind}",
    "el.move.remove": "− {kind}",
    "el.route.title": "路線規劃器",
    "el.route.explain": "根據你手上的卡和地圖上的標記，找出到任意城鎮最便宜的走法。",
    "el.route.choose": "選擇目的地",
    "el.route.pick": "點地圖上任意一座亮起的城鎮。",
    "el.route.cancel": "取消",
    "el.route.clear": "清除路線",
    "el.route.here": "你就在{town}。",
    "el.route.none": "按道路現在的情況，你的卡到不了{town}。",
    "el.route.summary": "到{town}最便宜的路線：{links}，{count}張卡（{cards}）。",
    "el.route.links": "{count}段路",
    "el.route.new_towns": "沿途的新城鎮：{count}座。",
    "el.route.step": "{from_town} → {to_town}，乘{kind}：{cards}",
    "el.route.step_caravan": "{from_town} → {to_town}，組商隊：{cards}",
    "el.route.go": "下一步：前往{town}",
    "el.discard.explain": "你的卡太多了：再棄{count}張，保留{limit}張。棄掉的卡保密。",
    "el.keep.explain": "保留一個標記到下一回合；其餘的放回標記堆。秘密標記繼續保密。",
    "el.keep.open": "公開保留",
    "el.keep.secret": "秘密保留",
    "el.mine.title": "{name}：你的卡和標記",
    "el.mine.cards": "旅行卡（{count}張）",
    "el.mine.counters": "交通標記",
    "el.mine.no_counters": "沒有標記。",
    "el.mine.town_card": "你的城鎮卡：{town}（離你的靴子{count}段路）。遊戲結束時計算。",
    "el.supply.title": "標記與卡",
    "el.supply.face_up": "正面朝上的標記",
    "el.supply.round": "回合",
    "el.supply.pile": "面朝下的標記",
    "el.supply.deck": "牌堆中的旅行卡",
    "el.supply.discard": "已打出的旅行卡",
    "el.status.drawing": "正在拿標記",
    "el.status.picks_left": "還要拿{count}個",
    "el.status.drawn": "已拿完",
    "el.status.plan": "規劃中",
    "el.status.move": "旅行中",
    "el.status.discard": "棄牌中",
    "el.status.keep": "選擇標記中",
    "el.status.moved": "已旅行",
    "el.player.boot": "靴子位於",
    "el.player.towns": "城鎮",
    "el.player.towns_value": "{count} / {total}",
    "el.player.cards": "旅行卡",
    "el.player.counters": "標記",
    "el.player.secret": "+ {count}個秘密標記",
    "el.player.open_hand": "手牌（公開牌桌）",
    "el.player.open_secret": "面朝下（公開牌桌）",
    "el.player.obstacle": "路障",
    "el.player.obstacle_ready": "未使用",
    "el.chart.title": "交通花費表（每段路的卡數）",
    "el.chart.transport": "交通方式",
    "el.chart.plains": "平原",
    "el.chart.forest": "森林",
    "el.chart.desert": "沙漠",
    "el.chart.mountain": "山地",
    "el.chart.river_down": "河流 ↓ 順流",
    "el.chart.river_up": "河流 ↑ 逆流",
    "el.chart.lake": "湖泊",
    "el.chart.note": "– = 不能通行。路障多加1張卡。商隊在放有標記的陸路上支付任意3張卡（有路障時4張）。河流和湖泊不需要標記。",
    "el.result.towns": "城鎮",
    "el.result.town_card": "城鎮卡",
    "el.result.cards": "手上的卡",
    "el.result.score": "得分",
    "el.result.reason_towns": "有玩家收集齊了全部{count}座城鎮。",
    "el.result.reason_rounds": "全部{rounds}回合已經結束。",
    "el.result.tiebreak": "得分 = 收集的城鎮標記數。平手時手上旅行卡較多者獲勝；仍然平手則並列獲勝。",
    "el.result.tiebreak_variant": "得分 = 城鎮標記數減去最後所在城鎮到城鎮卡上城鎮的距離（按路段計）。平手時離城鎮卡較近者獲勝，再比手上旅行卡的數量；仍然平手則並列獲勝。",
    "rules.elfenland": RULES_ZH_HANT,
    **TOWN_NAMES,
}

MESSAGES = {"en": EN, "zh-Hans": ZH_HANS, "zh-Hant": ZH_HANT}
# The round planner's words (tour_view.py), for both Elfen games.
for _lang, _words in TOUR_MESSAGES.items():
    MESSAGES[_lang].update(_words)
