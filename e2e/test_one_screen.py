"""The table on one screen (issue 31): in every game at a phone's, a tablet's (both ways) and a
laptop's size, at each decision of a person met by pressing random controls: the page does not
scroll, every control of the decision is in sight and not covered, one's own holdings are in sight,
the Elfen map covers at least 35 % of the screen, controls are at least 40 px on a touch screen and
no text is under 11 px as shown (e2e/stage_check.py says how each is measured).

`make test` samples a few decisions of each game at each size; `make sweep` (TABLETOP_SWEEP=1) plays
many more, at the least and the most players of each game."""

from __future__ import annotations

import os
import random

import pytest

from e2e_support import MOTION_ENDED, SHOTS
from stage_check import PLAYERS, SIZES, play_and_check, stage_faults, start_game

SWEEP = os.environ.get("TABLETOP_SWEEP") == "1"
GAMES = list(PLAYERS)
# The fewest and the most players of each game (the sweep plays both).
PLAYER_RANGE = {"goblin_market": (3, 6), "modern_art": (3, 5), "jambo": (2, 2), "elfenland": (2, 6),
                "elfengold": (2, 6)}
CASES = [
    (game, size, players)
    for game in GAMES
    for size in SIZES
    for players in (sorted(set(PLAYER_RANGE[game])) if SWEEP else [PLAYERS[game]])
]


@pytest.fixture
def phone(browser, site_url):
    """A page the size of a phone, with touch, booted on the home page."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True)
    page = context.new_page()
    page.goto(site_url + "index.html?botdelay=0")
    page.wait_for_selector('#app[data-ready="true"]', timeout=60_000)
    yield page
    context.close()


@pytest.mark.parametrize(("game", "size", "players"), CASES, ids=[f"{g}-{s}-{p}" for g, s, p in CASES])
def test_the_table_fits_one_screen_at_every_decision(browser, site_url, game, size, players):
    width, height = SIZES[size]
    touch = size != "laptop"
    context = browser.new_context(viewport={"width": width, "height": height}, has_touch=touch)
    try:
        page = context.new_page()
        page.goto(site_url + "index.html?botdelay=0")
        page.wait_for_selector('#app[data-ready="true"]', timeout=60_000)
        start_game(page, game, players)
        SHOTS.mkdir(parents=True, exist_ok=True)

        def shot(decision):
            if decision == 2:
                page.screenshot(path=str(SHOTS / f"one-screen-{game}-{size}-{players}p.png"))

        rng = random.Random(f"{game}-{size}-{players}")
        decisions = 40 if SWEEP else 4
        found = play_and_check(page, rng, decisions=decisions, touch=touch, shot=shot)
        assert not found, "\n".join(f"decision {n}: {fault}" for n, faults in found for fault in faults)
    finally:
        context.close()


def test_a_resize_and_a_turn_of_the_phone_keep_the_stage(phone):
    """The same decision after the screen turns (and turns back): still one screen, still right."""
    page = phone
    start_game(page, "goblin_market", 4)
    for width, height in ((844, 390), (390, 844), (820, 1180), (1180, 820)):
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_function(MOTION_ENDED)
        page.wait_for_timeout(100)  # the stage refits on the next frame after a resize
        faults = stage_faults(page, touch=True)
        # A phone on its side is too low for 44 px rows of everything; the page must still not
        # scroll and the decision must stay in sight.
        if height < 500:
            sizes = ("text ", "... and ")
            faults = [f for f in faults if not f.startswith(sizes) and (" px" not in f or "scrolls" in f)]
        assert not faults, f"{width}x{height}: {faults}"


def test_a_stage_too_full_to_fit_scrolls_inside_rather_than_shrink_its_words(phone):
    """The stage's scale stops where its smallest words are 11 px as shown (draw.js readableFloor);
    content that still does not fit scrolls inside the shared area. Before, the scale went down to
    0.72 whatever the words (Jambo's and Modern Art's 15 px labels at 10.8 px late in a game)."""
    page = phone
    start_game(page, "jambo", 2)
    # Twenty more lines of 15 px words in the shared area, then a refit as after a resize.
    page.evaluate("""() => {
      const content = document.querySelector('[data-fit] > *');
      const block = document.createElement('div');
      block.id = 'test-filler';
      for (let i = 0; i < 20; i++) {
        const line = document.createElement('p');
        line.style.fontSize = '15px';
        line.textContent = 'A line of words ' + i;
        block.append(line);
      }
      content.append(block);
      window.dispatchEvent(new Event('resize'));
    }""")
    page.wait_for_timeout(300)
    zoom, overflow = page.evaluate("""() => {
      const content = document.querySelector('[data-fit] > *');
      const box = content.parentElement;
      return [Number(content.getAttribute('data-zoom')), box.hasAttribute('data-fit-overflow')];
    }""")
    assert overflow, "the shared area scrolls inside itself"
    assert zoom >= 11 / 15 - 0.01, zoom
    small = [fault for fault in stage_faults(page, touch=True) if fault.startswith("text ")]
    assert not small, small
