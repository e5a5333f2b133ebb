"""Instant resume: a repeat visit paints the stored copy of the last screen before the engine has
started, never a private one, never one from another version, and a tap on it is not lost."""

from e2e_support import start_with_seats, wait_ready

# What #app holds when the page has been parsed (long before Python runs), and, if asked for, a
# tap on the copy right then (sessionStorage "early-click": a CSS selector).
AT_PARSE = """
document.addEventListener("DOMContentLoaded", () => {
  const app = document.getElementById("app");
  window.__atParse = {
    copy: app.getAttribute("data-copy"),
    ready: app.getAttribute("data-ready"),
    screen: (app.querySelector("#screen") || {}).getAttribute?.("data-screen") || null,
    html: app.innerHTML,
    styled: Boolean(document.querySelector("style[data-app-style]")),
  };
  const selector = sessionStorage.getItem("early-click");
  if (selector) {
    sessionStorage.removeItem("early-click");
    const target = app.querySelector(selector);
    window.__earlyClicked = Boolean(target);
    if (target) target.click();
  }
});
"""


def at_parse(page):
    return page.evaluate("window.__atParse")




def test_a_repeat_visit_shows_the_game_before_the_engine_is_ready(table, page_log):
    page = table
    page.add_init_script(AT_PARSE)
    start_with_seats(page, "goblin_market", ["human", "computer:sensible", "computer:sensible"])
    page.locator("""button[data-arg='["pass"]']""").click()
    page.wait_for_selector(".controls")
    live = page.inner_text(".tt-seats")
    page.reload()  # the page is left: its copy is stored (pagehide)
    parsed = at_parse(page)
    assert parsed["copy"] and parsed["ready"] is None, "the copy is on screen while the engine starts"
    assert parsed["screen"] == "table"
    assert parsed["styled"], "the copy comes with its style sheet, so nothing holds its paint back"
    # Only the chosen language's name: the others would have the first paint look for a CJK font.
    assert "English" in parsed["html"] and "简体中文" not in parsed["html"]
    wait_ready(page, log=page_log)
    assert not page.locator("#app[data-copy]").count()
    assert page.inner_text(".tt-seats") == live
    assert page.locator("select[name=lang] option").count() == 3, "the live page offers every language"
    assert page_log.errors == [], page_log.describe()


def test_the_copy_never_shows_a_seats_secrets(table, page_log):
    page = table
    page.add_init_script(AT_PARSE)
    # Ann opens (a computer opening would show her its auction, not her hand, at this moment).
    start_with_seats(page, "modern_art", ["human", "computer:sensible", "computer:sensible"], opening="0")
    assert page.locator(".controls [data-cmd=act]").count(), "Ann's own hand is on the live table"
    page.reload()
    parsed = at_parse(page)
    assert parsed["copy"] and parsed["screen"] == "table"
    # The public table only: no hand to play from, no controls of a seat.
    assert 'data-cmd="act"' not in parsed["html"]
    assert 'class="controls' not in parsed["html"], "no decision of a seat"
    wait_ready(page, log=page_log)
    page.wait_for_selector(".controls [data-cmd=act]")


def test_two_people_at_one_device_get_the_hand_over_screen_as_the_copy(table, page_log):
    page = table
    page.add_init_script(AT_PARSE)
    start_with_seats(page, "jambo", ["human", "human"])
    page.locator(".handover button[data-cmd=ready]").click()
    page.wait_for_selector(".controls")
    page.reload()
    parsed = at_parse(page)
    assert parsed["copy"] and 'data-cmd="ready"' in parsed["html"]
    assert 'data-cmd="act"' not in parsed["html"]
    wait_ready(page, log=page_log)


def test_a_copy_from_another_version_is_not_used(table, page_log):
    page = table
    page.add_init_script(AT_PARSE)
    stale = {"version": "an-older-version", "lang": "en", "title": "Tabletop", "html": "<p id=stale>old</p>"}
    # Leaving this page would store a fresh copy over the stale one: open the next visit in a
    # second tab instead, this one staying open.
    other = page.context.new_page()
    other.add_init_script(AT_PARSE)
    page.evaluate("(copy) => localStorage.setItem('tabletop.screen', JSON.stringify(copy))", stale)
    other.goto(page.url)
    parsed = at_parse(other)
    assert parsed["copy"] is None and "stale" not in parsed["html"] and "splash" in parsed["html"]
    wait_ready(other)
    other.close()


def test_a_tap_on_the_copy_is_carried_out_once_ready(table, page_log):
    page = table
    page.add_init_script(AT_PARSE)
    page.reload()  # stores the home page as the copy
    wait_ready(page, log=page_log)
    page.evaluate("sessionStorage.setItem('early-click', 'button[data-cmd=rules][data-arg=jambo]')")
    page.reload()
    assert page.evaluate("window.__earlyClicked") is True
    assert at_parse(page)["ready"] is None, "the tap came before the engine was ready"
    wait_ready(page, log=page_log)
    page.wait_for_selector("[data-screen=rules]")
    assert "Jambo" in page.inner_text("#screen")


def test_a_tap_on_a_control_the_live_page_lacks_asks_to_tap_again(table, page_log):
    page = table
    page.add_init_script(AT_PARSE)
    page.reload()
    wait_ready(page, log=page_log)
    version = page.get_attribute('meta[name="tabletop-version"]', "content")
    copy = {
        "version": version,
        "lang": "en",
        "title": "Tabletop",
        "html": '<main id="screen" data-screen="home">'
        '<button data-cmd="act" data-arg="[1]">Gone</button></main>',
    }
    # A copy stored by this version, but whose button the live page will not have.
    page.evaluate(
        """(copy) => {
          // After the page's own listeners (pagehide, then visibilitychange), which store the real copy.
          const store = () => localStorage.setItem("tabletop.screen", JSON.stringify(copy));
          window.addEventListener("pagehide", store);
          document.addEventListener("visibilitychange", store);
          sessionStorage.setItem("early-click", "button[data-cmd=act]");
        }""",
        copy,
    )
    page.reload()
    assert page.evaluate("window.__earlyClicked") is True, at_parse(page)
    wait_ready(page, log=page_log)
    assert "tap again" in page.inner_text(".banner")
