"""WebKit smoke test (e2e/test_engines.py runs it, under xvfb-run): boot, a few moves, a reload that
keeps the game, and a reload with the server gone (the service worker's copy), in WebKitGTK's
MiniBrowser driven by Selenium (WebKitWebDriver). WebKit is the engine of Safari.

Usage: xvfb-run -a python e2e/webkit_smoke.py URL. It prints one line "OFFLINE?" when the server may
be stopped, waits for a line on its input, and ends with "DONE {...}" (exit code 0) or an error."""

from __future__ import annotations

import json
import sys
import time

from selenium import webdriver
from selenium.webdriver.common.by import By

MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser"
DRIVER = "/usr/bin/WebKitWebDriver"
READY = '#app[data-ready="true"]'
# A move of the person to act: a pass where there is one, else the first on offer (a card to take).
MOVE = ".controls [data-cmd=act]:not([disabled])"
PASS = ".controls button[data-cmd=act][data-arg='[\"pass\"]']"


def wait(driver, script, timeout=180.0, *args):
    """Until `script` (a JavaScript expression's body, returning a value) is truthy."""
    deadline = time.monotonic() + timeout
    while True:
        value = driver.execute_script(script, *args)
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for: {script}")
        time.sleep(0.1)


def moves(driver) -> int:
    value = wait(driver, "const m = document.querySelector('#app').dataset.moves; return m ? m : null;")
    return int(value)


def click(driver, selector):
    """Clicks the first match once it is there (the page's own click handler, as a tap would)."""
    wait(driver, "return document.querySelector(arguments[0]) !== null;", 180.0, selector)
    driver.find_element(By.CSS_SELECTOR, selector).click()


def main(url: str) -> None:
    options = webdriver.WebKitGTKOptions()
    options.binary_location = MINIBROWSER
    options.add_argument("--automation")
    service = webdriver.WebKitGTKService(executable_path=DRIVER)
    driver = webdriver.WebKitGTK(options=options, service=service)
    try:
        started = time.monotonic()
        driver.get(url + "?botdelay=0")
        wait(driver, f"return document.querySelector('{READY}') !== null;")
        boot = time.monotonic() - started
        click(driver, "button[data-cmd=setup][data-arg=goblin_market]")
        click(driver, "form[data-submit=start] button[type=submit]")
        wait(driver, "return document.querySelector(arguments[0]) !== null;", 180.0, MOVE)
        for _ in range(3):
            before = moves(driver)
            has_pass = driver.execute_script("return !!document.querySelector(arguments[0]);", PASS)
            click(driver, PASS if has_pass else MOVE)
            wait(driver, "return Number(document.querySelector('#app').dataset.moves) > arguments[0];", 60.0,
                 before)
            wait(driver, "return document.querySelector(arguments[0]) !== null;", 60.0,
                 MOVE + ", .end-screen")
        played = moves(driver)
        driver.execute_async_script("const done = arguments[0]; window.tabletopStore.idle().then(done);")
        driver.refresh()
        wait(driver, f"return document.querySelector('{READY}') !== null;")
        assert moves(driver) == played, f"the reload showed {moves(driver)} moves, not {played}"
        wait(driver, "return window.tabletopOffline !== undefined;")
        # The worker fills the offline copy once the page is ready, one file at a time at low priority
        # (sw.template.js): WebKit on two busy cores may take more than Selenium's 30 s for it.
        driver.set_script_timeout(180)
        offline_ready = driver.execute_async_script(
            "const done = arguments[0]; window.tabletopOffline.then((value) => done(value));"
        )
        assert offline_ready is True, "no offline copy"
        print("OFFLINE?", flush=True)
        sys.stdin.readline()
        driver.refresh()
        wait(driver, f"return document.querySelector('{READY}') !== null;")
        assert moves(driver) == played, f"offline, the page showed {moves(driver)} moves, not {played}"
        store = driver.execute_script("return JSON.parse(window.tabletopStore.loaded || '{}').kind;")
        print("DONE " + json.dumps({"boot": boot, "played": played, "store": store}), flush=True)
    finally:
        driver.quit()


if __name__ == "__main__":
    main(sys.argv[1])
