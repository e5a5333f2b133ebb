"""The screens shared by every game: home, new game, how to play, the table frame, the end."""

from __future__ import annotations

import json

from ..games import GAMES, SPECS
from .html import Markup, el, join, rich_text
from .i18n import LANGUAGE_NAMES
from .kit import command_button, scroller
from .regions import region


def game_ui(game_id):
    """The view module of a game (its spec says which; it provides games.spec.GameView)."""
    return SPECS[game_id].view_module()


def playable_games():
    """The games the table can show (every game in the registry has a view), as their boxes: the
    home page lists them without importing their rules."""
    return [spec.box for spec in SPECS.values()]


def render(app):
    top, opening, blocks = parts(app)
    return join([*(html for _, html in top), opening, *(html for _, html in blocks), Markup("</main>")])


def parts(app):
    """The page as regions, so that the web layer redraws only those whose HTML changed: the
    blocks before the screen, the screen's opening tag, the screen's blocks. Each block is one
    element that carries its name as data-region; a block that is not shown is left out."""
    body = {"home": home, "setup": setup, "rules": rules, "table": table}.get(app.screen, home)(app)
    blocks = body if isinstance(body, list) else [("body", body)]
    top = [("top", top_bar(app)), ("banner", banner(app))]
    return (
        [(name, region(name, html)) for name, html in top if html],
        Markup(el("main", id="screen", data_screen=app.screen)[: -len("</main>")]),
        [(name, region(name, html)) for name, html in blocks if html],
    )


def top_bar(app):
    """The app's bar: its name (the way home) and the language. Not on the table, which is a stage
    that fills the screen: there the language is in the table's menu (table)."""
    if app.screen == "table" and app.match is not None:
        return None
    return el(
        "header",
        # The page's one top heading off the table (there, the game's name is).
        el("h1", el("button", app.t("app.title"), type="button", class_="brand", data_cmd="home",
                    title=app.t("app.home")), class_="brand-heading"),
        language_choice(app),
        class_="top-bar",
    )


def language_choice(app):
    t = app.t
    languages = el(
        "select",
        [
            el("option", name, value=code, selected=(code == app.lang))
            for code, name in LANGUAGE_NAMES.items()
            # The copy painted before Python starts (App.screen_copy) is not live: only the chosen
            # name, since the others' script has the browser look for a CJK font on that first paint.
            if code == app.lang or not app.copying
        ],
        name="lang",
        data_change="lang",
        aria_label=t("app.language"),
    )
    return el("label", languages, class_="lang")


def banner(app):
    """The message of the moment (cleared by the next command), and the lasting word on storage
    trouble (App.storage_notice), which no click clears: it stays until the trouble has gone."""
    notice = app.storage_notice()
    if not app.message and not notice:
        return None
    lines = []
    if notice:
        text = app.t(notice[0], **notice[1])
        lines.append(el("p", text, class_="storage-notice", data_testid="storage-notice"))
    kind = "error" if notice else None
    if app.message:
        key, params, kind_now = app.message
        lines.append(el("p", app.t(key, **params)))
        kind = kind or kind_now
    return el(
        "div",
        lines[0] if len(lines) == 1 else el("div", lines),
        command_button("×", "dismiss", extra_class="small", aria_label=app.t("app.dismiss"))
        if app.message else None,
        class_=f"banner {kind}",
        role="alert" if kind == "error" else "status",
    )


def game_tile(app, game):
    """A game on the home page (`game`: its box): its cover (drawn without the game's view, which
    is not imported until a table is drawn), name, players, length, what it is about, and the ways
    in."""
    t = app.t
    cover = SPECS[game.id].draw_cover(t)
    players = (
        t("home.players", low=game.min_players, high=game.max_players)
        if game.min_players < game.max_players
        else t("home.players_exact", count=game.min_players)
    )
    return el(
        "li",
        el("div", cover, class_="cover", aria_hidden="true") if cover else None,
        el(
            "div",
            el("h3", t(game.title_key)),
            el("p", players, " · ", t("home.minutes", low=game.minutes[0], high=game.minutes[1]),
               class_="meta"),
            el("p", t(game.summary_key), class_="summary"),
            el(
                "div",
                command_button(t("home.new_game"), "setup", game.id, primary=True),
                command_button(t("home.how_to_play"), "rules", game.id),
                class_="buttons",
            ),
            class_="tile-body",
        ),
        class_="game-card",
        data_game=game.id,
    )


def home(app):
    t = app.t
    games = [game_tile(app, game) for game in playable_games()]
    saves = app.saved_games()
    playing = [entry for entry in saves if not (entry["ok"] and entry["over"])]
    results = [entry for entry in saves if entry["ok"] and entry["over"]]
    # At most a few of each, the rest behind "Show all": the page takes the same time to draw
    # however many games were ever played.
    shown = playing if app.home_all == "games" else playing[: app.home_size[0]]
    save_items = [save_item(app, entry) for entry in shown]
    if save_items:
        listing = el("ul", save_items, class_="saves")
    elif app.saves_kept():
        listing = el("p", t("home.no_saves"), class_="meta")
    else:
        listing = el("p", t("home.no_saves_unkept"), class_="meta")
    # The games to continue come first: most visits are to go on with one.
    saves_section = el(
        "section",
        el("h2", t("home.saved")),
        listing,
        show_all_button(app, "games", len(playing), app.home_size[0]),
        class_="home-saves",
    )
    blocks = [("saves", saves_section)]
    if results:
        blocks.append(("results", results_section(app, results)))
    blocks.append(("backup", backup_section(app, bool(saves))))
    games_section = el(
        "section", el("h2", t("home.games")), el("ul", games, class_="games"), class_="home-games"
    )
    return [*blocks, ("games", games_section)]


def save_item(app, entry):
    """One unfinished (or damaged) game on the home page."""
    t = app.t
    if not entry["ok"]:
        key, params = entry["error"]
        return el(
            "li",
            el(
                "div",
                el("strong", t("home.damaged")),
                el("div", t(key, **params), class_="meta"),
                class_="save-info",
            ),
            el(
                "div",
                command_button(t("home.restore"), "restore", entry["id"])
                if entry.get("can_restore") else None,
                delete_buttons(app, entry["id"]),
                class_="buttons",
            ),
            class_="save damaged",
        )
    game = SPECS[entry["game"]].box if entry["game"] in SPECS else None
    progress = entry.get("progress") or {}
    status = t(progress["key"], **progress.get("params", {})) if progress.get("key") else ""
    unsaved = entry["id"] in app.unsaved
    return el(
        "li",
        el(
            "div",
            el("strong", t(game.title_key) if game else entry["game"]),
            " · ",
            ", ".join(entry["names"]),
            el(
                "div",
                *([status, " · "] if status else []),
                t("home.moves", count=entry.get("moves") or 0),
                " · ",
                t("home.last_played", when=entry.get("saved_at") or "–"),
                [" · ", el("strong", t("home.unsaved"), class_="unsaved")] if unsaved else None,
                class_="meta",
            ),
            # What tells apart games with the same players: when each was begun, and its options.
            el("div", ", ".join(_save_details(t, entry)), class_="meta") if _save_details(t, entry) else None,
            class_="save-info",
        ),
        el(
            "div",
            command_button(t("home.continue"), "resume", entry["id"], primary=True),
            delete_buttons(app, entry["id"]),
            class_="buttons",
        ),
        class_="save",
        data_save=entry["id"],
    )


def _save_details(t, entry) -> list:
    details = [t("home.started", when=entry["started_at"])] if entry.get("started_at") else []
    for option in entry.get("options") or ():
        # A summary is read from the store: only the expected shape is shown.
        shaped = isinstance(option, list) and len(option) == 3
        if shaped and all(part is None or isinstance(part, str) for part in option):
            label, value_key, value = option
            label = t(label).rstrip(":：")  # the new-game form's label, "Hands and money:"
            details.append(f"{label}: {t(value_key) if value_key else value}")
    return details


def results_section(app, results):
    """Finished games as results: one short line each (the game, who won, when), the newest first, a
    few shown; each can be opened (its replay is kept) or deleted, and all of them deleted at once."""
    t = app.t
    shown = results if app.home_all == "results" else results[: app.home_size[1]]
    items = []
    for entry in shown:
        game = SPECS[entry["game"]].box if entry["game"] in SPECS else None
        winners = entry.get("winners") or []
        outcome = (
            t("result.winner" if len(winners) == 1 else "result.shared", names=", ".join(winners))
            if winners else t("home.finished")
        )
        items.append(
            el(
                "li",
                el(
                    "div",
                    el("strong", t(game.title_key) if game else entry["game"]),
                    " · ",
                    outcome,
                    el("div", ", ".join(entry["names"]), " · ", entry.get("saved_at") or "–", class_="meta"),
                    class_="save-info",
                ),
                el(
                    "div",
                    command_button(t("home.open"), "resume", entry["id"]),
                    delete_buttons(app, entry["id"]),
                    class_="buttons",
                ),
                class_="save result",
                data_save=entry["id"],
            )
        )
    if app.confirm_bulk:
        bulk = join([
            el("span", t("home.confirm_delete_finished", count=len(results)), class_="confirm"),
            command_button(t("home.delete_yes"), "delete-finished", extra_class="danger", focus=True),
            command_button(t("home.keep"), "dismiss"),
        ])
    else:
        bulk = command_button(t("home.delete_finished"), "delete-finished", extra_class="danger")
    return el(
        "section",
        el("h2", t("home.results")),
        el("ul", items, class_="saves results"),
        el("div", show_all_button(app, "results", len(results), app.home_size[1]), bulk, class_="buttons"),
        class_="home-results",
    )


def show_all_button(app, which, count, limit):
    if count <= limit:
        return None
    if app.home_all == which:
        return command_button(app.t("home.show_fewer"), "show-all", None)
    return command_button(app.t("home.show_all", count=count), "show-all", which)


def backup_section(app, any_saves):
    """Export of every game in one file and its import (a single save too); and, when the browser may
    clear the saves (not promised to keep them) or keeps them only lazily, a word on it."""
    t = app.t
    notes = []
    if app.saves.kind == "local":
        notes.append(el("p", t("home.local_only"), class_="meta storage-note"))
    if app.saves.kind != "memory" and app.saves.persisted is not True:
        notes.append(el("p", t("home.not_persistent"), class_="meta storage-note",
                        data_testid="not-persistent"))
    return el(
        "section",
        el("h2", t("home.backup")),
        *notes,
        el(
            "div",
            command_button(t("home.export_all"), "export-all") if any_saves else None,
            command_button(t("home.keep_saves"), "persist")
            if app.saves.kind == "durable" and app.saves.persisted is False else None,
            class_="buttons",
        ),
        el(
            "label",
            t("home.import_any"),
            " ",
            el("input", type="file", accept=".json,application/json", data_import=True, name="import_file"),
            class_="import",
        ),
        class_="home-backup",
    )


def delete_buttons(app, save_id):
    """Delete, or, after the first click, the question whether to delete for good."""
    t = app.t
    if app.confirm_delete != save_id:
        return command_button(t("home.delete"), "delete", save_id, extra_class="danger")
    return join(
        [
            el("span", t("home.confirm_delete"), class_="confirm"),
            command_button(
                t("home.delete_yes"),
                "delete-confirmed",
                save_id,
                extra_class="danger",
                focus=True,
            ),
            command_button(t("home.keep"), "home"),
        ]
    )


def setup(app):
    t = app.t
    config = app.setup
    game = GAMES[config["game"]]
    players = config["players"]
    level_choices = [("human", t("seat.human"))] + [
        (f"computer:{level}", t("seat.computer_level", level=t(f"level.{level}")))
        for level in game.player_levels
    ]
    rows = []
    for seat in range(players):
        entry = config["seats"][seat]
        default = t(
            "seat.default_human" if entry["kind"] == "human" else "seat.default_computer", number=seat + 1
        )
        rows.append(
            el(
                "li",
                el(
                    "label",
                    t("setup.name", number=seat + 1),
                    " ",
                    el(
                        "input",
                        type="text",
                        name=f"name_{seat}",
                        value=entry["name"],
                        placeholder=default,
                        maxlength=40,
                        autocomplete="off",
                    ),
                ),
                el(
                    "label",
                    t("setup.who"),
                    " ",
                    el(
                        "select",
                        [
                            el("option", label, value=value, selected=(value == entry["kind"]))
                            for value, label in level_choices
                        ],
                        name=f"kind_{seat}",
                        data_change="setup-change",
                    ),
                ),
                class_="seat-row",
            )
        )
    openers = [
        el("option", t("setup.opening_random"), value="random", selected=config["opening"] == "random")
    ]
    openers += [
        el(
            "option",
            t("setup.seat", number=seat + 1),
            value=str(seat),
            selected=config["opening"] == str(seat),
        )
        for seat in range(players)
    ]
    has_opening = any(option.name == "opening_seat" for option in game.options)
    return el(
        "form",
        el("h2", t("setup.title", game=t(game.title_key))),
        el(
            "label",
            t("setup.players"),
            " ",
            el(
                "select",
                [
                    el("option", n, value=n, selected=(n == players))
                    for n in range(game.min_players, game.max_players + 1)
                ],
                name="players",
                data_change="setup-change",
            ),
        ),
        el("ol", rows, class_="seats"),
        el("label", t("setup.opening"), " ", el("select", openers, name="opening")) if has_opening else None,
        [option_field(app, option) for option in game.options if option.name != "opening_seat"],
        el(
            "div",
            el("button", t("setup.start"), type="submit", class_="btn primary", data_focus=True),
            command_button(t("home.how_to_play"), "rules", game.id),
            command_button(t("app.back"), "home"),
            class_="buttons",
        ),
        class_="setup",
        data_submit="start",
    )


def option_field(app, option):
    """A game option as a labelled choice; the chosen value is kept while the form is re-drawn."""
    t = app.t
    chosen = str(app.setup["options"].get(option.name, option.default))
    choices = [
        el(
            "option",
            t(option.value_keys[value]) if value in option.value_keys else str(value),
            value=str(value),
            selected=str(value) == chosen,
        )
        for value in option.values
    ]
    return el(
        "p",
        el("label", t(option.label_key), " ", el("select", choices, name=f"option_{option.name}")),
        class_="option",
    )


def rules(app):
    t = app.t
    game = GAMES[app.screen_arg]
    return el(
        "article",
        el("h2", t("rules.title", game=t(game.title_key))),
        rich_text(t(f"rules.{game.id}")),
        el(
            "div",
            command_button(t("app.back"), "back", primary=True),
            class_="buttons",
        ),
        class_="rules-page",
    )


def secrets_text(app, what, **params):
    """The words for what the game in play keeps secret (hidden, shown, hold): the game's own
    sentence (secrets.<game>.<what>) where it has one, else the table's general one."""
    key = f"secrets.{app.match.game.id}.{what}"
    text = app.t(key, **params)
    return app.t(f"secrets.{what}", **params) if text == key else text


def handover(app):
    """Between two people on one device: everything private stays hidden until the next one taps.
    Also the buttons that let a waiting player look at their own hand, and the way back."""
    t = app.t
    seat = app.handover_to()
    if seat is None:
        if app.peeking is not None:
            name = app.match.seats[app.peeking]["name"]
            return el(
                "section",
                el("p", secrets_text(app, "shown", name=name)),
                command_button(t("table.hide"), "hide", primary=True, focus=True),
                class_="handover peek",
            )
        peek = [
            command_button(t("table.peek", name=app.match.seats[s]["name"]), "peek", s, extra_class="small")
            for s in app.peek_seats()
        ]
        holder = app.hold_offered()
        if holder is not None:
            # Not a command on click: pressed, the page shows that seat's own screen until let go
            # (web/app.py on_hold).
            name = app.match.seats[holder]["name"]
            held = app.holding == holder
            peek.insert(0, el(
                "button",
                secrets_text(app, "hold_shown" if held else "hold", name=name),
                type="button",
                class_="btn small hold" + (" held" if held else ""),
                data_hold=holder,
                aria_pressed="true" if held else "false",
                data_key="hold",
            ))
        return el("div", peek, class_="buttons peek-buttons") if peek else None
    name = app.match.seats[seat]["name"]
    return el(
        "section",
        el("h2", t("handover.title", name=name)),
        el("p", t("handover.explain", name=name, hidden=secrets_text(app, "hidden"))),
        command_button(t("handover.ready", name=name), "ready", seat, primary=True, focus=True),
        class_="handover",
        aria_label=t("handover.title", name=name),
    )


def log_lines(app, ui, ctx):
    """The log as list items, oldest first. The log only grows (an undo shortens it), so the lines
    already described are kept per reader (language, names, viewer) and reused while their entries
    are unchanged: a long game's log is not put into words again on every click."""
    reader = (app.lang, tuple(ctx.names), ctx.viewer, app.match_id)
    cached = app.log_cache if app.log_cache is not None and app.log_cache[0] == reader else (reader, [])
    lines = cached[1]
    entries = ctx.view["log"]
    keep = 0
    while keep < len(lines) and keep < len(entries) and lines[keep][0] == entries[keep]:
        keep += 1
    del lines[keep:]
    lines.extend((entry, el("li", ui.describe(ctx, entry))) for entry in entries[keep:])
    app.log_cache = cached
    return [html for _, html in lines]


def hint_button(app):
    """Asks the strong player what it would do here, for the seat in control (App.hint_offered)."""
    if not app.hint_offered():
        return None
    t = app.t
    pending = app.hint_pending()
    return command_button(
        t("table.hint_thinking") if pending else t("table.hint"),
        "hint",
        disabled=pending or app.current_hint() is not None,
        title=t("table.hint_title"),
        aria_busy="true" if pending else None,
    )


def hint_panel(app, ui, ctx):
    """The hint once it is ready: the move in words, its button marked (draw.js), and why, in the
    game's words (its view's hint_reason); marked as a quick one when its search was cut short."""
    hint = app.current_hint()
    if hint is None:
        return None
    t = app.t
    action = hint["action"]
    named = ui.describe_action(ctx, action)
    reason = (ui.hint_reason(ctx, hint["reason"]) if hint["reason"] else "") or t("table.hint_only")
    return el(
        "p",
        el("strong", t("table.hint_label")),
        " ",
        named,
        el("span", " — " + reason, class_="hint-reason", data_testid="hint-reason"),
        el("small", " " + t("table.hint_quick"), class_="hint-quick") if hint["quick"] else None,
        class_="hint",
        role="status",
        data_hint_action=json.dumps(action),
        data_testid="hint",
    )


def table(app):
    t = app.t
    match = app.match
    ui = game_ui(match.game.id)
    ctx = app.context()
    state = match.state
    over = state.is_over()
    # Undo and the hint stay in reach; the rest of the table's commands sit behind a menu, so that a
    # phone's header is one short row. The menu is a region (ui/regions.py): Undo comes and goes
    # with each step, the menu stays.
    menu = region("table-menu", el(
        "details",
        el("summary", t("table.menu"), class_="btn"),
        el(
            "div",
            language_choice(app),
            pace_choice(app) if any(app.match.is_computer(s) for s in range(len(app.match.seats))) else None,
            command_button(t("table.export"), "export"),
            command_button(t("home.how_to_play"), "rules", match.game.id),
            command_button(t("app.home"), "home"),
            class_="menu-items",
        ),
        class_="menu",
        data_closes=True,  # assets/draw.js closes it once a command in it is chosen
    ))
    toolbar = el(
        "div",
        undo_button(app) if not over else None,  # a finished game is final: no undo to offer
        hint_button(app) if not over else None,
        command_button(
            t("table.log_button"), "log", extra_class="log-toggle", title=t("table.log"),
            aria_expanded="true" if app.log_open else "false", aria_controls="game-log",
        ),
        menu,
        class_="toolbar buttons",
    )
    prompt_text = ui.prompt(ctx)
    waiting = app.bot_due()
    prompt = el(
        "p",
        prompt_text,
        el("span", " …", class_="thinking") if waiting else None,
        class_="prompt",
        role="status",
        aria_live="polite",
        data_testid="prompt",
    )
    replay = replay_panel(app, ui, ctx)
    if replay is not None:
        prompt = replay
    hint = hint_panel(app, ui, ctx)
    pace = pace_bar(app) if not over and replay is None else None
    if pace is not None:
        prompt = el("div", prompt, pace, class_="prompt-with-pace")
    if hint is not None:
        prompt = el("div", prompt, hint, class_="prompt-with-hint")
    end = None
    if over:
        end = el(
            "section",
            ui.render_result(ctx),
            el(
                "div",
                command_button(t("table.again"), "again", primary=True, focus=True),
                command_button(t("app.home"), "home"),
                class_="buttons",
            ),
            class_="end-screen",
            aria_label=t("table.game_over"),
            tabindex=0,  # it scrolls in itself: the keyboard must reach it
        )
    log = log_lines(app, ui, ctx)
    symbols = getattr(ui, "symbols", None)
    return [
        ("symbols", symbols(t) if symbols else None),
        ("head", el("div", el("h1", t(match.game.title_key)), toolbar, class_="table-head")),
        ("prompt", prompt),
        ("handover", handover(app)),
        ("end", end),
        ("table", el("div", ui.render_table(ctx), class_="table-body")),
        ("orders", orders_panel(ui, ctx)),
        ("log", log_panel(app, log)),
    ]


def undo_button(app):
    """Undo; while a computer waits before answering the step it would take back, the button shows
    that wait running out (App.undo_grace)."""
    t = app.t
    grace = app.undo_grace()
    return command_button(
        t("table.undo"),
        "undo",
        disabled=not app.can_undo(),
        title=t("table.undo_hint"),
        extra_class="grace" if grace else "",
        style=f"--grace: {grace}ms" if grace else None,
    )


def replay_panel(app, ui, ctx):
    """The replay of the moves since the person's last one: which move this is, in words, and the
    way on; or, when there are such moves, the button that starts it."""
    t = app.t
    step = app.replay_step()
    if step is None:
        offered = app.replay_offered()
        if not offered:
            return None
        prompt_text = ui.prompt(ctx)
        return el(
            "div",
            el("p", prompt_text, class_="prompt", role="status", aria_live="polite", data_testid="prompt"),
            command_button(t("replay.offer", count=offered), "replay", extra_class="small replay-offer"),
            class_="prompt-with-pace",
        )
    index, total, entries = step
    said = [el("li", ui.describe(ctx, entry)) for entry in entries]
    heading = t("replay.start") if index == 0 else t("replay.step", step=index, steps=total)
    last = index >= total
    return el(
        "section",
        el("p", el("strong", heading), class_="replay-head"),
        el("ul", said, class_="replay-moves") if said else None,
        el(
            "div",
            command_button(
                t("replay.now") if last else t("replay.next"), "replay-next", primary=True, focus=True
            ),
            command_button(t("replay.done"), "replay-done") if not last else None,
            class_="buttons",
        ),
        class_="replay",
        role="status",
        aria_live="polite",
        data_testid="replay",
    )


def pace_choice(app):
    """How fast the computer players move, on this device (App.cmd_pace)."""
    t = app.t
    options = [el("option", t(f"pace.{name}"), value=name, selected=name == app.pace) for name in app.paces]
    choice = el("label", t("pace.label"), " ", el("select", options, name="pace", data_change="pace"),
                class_="pace-choice")
    if not app.pace_gives_full_thought() and any(
        app.match.seats[s].get("level") == "strong" for s in range(len(app.match.seats))
        if app.match.is_computer(s)
    ):
        # A strong computer searches during its pace's pause: a quicker pace leaves it less time.
        return el("span", choice, " ", el("span", t("pace.quicker"), class_="meta"))
    return choice


def pace_bar(app):
    """While a computer is to move: pause (or go on), and skip to the next person's turn."""
    if not app.computers_to_act():
        return None
    t = app.t
    humans = any(not app.match.is_computer(s) for s in range(len(app.match.seats)))
    humans = humans and app.live.decision() is None  # live, anyone acts at once: no turn to skip to
    return el(
        "div",
        command_button(t("pace.resume") if app.paused else t("pace.pause"), "pause", extra_class="small",
                       aria_pressed="true" if app.paused else "false"),
        command_button(t("pace.skip"), "skip", extra_class="small", disabled=app.skipping)
        if humans
        else None,
        el("span", t("pace.paused"), class_="meta") if app.paused else None,
        class_="buttons pace-bar",
    )


def orders_panel(ui, ctx):
    """A game's standing orders (its view's `standing_orders(ctx)`), on the player's own screen."""
    panel = getattr(ui, "standing_orders", None)
    return el("section", panel(ctx), class_="orders-panel") if panel and ctx.orders is not None else None


LOG_PART = 20  # lines in each part of the log that is redrawn on its own


def log_panel(app, lines):
    """The log, a drawer over the table's right edge (App.log_open, the toolbar's Log button opens
    it and its own button closes it); closed, it is not shown but stays in the page. `lines` oldest
    first; shown newest first, numbered.

    The log is cut into parts of LOG_PART lines, counted from its start, each a list and a region
    (ui/regions.py): a move changes only the newest part, so the page is not sent a long game's whole
    log again on every click."""
    t = app.t
    close = command_button(t("table.log_hide"), "log", extra_class="small", aria_expanded="true")
    return el(
        "section",
        el("div", el("h2", t("table.log")), close, class_="log-head"),
        el("div", [
            region(f"log-part-{start // LOG_PART}", el(
                "ol", list(reversed(lines[start:start + LOG_PART])), reversed=True,
                start=min(start + LOG_PART, len(lines)),
            ))
            for start in reversed(range(0, len(lines), LOG_PART))
        ], class_="log", **scroller(t("table.log"), role="region")),  # the drawer's one landmark
        class_="log-panel drawer" + (" open" if app.log_open else ""),
        id="game-log",
        hidden=not app.log_open,
    )
