import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Component, type KeyboardEvent, lazy, type ReactNode, Suspense } from 'react';
import type { BenchmarksChartProps } from './benchmarks-chart';
import { type ChartWindow, describeWindow, pan, windowMoves, zoomIn, zoomOut } from './chart-window';

/** Chart.js and its zoom plugin, in a chunk of their own that only this page asks for. */
const BenchmarksChart = lazy(() => import('./benchmarks-chart'));

const chartFallback = 'The chart cannot be drawn here; the table below has the same data.';

/** True when the browser can draw on a canvas (not so in a DOM without one). */
function canDrawCanvas(): boolean {
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}

/** Shows a note instead of the chart when drawing it fails; the table keeps the data. */
class ChartBoundary extends Component<{ children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };
  static getDerivedStateFromError(): { hasFailed: boolean } {
    return { hasFailed: true };
  }
  override render() {
    return this.state.hasFailed ? <Typography>{chartFallback}</Typography> : this.props.children;
  }
}

/**
 * The chart region (spec §2, §4): zoom and pan buttons with their keys, the keys themselves while
 * the region has focus (+ and − zoom, ← and → pan), the window announced as 'Showing providers
 * 1–20 of 57', and the chart behind a boundary (a note where no canvas can be drawn).
 */
export function ChartPanel(props: BenchmarksChartProps) {
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
  const buttons: { label: string; key: string; isEnabled: boolean; next: () => ChartWindow }[] = [
    { label: 'Zoom in', key: '+', isEnabled: moves.canZoomIn, next: () => zoomIn(view) },
    { label: 'Zoom out', key: '−', isEnabled: moves.canZoomOut, next: () => zoomOut(view) },
    { label: 'Pan left', key: '←', isEnabled: moves.canPanLeft, next: () => pan(view, -1) },
    { label: 'Pan right', key: '→', isEnabled: moves.canPanRight, next: () => pan(view, 1) },
  ];
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {buttons.map((button) => (
          <Button
            key={button.label}
            size="small"
            variant="outlined"
            disabled={!button.isEnabled}
            aria-keyshortcuts={button.key === '−' ? '-' : button.key}
            onClick={() => {
              move(button.next());
            }}
          >
            {button.label} ({button.key})
          </Button>
        ))}
      </Stack>
      <Box
        role="region"
        aria-label="Benchmarks chart: + and − zoom, ← and → pan"
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
          <ChartBoundary>
            <Suspense fallback={<Typography>Loading the chart…</Typography>}>
              <BenchmarksChart {...props} />
            </Suspense>
          </ChartBoundary>
        ) : (
          <Typography>{chartFallback}</Typography>
        )}
      </Box>
      <Typography role="status" aria-live="polite" variant="body2">
        {describeWindow(view)}
      </Typography>
    </Stack>
  );
}
