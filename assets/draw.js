// The DOM side of tabletop.web.app.Page: one call from Python per redraw and per command, since
// every call across the Python <-> JavaScript bridge costs more than the work it asks for here.
(() => {
  "use strict";

  // Form fields are replaced, never patched: a patched field would keep what was typed into it
  // where a redraw must show the value the game gives it.
  const FIELDS = new Set(["INPUT", "SELECT", "TEXTAREA"]);
  // Nor is an element turned into another command: what held on to it (a pending click, a test's
  // handle) must see it gone rather than act on a different move.
  const IDENTITY = ["data-cmd", "data-arg", "data-key", "id"];

  function sameKind(old, fresh) {
    if (old.nodeType !== fresh.nodeType || old.nodeName !== fresh.nodeName) return false;
    if (old.namespaceURI !== fresh.namespaceURI || FIELDS.has(old.nodeName)) return false;
    if (old.nodeType !== Node.ELEMENT_NODE) return true;
    return IDENTITY.every((name) => old.getAttribute(name) === fresh.getAttribute(name));
  }

  // Turn the node `old` (in the page) into `fresh` (parsed, not in the page), touching only what
  // differs, so the browser restyles and lays out only that.
  function update(parent, old, fresh) {
    if (isStub(fresh) && old.nodeType === Node.ELEMENT_NODE && !isStub(old)
        && old.getAttribute("data-region") === fresh.getAttribute("data-region")) {
      return; // a region that is drawn on its own (drawRegion), after its parent
    }
    if (!sameKind(old, fresh)) {
      parent.replaceChild(fresh, old);
    } else if (old.nodeType !== Node.ELEMENT_NODE) {
      if (old.nodeValue !== fresh.nodeValue) old.nodeValue = fresh.nodeValue;
    } else {
      // A <details> stays open or closed as the player left it (the orders panel); a menu closes
      // by itself (below).
      const own = old.nodeName === "DETAILS" && !old.hasAttribute("data-closes") ? "open" : null;
      for (const attr of Array.from(old.attributes)) {
        if (attr.name === own) continue;
        if (!fresh.hasAttributeNS(attr.namespaceURI, attr.localName)) old.removeAttributeNode(attr);
      }
      for (const attr of fresh.attributes) {
        if (attr.name === own) continue;
        if (old.getAttributeNS(attr.namespaceURI, attr.localName) !== attr.value) {
          old.setAttributeNS(attr.namespaceURI, attr.name, attr.value);
        }
      }
      updateChildren(old, fresh);
    }
  }

  // What a child is, for pairing old children with new ones: its tag, first class and the
  // attributes that name it. Children with the same key are patched into each other; others are
  // removed or put in, so that one card or panel more or less does not rebuild all that follows.
  function keyOf(node) {
    if (node.nodeType !== Node.ELEMENT_NODE) return `#${node.nodeType}`;
    const attr = (name) => node.getAttribute(name) || "";
    const kind = attr("class").split(" ", 1)[0];
    return `${node.nodeName}|${kind}|${attr("id")}|${attr("data-key")}|${attr("data-fx")}|${attr("data-region")}|${attr("data-cmd")}|${attr("data-arg")}`;
  }

  function tally(keys, from, to) {
    const counts = new Map();
    for (let k = from; k < to; k++) counts.set(keys[k], (counts.get(keys[k]) || 0) + 1);
    return counts;
  }

  // Children: equal runs at both ends are kept as they are (a log grows at its top); in between,
  // children are paired by key in order, the rest removed or added.
  function updateChildren(old, fresh) {
    const before = Array.from(old.childNodes);
    const after = Array.from(fresh.childNodes);
    let start = 0;
    let endBefore = before.length;
    let endAfter = after.length;
    while (start < endBefore && start < endAfter && before[start].isEqualNode(after[start])) start++;
    while (endBefore > start && endAfter > start && before[endBefore - 1].isEqualNode(after[endAfter - 1])) {
      endBefore--;
      endAfter--;
    }
    const anchor = endBefore < before.length ? before[endBefore] : null;
    const oldKeys = before.map(keyOf);
    const newKeys = after.map(keyOf);
    const oldLeft = tally(oldKeys, start, endBefore); // keys among the old children not yet passed
    const newLeft = tally(newKeys, start, endAfter);
    const pass = (counts, key) => counts.set(key, counts.get(key) - 1);
    let i = start;
    let j = start;
    while (j < endAfter) {
      const want = newKeys[j];
      if (i < endBefore) {
        const have = oldKeys[i];
        const pair = have === want || (!(newLeft.get(have) > 0) && !(oldLeft.get(want) > 0));
        if (pair) { // the same thing, or one thing in place of another
          update(old, before[i], after[j]);
          pass(oldLeft, have);
          pass(newLeft, want);
          i++;
          j++;
          continue;
        }
        if (!(newLeft.get(have) > 0)) { // gone
          old.removeChild(before[i]);
          pass(oldLeft, have);
          i++;
          continue;
        }
      }
      old.insertBefore(after[j], i < endBefore ? before[i] : anchor); // new
      pass(newLeft, want);
      j++;
    }
    for (; i < endBefore; i++) old.removeChild(before[i]);
  }

  // Regions (ui/regions.py). A region arrives as [name, skeleton or null if unchanged, children]:
  // the skeleton is its markup with each region inside cut down to a stub (data-stub), which is
  // filled with what the page shows already or with that region's own new markup.
  const SVG_NS = "http://www.w3.org/2000/svg";
  const parser = document.createElement("template");

  // Markup to a node, parsed as a child of what `like` is a child of (inside an SVG or not).
  function parseLike(markup, like) {
    const inSvg = Boolean(like) && like.namespaceURI === SVG_NS && like.localName !== "svg";
    parser.innerHTML = inSvg ? `<svg xmlns="${SVG_NS}">${markup}</svg>` : markup;
    let holder = parser.content;
    if (inSvg && holder.firstElementChild) holder = holder.firstElementChild;
    // One element, or nothing: the caller then has the page drawn whole.
    let node = holder.childNodes.length === 1 ? holder.firstElementChild : null;
    if (node) node.remove();
    parser.content.textContent = "";
    return node;
  }

  function isStub(node) {
    return node.nodeType === Node.ELEMENT_NODE && node.hasAttribute("data-stub");
  }

  // The region `node` on the page brought to `entry`; `kept` gathers the regions a redraw takes
  // off the page, to put back where an unchanged one is wanted. False if the page is not what
  // Python drew last.
  function drawRegion(node, entry, kept) {
    const [, markup, children] = entry;
    let current = node;
    if (markup !== null && markup !== undefined) {
      for (const inner of node.querySelectorAll("[data-region]")) kept.set(inner.getAttribute("data-region"), inner);
      const fresh = parseLike(markup, node);
      if (!fresh) return false;
      update(node.parentNode, node, fresh);
      if (!node.isConnected) current = fresh;
    }
    return fillRegions(current, children, kept);
  }

  function fillRegions(container, children, kept) {
    for (const child of children || []) {
      const [name, markup, inner] = child;
      const node = container.querySelector(`[data-region="${name}"]`);
      if (!node) return false;
      if (!isStub(node)) {
        if (!drawRegion(node, child, kept)) return false;
        continue;
      }
      const filled = markup !== null && markup !== undefined ? parseLike(markup, node) : kept.get(name);
      if (!filled || filled.isConnected) return false;
      node.replaceWith(filled);
      if (!fillRegions(filled, inner, kept)) return false;
    }
    return true;
  }

  // The regions of one parent (the page's top, or the screen's blocks) brought to `entries`, in
  // order; a region no longer there is taken away.
  function placeRegions(parent, entries, kept) {
    const present = new Map();
    for (const child of parent.children) {
      const name = child.getAttribute("data-region");
      if (name) present.set(name, child);
    }
    let previous = null;
    for (const entry of entries) {
      const [name, markup, children] = entry;
      let node = present.get(name);
      present.delete(name);
      if (node) {
        if (!drawRegion(node, entry, kept)) return false;
        if (!node.isConnected) node = parent.querySelector(`:scope > [data-region="${name}"]`);
      } else {
        if (markup === null || markup === undefined) return false;
        node = parseLike(markup, null);
        if (!node) return false;
        parent.insertBefore(node, previous ? previous.nextSibling : parent.firstChild);
        if (!fillRegions(node, children, kept)) return false;
      }
      previous = node;
    }
    for (const gone of present.values()) gone.remove();
    return true;
  }

  // Motion (ui/kit.py fx and flight): a thing with the same data-fx key before and after a redraw
  // glides from its old place to its new one; a new one with data-fx-from flies in from that
  // thing; a new data-flight sends a coin from one thing to another. Only transform and opacity,
  // 150-300 ms, and none when the system asks for reduced motion.
  const still = window.matchMedia ? window.matchMedia("(prefers-reduced-motion: reduce)") : { matches: true };
  const GLIDE = { duration: 240, easing: "cubic-bezier(0.2, 0.7, 0.3, 1)" };

  // Where a thing sits: which seat's area, and what holds it. A thing that only shifted because
  // something above it grew (a longer log, a new line) keeps its place and does not glide; one
  // that went from the lot to a hand, from a seat to another, does.
  function placeOf(node) {
    const seat = node.closest("[data-seat]");
    const parent = node.parentElement;
    return `${seat ? seat.getAttribute("data-seat") : ""}|${parent ? parent.getAttribute("class") : ""}`;
  }

  // All reads first, then all writes: a read after an animation has begun would make the browser
  // work out the styles again, once per thing.
  function places(root, within) {
    const found = new Map();
    if (still.matches) return found;
    for (const holder of within || [root]) {
      for (const node of holder.querySelectorAll("[data-fx]")) {
        const box = node.getBoundingClientRect();
        if (box.width || box.height) found.set(node.getAttribute("data-fx"), { box, place: placeOf(node) });
      }
      if (holder !== root && holder.hasAttribute("data-fx")) {
        const box = holder.getBoundingClientRect();
        if (box.width || box.height) found.set(holder.getAttribute("data-fx"), { box, place: placeOf(holder) });
      }
    }
    return found;
  }

  // The regions on the page that a patch (`top` and `blocks`) will draw again: the outermost ones
  // with new markup. Only what is in them can change its place (move() glides only a thing whose
  // seat or holder changed; a region sent unchanged keeps its very nodes), so only they are read
  // before the patch, not every card on the table.
  function redrawn(root, entries, found) {
    for (const [name, markup, children] of entries || []) {
      if (markup === null || markup === undefined) {
        redrawn(root, children, found);
        continue;
      }
      const node = root.querySelector(`[data-region="${name}"]`);
      if (node) found.push(node);
    }
    return found;
  }

  function offset(from, to) {
    const dx = from.left - to.left;
    const dy = from.top - to.top;
    if (Math.abs(dx) < 1 && Math.abs(dy) < 1) return null;
    const scale = to.width ? from.width / to.width : 1;
    return `translate(${dx}px, ${dy}px) scale(${scale})`;
  }

  const MAX_FADES = 12; // more new things at once is a new screen, not a move: no fading in

  function move(root, before, present, flightsBefore) {
    if (still.matches || !present.size) return;
    // Each thing's box is read when needed, all before the first write: only the things that were
    // drawn again, their sources and the flights' ends (the first read lays the page out).
    const nodes = new Map();
    for (const node of root.querySelectorAll("[data-fx]")) nodes.set(node.getAttribute("data-fx"), node);
    const boxes = new Map();
    const boxOf = (key) => {
      if (!boxes.has(key)) {
        const node = nodes.get(key);
        const box = node ? node.getBoundingClientRect() : null;
        boxes.set(key, box && (box.width || box.height) ? box : null);
      }
      return boxes.get(key);
    };
    const glides = [];
    const fades = [];
    for (const [key, node] of nodes) {
      const was = before.get(key);
      if (was) {
        if (was.place === placeOf(node)) continue;
        const box = boxOf(key);
        const shift = box ? offset(was.box, box) : null;
        if (shift) glides.push([node, shift]);
      } else if (!present.has(key)) {
        const box = boxOf(key);
        if (!box) continue;
        const source = node.getAttribute("data-fx-from");
        const origin = source ? (before.get(source) || {}).box || boxOf(source) : null;
        const shift = origin ? offset(origin, box) : null;
        if (shift) glides.push([node, shift]);
        else if (!origin) fades.push(node);
      }
    }
    const flights = [];
    for (const flight of root.querySelectorAll("[data-flight]")) {
      if (flightsBefore.has(flight.getAttribute("data-flight"))) continue;
      const from = boxOf(flight.getAttribute("data-from"));
      const to = from ? boxOf(flight.getAttribute("data-to")) : null;
      if (from && to) flights.push([from, to]);
    }
    // The writes.
    for (const [node, shift] of glides) node.animate([{ transform: shift }, { transform: "none" }], GLIDE);
    if (fades.length <= MAX_FADES) {
      for (const node of fades) {
        node.animate([{ opacity: 0, transform: "scale(0.92)" }, { opacity: 1, transform: "none" }], GLIDE);
      }
    }
    for (const [a, b] of flights) {
      const token = document.createElement("span");
      token.className = "fx-token";
      token.setAttribute("aria-hidden", "true");
      token.style.left = `${a.left + a.width / 2 - 9}px`;
      token.style.top = `${a.top + a.height / 2 - 9}px`;
      document.body.append(token);
      const dx = b.left + b.width / 2 - (a.left + a.width / 2);
      const dy = b.top + b.height / 2 - (a.top + a.height / 2);
      const run = token.animate(
        [{ transform: "none", opacity: 1 }, { transform: `translate(${dx}px, ${dy}px)`, opacity: 0.6 }],
        { duration: 300, easing: "ease-out" },
      );
      run.onfinish = run.oncancel = () => token.remove();
    }
  }

  // The stage's shared area (kit.table_layout) takes the room the rivals and the dock leave, and
  // what is in it is scaled to fill that room (CSS zoom on its .tt-fit): smaller when it would not
  // fit, larger when there is room, within FIT_LIMITS so its words stay readable. A new scale costs
  // a fresh layout of the stage, and a stage whose cards change size at every move is restless to
  // look at; so after a move the scale is kept unless the content overflows, or fills less than
  // GROW_AFTER_MOVE of the room, or its text is small (below READABLE) with room to grow. A new
  // screen and a new window size get the full fit (the content filling FILL of the room's height).
  // A scale is aimed at in one step (the height grows about in proportion), with a round or two to
  // correct for text that wraps anew.
  const FIT_LIMITS = [0.72, 1.6];
  const FILL = 0.97;
  const GROW_BELOW = 0.93;
  const GROW_AFTER_MOVE = 0.72;
  const READABLE = 0.85;
  // The last scale of each game's stage: a redrawn shared area starts from it, not from 1.
  const lastZoom = new Map();
  // Growths that came to nothing (the content wrapped anew, taller than the room, and was shrunk
  // back), by where they started: the same stage in the same room is not grown and shrunk again.
  const vainGrowths = new Set();
  // The heights of the room at the last few moves (the dock's height changes with the decision):
  // a stage grows to the lowest of them, so that its cards keep their size from move to move
  // rather than swelling and shrinking as the decisions change.
  const recentRooms = new Map();
  const RECENT = 8;
  // The least scale at which every word of `content` is still MIN_TEXT_PX as shown: the fit goes no
  // lower (the shared area then scrolls inside itself rather than show words too small to read).
  const MIN_TEXT_PX = 11.05;
  function readableFloor(content, zoom) {
    let least = Infinity;
    const walker = document.createTreeWalker(content, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const node = text.parentElement;
      // Minor words (.tt-minor) give way once the stage is shrunk: they set no floor.
      if (!node || !text.data.trim() || node.closest(".sr-only, .tt-minor, title, desc, style")) continue;
      const box = node.getBoundingClientRect();
      if (box.width <= 1 && box.height <= 1) continue; // not drawn, or for screen readers only
      const size = parseFloat(getComputedStyle(node).fontSize);
      const ctm = node instanceof SVGElement && node.getScreenCTM ? node.getScreenCTM() : null;
      const shown = ctm ? size * Math.hypot(ctm.a, ctm.b) : size * (node.currentCSSZoom || zoom);
      least = Math.min(least, shown / zoom);
    }
    return least === Infinity ? FIT_LIMITS[0] : Math.max(FIT_LIMITS[0], MIN_TEXT_PX / least);
  }
  function setZoom(content, zoom) {
    content.style.zoom = String(zoom);
    content.setAttribute("data-zoom", String(zoom));
    // Shrunk: the minor words (.tt-minor: a price's "buy", a stand's name) give way (app.css) so
    // that the rest stays at a readable size.
    content.toggleAttribute("data-shrunk", zoom < 1);
  }
  function fitStage(root, eager) {
    for (const box of root.querySelectorAll("[data-fit]")) {
      const content = box.firstElementChild;
      if (!content) continue;
      const owner = box.closest("[data-game]");
      const key = owner ? owner.getAttribute("data-game") : "";
      let zoom = Number(content.getAttribute("data-zoom") || 0);
      if (!zoom) {
        zoom = lastZoom.get(key) || 1;
        if (zoom !== 1) setZoom(content, zoom); // before the first measure: no layout of its own
      }
      const room = box.getBoundingClientRect();
      if (room.height < 8 || room.width < 8) continue;
      const glides = content.getAnimations({ subtree: true }).filter((run) => !(run instanceof CSSAnimation));
      const gliding = glides.length > 0;
      if (gliding && !box.refitQueued) {
        box.refitQueued = true;
        Promise.allSettled(glides.map((run) => run.finished)).then(() => { box.refitQueued = false; fitStage(root, false); });
      }
      let recent = recentRooms.get(key);
      if (eager || !recent || recent.width !== Math.round(room.width)) recent = { width: Math.round(room.width), heights: [] };
      recent.heights = [...recent.heights.slice(1 - RECENT), room.height];
      recentRooms.set(key, recent);
      const roomHeight = Math.min(...recent.heights);
      let overflow = false;
      let growth = null;
      let overshot = false;
      let used = 0;
      const startZoom = zoom;
      let floor = null;
      for (let round = 0; round < 4; round++) {
        used = content.getBoundingClientRect().height;
        // A card still gliding (a move drawn during the last one's motion) sticks out for a moment:
        // not a reason to shrink; the fit is done again once the motion has ended.
        const wide = !gliding && content.scrollWidth > content.clientWidth + 10; // a corner flag may stick out
        // Once grown, to the lowest recent room; otherwise the room as it is.
        const tall = used > (growth ? roomHeight : room.height) + 0.5;
        overflow = tall || wide;
        let wanted = zoom;
        if (overflow) {
          overshot = overshot || Boolean(growth);
          const across = wide ? (content.clientWidth / content.scrollWidth) * 0.99 : 1;
          wanted = zoom * Math.min(tall ? (growth ? roomHeight : room.height) / used : 1, across) - 0.005;
        } else if (round === 0) {
          const band = eager || zoom < READABLE ? GROW_BELOW : GROW_AFTER_MOVE;
          growth = `${key}|${zoom}|${Math.round(used)}|${Math.round(room.width)}x${Math.round(room.height)}`;
          if (used < roomHeight * band && !vainGrowths.has(growth)) wanted = (zoom * roomHeight * FILL) / used;
          else growth = null;
        }
        // Below a scale of 1 only (the walk: about 0.05 ms on a phone's Jambo stage).
        if (Math.min(wanted, zoom) < 1 && floor === null) floor = readableFloor(content, zoom);
        wanted = Math.max(floor ?? FIT_LIMITS[0], Math.min(FIT_LIMITS[1], Math.floor(wanted * 200) / 200));
        if (Math.abs(wanted - zoom) < 0.005) {
          // Grown too far and brought back: as large as this content gets in this room, so the
          // same growth is not tried again from here either.
          if (overshot && !gliding) vainGrowths.add(`${key}|${zoom}|${Math.round(used)}|${Math.round(room.width)}x${Math.round(room.height)}`);
          break;
        }
        zoom = wanted;
        setZoom(content, zoom);
        overflow = false;
      }
      if (growth && zoom < startZoom + 0.005) {
        if (vainGrowths.size > 64) vainGrowths.clear();
        vainGrowths.add(growth);
      }
      lastZoom.set(key, zoom);
      box.toggleAttribute("data-fit-overflow", overflow && zoom <= (floor ?? FIT_LIMITS[0]) + 0.005);
    }
  }
  // A frame that scrolls by itself (a map larger than its room) centred on the thing its
  // data-scroll-center names (a CSS selector).
  function centreFrame(frame) {
    const wanted = frame.getAttribute("data-scroll-center");
    const target = wanted ? frame.querySelector(wanted) : null;
    if (!target) return;
    const box = frame.getBoundingClientRect();
    const spot = target.getBoundingClientRect();
    frame.scrollLeft += spot.left + spot.width / 2 - (box.left + box.width / 2);
    frame.scrollTop += spot.top + spot.height / 2 - (box.top + box.height / 2);
  }
  let fitQueued = false;
  window.addEventListener("resize", () => {
    if (fitQueued) return;
    fitQueued = true;
    requestAnimationFrame(() => {
      fitQueued = false;
      const app = document.getElementById("app");
      if (!app) return;
      fitStage(app, true);
      // A new size (a phone turned, a window resized): such frames centre again on their thing.
      for (const frame of app.querySelectorAll("[data-scroll-center]")) centreFrame(frame);
    });
  });

  // Redraw #app: `html` (all of it) for a new screen; otherwise the page's top regions and the
  // screen's blocks are brought to `top` and `blocks` (placeRegions), touching only what changed.
  // Keeps the focus (by data-key, else data-focus) and the scroll of data-keep-scroll frames, and
  // scrolls a new data-reveal into view. False if the page is not what Python drew last (a region
  // missing, a stub left unfilled): Python then draws it whole.
  window.tabletopDraw = (root, html, top, blocks, lang, title) => {
    const active = document.activeElement;
    const focusKey = active && active.getAttribute ? active.getAttribute("data-key") : null;
    const hadFocus = Boolean(active) && (active === document.body || root.contains(active));
    const scrolls = new Map();
    for (const node of root.querySelectorAll("[data-keep-scroll]")) {
      const kept = { node, left: node.scrollLeft, top: node.scrollTop, center: node.getAttribute("data-scroll-center") };
      scrolls.set(node.getAttribute("data-keep-scroll"), kept);
    }
    const reveals = root.querySelectorAll("[data-reveal]");
    const shown = new Set(Array.from(reveals, (node) => node.getAttribute("data-reveal")));
    const before = places(root, html !== null && html !== undefined ? null : redrawn(root, [...(top || []), ...(blocks || [])], []));
    // What was on the page at all, read or not: a thing in a region left alone is not new.
    const present = new Set(Array.from(root.querySelectorAll("[data-fx]"), (node) => node.getAttribute("data-fx")));
    const flightsBefore = new Set(Array.from(root.querySelectorAll("[data-flight]"), (node) => node.getAttribute("data-flight")));
    // Taking the focused element off the page in the middle of the patch makes the browser work out
    // the page's styles there and then (4-8 ms a move); so focus leaves it first, and comes back to
    // it (or its successor) below. Not a form field: a phone would close its keyboard and open it again.
    const blurred = active && active !== document.body && root.contains(active) && !FIELDS.has(active.nodeName) ? active : null;
    if (blurred) blurred.blur();

    if (html !== null && html !== undefined) {
      root.innerHTML = html;
    } else {
      const main = root.querySelector(":scope > main");
      const kept = new Map();
      const drawn = main && placeRegions(root, top, kept) && placeRegions(main, blocks, kept);
      if (!drawn || root.querySelector("[data-stub]")) { // Python redraws it whole
        if (blurred && blurred.isConnected) blurred.focus({ preventScroll: true }); // for that redraw to keep
        return false;
      }
    }
    // The hint's move (screens.hint_panel) is marked among the move buttons, not by colour alone;
    // written before the reads below, so that the page is laid out once.
    const hint = root.querySelector("[data-hint-action]");
    const hinted = hint ? hint.getAttribute("data-hint-action") : null;
    for (const button of root.querySelectorAll('[data-cmd="act"]')) {
      const wanted = hinted !== null && button.getAttribute("data-arg") === hinted;
      if (button.classList.contains("hinted") !== wanted) button.classList.toggle("hinted", wanted);
    }

    for (const node of root.querySelectorAll("[data-keep-scroll]")) {
      const kept = scrolls.get(node.getAttribute("data-keep-scroll"));
      if (kept && kept.node !== node && (kept.left || kept.top)) {
        node.scrollLeft = kept.left;
        node.scrollTop = kept.top;
      }
    }
    // A scrolling frame (a map wider than a phone) opens centred on one thing inside it: the
    // element named by its data-scroll-center (a CSS selector), the first time the frame is drawn
    // or whenever the value changes; otherwise the player's own scrolling is kept (above).
    for (const frame of root.querySelectorAll("[data-scroll-center]")) {
      const kept = scrolls.get(frame.getAttribute("data-keep-scroll"));
      if (!kept || kept.center !== frame.getAttribute("data-scroll-center")) centreFrame(frame);
    }
    // What a tap brought up (e.g. the costs of a town tapped on the map) is scrolled into view when
    // it is new, even if it appears far from where the player tapped.
    for (const node of root.querySelectorAll("[data-reveal]")) {
      if (!shown.has(node.getAttribute("data-reveal"))) {
        node.scrollIntoView({ block: "nearest" });
        break;
      }
    }
    const screen = root.querySelector("main[data-screen]");
    const name = screen ? screen.getAttribute("data-screen") : null;
    if (root.getAttribute("data-screen") !== name) root.setAttribute("data-screen", name || "");
    fitStage(root, html !== null && html !== undefined); // a new layout only where the scale changes
    move(root, before, present, flightsBefore);
    const page = document.documentElement;
    if (page.getAttribute("lang") !== lang) page.setAttribute("lang", lang);
    if (document.title !== title) document.title = title;
    let target = focusKey ? root.querySelector(`[data-key="${CSS.escape(focusKey)}"]`) : null;
    if (!target && hadFocus) target = root.querySelector("[data-focus]");
    if (!target && blurred && blurred.isConnected) target = blurred;
    if (target && target !== document.activeElement) target.focus({ preventScroll: true });
    return true;
  };

  // A menu (<details data-closes>) closes once one of its commands is chosen, or on a tap elsewhere.
  const closeMenus = (event) => {
    const target = event.target instanceof Element ? event.target : null;
    for (const menu of document.querySelectorAll("details[data-closes][open]")) {
      const inside = target && menu.contains(target);
      const chosen = inside && !target.closest("summary") && (event.type === "change" || target.closest("[data-cmd]"));
      if (!inside || chosen) menu.open = false;
    }
  };
  document.addEventListener("click", closeMenus, true);
  document.addEventListener("change", closeMenus, true);

  // The app's style sheet as text, kept with the copy of the screen (tabletop.web.app on_leave) so
  // that the next visit paints that copy at once, with no wait for the sheet (index.html).
  window.tabletopStyleText = () => {
    for (const sheet of document.styleSheets) {
      const owner = sheet.ownerNode;
      const ours = owner && (owner.hasAttribute("data-app-style") || /assets\/app\.css$/.test(sheet.href || ""));
      if (!ours) continue;
      try {
        return Array.from(sheet.cssRules, (rule) => rule.cssText).join("\n");
      } catch (error) {
        return "";
      }
    }
    return "";
  };

  // The fields of the page by name (file inputs left out), for the command being run (a Map: it
  // becomes a dict in Python).
  window.tabletopFormValues = (root) => {
    const values = new Map();
    for (const field of root.querySelectorAll("input[name], select[name]")) {
      if (field.type !== "file") values.set(field.name, field.value);
    }
    return values;
  };
})();
