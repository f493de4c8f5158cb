import { stubCanvasDrawing } from '../../testing/canvas-stub';
import { Chart as ChartJS, type TooltipItem } from 'chart.js';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAreas } from '../../lib/i18n/i18n';
import { renderWithI18n as render } from '../../testing/render-with-i18n';
import BenchmarksChart from './benchmarks-chart';
import { rowsOf } from './benchmark-rows';
import { chartReplyFor, drgItem, hospitalItem } from './testing/benchmarks-backend';
import { clevelandHospitals } from './testing/cleveland-drg-facts';

const reply = chartReplyFor({
  providerSelections: clevelandHospitals.map(hospitalItem),
  procedureSelections: [drgItem('469'), drgItem('470')],
  claimType: 'Inpatient',
  outpatientCodeType: 'APC',
  professionalCodeType: 'HCPCS',
});
const rows = rowsOf(reply, 'weighted', 'billedAvg', 'desc');
const series = [{ key: 'billedAvg' as const, label: 'Billed average', color: '#1565c0' }];

function drawnChart(container: HTMLElement): ChartJS {
  const canvas = container.querySelector('canvas');
  const chart = canvas === null ? undefined : ChartJS.getChart(canvas);
  if (chart === undefined) throw new Error('no chart drawn');
  return chart;
}

beforeAll(async () => {
  await loadAreas('benchmarks');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('benchmarks chart on Chart.js (analysis-reports-admin spec §4, §9)', () => {
  it('shows the window of bars, tops y at 1.05 × the data and opens a clicked bar', () => {
    stubCanvasDrawing();
    const onBarClick = vi.fn();
    const { container } = render(
      <BenchmarksChart
        rows={rows}
        series={series}
        lines={[]}
        view={{ start: 1, size: 2, total: rows.length }}
        onViewChange={vi.fn()}
        onBarClick={onBarClick}
      />,
    );
    const chart = drawnChart(container);
    expect(chart.options.scales?.x?.min).toBe(1);
    expect(chart.options.scales?.x?.max).toBe(2);
    // The bars in view (1 and 2) set the axis, not every row nor a reference line (issue 31).
    const highest = Math.max(...rows.slice(1, 3).map((row) => row.figures.billedAvg ?? 0));
    expect(Math.max(...rows.map((row) => row.figures.billedAvg ?? 0))).toBeGreaterThan(highest);
    expect(chart.options.scales?.y?.max).toBeCloseTo(highest * 1.05);
    expect(chart.options.animation).toMatchObject({ duration: 1000 });
    const tick = chart.options.scales?.x?.ticks?.callback;
    if (typeof tick !== 'function') throw new Error('no tick callback');
    // The DOM here lays nothing out; give the chart a width. Two bars in view: names show
    // (shortened) at 30 px or more per bar only.
    const labelAtWidth = (width: number) => {
      Object.assign(chart, { width });
      return tick.call(chart.scales.x as never, 1, 0, []);
    };
    expect(labelAtWidth(600)).toBe('LUTHERAN Hosp');
    expect(labelAtWidth(59)).toBe('');
    const onClick = chart.options.onClick;
    if (typeof onClick !== 'function') throw new Error('no click handler');
    onClick.call(chart, {} as never, [{ index: 2 } as never], chart);
    expect(onBarClick).toHaveBeenCalledWith(rows[2]?.providerID);
  });

  it("reads 'not available' for a zero quality in the tooltip", () => {
    stubCanvasDrawing();
    const zeroQuality = rows.map((row, i) =>
      i === 0 ? { ...row, figures: { ...row.figures, quality: 0 } } : row,
    );
    const { container } = render(
      <BenchmarksChart
        rows={zeroQuality}
        series={series}
        lines={[]}
        view={{ start: 0, size: rows.length, total: rows.length }}
        onViewChange={vi.fn()}
        onBarClick={vi.fn()}
      />,
    );
    const footer = drawnChart(container).options.plugins?.tooltip?.callbacks?.footer;
    if (typeof footer !== 'function') throw new Error('no tooltip footer');
    const lines = footer.call({} as never, [{ dataIndex: 0 } as TooltipItem<'bar'>]) as string[];
    expect(lines).toContain('Quality: not available');
  });
});
