import { describe, expect, it } from 'vitest';
import {
  describeWindow,
  initialWindow,
  pan,
  shortenName,
  showsLabels,
  windowFromRange,
  windowMoves,
  yAxisMax,
  zoomIn,
  zoomOut,
} from './chart-window';

describe('benchmarks chart window (analysis-reports-admin spec §4, §9)', () => {
  it('opens on every provider up to 200 and says which are in view', () => {
    expect(describeWindow(initialWindow(57))).toBe('Showing providers 1–57 of 57');
    expect(initialWindow(3300)).toEqual({ start: 0, size: 200, total: 3300 });
    expect(describeWindow(initialWindow(0))).toBe('No providers to show');
  });

  it('zooms by 10 percent, never past 200 providers or under one', () => {
    const in1 = zoomIn(initialWindow(57));
    expect(in1.size).toBe(51);
    expect(zoomOut(in1).size).toBe(56);
    expect(zoomOut(initialWindow(3300))).toEqual(initialWindow(3300));
    expect(windowMoves(initialWindow(3300)).canZoomOut).toBe(false);
    let view = initialWindow(4);
    for (let i = 0; i < 10; i += 1) view = zoomIn(view);
    expect(view.size).toBe(1);
  });

  it('pans by 20 percent of the window and stops at either end', () => {
    const view = { start: 0, size: 20, total: 57 };
    expect(describeWindow(pan(view, 1))).toBe('Showing providers 5–24 of 57');
    expect(pan(view, -1).start).toBe(0);
    expect(pan({ start: 35, size: 20, total: 57 }, 1).start).toBe(37);
  });

  it('takes a window back from the chart axis, capped at 200', () => {
    expect(windowFromRange(10, 29.4, 57)).toEqual({ start: 10, size: 20, total: 57 });
    expect(windowFromRange(0, 400, 1000).size).toBe(200);
  });

  it('labels bars only at 30 px or more each', () => {
    expect(showsLabels(600, 20)).toBe(true);
    expect(showsLabels(600, 21)).toBe(false);
  });

  it('abbreviates names and cuts them to 20 characters', () => {
    expect(shortenName('UNIVERSITY HOSPITALS OF CLEVELAND')).toBe('Univ Hosps OF CLEVEL');
    expect(shortenName('ST VINCENT CHARITY MEDICAL CENTER')).toBe('ST VINCENT CHARITY M');
    expect(shortenName('FAIRVIEW HOSPITAL')).toBe('FAIRVIEW Hosp');
  });

  it('tops the y axis at 1.05 × the largest figure, else 10000', () => {
    expect(yAxisMax([100, null, 200])).toBeCloseTo(210);
    expect(yAxisMax([null])).toBe(10_000);
  });
});
