extension ReportPage {
    /// The page's script: builds the thumbnail grid from the embedded results
    /// and pictures, filters it, enlarges a layout, explains a clicked view and
    /// highlights a clicked conflict's minimal set.
    ///
    /// Test hook: `#select=SCREEN/DEVICE/ORIENTATION/CONTENT/VIEW` (each part
    /// URI-encoded; CONTENT `key=value,key=value` in key order, or `-`)
    /// opens that layout and explains that view, and
    /// `#conflict=SCREEN/DEVICE/ORIENTATION/CONTENT/N` highlights its N-th
    /// conflict (from 0). When the script has run, `<body data-ready>` is set.
    static let script = #"""
    (function () {
      "use strict";
      const read = (id) => JSON.parse(document.getElementById(id).textContent);
      const results = read("layout-results");
      const index = read("layout-report-index");
      const explanations = read("layout-explanations");
      const failures = read("layout-failures");
      const constraintTable = read("layout-constraints");
      const written = read("layout-screen-constraints");
      const $ = (id) => document.getElementById(id);
      const esc = (text) => String(text).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
      const number = (value) => String(Math.round(value * 1e4) / 1e4);
      const contentText = (content) => {
        const keys = Object.keys(content).sort();
        return keys.length ? keys.map((k) => k + "=" + content[k]).join(",") : "-";
      };
      const hasProblem = (r) => r.unsatisfiable.length > 0 || r.ambiguous.length > 0
        || (r.negative || []).length > 0 || (r.truncated || []).length > 0;

      const screens = [...new Set(results.map((r) => r.screen))];
      const devices = [...new Set(results.map((r) => r.device))];
      const problemCount = results.filter(hasProblem).length;
      $("summary").textContent = results.length + " layouts: " + screens.length + " screen" + (screens.length === 1 ? "" : "s")
        + " on " + devices.length + " device" + (devices.length === 1 ? "" : "s") + " in both orientations and every content combination; "
        + problemCount + " with conflicts, ambiguity, negative sizes or truncated text"
        + (failures.length ? "; " + failures.length + " could not be solved" : "") + ".";
      $("failures").innerHTML = failures.map((f) => "<p>" + esc(f.screen) + (f.device ? " on " + esc(f.device) + " " + esc(f.orientation)
        + " " + esc(contentText(f.content)) : "") + ": " + esc(f.message) + "</p>").join("");

      // Filters.
      const form = $("filters");
      const filterValue = {
        screen: (r) => r.screen, device: (r) => r.device, orientation: (r) => r.orientation, content: (r) => contentText(r.content),
        language: (r) => r.traits.language || "-",
      };
      for (const key of Object.keys(filterValue)) {
        const select = form.elements[key];
        if (!select) continue;  // the language switch is there only when a language was asked for
        for (const value of [...new Set(results.map(filterValue[key]))]) {
          const option = document.createElement("option");
          option.value = value;
          option.textContent = value === "-" ? "(none)" : value;
          select.appendChild(option);
        }
      }

      // The grid.
      const picture = (i) => {
        const svg = $("pic-" + index[i][0]).content.firstElementChild.cloneNode(true);
        svg.dataset.layout = String(i);
        return svg;
      };
      const caption = (r) => {
        let badges = "";
        if (r.unsatisfiable.length) badges += '<span class="badge conflict">' + r.unsatisfiable.length + " conflict" + (r.unsatisfiable.length > 1 ? "s" : "") + "</span>";
        if (r.ambiguous.length) badges += '<span class="badge ambiguous">ambiguous</span>';
        const content = contentText(r.content);
        return badges + "<b>" + esc(r.screen) + "</b> · " + esc(r.device) + " · " + r.orientation + (content === "-" ? "" : " · " + esc(content))
          + (r.traits.language ? " · " + esc(r.traits.language) : "");
      };
      const grid = $("grid");
      const cards = results.map((r, i) => {
        const card = document.createElement("figure");
        card.className = "card" + (r.unsatisfiable.length ? " conflict" : r.ambiguous.length ? " ambiguous" : "");
        card.dataset.index = String(i);
        const thumb = document.createElement("div");
        thumb.className = "thumb";
        thumb.appendChild(picture(i));
        const figcaption = document.createElement("figcaption");
        figcaption.innerHTML = caption(r);
        card.append(thumb, figcaption);
        card.addEventListener("click", () => open(i));
        grid.appendChild(card);
        return card;
      });
      const applyFilters = () => {
        const chosen = Object.fromEntries(new FormData(form));
        cards.forEach((card, i) => {
          const r = results[i];
          card.hidden = !Object.keys(filterValue).every((key) => !chosen[key] || filterValue[key](r) === chosen[key])
            || (chosen.problems && !hasProblem(r));
        });
      };
      form.addEventListener("change", applyFilters);

      // The viewer.
      const viewer = $("viewer"), panel = $("explanation"), hint = panel.innerHTML;
      let current = -1;
      function open(i) {
        current = i;
        const r = results[i];
        const content = contentText(r.content);
        $("viewer-title").textContent = r.screen + " · " + r.device + " · " + r.orientation + " · "
          + number(r.size.width) + "×" + number(r.size.height) + " · " + r.traits.widthClass + "/" + r.traits.heightClass
          + (content === "-" ? "" : " · " + content);
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
      const descriptionOf = (id) => {
        for (const k of index[current][1]) {
          for (const part of explanations[k].parts) {
            for (const c of part[1]) if (constraintTable[c][0] === id) return constraintTable[c][1];
          }
        }
        const entry = (written[results[current].screen] || {})[id.split("#")[0]];
        return entry ? "from " + entry : "";
      };
      const constraintList = (ids, describe) => "<ul>" + ids.map((id) => "<li><code>" + esc(id) + "</code> "
        + (describe(id) ? "<code>" + esc(describe(id)) + "</code>" : "") + "</li>").join("") + "</ul>";
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
        const frame = r.frames[view];
        clearMarks(svg);
        svg.querySelectorAll("g.view").forEach((g) => { if (g.dataset.view === view) g.classList.add("selected"); });
        let html = '<h3 class="explained">' + esc(view) + " in " + (explanation.superview === null ? "screen '" + esc(r.screen) + "' (root)" : esc(explanation.superview))
          + ": x " + number(frame.x) + ", y " + number(frame.y) + ", width " + number(frame.width) + ", height " + number(frame.height) + "</h3>";
        for (const [attribute, constraints, ambiguous] of explanation.parts) {
          html += '<p data-attribute="' + attribute + '"><b>' + attribute + " = " + number(frame[attribute]) + "</b>";
          if (ambiguous) html += ' <span class="ambiguous">ambiguous (no constraint fixes it)</span>';
          else if (constraints.length) html += " from:";
          else if (explanation.superview === null && (attribute === "x" || attribute === "y")) html += ": the root sits at the origin";
          html += "</p>";
          if (constraints.length) {
            const ids = constraints.map((c) => constraintTable[c][0]);
            html += constraintList(ids, (id) => constraintTable[constraints[ids.indexOf(id)]][1]);
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
        panel.innerHTML = '<h3 class="conflict">Conflict' + (broken ? ": gave up <code>" + esc(broken.broken) + "</code>" : "") + "</h3>"
          + "<p>Its minimal set: removing any one of these constraints lets the others hold.</p>"
          + constraintList(constraints, descriptionOf) + "<p>Views: " + views.map(esc).join(", ") + "</p>";
        delete panel.dataset.view;
      }
      $("close").addEventListener("click", close);
      viewer.addEventListener("click", (event) => { if (event.target === viewer) close(); });
      document.addEventListener("keydown", (event) => { if (event.key === "Escape") close(); });

      function fromHash() {
        const match = location.hash.match(/^#(select|conflict)=(.*)$/);
        if (!match) return;
        const [screen, device, orientation, content, what] = match[2].split("/").map(decodeURIComponent);
        const i = results.findIndex((r) => r.screen === screen && r.device === device && r.orientation === orientation
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

    """#
}
