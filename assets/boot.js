// Before Python runs: the splash's progress bar, and the service worker that keeps the page working
// offline, with a "new version" prompt when an update is ready. Plain JavaScript, no modules (it also
// runs, harmlessly, on a file:// page, where index.html explains how to serve the game instead).
(() => {
  "use strict";

  const TEXTS = {
    en: {
      loading: "Loading Tabletop…",
      ready: "A new version of Tabletop is ready. Your saved games are kept.",
      reload: "Reload",
      later: "Later",
    },
    "zh-Hans": {
      loading: "正在加载 Tabletop…",
      ready: "Tabletop 有新版本可用。已保存的游戏不会丢失。",
      reload: "重新加载",
      later: "稍后",
    },
    "zh-Hant": {
      loading: "正在載入 Tabletop…",
      ready: "Tabletop 有新版本可用。已儲存的遊戲不會遺失。",
      reload: "重新載入",
      later: "稍後",
    },
  };

  // The same choice as the game's (tabletop.ui.i18n.pick_language): the saved one, else the browser's.
  function language() {
    let saved = null;
    try {
      saved = localStorage.getItem("tabletop.lang");
    } catch (error) {
      // storage denied: fall through to the browser's languages
    }
    if (saved && TEXTS[saved]) return saved;
    for (const tag of navigator.languages || [navigator.language || "en"]) {
      const lower = String(tag).toLowerCase();
      if (lower.startsWith("zh")) {
        return ["hant", "-tw", "-hk", "-mo"].some((part) => lower.includes(part)) ? "zh-Hant" : "zh-Hans";
      }
      if (lower.startsWith("en")) return "en";
    }
    return "en";
  }

  // ---- splash progress: PyScript reports its steps as py:progress events ----------------------
  const STEPS = {
    "Loading Pyodide": 15,
    "Loading interpreter": 25,
    "Loaded interpreter": 75,
    "Loading files": 80,
    "Loaded files": 88,
    "Loaded Pyodide": 92,
  };

  let shown = 0;
  function setProgress(percent, seconds = 0.6) {
    const bar = document.querySelector(".splash .progress > span");
    if (!bar || percent <= shown) return; // Python has drawn the app, or the bar is further on
    shown = percent;
    bar.style.transitionDuration = `${seconds}s`;
    bar.style.width = `${percent}%`;
    bar.parentElement.setAttribute("aria-valuenow", String(percent));
  }

  if (location.protocol !== "file:") {
    const message = document.querySelector(".splash p");
    const lang = language();
    if (message && lang !== "en") {
      message.textContent = TEXTS[lang].loading;
      message.lang = lang;
    }
    setProgress(8);
    addEventListener("py:progress", (event) => {
      if (!(event.detail in STEPS)) return;
      setProgress(STEPS[event.detail]);
      // The runtime's start is the long step with no news in between: keep the bar creeping.
      if (event.detail === "Loading interpreter") setTimeout(() => setProgress(70, 3), 650);
    });
    addEventListener("py:ready", () => setProgress(96), true);
  }

  // ---- service worker ---------------------------------------------------------------------------
  if (!("serviceWorker" in navigator) || !/^https?:$/.test(location.protocol)) return;
  const container = navigator.serviceWorker;

  // `?sw=off` unregisters the worker and empties its caches (a way out while developing).
  if (new URLSearchParams(location.search).get("sw") === "off") {
    container.getRegistrations().then((regs) => regs.forEach((reg) => reg.unregister()));
    caches.keys().then((names) => names.filter((n) => n.startsWith("tabletop:")).forEach((n) => caches.delete(n)));
    return;
  }

  // When another version takes over this page (this tab's or another tab's "Reload"), load it whole
  // rather than run on with a mix of old and new files. The game is saved after every move. The
  // one change that needs no reload: the very first worker taking charge of the page that
  // installed it (same files).
  let reloading = false;
  let asked = false; // the player pressed "Reload"
  let controlled = Boolean(container.controller);
  container.addEventListener("controllerchange", () => {
    if ((controlled || asked) && !reloading) {
      reloading = true;
      location.reload();
    }
    controlled = true;
  });

  function prompt(worker) {
    if (document.getElementById("update-prompt") || !document.body) return;
    const lang = language();
    const text = TEXTS[lang];
    const style = document.createElement("style");
    style.textContent = `
      #update-prompt { position: fixed; left: 50%; bottom: 16px; transform: translateX(-50%);
        z-index: 1000; display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px;
        box-sizing: border-box; width: max-content; max-width: min(36rem, calc(100vw - 24px));
        padding: 10px 14px; border-radius: 10px;
        background: #1f1d1a; color: #fffdf8; box-shadow: 0 4px 18px rgba(0,0,0,.25);
        font: 15px/1.35 system-ui, -apple-system, "Segoe UI", "Noto Sans", "Noto Sans CJK SC", sans-serif; }
      #update-prompt p { margin: 0; flex: 1 1 16em; }
      #update-prompt button { font: inherit; min-height: 40px; padding: 0 14px; border-radius: 8px;
        border: 1px solid #fffdf8; background: transparent; color: inherit; cursor: pointer; }
      #update-prompt button.primary { background: #fffdf8; color: #1f1d1a; }
      /* A phone pins the table's decision at the foot of the screen: the prompt goes to the top. */
      @media (max-width: 700px) { #update-prompt { bottom: auto; top: 8px; } }`;
    const box = document.createElement("div");
    box.id = "update-prompt";
    box.setAttribute("role", "status");
    box.lang = lang;
    const message = document.createElement("p");
    message.textContent = text.ready;
    const reload = document.createElement("button");
    reload.type = "button";
    reload.className = "primary";
    reload.textContent = text.reload;
    reload.addEventListener("click", () => {
      reload.disabled = true;
      asked = true;
      if (worker.state === "installed") {
        worker.postMessage("skip-waiting"); // it takes over; controllerchange reloads this page
      } else {
        reloading = true;
        location.reload();
      }
    });
    const later = document.createElement("button");
    later.type = "button";
    later.textContent = text.later;
    later.addEventListener("click", () => box.remove());
    box.append(message, reload, later);
    document.head.append(style);
    document.body.append(box);
  }

  // Resolves to true once the offline copy is complete and checked (for tests and the curious).
  let offlineReady;
  window.tabletopOffline = new Promise((resolve) => {
    offlineReady = resolve;
  });

  function ask(worker, message) {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (event) => resolve(event.data);
      worker.postMessage(message, [channel.port2]);
    });
  }

  async function register() {
    let reg;
    try {
      // Registered at once: on a first visit the worker takes charge before the runtime is
      // fetched, so that the cached copy is the one the browser compiles (see sw.template.js).
      reg = await container.register("./sw.js", { scope: "./" });
    } catch (error) {
      console.warn("Tabletop: no offline support (service worker not registered):", error);
      offlineReady(false);
      return;
    }
    // The very first install only makes the page available offline: nothing to offer then.
    let firstInstall = !reg.active;
    if (reg.waiting && reg.active) prompt(reg.waiting);
    reg.addEventListener("updatefound", () => {
      const worker = reg.installing;
      const initial = firstInstall;
      firstInstall = false;
      if (!worker || initial) return;
      worker.addEventListener("statechange", () => {
        if (worker.state === "installed" || (worker.state === "activated" && !controlled)) prompt(worker);
      });
    });
    const check = () => reg.update().catch(() => {});
    // Once the game is up and the browser idle: complete and check the offline copy (a first visit
    // caches as it goes, and fetches nothing else before this), and look for a new version (the
    // browser does not: the worker's route answers for the page without starting the worker, see
    // sw.template.js).
    whenReady(async () => {
      const ready = await container.ready;
      offlineReady(Boolean(ready.active) && (await ask(ready.active, "fill")) === true);
      if (container.controller) check();
    });
    // A page left open for long still hears about updates.
    setInterval(check, 30 * 60 * 1000);
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") check();
    });
  }

  // After the page says it is ready for input (#app[data-ready]), when the browser is next idle.
  // Never before: a page whose Python never comes up fills nothing (the next visit does).
  function whenReady(callback) {
    let done = false;
    const once = () => {
      if (done) return;
      done = true;
      if (window.requestIdleCallback) requestIdleCallback(() => callback(), { timeout: 1000 });
      else setTimeout(callback, 50);
    };
    const app = document.getElementById("app");
    if (app && app.getAttribute("data-ready") === "true") return once();
    if (app) {
      const observer = new MutationObserver(() => {
        if (app.getAttribute("data-ready") === "true") {
          observer.disconnect();
          once();
        }
      });
      observer.observe(app, { attributes: true, attributeFilter: ["data-ready"] });
    }
  }

  register();
})();
