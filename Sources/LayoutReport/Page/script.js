// The report page's script (embedded at build time by the EmbedReportAssets
// plugin; the data it reads is described in ReportPage.swift).
//
// It lists the distinct problems first, builds one card per distinct layout
// (screens with problems first) and draws a card's picture only when the card
// comes into view; it filters the cards, enlarges a layout, explains a
// clicked view and highlights a clicked conflict's minimal set.
//
// URL parameters: `?only-problems` shows only layouts with a problem (as
// `layout report --only-problems` does); `?draw=all` draws every card at once.
// Test hooks: `#select=SCREEN/DEVICE/ORIENTATION/CONTENT/VIEW` (each part
// URI-encoded; CONTENT `key=value,key=value` in key order, or `-`) opens that
// layout and explains that view; `#conflict=SCREEN/DEVICE/ORIENTATION/CONTENT/N`
// highlights its N-th conflict (from 0); `#problem=N` shows the cards of the
// N-th problem (from 0). When the script has run, `<body data-ready>` is set.
(function () {
  "use strict";
  const read = (id) => JSON.parse(document.getElementById(id).textContent);
  const results = read("layout-results");
  const pictureData = read("layout-pictures");
  const index = read("layout-report-index");
  const explanations = read("layout-explanations");
  const constraintTable = read("layout-constraints");
  const chainTable = read("layout-chains");
  const chainLines = read("layout-explanation-lines");
  const written = read("layout-screen-constraints");
  const problems = read("layout-problems");
  const failures = read("layout-failures");
  const $ = (id) => document.getElementById(id);
  const esc = (text) => String(text).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
  // A name that may break between its words: after . _ - : # / , and where a lower-case letter meets a capital;
  // never inside a number ("0.5" in an explain chain).
  const wrap = (text) => esc(text).replace(/([_\-:#/,]|\.(?!\d))(?=.)/g, "$1<wbr>").replace(/([a-z0-9])(?=[A-Z])/g, "$1<wbr>");
  const number = (value) => String(Math.round(value * 1e4) / 1e4);
  const plural = (n, word) => n + " " + word + (n === 1 ? "" : "s");
  const contentText = (content) => {
    const keys = Object.keys(content).sort();
    return keys.length ? keys.map((k) => k + "=" + content[k]).join(",") : "-";
  };
  const params = new URLSearchParams(location.search);

  // Pictures: what LayoutPicture.panelSVG writes, element for element, from the compact form.
  const names = pictureData.names;
  const CLASSES = ["d0", "d1", "d2", "d3", "d4", "d5", "d6", "d7", "conflict", "ambiguous", "truncated", "guide"];
  const GUIDES = ["unsafe-area", "safe-area", "keyboard"];
  const labelMarkup = (label, ink, italic) => {
    let s = "";
    if (label.length > 3) {
      s += '<polyline class="leader ' + ink + '" points="' + label[3] + "," + label[4] + " " + label[5] + "," + label[6]
        + " " + label[7] + "," + label[8] + '"/>\n';
      s += '<circle class="' + ink + '" cx="' + label[7] + '" cy="' + label[8] + '" r="1.75"/>\n';
    }
    return s + '<text class="label ' + ink + (italic ? " hidden" : "") + '" x="' + label[1] + '" y="' + label[2] + '">'
      + esc(names[label[0]]) + "</text>\n";
  };
  // A view's text, line by line, as PanelLayout.textElement writes it: in its font at its size,
  // made the width the layout measured (spaced out, or scaled where a fallback font draws it).
  const textMarkup = (text) => {
    const [size, family, weight, italic, tracking, rtl, ...lines] = text;
    const font = ' font-size="' + size + '" font-family="' + esc(names[family]) + '"'
      + (weight !== 400 ? ' font-weight="' + weight + '"' : "") + (italic ? ' font-style="italic"' : "");
    let s = "";
    for (const [line, x, baseline, width, fallback] of lines) {
      s += '<text class="text" x="' + x + '" y="' + baseline + '"' + font
        + (tracking !== 0 && !fallback ? ' letter-spacing="' + tracking + '"' : "")
        + ' textLength="' + width + '" lengthAdjust="' + (fallback ? "spacingAndGlyphs" : "spacing") + '"'
        + (rtl ? ' direction="rtl"' : "") + ">" + esc(names[line]) + "</text>\n";
    }
    return s;
  };
  const pictureMarkup = (p) => {
    const [screen, width, height, guides, boxes, keyboard, legend] = p;
    let s = '<svg xmlns="http://www.w3.org/2000/svg" class="layout-picture" viewBox="0 0 ' + width + " " + height + '">\n'
      + '<g class="screen" data-screen="' + esc(names[screen]) + '">\n';
    for (const [kind, x, y, w, h] of guides) {
      s += '<rect class="' + GUIDES[kind] + '" x="' + x + '" y="' + y + '" width="' + w + '" height="' + h + '"/>\n';
    }
    for (const [view, x, y, w, h, colour, hidden, label, text] of boxes) {
      s += '<g class="view" data-view="' + esc(names[view]) + '"' + (hidden ? ' data-hidden="true"' : "") + ">\n"
        + '<rect x="' + x + '" y="' + y + '" width="' + w + '" height="' + h + '" class="box ' + CLASSES[colour]
        + (hidden ? " hidden" : "") + '"/>\n';
      if (text) s += textMarkup(text);
      if (label) s += labelMarkup(label, CLASSES[colour], hidden === 1);
      s += "</g>\n";
    }
    if (keyboard) s += labelMarkup(keyboard, "guide", false);
    for (const line of legend) {
      s += '<text class="legend ' + CLASSES[line[1]] + '" x="' + line[2] + '" y="' + line[3] + '"'
        + (line.length > 4 ? ' data-conflict="' + line[4] + '" data-views="' + esc(names[line[5]])
          + '" data-constraints="' + esc(names[line[6]]) + '"' : "") + ">" + esc(names[line[0]]) + "</text>\n";
    }
    return s + "</g>\n</svg>\n";
  };
  const picture = (i) => {
    const holder = document.createElement("div");
    holder.innerHTML = pictureMarkup(pictureData.pictures[index[i][0]]);
    const svg = holder.querySelector("svg");
    svg.dataset.layout = String(i);
    return svg;
  };

  // The problems and where they happen.
  const allDevices = [...new Set(results.flatMap((r) => r.devices).concat(problems.flatMap((p) => p.places.flatMap((pl) => pl.devices))))];
  const layoutCache = new Map();
  function layoutsOf(problem) {
    if (!layoutCache.has(problem)) {
      layoutCache.set(problem, results.filter((r) => r.screen === problem.screen && problem.places.some((place) =>
        place.orientation === r.orientation && contentText(place.content) === contentText(r.content)
        && place.devices.some((d) => r.devices.includes(d)))));
    }
    return layoutCache.get(problem);
  }
  // A zero height is no field of the result: it is known from the problem list.
  const collapsed = new Set(problems.filter((p) => p.kind === "zeroHeight").flatMap(layoutsOf));
  const hasProblem = (r) => r.unsatisfiable.length > 0 || r.ambiguous.length > 0
    || (r.negative || []).length > 0 || (r.truncated || []).length > 0 || collapsed.has(r);
  const kindLabel = { unsatisfiable: "conflict", ambiguous: "ambiguous", negativeSize: "negative size", zeroHeight: "zero height", truncated: "truncated" };
  const badgeClass = { unsatisfiable: "conflict", ambiguous: "ambiguous", negativeSize: "negative", zeroHeight: "negative", truncated: "truncated" };
  const where = (place) => {
    const content = contentText(place.content);
    const devices = place.devices.length === allDevices.length && allDevices.length > 1 ? "on every device"
      : "on " + place.devices.map(wrap).join(", ");
    return place.orientation + (content === "-" ? "" : " · " + wrap(content)) + ": " + devices;
  };
  $("problem-list").innerHTML = problems.map((p, k) => {
    const count = layoutsOf(p).length;
    return '<li class="problem ' + badgeClass[p.kind] + '" data-problem="' + k + '"><span class="badge ' + badgeClass[p.kind] + '">'
      + kindLabel[p.kind] + "</span> <b>" + wrap(p.screen) + "</b> " + wrap(p.problem)
      + (count ? ' <a class="cards" data-problem="' + k + '">' + plural(count, "layout") + "</a>" : ' <span class="hint">(no card)</span>')
      + '<ul class="places">' + p.places.map((place) => "<li>" + where(place) + "</li>").join("") + "</ul></li>";
  }).join("");
  // Links set here, so that the page's text names no URL at all.
  for (const link of $("problem-list").querySelectorAll("a.cards")) link.href = "#problem=" + link.dataset.problem;
  if (!problems.length) $("problem-list").outerHTML = '<p class="hint">No conflicts, ambiguity, truncated text or negative sizes.</p>';

  const screens = [...new Set(results.map((r) => r.screen))];
  const layoutCount = results.reduce((n, r) => n + r.devices.length, 0);
  const problemLayouts = results.filter(hasProblem);
  $("summary").textContent = plural(layoutCount, "layout") + " (" + results.length + " distinct): " + plural(screens.length, "screen")
    + " on " + plural(allDevices.length, "device") + " in both orientations and every content combination; "
    + plural(problems.length, "distinct problem") + " in " + plural(problemLayouts.length, "distinct layout")
    + (failures.length ? "; " + failures.length + " could not be solved" : "") + ".";
  $("failures").innerHTML = failures.map((f) => "<p>" + wrap(f.screen) + (f.device ? " on " + esc(f.device) + " " + esc(f.orientation)
    + " " + esc(contentText(f.content)) : "") + ": " + esc(f.message) + "</p>").join("");

  // Filters.
  const form = $("filters");
  const filterValue = {
    screen: (r) => [r.screen], device: (r) => r.devices, orientation: (r) => [r.orientation], content: (r) => [contentText(r.content)],
    language: (r) => [(r.traits && r.traits.language) || "-"],
  };
  for (const key of Object.keys(filterValue)) {
    const select = form.elements[key];
    if (!select) continue;  // the language switch is there only when a language was asked for (report --language)
    for (const value of [...new Set(results.flatMap(filterValue[key]))]) {
      const option = document.createElement("option");
      option.value = value;
      option.textContent = value === "-" ? "(none)" : value;
      select.appendChild(option);
    }
  }
  if (params.has("only-problems") || document.body.dataset.onlyProblems) form.elements.problems.checked = true;

  // The grid: screens with problems first; a card's picture is drawn when it comes into view.
  const problemScreens = new Set(problems.map((p) => p.screen).concat(failures.map((f) => f.screen)));
  const order = results.map((r, i) => i).sort((a, b) =>
    (problemScreens.has(results[a].screen) ? 0 : 1) - (problemScreens.has(results[b].screen) ? 0 : 1) || a - b);
  const caption = (r) => {
    let badges = "";
    if (r.unsatisfiable.length) badges += '<span class="badge conflict">' + plural(r.unsatisfiable.length, "conflict") + "</span>";
    if (r.ambiguous.length) badges += '<span class="badge ambiguous">ambiguous</span>';
    if ((r.truncated || []).length) badges += '<span class="badge truncated">truncated</span>';
    if ((r.negative || []).length) badges += '<span class="badge negative">negative size</span>';
    const content = contentText(r.content);
    const devices = r.devices.length > 1 ? wrap(r.device) + ' <span class="more" title="' + esc(r.devices.join(", ")) + '">+'
      + (r.devices.length - 1) + "</span>" : wrap(r.device);
    return badges + "<b>" + wrap(r.screen) + "</b> · " + devices + " · " + r.orientation + (content === "-" ? "" : " · " + wrap(content))
      + (r.traits && r.traits.language ? " · " + esc(r.traits.language) : "");
  };
  const drawCard = (card) => {
    if (card.dataset.drawn) return;
    card.dataset.drawn = "true";
    card.firstElementChild.appendChild(picture(Number(card.dataset.index)));
  };
  const drawAll = params.get("draw") === "all";
  const observer = !drawAll && "IntersectionObserver" in window ? new IntersectionObserver((seen) => {
    for (const item of seen) {
      if (item.isIntersecting) {
        drawCard(item.target);
        observer.unobserve(item.target);
      }
    }
  }, { rootMargin: "300px 0px" }) : null;
  const grid = $("grid");
  const cards = [];
  const fragment = document.createDocumentFragment();
  for (const i of order) {
    const r = results[i];
    const card = document.createElement("figure");
    card.className = "card" + (r.unsatisfiable.length ? " conflict" : r.ambiguous.length ? " ambiguous" : hasProblem(r) ? " problem" : "");
    card.dataset.index = String(i);
    const thumb = document.createElement("div");
    thumb.className = "thumb";
    const figcaption = document.createElement("figcaption");
    figcaption.innerHTML = caption(r);
    card.append(thumb, figcaption);
    card.addEventListener("click", () => open(i));
    fragment.appendChild(card);
    cards[i] = card;
  }
  grid.appendChild(fragment);
  let problemFilter = -1;
  const applyFilters = () => {
    const chosen = Object.fromEntries(new FormData(form));
    const only = problemFilter >= 0 ? new Set(layoutsOf(problems[problemFilter])) : null;
    let shown = 0;
    results.forEach((r, i) => {
      const hidden = !Object.keys(filterValue).every((key) => !chosen[key] || filterValue[key](r).includes(chosen[key]))
        || (chosen.problems && !hasProblem(r)) || (only !== null && !only.has(r));
      cards[i].hidden = hidden;
      if (!hidden) shown += 1;
    });
    $("showing").innerHTML = plural(shown, "card") + (problemFilter >= 0 ? ' of problem ' + (problemFilter + 1)
      + ' <button type="button" id="all-problems">show all</button>' : "");
    if (problemFilter >= 0) $("all-problems").addEventListener("click", () => { problemFilter = -1; history.replaceState(null, "", location.pathname + location.search); applyFilters(); });
  };
  form.addEventListener("change", applyFilters);
  applyFilters();
  for (const card of cards) {
    if (drawAll) drawCard(card);
    else if (observer) observer.observe(card);
    else drawCard(card);
  }

  // The viewer.
  const viewer = $("viewer"), panel = $("explanation"), hint = panel.innerHTML;
  let current = -1;
  function open(i) {
    current = i;
    const r = results[i];
    const content = contentText(r.content);
    $("viewer-title").innerHTML = wrap(r.screen) + " · " + r.devices.map(wrap).join(", ") + " · " + r.orientation + " · "
      + number(r.size.width) + "×" + number(r.size.height) + " · " + r.traits.widthClass + "/" + r.traits.heightClass
      + (content === "-" ? "" : " · " + wrap(content));
    const svg = picture(i);
    svg.querySelectorAll("g.view").forEach((g) => g.addEventListener("click", (event) => {
      event.stopPropagation();
      select(g.dataset.view);
    }));
    svg.querySelectorAll("text.legend[data-conflict]").forEach((text) => text.addEventListener("click", (event) => {
      event.stopPropagation();
      showConflict(Number(text.dataset.conflict));
    }));
    $("viewer-svg").replaceChildren(svg);
    panel.innerHTML = hint;
    panel.dataset.layout = String(i);
    delete panel.dataset.view;
    viewer.hidden = false;
  }
  function close() {
    viewer.hidden = true;
    current = -1;
  }
  // An explanation is [view, superview, [constraints per field], ambiguous bits]; a chain is
  // [lines of x, y, width, height], each field's "that is" lines as `layout explain` prints them.
  const FIELDS = ["x", "y", "width", "height"];
  const partsOf = (e, c) => FIELDS.map((field, n) => [field, e[2][n], (e[3] >> n) & 1, c[n]]);
  const descriptionOf = (id) => {
    for (const k of index[current][1]) {
      for (const field of explanations[k][2]) {
        for (const c of field) if (constraintTable[c][0] === id) return constraintTable[c][1];
      }
    }
    const entry = (written[results[current].screen] || {})[id.split("#")[0]];
    return entry ? "from " + entry : "";
  };
  const constraintList = (ids, describe, broken) => "<ul>" + ids.map((id) => "<li" + (id === broken ? ' class="broken"' : "")
    + "><code>" + wrap(id) + "</code> " + (describe(id) ? "<code>" + wrap(describe(id)) + "</code>" : "")
    + (id === broken ? ' <span class="broken-mark">← broken: given up</span>' : "") + "</li>").join("") + "</ul>";
  function clearMarks(svg) {
    svg.classList.remove("highlighting");
    svg.querySelectorAll(".selected, .in-conflict, .chosen").forEach((e) => e.classList.remove("selected", "in-conflict", "chosen"));
  }
  function select(view) {
    const r = results[current];
    const position = Object.keys(r.frames).indexOf(view);
    const svg = $("viewer-svg").firstElementChild;
    if (position < 0 || !svg) {
      panel.innerHTML = "<p>No view '" + esc(view) + "' in this layout.</p>";
      return;
    }
    const explanation = explanations[index[current][1][position]];
    const chains = chainTable[index[current][2][position]];
    const frame = r.frames[view];
    clearMarks(svg);
    svg.querySelectorAll("g.view").forEach((g) => { if (g.dataset.view === view) g.classList.add("selected"); });
    const superview = explanation[1];
    let html = '<h3 class="explained">' + wrap(view) + " in " + (superview === null ? "screen '" + wrap(r.screen) + "' (root)" : wrap(superview))
      + ": x " + number(frame.x) + ", y " + number(frame.y) + ", width " + number(frame.width) + ", height " + number(frame.height) + "</h3>";
    for (const [attribute, constraints, ambiguous, chain] of partsOf(explanation, chains)) {
      html += '<p data-attribute="' + attribute + '"><b>' + attribute + " = " + number(frame[attribute]) + "</b>";
      if (ambiguous) html += ' <span class="ambiguous">ambiguous (no constraint fixes it)</span>';
      else if (constraints.length) html += " from:";
      else if (superview === null && (attribute === "x" || attribute === "y")) html += ": the root sits at the origin";
      html += "</p>";
      if (constraints.length) {
        const ids = constraints.map((c) => constraintTable[c][0]);
        html += constraintList(ids, (id) => constraintTable[constraints[ids.indexOf(id)]][1]);
      }
      if (chain.length) {
        html += '<p class="chain" data-chain="' + attribute + '">' + chain.map((line, n) => (n === 0 ? "that is: " : "where ")
          + "<code>" + wrap(chainLines[line]) + "</code>").join("<br>") + "</p>";
      }
    }
    panel.innerHTML = html;
    panel.dataset.view = view;
  }
  function showConflict(n) {
    const svg = $("viewer-svg").firstElementChild;
    const line = svg && svg.querySelector('text.legend[data-conflict="' + n + '"]');
    if (!line) {
      panel.innerHTML = "<p>No conflict " + n + " in this layout.</p>";
      return;
    }
    clearMarks(svg);
    const views = line.dataset.views ? line.dataset.views.split(" ") : [];
    const constraints = line.dataset.constraints ? line.dataset.constraints.split(" ") : [];
    svg.classList.add("highlighting");
    svg.querySelectorAll('text.legend[data-conflict="' + n + '"]').forEach((t) => t.classList.add("chosen"));
    svg.querySelectorAll("g.view").forEach((g) => { if (views.includes(g.dataset.view)) g.classList.add("in-conflict"); });
    const broken = results[current].unsatisfiable.find((b) => constraints.includes(b.broken));
    panel.innerHTML = '<h3 class="conflict">Conflict' + (broken ? ": gave up <code>" + wrap(broken.broken) + "</code>" : "") + "</h3>"
      + "<p>Its minimal set: removing any one of these constraints lets the others hold.</p>"
      + constraintList(constraints, descriptionOf, broken ? broken.broken : null) + "<p>Views: " + views.map(wrap).join(", ") + "</p>";
    delete panel.dataset.view;
  }
  $("close").addEventListener("click", close);
  viewer.addEventListener("click", (event) => { if (event.target === viewer) close(); });
  document.addEventListener("keydown", (event) => { if (event.key === "Escape") close(); });

  function fromHash() {
    const shown = location.hash.match(/^#problem=(\d+)$/);
    if (shown) {
      problemFilter = Number(shown[1]) < problems.length ? Number(shown[1]) : -1;
      applyFilters();
      grid.scrollIntoView();
      return;
    }
    const match = location.hash.match(/^#(select|conflict)=(.*)$/);
    if (!match) return;
    const [screen, device, orientation, content, what] = match[2].split("/").map(decodeURIComponent);
    const i = results.findIndex((r) => r.screen === screen && r.devices.includes(device) && r.orientation === orientation
      && contentText(r.content) === content);
    if (i < 0) {
      $("summary").textContent += " No layout " + [screen, device, orientation, content].join(" / ") + ".";
      return;
    }
    open(i);
    if (match[1] === "select" && what !== undefined) select(what);
    if (match[1] === "conflict") showConflict(Number(what || 0));
  }
  window.addEventListener("hashchange", fromHash);
  fromHash();
  document.body.dataset.ready = "true";
})();
