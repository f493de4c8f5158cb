import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  type Plugin,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

/**
 * Registers with Chart.js what the portal's bar and line charts need (controllers, elements, the
 * category and linear scales, tooltip and legend), plus `plugins` (benchmarks' zoom). Call it at the
 * top of a chart module: Chart.js then loads only with the pages that draw charts. Registering twice
 * is harmless.
 */
export function registerBarAndLineCharts(...plugins: Plugin[]): void {
  ChartJS.register(
    BarController,
    BarElement,
    LineController,
    LineElement,
    PointElement,
    CategoryScale,
    LinearScale,
    Tooltip,
    Legend,
    ...plugins,
  );
}
