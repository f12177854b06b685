extension ReportPage {
    /// The page's style sheet. The pictures carry their own colours (the SVG
    /// pictures' styling); this adds the grid, the viewer and the highlights.
    static let style = #"""
    * { box-sizing: border-box; }
    body { margin: 0; font: 14px/1.4 -apple-system, "Helvetica Neue", Helvetica, Arial, sans-serif; color: #222; background: #f4f4f6; }
    header { position: sticky; top: 0; z-index: 2; background: #fff; border-bottom: 1px solid #ddd; padding: 10px 16px; }
    h1 { font-size: 18px; margin: 0 0 2px; }
    #summary { margin: 0 0 6px; color: #555; }
    #filters { display: flex; flex-wrap: wrap; gap: 6px 16px; align-items: center; }
    #filters select { max-width: 16em; }
    #failures { padding: 0 16px; color: #d62728; }
    #grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); gap: 10px; padding: 12px 16px; }
    .card { margin: 0; background: #fff; border: 1px solid #ddd; border-radius: 6px; padding: 6px; cursor: zoom-in; }
    .card:hover { border-color: #1f77b4; box-shadow: 0 1px 4px rgba(0,0,0,.15); }
    .card.conflict { border-color: #d62728; }
    .card.ambiguous { border-color: #ff7f0e; }
    .card .thumb svg { display: block; width: 100%; height: 170px; }
    .card .thumb svg rect, .card .thumb svg polyline { vector-effect: non-scaling-stroke; }
    .card figcaption { font-size: 11px; color: #444; margin-top: 4px; overflow-wrap: anywhere; }
    .card figcaption b { color: #222; }
    .badge { display: inline-block; border-radius: 3px; padding: 0 4px; color: #fff; font-size: 10px; margin-right: 3px; }
    .badge.conflict { background: #d62728; }
    .badge.ambiguous { background: #ff7f0e; }
    #viewer { position: fixed; inset: 0; z-index: 5; background: rgba(30,30,35,.55); display: flex; align-items: center; justify-content: center; }
    #viewer[hidden] { display: none; }
    .viewer-body { position: relative; background: #fff; border-radius: 8px; width: min(1200px, 96vw); height: 92vh; display: flex; gap: 16px; padding: 16px; }
    .viewer-picture { flex: 1 1 60%; display: flex; flex-direction: column; min-width: 0; }
    #viewer-title { font-size: 15px; margin: 0 0 8px; }
    #viewer-svg { flex: 1; min-height: 0; }
    #viewer-svg svg { width: 100%; height: 100%; }
    #viewer-svg g.view { cursor: pointer; }
    #viewer-svg text.legend[data-conflict] { cursor: pointer; text-decoration: underline; }
    #explanation { flex: 0 0 36%; overflow: auto; border-left: 1px solid #eee; padding-left: 14px; font-size: 13px; }
    #explanation h3 { font-size: 14px; margin: 4px 0 8px; }
    #explanation ul { margin: 2px 0 10px; padding-left: 16px; }
    #explanation code { font: 12px/1.3 Menlo, Consolas, monospace; }
    #explanation li code:first-child { font-weight: bold; margin-right: .5em; }
    #explanation li { margin-bottom: 3px; }
    #explanation .ambiguous { color: #ff7f0e; font-weight: bold; }
    .hint { color: #777; }
    #close { position: absolute; top: 6px; right: 10px; border: 0; background: none; font-size: 26px; cursor: pointer; color: #555; }
    g.view.selected > rect { stroke: #111 !important; stroke-width: 3 !important; fill-opacity: .3 !important; }
    g.view.in-conflict > rect { stroke: #d62728 !important; stroke-width: 4 !important; fill: #d62728 !important; fill-opacity: .3 !important; }
    svg.highlighting g.view:not(.in-conflict) { opacity: .3; }
    text.legend.chosen { font-weight: bold; }

    """#
}
