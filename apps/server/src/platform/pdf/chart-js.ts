import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { cspHashOf, html, jsonScriptText, type SafeHtml, trustedHtml } from './safe-html.js';

/**
 * Chart.js (the portal's charting library, docs/architecture.md) in documents: its UMD build
 * inlined, so a document needs no network, and one fixed drawing script, so the page's
 * Content-Security-Policy allows exactly these two scripts by their hashes.
 */

/** The UMD build beside the package's CommonJS entry (its `exports` do not list the file itself). */
function readChartJs(): string {
  const entry = createRequire(import.meta.url).resolve('chart.js');
  return readFileSync(join(dirname(entry), 'chart.umd.min.js'), 'utf8').replace(
    /\/\/# sourceMappingURL=\S+\s*$/,
    '',
  );
}

/**
 * Draws every `<canvas data-chart="id">` from the JSON of `<script type="application/json" id="id">`:
 * a Chart.js configuration, drawn at once (no animation, fixed size) so a printout catches it;
 * `valueFormat: 'usd'` formats the value axis and tooltips as whole dollars.
 */
const drawScript = `(function () {
  var usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  var compact = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });
  document.querySelectorAll('canvas[data-chart]').forEach(function (canvas) {
    var source = document.getElementById(canvas.getAttribute('data-chart'));
    if (!source) return;
    var config = JSON.parse(source.textContent);
    var options = config.options || {};
    options.animation = false;
    options.responsive = false;
    options.devicePixelRatio = 2;
    if (config.valueFormat === 'usd') {
      var axis = options.indexAxis === 'y' ? 'x' : 'y';
      options.scales = options.scales || {};
      options.scales[axis] = options.scales[axis] || {};
      options.scales[axis].ticks = { callback: function (value) { return compact.format(value); } };
      options.plugins = options.plugins || {};
      options.plugins.tooltip = { callbacks: { label: function (item) { return item.dataset.label + ': ' + usd.format(item.raw); } } };
    }
    new Chart(canvas, { type: config.type, data: config.data, options: options });
  });
})();`;

let library: string | null = null;

/** The two inline scripts and their CSP hashes, read once. */
function scripts(): { library: string; draw: string; hashes: string[] } {
  library ??= readChartJs();
  return { library, draw: drawScript, hashes: [cspHashOf(library), cspHashOf(drawScript)] };
}

/** A Chart.js configuration a document embeds (JSON only: no functions). */
export interface DocumentChart {
  /** Id of the canvas and of its data element, unique in the document. */
  id: string;
  /** Text alternative of the chart (the canvas is `role="img"`); the same figures are in a table. */
  label: string;
  width: number;
  height: number;
  config: { type: 'bar' | 'line'; data: unknown; options?: unknown; valueFormat?: 'usd' };
}

/** The canvas of `chart` and its data, to place in the body. */
export function chartCanvas(chart: DocumentChart): SafeHtml {
  return html`<canvas
      data-chart="${chart.id}"
      role="img"
      aria-label="${chart.label}"
      width="${chart.width}"
      height="${chart.height}"
    ></canvas>
    <script type="application/json" id="${chart.id}">
      ${jsonScriptText(chart.config)}
    </script>`;
}

/**
 * Chart.js and the drawing script, to place at the end of the body. Each element's text must stay
 * exactly what was hashed, so the elements are joined as plain strings, out of reach of the
 * formatter's HTML templates.
 */
export function chartScripts(): SafeHtml {
  const { library: source, draw } = scripts();
  return trustedHtml('<script>' + source + '</script><script>' + draw + '</script>');
}

/** CSP `script-src` sources that allow exactly `chartScripts()`. */
export function chartScriptHashes(): string[] {
  return scripts().hashes;
}
