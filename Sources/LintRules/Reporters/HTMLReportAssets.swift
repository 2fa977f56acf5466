/// The HTML report's inline style and script: the page must open anywhere, offline, so nothing
/// is fetched (no fonts, no libraries).
enum HTMLReportAssets {
    static let style = """
    :root { --bg: #f6f7f9; --card: #ffffff; --text: #1d2330; --muted: #667085; --line: #e3e6eb;
            --error: #d92d20; --warning: #dc8a00; --accent: #2e62d9; --hit: #fff4d6; --code: #f2f4f7; }
    @media (prefers-color-scheme: dark) {
      :root { --bg: #14171c; --card: #1d2128; --text: #e6e8eb; --muted: #98a2b3; --line: #2c323c;
              --hit: #3a3120; --code: #171a20; --accent: #7aa2ff; }
    }
    * { box-sizing: border-box; }
    body { margin: 0; background: var(--bg); color: var(--text);
           font: 14px/1.45 -apple-system, BlinkMacSystemFont, "Segoe UI", system-ui, sans-serif; }
    header { padding: 20px 32px 4px; max-width: 1200px; margin: 0 auto; }
    h1 { margin: 0; font-size: 22px; }
    h2 { font-size: 15px; margin: 0 0 10px; }
    h3 { font-size: 14px; margin: 18px 0 8px; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }
    main { padding: 8px 32px 40px; max-width: 1200px; margin: 0 auto; }
    p code, .related a { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 12.5px; }
    p code { background: var(--code); border-radius: 4px; padding: 0 4px; }
    a { color: var(--accent); text-decoration: none; }
    a:hover { text-decoration: underline; }
    .muted { color: var(--muted); font-weight: normal; }
    .cards { display: flex; flex-wrap: wrap; gap: 10px; margin: 8px 0 18px; }
    .card { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 10px 16px; min-width: 110px; }
    .card .number { display: block; font-size: 24px; font-weight: 600; }
    .card .label { color: var(--muted); }
    .card.errors .number { color: var(--error); }
    .card.warnings .number { color: var(--warning); }
    .charts { display: grid; grid-template-columns: minmax(240px, 1fr) 2fr; gap: 14px; margin-bottom: 18px; align-items: start; }
    .chart, .top-files, .filters, .file, .problems { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 14px 16px; }
    .bar-row { display: grid; grid-template-columns: 210px 1fr 44px; align-items: center; gap: 10px; width: 100%;
               background: none; border: 0; padding: 3px 0; color: inherit; font: inherit; text-align: left; cursor: pointer; }
    .bar-row:hover .bar-label { text-decoration: underline; }
    .bar-label { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 12.5px; overflow: hidden; text-overflow: ellipsis; }
    .bar-track { background: var(--code); border-radius: 4px; height: 14px; overflow: hidden; }
    .bar { display: block; height: 100%; background: var(--accent); border-radius: 4px; }
    .bar-row.error .bar { background: var(--error); }
    .bar-row.warning .bar { background: var(--warning); }
    .bar-count { text-align: right; font-variant-numeric: tabular-nums; }
    .top-files { margin-bottom: 18px; }
    table { border-collapse: collapse; width: 100%; }
    th, td { text-align: left; padding: 5px 8px; border-bottom: 1px solid var(--line); }
    td:nth-child(n+2), th:nth-child(n+2) { text-align: right; width: 90px; font-variant-numeric: tabular-nums; }
    .filters { position: sticky; top: 0; z-index: 1; display: flex; gap: 16px; align-items: center; margin-bottom: 14px; }
    select, #filter-clear { font: inherit; padding: 3px 6px; }
    .violations > h2 { margin-top: 6px; }
    .file { margin-bottom: 14px; }
    .violation { border-top: 1px solid var(--line); padding: 10px 0 6px; scroll-margin-top: 64px; }
    .violation:target { outline: 2px solid var(--accent); outline-offset: 4px; border-radius: 4px; }
    .head { display: flex; gap: 10px; align-items: center; flex-wrap: wrap; }
    .where { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }
    .badge { border-radius: 10px; padding: 0 8px; font-size: 12px; color: #fff; }
    .badge.error { background: var(--error); }
    .badge.warning { background: var(--warning); }
    .rule { color: var(--muted); }
    .message { margin: 6px 0; font-weight: 500; }
    .suggestion { margin: 6px 0; color: var(--muted); }
    pre { background: var(--code); border-radius: 6px; padding: 8px 0; overflow-x: auto; margin: 6px 0;
          font: 12.5px/1.5 ui-monospace, SFMono-Regular, Menlo, monospace; tab-size: 4; }
    pre code { display: block; }
    .snippet pre { padding: 8px 12px; }
    .line { display: block; padding: 0 12px 0 0; white-space: pre; }
    .line.hit { background: var(--hit); box-shadow: inset 3px 0 0 var(--warning); }
    .error .line.hit { box-shadow: inset 3px 0 0 var(--error); }
    .line.more { color: var(--muted); }
    .ln { display: inline-block; width: 52px; padding-right: 12px; text-align: right; color: var(--muted); user-select: none; }
    details summary { cursor: pointer; color: var(--accent); }
    .clean { font-size: 16px; }
    [hidden] { display: none !important; }
    @media (max-width: 800px) { .charts { grid-template-columns: 1fr; } main, header { padding-left: 12px; padding-right: 12px; } }

    """

    /// Filters by rule and severity (also from `#rule=…&severity=…`, so a filtered view can be
    /// linked), a bar click filters, and following a link to a hidden violation shows everything.
    static let script = """
    (function () {
      "use strict";
      var rule = document.getElementById("filter-rule");
      var severity = document.getElementById("filter-severity");
      var shown = document.getElementById("shown-count");
      var rows = Array.prototype.slice.call(document.querySelectorAll(".violation"));
      var files = Array.prototype.slice.call(document.querySelectorAll("section.file"));
      function apply() {
        var count = 0;
        rows.forEach(function (row) {
          var visible = (!rule.value || row.getAttribute("data-rule") === rule.value) &&
            (!severity.value || row.getAttribute("data-severity") === severity.value);
          row.hidden = !visible;
          if (visible) { count += 1; }
        });
        files.forEach(function (file) { file.hidden = !file.querySelector(".violation:not([hidden])"); });
        shown.textContent = String(count);
      }
      function choose(select, value) {
        var known = Array.prototype.some.call(select.options, function (option) { return option.value === value; });
        select.value = known ? value : "";
      }
      function fromHash() {
        var hash = window.location.hash.slice(1);
        if (hash.indexOf("=") >= 0) {
          var parameters = new URLSearchParams(hash);
          choose(rule, parameters.get("rule") || "");
          choose(severity, parameters.get("severity") || "");
        } else if (hash) {
          var target = document.getElementById(hash);
          if (target && target.closest("[hidden]")) { rule.value = ""; severity.value = ""; }
        }
        apply();
      }
      rule.addEventListener("change", apply);
      severity.addEventListener("change", apply);
      document.getElementById("filter-clear").addEventListener("click", function () {
        rule.value = ""; severity.value = ""; apply();
      });
      Array.prototype.forEach.call(document.querySelectorAll(".bar-row"), function (bar) {
        bar.addEventListener("click", function () {
          var select = bar.getAttribute("data-filter") === "rule" ? rule : severity;
          choose(select, select.value === bar.getAttribute("data-value") ? "" : bar.getAttribute("data-value"));
          apply();
        });
      });
      window.addEventListener("hashchange", fromHash);
      fromHash();
    })();

    """
}
