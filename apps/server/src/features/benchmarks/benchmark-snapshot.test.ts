import { describe, expect, it } from 'vitest';
import { BenchmarkSnapshots, type SnapshotReads } from './benchmark-snapshot.js';
import type { HospitalFigures } from './benchmark-snapshot.repository.js';

/** Reads that count their calls, with a stamp the test changes and a figures read it can fail. */
function countingReads() {
  const state = { stamp: 'import 1', stamps: 0, hospitalFigures: 0, areaYears: 0, failFigures: false };
  const figures: HospitalFigures = {
    ratios: new Map([
      ['360180', { ratio: 0.2, reportYear: 2021, sourceFile: 'hospital-cost-report-2021.csv.gz' }],
      ['360059', { ratio: 0.3, reportYear: 2020, sourceFile: 'hospital-cost-report-2020.csv.gz' }],
    ]),
    scores: new Map([['360180', { score: 41.5, fiscalYear: 2024, sourceFile: 'hvbp-fy2024.csv' }]]),
  };
  const reads: SnapshotReads = {
    importStamp: () => {
      state.stamps += 1;
      return Promise.resolve(state.stamp);
    },
    newestHospitalFigures: () => {
      state.hospitalFigures += 1;
      return state.failFigures ? Promise.reject(new Error('read failed')) : Promise.resolve(figures);
    },
    areaYearsByCode: () => {
      state.areaYears += 1;
      return Promise.resolve(
        new Map([
          ['470', [2019, 2021]],
          ['291', [2021]],
        ]),
      );
    },
  };
  return { state, reads };
}

describe('the benchmark data snapshot', () => {
  it('reads the import stamp once per chart and each derived figure once per import', async () => {
    const { state, reads } = countingReads();
    const snapshots = new BenchmarkSnapshots(reads);
    const first = await snapshots.current();
    await first.hospitalFiguresOf(['360180']);
    await first.areaYears(['470']);
    const second = await snapshots.current();
    await second.hospitalFiguresOf(['360059']);
    await second.areaYears(['291']);
    expect(second).toBe(first);
    expect(state).toMatchObject({ stamps: 2, hospitalFigures: 1, areaYears: 1 });

    state.stamp = 'import 2';
    const after = await snapshots.current();
    expect(after).not.toBe(first);
    expect(after.stamp).toBe('import 2');
    await Promise.all([after.hospitalFiguresOf(['360180']), after.hospitalFiguresOf(['360059'])]);
    await after.areaYears(['470']);
    expect(state).toMatchObject({ stamps: 3, hospitalFigures: 2, areaYears: 2 });
  });

  it('keeps no failed read: the next use reads again', async () => {
    const { state, reads } = countingReads();
    const snapshot = await new BenchmarkSnapshots(reads).current();
    state.failFigures = true;
    await expect(snapshot.hospitalFiguresOf(['360180'])).rejects.toThrow('read failed');
    state.failFigures = false;
    const { ratios } = await snapshot.hospitalFiguresOf(['360180']);
    expect(ratios.get('360180')?.ratio).toBe(0.2);
    expect(state.hospitalFigures).toBe(2);
  });

  it('answers the asked hospitals only, and the codes’ geography years newest first', async () => {
    const { reads } = countingReads();
    const snapshot = await new BenchmarkSnapshots(reads).current();
    const { ratios, scores } = await snapshot.hospitalFiguresOf(['360059', '999999']);
    expect([...ratios.keys()]).toEqual(['360059']);
    expect(scores.size).toBe(0);
    expect(await snapshot.areaYears(['291', '470'])).toEqual([2021, 2019]);
    expect(await snapshot.areaYears(['999'])).toEqual([]);
    expect(await snapshot.areaYears([])).toEqual([]);
  });
});
