({touch, minText, minTouch, minMap}) => {
  // The one-screen table's faults, in the page (e2e/stage_check.py says what each check means).
  const faults = [];
  const W = innerWidth, H = innerHeight, page = document.documentElement;
  if (page.scrollHeight > H + 1) faults.push(`page scrolls down by ${page.scrollHeight - H} px`);
  if (page.scrollWidth > W + 1) faults.push(`page scrolls sideways by ${page.scrollWidth - W} px`);
  const shown = (node) => {
    const r = node.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) return false;
    const style = getComputedStyle(node);
    return style.visibility !== "hidden" && style.display !== "none";
  };
  const name = (node) => `${node.tagName.toLowerCase()}${node.className && typeof node.className === "string" ? "." + node.className.trim().split(/\s+/).join(".") : ""} "${(node.innerText || node.getAttribute("aria-label") || node.value || "").trim().slice(0, 30)}"`;
  const scroller = (node) => {
    for (let up = node.parentElement; up && up !== document.body; up = up.parentElement) {
      const style = getComputedStyle(up);
      if (/(auto|scroll)/.test(style.overflowX + style.overflowY) && (up.scrollHeight > up.clientHeight + 1 || up.scrollWidth > up.clientWidth + 1)) return up;
    }
    return null;
  };
  const inView = (r) => r.left >= -1 && r.top >= -1 && r.right <= W + 1 && r.bottom <= H + 1;
  const decision = document.querySelector(".controls");
  const controls = decision ? [...decision.querySelectorAll("button:not([disabled]), input:not([disabled]), select:not([disabled])")].filter(shown) : [];
  for (const node of controls) {
    const r = node.getBoundingClientRect();
    const frame = scroller(node);
    if (frame) {
      const f = frame.getBoundingClientRect();
      if (!inView(f)) faults.push(`the frame holding ${name(node)} is out of sight`);
      continue;
    }
    if (!inView(r)) { faults.push(`${name(node)} is out of sight (${Math.round(r.top)}..${Math.round(r.bottom)})`); continue; }
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!hit || !(hit === node || node.contains(hit))) faults.push(`${name(node)} is covered by ${hit ? name(hit) : "nothing"}`);
  }
  const mine = document.querySelector(".tt-mine");
  if (mine && shown(mine)) {
    const r = mine.getBoundingClientRect();
    const seen = Math.min(r.bottom, H) - Math.max(r.top, 0);
    if (seen < Math.min(r.height, 60) - 1) faults.push(`one's own holdings are out of sight (${Math.round(r.top)}..${Math.round(r.bottom)})`);
  }
  const map = document.querySelector(".el-board-wrap");
  if (map && decision) {
    const r = map.getBoundingClientRect();
    const area = Math.max(0, Math.min(r.right, W) - Math.max(r.left, 0)) * Math.max(0, Math.min(r.bottom, H) - Math.max(r.top, 0));
    if (area < minMap * W * H) faults.push(`the map covers ${Math.round(100 * area / (W * H))} % of the screen`);
  }
  if (touch) {
    const targets = [...document.querySelectorAll("#app button:not([disabled]), #app select, #app input, #app summary, #app [data-town], #app [data-road]")].filter(shown);
    for (const node of targets) {
      if (node.closest(".sr-only, [hidden], .drawer:not(.open)")) continue;
      const r = node.getBoundingClientRect();
      if (r.bottom < 0 || r.top > H) continue;
      if (Math.min(r.width, r.height) < minTouch - 0.5) faults.push(`${name(node)} is ${Math.round(r.width)}x${Math.round(r.height)} px`);
    }
  }
  const small = new Map();
  const walker = document.createTreeWalker(document.getElementById("app"), NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    if (!text.data.trim()) continue;
    const node = text.parentElement;
    if (!node || node.closest(".sr-only, .el-sr, [hidden], [aria-hidden=true] title, title, desc, style, script, .sprite, .drawer:not(.open)")) continue;
    if (!shown(node)) continue;
    const r = node.getBoundingClientRect();
    if (r.bottom < 0 || r.top > H || r.right < 0 || r.left > W) continue;
    if (r.width <= 1 && r.height <= 1) continue; // visually hidden, read out only (as .sr-only)
    let size = parseFloat(getComputedStyle(node).fontSize) * (node.currentCSSZoom || 1);
    if (node instanceof SVGElement && node.getScreenCTM) {
      const m = node.getScreenCTM();
      if (m) size = parseFloat(getComputedStyle(node).fontSize) * Math.hypot(m.a, m.b);
    }
    if (size < minText - 0.05) {
      const key = text.data.trim().slice(0, 24);
      if (!small.has(key)) small.set(key, size);
    }
  }
  for (const [key, size] of [...small].slice(0, 8)) faults.push(`text "${key}" at ${size.toFixed(1)} px`);
  if (small.size > 8) faults.push(`... and ${small.size - 8} more small texts`);
  return faults;
}
