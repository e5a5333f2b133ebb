// Firefox ESR smoke test (e2e/test_engines.py runs it): boot, a few moves, a reload that keeps the
// game, and a reload with the server gone (the service worker's copy). Driven by npm puppeteer-core
// over WebDriver BiDi (no geckodriver). Usage: node e2e/firefox_smoke.mjs URL [FIREFOX]
// It prints one line "OFFLINE?" when the server may be stopped, waits for a line on its input, and
// ends with "DONE {...}" (exit code 0) or an error (exit code 1).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import puppeteer from "puppeteer-core";

const [url, executable = "/usr/bin/firefox-esr"] = process.argv.slice(2);
const READY = '#app[data-ready="true"]';
// A move of the person to act: a pass where there is one, else the first on offer (a card to take).
const MOVE = ".controls [data-cmd=act]:not([disabled])";
const PASS = `.controls button[data-cmd=act][data-arg='["pass"]']`;
const lines = createInterface({ input: process.stdin });
const nextLine = () => new Promise((resolve) => lines.once("line", resolve));

async function moves(page) {
  await page.waitForSelector("#app[data-moves]:not([data-moves=''])", { timeout: 60_000 });
  return Number(await page.$eval("#app", (app) => app.dataset.moves));
}

const profile = mkdtempSync(join(tmpdir(), "tabletop-firefox-"));
const browser = await puppeteer.launch({
  browser: "firefox",
  executablePath: executable,
  headless: true,
  userDataDir: profile,
  extraPrefsFirefox: { "dom.serviceWorkers.testing.enabled": true },
});
let failed = null;
try {
  const page = await browser.newPage();
  page.setDefaultTimeout(120_000);
  const errors = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  const started = Date.now();
  await page.goto(`${url}?botdelay=0`);
  await page.waitForSelector(READY);
  const boot = (Date.now() - started) / 1000;
  await page.click("button[data-cmd=setup][data-arg=goblin_market]");
  await page.waitForSelector("form[data-submit=start]");
  await page.click("form[data-submit=start] button[type=submit]");
  await page.waitForSelector(MOVE);
  for (let move = 0; move < 3; move++) {
    const before = await moves(page);
    await page.evaluate((pass, move) => (document.querySelector(pass) || document.querySelector(move)).click(),
      PASS, MOVE);
    await page.waitForFunction((count) => Number(document.querySelector("#app").dataset.moves) > count, {}, before);
    await page.waitForSelector(`${MOVE}, .end-screen`);
  }
  const played = await moves(page);
  await page.evaluate(() => window.tabletopStore.idle());
  await page.reload();
  await page.waitForSelector(READY);
  const afterReload = await moves(page);
  if (afterReload !== played) throw new Error(`the reload showed ${afterReload} moves, not ${played}`);
  // The offline copy complete (assets/boot.js), then the server stopped, then a reload.
  await page.waitForFunction("window.tabletopOffline !== undefined", { timeout: 120_000 });
  if ((await page.evaluate("window.tabletopOffline")) !== true) throw new Error("no offline copy");
  console.log("OFFLINE?");
  await nextLine();
  await page.reload();
  await page.waitForSelector(READY);
  const offline = await moves(page);
  if (offline !== played) throw new Error(`offline, the page showed ${offline} moves, not ${played}`);
  const store = await page.evaluate(() => JSON.parse(window.tabletopStore.loaded || "{}").kind);
  if (errors.length) throw new Error(`page errors: ${errors.join("; ")}`);
  console.log(`DONE ${JSON.stringify({ boot, played, store })}`);
} catch (error) {
  failed = error;
} finally {
  await browser.close().catch(() => {});
  lines.close();
  rmSync(profile, { recursive: true, force: true });
}
if (failed) {
  console.error(failed && failed.stack ? failed.stack : String(failed));
  process.exit(1);
}
