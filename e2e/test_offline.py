"""The installable, offline page: the `make site` folder under a sub-path, its service worker, updates.

Each test serves a fresh copy of the built site (tools/build_site.py) at /tabletop/ on its own
local server, the way GitHub Pages serves a project site.
"""

from __future__ import annotations

import gzip
import json
import shutil
import threading
from pathlib import Path

import pytest

from e2e_support import ROOT, load_tool, record, saves_written, wait_ready
from saves_support import stored_games

SUB_PATH = "tabletop/"


@pytest.fixture(scope="session")
def built_site(tmp_path_factory, site_url):  # site_url: vendor/ checked and build/app.zip fresh
    out = tmp_path_factory.mktemp("site") / "tabletop"
    version = load_tool("build_site").build(out, quiet=True)
    return out, version


class Site:
    """A copy of the built site served at http://127.0.0.1:PORT/tabletop/ until stop()."""

    def __init__(self, built: Path, www: Path):
        self.folder = www / SUB_PATH.strip("/")
        shutil.copytree(built, self.folder)
        self.server = load_tool("serve").make_server(host="127.0.0.1", port=0, directory=www, quiet=True)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/{SUB_PATH}"

    def stop(self):
        """The network is gone: nothing answers on the site's port any more."""
        if self.thread is not None:
            self.server.shutdown()
            self.server.server_close()
            self.thread.join(timeout=5)
            self.thread = None


@pytest.fixture
def site(built_site, tmp_path):
    served = Site(built_site[0], tmp_path / "www")
    try:
        yield served
    finally:
        served.stop()


def wait_service_worker(page, timeout_ms: int = 60_000) -> str:
    """Until the offline copy is complete and checked (assets/boot.js); returns the worker's scope."""
    page.wait_for_function("window.tabletopOffline !== undefined", timeout=timeout_ms)
    assert page.evaluate("window.tabletopOffline") is True, "the offline copy did not complete"
    return page.evaluate("navigator.serviceWorker.getRegistration().then((reg) => reg.scope)")


def start_a_game(page) -> str:
    """Start the first game on the home page; returns the id of its save."""
    page.locator("button[data-cmd=setup]").first.click()
    page.locator("form[data-submit=start] button[type=submit]").click()
    page.wait_for_selector(".controls, .end-screen")
    saves_written(page)
    current = page.evaluate("localStorage.getItem('tabletop.current')")
    assert current and current in stored_games(page)  # in the durable store (saves_support.py)
    return current


def test_site_folder_boots_under_a_sub_path(page, site):
    url, folder = site.url, site.folder
    log = record(page)
    failed = []
    page.on("requestfailed", lambda request: failed.append(request.url))
    page.goto(url)
    wait_ready(page, log=log)
    assert log.errors == [], log.describe()
    assert failed == []
    # Every request stayed inside the sub-path: the site uses relative URLs only.
    outside = [u for u in log.requests if not u.startswith(url) and not u.startswith(("data:", "blob:"))]
    assert outside == []
    assert wait_service_worker(page) == url
    manifest = page.evaluate("fetch('manifest.webmanifest').then((r) => r.json())")
    assert manifest["display"] == "standalone" and manifest["start_url"] == "./"
    # What is served is the page and nothing else: no tests, tooling or node_modules.
    top = sorted(p.name for p in folder.iterdir())
    assert top == [
        ".nojekyll",
        "assets",
        "build",
        "index.html",
        "main.py",
        "manifest.webmanifest",
        "pyscript.toml",
        "sw.js",
        "vendor",
    ]
    assert not list(folder.rglob("*.mjs.map")) and not (folder / "node_modules").exists()


def test_a_first_visit_paints_the_home_page_before_python_and_keeps_a_tap(page, site):
    """tools/build_site.py writes the home page, drawn by the app's own view, into index.html: a first
    visit paints it at its first paint; a tap on a game there is carried out once Python is up."""
    log = record(page)
    page.goto(site.url + "?botdelay=0", wait_until="commit")
    page.wait_for_selector("#app[data-copy] main[data-screen=home] button[data-cmd=setup]", timeout=10_000)
    assert page.locator('#app[data-ready="true"]').count() == 0  # Python is not up yet
    assert page.evaluate("document.styleSheets.length") >= 1  # styled: the sheet came with it
    game = page.locator("button[data-cmd=setup]").first.get_attribute("data-arg")
    page.locator("button[data-cmd=setup]").first.click()
    wait_ready(page, log=log)
    page.wait_for_selector("form.setup, form[data-submit=start]", timeout=30_000)
    assert page.locator("#app[data-copy]").count() == 0
    assert game in page.inner_html("#app")
    assert log.errors == [], log.describe()


def test_offline_reload_boots_and_resumes_the_saved_game(page, site):
    url = site.url
    log = record(page)
    page.goto(url + "?botdelay=0")
    wait_ready(page, log=log)
    save_id = start_a_game(page)
    prompt_before = page.inner_text(".prompt") if page.locator(".prompt").count() else None
    wait_service_worker(page)

    failed = []
    page.on("requestfailed", lambda request: failed.append(request.url))
    served = []
    page.on("response", lambda response: served.append((response.url, response.from_service_worker)))
    # Offline for the page (Playwright) and for the service worker too (Playwright's offline mode
    # does not reach it): the server is gone.
    site.stop()
    page.context.set_offline(True)
    try:
        page.reload()
        wait_ready(page, log=log)
        page.wait_for_selector(".controls, .end-screen")
    finally:
        page.context.set_offline(False)
    assert failed == [], failed
    assert log.errors == [], log.describe()
    assert page.evaluate("Boolean(navigator.serviceWorker.controller)")
    assert served and all(from_sw for _, from_sw in served), [u for u, sw in served if not sw]
    assert any(u.endswith("/pyodide.asm.wasm") for u, _ in served)
    # The same game, from the same save.
    assert page.evaluate("localStorage.getItem('tabletop.current')") == save_id
    if prompt_before is not None:
        assert page.inner_text(".prompt") == prompt_before


def python_start(page) -> str:
    """How assets/interpreter.mjs started Python: "snapshot" or "fresh"."""
    return page.evaluate("document.documentElement.dataset.pythonStart")


def test_a_repeat_visit_starts_python_from_the_snapshot(page, site):
    log = record(page)
    page.goto(site.url + "?botdelay=0")
    wait_ready(page, log=log)
    # A first visit starts Python as usual: it neither waits for the snapshot nor asks for it.
    assert python_start(page) == "fresh"
    assert not [u for u in log.requests if "snapshot" in u]
    (snapshot,) = (site.folder / "vendor" / "pyodide").glob("snapshot-*")
    version = page.evaluate("document.querySelector('meta[name=tabletop-version]').content")
    assert snapshot.name == f"snapshot-{version}.bin.gz"
    wait_service_worker(page)  # the offline copy, the snapshot with it: it travels gzipped...
    unpacked = page.evaluate(
        """async (name) => {
          const held = await caches.match(new URL(`vendor/pyodide/${name}`, location.href).href);
          return held ? (await held.arrayBuffer()).byteLength : null;
        }""",
        snapshot.name.removesuffix(".gz"),
    )
    assert unpacked == len(gzip.decompress(snapshot.read_bytes()))  # ...and is kept unpacked

    page.reload()
    wait_ready(page, log=log)
    assert python_start(page) == "snapshot"
    # The app works from it: a new game, whose computer players' code is imported only now (from
    # the app's archive, which the snapshot's import system found again), moves to the person's turn.
    save_id = start_a_game(page)
    assert page.locator(".controls").count() or page.locator(".end-screen").count()
    assert page.evaluate("localStorage.getItem('tabletop.current')") == save_id
    assert log.errors == [], log.describe()


def test_a_snapshot_the_runtime_refuses_leaves_a_fresh_start(page, site):
    """A snapshot the runtime will not take (another runtime build, a damaged cache): Python starts
    afresh and the page works, with a warning in the console."""
    log = record(page)
    page.goto(site.url)
    wait_ready(page, log=log)
    wait_service_worker(page)
    (snapshot,) = (site.folder / "vendor" / "pyodide").glob("snapshot-*")
    memory = int.from_bytes(gzip.decompress(snapshot.read_bytes())[4:8], "little")
    # A well-formed file of the right size whose memory is all zeros: no Pyodide snapshot inside.
    page.evaluate(
        """async ([name, memory]) => {
          const header = new Uint32Array([0x4e535454, memory, 0]);
          for (const key of await caches.keys()) {
            const cache = await caches.open(key);
            for (const request of await cache.keys()) {
              if (request.url.endsWith(name)) await cache.put(request, new Response(header.buffer));
            }
          }
        }""",
        [snapshot.name.removesuffix(".gz"), memory],
    )
    page.reload()
    wait_ready(page, log=log)
    assert python_start(page) == "fresh"
    assert any("did not start from the snapshot" in line for line in log.console), log.describe()
    page.locator("button[data-cmd=setup]").first.click()
    page.wait_for_selector("form.setup")
    assert log.errors == [], log.describe()


def test_file_url_of_the_site_explains_how_to_serve_it(page, built_site):
    page.goto((built_site[0] / "index.html").as_uri())
    warning = page.locator("#file-warning")
    warning.wait_for(state="visible", timeout=10_000)
    text = warning.inner_text()
    assert "make play" in text and "python3 -m http.server" in text
    assert "浏览器" in text and "瀏覽器" in text


def restamp(folder, marker: str) -> str:
    """Change one served file and stamp a new sw.js, as a new deploy would; returns the version."""
    css = folder / "assets" / "app.css"
    css.write_text(css.read_text(encoding="utf-8") + f"\n/* {marker} */\n", encoding="utf-8")
    text, version = load_tool("build_site").render_sw(folder)
    (folder / "sw.js").write_text(text, encoding="utf-8")
    return version


def cache_names(page) -> list[str]:
    return page.evaluate("caches.keys()")


def test_a_new_version_is_offered_and_keeps_the_saves(page, site, built_site):
    url, folder = site.url, site.folder
    log = record(page)
    page.goto(url + "?botdelay=0")
    wait_ready(page, log=log)
    page.evaluate("localStorage.setItem('tabletop.lang', 'zh-Hant')")
    page.reload()
    wait_ready(page, log=log)
    save_id = start_a_game(page)
    saves_before = stored_games(page)
    wait_service_worker(page)
    old_version = built_site[1]
    assert any(name.endswith(old_version) for name in cache_names(page))
    page.reload()  # now the page runs from the service worker's cache
    wait_ready(page, log=log)
    assert page.evaluate("Boolean(navigator.serviceWorker.controller)")
    assert page.locator("#update-prompt").count() == 0  # nothing new yet

    new_version = restamp(folder, "release 2")
    assert new_version != old_version
    # Old files from the cache; the page finds the new sw.js and installs it. Opened at the bare
    # address, which the worker's route answers without starting the worker.
    page.goto(url)
    wait_ready(page, log=log)
    prompt = page.locator("#update-prompt")
    prompt.wait_for(state="visible", timeout=60_000)
    assert "新版本" in prompt.inner_text() and prompt.get_attribute("lang") == "zh-Hant"
    assert "release 2" not in page.evaluate("fetch('assets/app.css').then((r) => r.text())")

    with page.expect_navigation(timeout=60_000):
        prompt.get_by_role("button", name="重新載入").click()
    wait_ready(page, log=log)
    page.wait_for_selector(".controls, .end-screen")
    assert page.locator("#update-prompt").count() == 0
    assert "release 2" in page.evaluate("fetch('assets/app.css').then((r) => r.text())")
    assert [name for name in cache_names(page) if name.startswith("tabletop:")] == [
        f"tabletop:/{SUB_PATH}:{new_version}"
    ]
    # The saves, the current game and the language survived the update.
    saves_after = stored_games(page)
    assert saves_after == saves_before and save_id in saves_after
    assert page.evaluate("localStorage.getItem('tabletop.current')") == save_id
    assert page.evaluate("document.documentElement.lang") == "zh-Hant"
    assert log.errors == [], log.describe()


def test_the_service_worker_lists_exactly_the_served_files(built_site):
    folder, version = built_site
    text = (folder / "sw.js").read_text(encoding="utf-8")
    assert f'const VERSION = "{version}";' in text
    listing = json.loads(text.split("const FILES = ", 1)[1].split(";\n", 1)[0])
    served = {p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file()}
    assert set(listing) <= served
    missing = sorted(served - set(listing) - {"sw.js", ".nojekyll"})
    assert all(
        name.startswith(
            ("vendor/pyscript/codemirror", "vendor/pyscript/xterm", "vendor/pyscript/service-worker.js")
        )
        for name in missing
    ), missing
    for name in (
        "index.html",
        "pyscript.toml",
        "main.py",
        "build/app.zip",
        "assets/boot.js",
        "vendor/pyodide/pyodide.asm.wasm",
        "build/stdlib.zip",
        "build/games/jambo.zip",
    ):
        assert name in listing
    # The page starts Python on the trimmed stdlib (tools/build_bundle.py): the whole one is not served.
    assert "vendor/pyodide/python_stdlib.zip" not in served
    assert (ROOT / "tools" / "sw.template.js").exists()
