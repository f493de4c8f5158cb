import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readInpatientFy2011 } from '../features/benchmarks/testing/cms-rows.js';
import { SelectionsRepository } from '../features/benchmarks/selections.repository.js';
import { createTestApp, createUser, type TestApp } from '../testing/test-app.js';
import { demoEmail } from './demo-accounts.js';
import { demoBenchmarkSelections, seedDemoBenchmarks } from './demo-benchmarks.js';

describe('the benchmarks@ demo example (docs/demo-data.md)', () => {
  let t: TestApp;
  let userId: string;

  beforeAll(async () => {
    t = await createTestApp();
    userId = await createUser(t.db, { email: demoEmail('benchmarks'), roles: ['medivi-benchmarks'] });
  });
  afterAll(async () => {
    await t.close();
  });

  it('names real Cleveland hospitals that have DRG 470 in the FY2011 file, as the file names them', async () => {
    const ccns = demoBenchmarkSelections.providerSelections.map((item) => item.id);
    const rows = await readInpatientFy2011(ccns, ['470']);
    expect(rows.map((row) => row.ccn).sort()).toEqual([...ccns].sort());
    for (const item of demoBenchmarkSelections.providerSelections) {
      const row = rows.find((candidate) => candidate.ccn === item.id);
      expect(item.name).toBe(`${row?.name ?? ''} - ${row?.city ?? ''}, ${row?.state ?? ''}`);
    }
    expect(demoBenchmarkSelections.procedureSelections[0]?.name).toBe(`470 - ${rows[0]?.description ?? ''}`);
  });

  it('saves the example once and keeps what the analyst saved since', async () => {
    const selections = new SelectionsRepository(t.db);
    await seedDemoBenchmarks(t.database.handle, t.clock, { log: () => undefined });
    expect(await selections.find(userId, 'Inpatient')).toEqual(demoBenchmarkSelections);
    const own = {
      providerSelections: [],
      procedureSelections: [demoBenchmarkSelections.procedureSelections[0]!],
    };
    await selections.save(userId, 'Inpatient', own, t.clock.now().toISOString());
    await seedDemoBenchmarks(t.database.handle, t.clock, { log: () => undefined });
    expect(await selections.find(userId, 'Inpatient')).toEqual(own);
  });
});
