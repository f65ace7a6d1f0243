/**
 * The dashboard's stylesheet and page script. Text colours keep WCAG AA contrast on white; at
 * 390 px nothing is wider than the screen (tables scroll inside their own box, long words break).
 */

/** The score bands' and the chart's colours, one home for the page, the legend and the script. */
export const SITE_COLOURS = {
  reached: '#047857',
  close: '#9a6700',
  far: '#b91c1c',
  score: '#0550ae',
  target: '#57606a',
  floor: '#8250df',
} as const;

/** The chart's line styles: the legend draws the same dashes the chart does. */
export const CHART_SERIES = [
  { key: 'score', label: 'score', stroke: SITE_COLOURS.score, width: 2, dash: [] as number[] },
  { key: 'target', label: 'target', stroke: SITE_COLOURS.target, width: 2, dash: [8, 4] },
  { key: 'floor', label: 'ratchet floor', stroke: SITE_COLOURS.floor, width: 2, dash: [2, 3] },
] as const;

export const SITE_CSS = `*,*::before,*::after{box-sizing:border-box}
body{font-family:system-ui,sans-serif;margin:0;color:#1f2328;background:#fff;overflow-wrap:anywhere}
header,main,footer{max-width:960px;margin:0 auto;padding:0 16px}
.brand a{color:#0550ae;font-weight:600}
a{color:#0550ae}
.table-wrap{overflow-x:auto;max-width:100%;margin:4px 0 16px}
.table-wrap:focus{outline:2px solid #0550ae}
table{border-collapse:collapse;width:100%}
.caption{font-weight:600;margin:16px 0 0;padding:4px 0}
.gap{color:#57606a;font-style:italic}
th,td{border-bottom:1px solid #d0d7de;padding:4px 8px;text-align:left;vertical-align:top;overflow-wrap:normal}
.pill{display:inline-flex;flex-wrap:wrap;align-items:center;gap:6px;border:1px solid #d0d7de;border-radius:999px;padding:4px 12px;margin:4px 0}
.score{font-weight:700}
.band-reached{color:${SITE_COLOURS.reached}}
.band-close{color:${SITE_COLOURS.close}}
.band-far{color:${SITE_COLOURS.far}}
.alert{color:#b91c1c;font-weight:700}
.lies-alert{background:#ffebe9;color:#82071e;font-weight:700;border-radius:4px;padding:0 4px}
.attention-mark{display:inline-block;background:#ffebe9;color:#82071e;border:1px solid #cf222e;border-radius:4px;padding:0 4px;font-size:0.875em;font-weight:600}
tr.attention td:first-child{border-left:4px solid #cf222e}
.verdict-not_verified{color:#b91c1c}
.verdict-verified{color:#047857}
.tier{display:inline-flex;align-items:center;gap:4px;border:2px solid;border-radius:999px;padding:0 8px;white-space:nowrap}
.tier-meaning{display:block;color:#57606a;font-size:0.875em}
.dot{display:inline-block;width:8px;height:8px;border-radius:50%}
.chart{min-height:320px;max-width:100%;overflow:hidden}
.legend{display:flex;flex-wrap:wrap;gap:4px 16px;list-style:none;padding:0}
.legend svg{vertical-align:middle}
.pills{list-style:none;padding:0}
.sample{color:#57606a;font-size:0.875em}
.chart-note{color:#57606a}
footer{color:#57606a;font-size:0.875em}
`;

/** The page script: draws the chart from the page's JSON with uPlot (loaded before it). */
export const SITE_JS = `(function () {
  var el = document.getElementById('chart');
  var data = document.getElementById('chart-data');
  if (!el || !data || typeof uPlot === 'undefined') return;
  var d = JSON.parse(data.textContent);
  var xs = d.dates.map(function (day) { return Date.parse(day + 'T00:00:00Z') / 1000; });
  var series = ${JSON.stringify(CHART_SERIES)};
  var opts = {
    width: Math.max(240, Math.min(920, el.clientWidth || 920)),
    height: 300,
    legend: { show: false },
    tzDate: function (ts) { return uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'); },
    series: [{}].concat(series.map(function (s) {
      return { label: s.label, stroke: s.stroke, width: s.width, dash: s.dash, spanGaps: false,
        points: { show: s.key === 'score' } };
    })),
    axes: [
      {
        space: 48,
        incrs: [86400, 2 * 86400, 7 * 86400],
        values: function (u, ticks) {
          return ticks.map(function (ts) { return new Date(ts * 1000).toISOString().slice(5, 10); });
        }
      },
      { label: 'points' }
    ]
  };
  if (d.lone) {
    opts.hooks = { draw: [lone] };
    // Room above and below, so neither the lines nor the point sit on the plot's edge.
    opts.scales = { y: { range: function (u, min, max) {
      var pad = Math.max(5, (max - min) * 0.2);
      return [min - pad, max + pad];
    } } };
  }
  // One day (or none played) makes no line: today's target and floor go across the plot in their
  // own dashes, and the day is a marked point with its value.
  function lone(u) {
    var ctx = u.ctx, b = u.bbox, px = uPlot.pxRatio;
    var last = function (values) {
      for (var i = values.length - 1; i >= 0; i--) if (values[i] !== null) return i;
      return -1;
    };
    ctx.save();
    // The lines first, so the day's point stays on top where they meet.
    series.slice(1).concat(series.slice(0, 1)).forEach(function (s) {
      var i = last(d[s.key]);
      if (i < 0) return;
      var y = u.valToPos(d[s.key][i], 'y', true);
      if (s.key === 'score') {
        var x = u.valToPos(xs[i], 'x', true);
        ctx.setLineDash([]);
        ctx.fillStyle = s.stroke;
        ctx.beginPath();
        ctx.arc(x, y, 5 * px, 0, 2 * Math.PI);
        ctx.fill();
        ctx.font = 'bold ' + 13 * px + 'px system-ui, sans-serif';
        ctx.textAlign = 'right';
        ctx.textBaseline = 'bottom';
        ctx.fillText(String(d.score[i]), x - 8 * px, y - 6 * px);
        return;
      }
      ctx.strokeStyle = s.stroke;
      ctx.lineWidth = s.width * px;
      ctx.setLineDash(s.dash.map(function (n) { return n * px; }));
      ctx.beginPath();
      ctx.moveTo(b.left, y);
      ctx.lineTo(b.left + b.width, y);
      ctx.stroke();
    });
    ctx.restore();
  }
  var plot = new uPlot(opts, [xs, d.score, d.target, d.floor], el);
  window.heartbeatChart = plot;
  // A phone turned, a window narrowed: the chart follows its box rather than overflow it.
  window.addEventListener('resize', function () {
    plot.setSize({ width: Math.max(240, Math.min(920, el.clientWidth || 920)), height: 300 });
  });
})();
`;
