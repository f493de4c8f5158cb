import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Component, type KeyboardEvent, lazy, type ReactNode, Suspense } from 'react';
import { useLingui, type Translate } from '../../lib/i18n/i18n';
import type { BenchmarksChartProps } from './benchmarks-chart';
import { type ChartWindow, pan, windowMoves, zoomIn, zoomOut } from './chart-window';

/** Chart.js and its zoom plugin, in a chunk of their own that only this page asks for. */
const BenchmarksChart = lazy(() => import('./benchmarks-chart'));

/** True when the browser can draw on a canvas (not so in a DOM without one). */
function canDrawCanvas(): boolean {
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}

/**
 * Which providers the chart shows, 'Showing providers 1–20 of 57' (`describeWindow`'s words), in
 * the portal's language; the numbers keep their plain digits.
 */
function windowText(view: ChartWindow, _: Translate): string {
  if (view.total === 0) return _('benchmarks.chart.noProviders');
  return _('benchmarks.chart.window', {
    first: String(view.start + 1),
    last: String(view.start + view.size),
    total: String(view.total),
  });
}

/** Shows a note (`fallback`) instead of the chart when drawing it fails; the table keeps the data. */
class ChartBoundary extends Component<{ children: ReactNode; fallback: string }, { hasFailed: boolean }> {
  override state = { hasFailed: false };
  static getDerivedStateFromError(): { hasFailed: boolean } {
    return { hasFailed: true };
  }
  override render() {
    return this.state.hasFailed ? <Typography>{this.props.fallback}</Typography> : this.props.children;
  }
}

/**
 * The chart region (spec §2, §4): zoom and pan buttons with their keys, the keys themselves while
 * the region has focus (+ and − zoom, ← and → pan), the window announced as 'Showing providers
 * 1–20 of 57', and the chart behind a boundary (a note where no canvas can be drawn).
 */
export function ChartPanel(props: BenchmarksChartProps) {
  const { _ } = useLingui();
  const chartFallback = _('benchmarks.chart.fallback');
  const { view, onViewChange } = props;
  const moves = windowMoves(view);
  const move = (next: ChartWindow) => {
    onViewChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return;
    const actions: Record<string, () => ChartWindow> = {
      '+': () => zoomIn(view),
      '=': () => zoomIn(view),
      '-': () => zoomOut(view),
      '−': () => zoomOut(view),
      ArrowLeft: () => pan(view, -1),
      ArrowRight: () => pan(view, 1),
    };
    const action = actions[event.key];
    if (action === undefined) return;
    event.preventDefault();
    move(action());
  };
  const buttons: { id: string; key: string; isEnabled: boolean; next: () => ChartWindow }[] = [
    { id: 'benchmarks.chart.zoomIn', key: '+', isEnabled: moves.canZoomIn, next: () => zoomIn(view) },
    { id: 'benchmarks.chart.zoomOut', key: '−', isEnabled: moves.canZoomOut, next: () => zoomOut(view) },
    { id: 'benchmarks.chart.panLeft', key: '←', isEnabled: moves.canPanLeft, next: () => pan(view, -1) },
    { id: 'benchmarks.chart.panRight', key: '→', isEnabled: moves.canPanRight, next: () => pan(view, 1) },
  ];
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {buttons.map((button) => (
          <Button
            key={button.id}
            size="small"
            variant="outlined"
            disabled={!button.isEnabled}
            aria-keyshortcuts={button.key === '−' ? '-' : button.key}
            onClick={() => {
              move(button.next());
            }}
          >
            {_(button.id, { key: button.key })}
          </Button>
        ))}
      </Stack>
      <Box
        role="region"
        aria-label={_('benchmarks.chart.region')}
        tabIndex={0}
        onKeyDown={onKeyDown}
        sx={{
          position: 'relative',
          height: { xs: 320, md: 440 },
          minWidth: 0,
          touchAction: 'pan-y',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {canDrawCanvas() ? (
          <ChartBoundary fallback={chartFallback}>
            <Suspense fallback={<Typography>{_('benchmarks.chart.loading')}</Typography>}>
              <BenchmarksChart {...props} />
            </Suspense>
          </ChartBoundary>
        ) : (
          <Typography>{chartFallback}</Typography>
        )}
      </Box>
      <Typography role="status" aria-live="polite" variant="body2">
        {windowText(view, _)}
      </Typography>
    </Stack>
  );
}
