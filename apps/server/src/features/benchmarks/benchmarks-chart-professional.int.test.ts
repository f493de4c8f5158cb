import { type ChartReply, thinYearNote } from '@medivi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type SignedIn, signIn, type TestApp } from '../../testing/test-app.js';
import { testDialect } from '../../testing/test-database.js';
import { expectCents, expectShown } from './testing/chart-figures.js';
import { readShippedRows } from './testing/cms-rows.js';
import {
  insertProfessional2012,
  insertProfessionalSample,
  type ProfessionalRow,
} from './testing/professional-fixtures.js';

/** A professional of the shipped 2023 sample file (by provider and service). */
const professionalNpi = '1003000126';

const provider = (id: string, name = id) => ({ id, name, type: 'provider', matches: 1 });

describe(`POST /api/chart for professionals on ${testDialect} (issue 17; docs/decisions/0102)`, () => {
  let t: TestApp;
  let analyst: SignedIn;
  let professionalRows: ProfessionalRow[];

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t.db, { email: 'analyst@example.test', roles: ['medivi-read', 'medivi-benchmarks'] });
    analyst = await signIn(t.app, 'analyst@example.test');
    professionalRows = await insertProfessionalSample(t.db, professionalNpi);
  });
  afterAll(async () => {
    await t.close();
  });

  const chart = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/chart', headers: analyst.headers, payload });

  it('charts a professional without cost or quality, billed from the 2023 sample', async () => {
    const response = await chart({
      providerSelections: [provider(professionalNpi)],
      procedureSelections: [{ id: '99223', name: '99223', type: 'HCPCS', matches: 1 }],
      claimType: 'Professional',
      outpatientCodeType: 'APC',
      professionalCodeType: 'HCPCS',
    });
    const reply = response.json<ChartReply>();
    expect(reply.meta.dataYear).toBe(2023);
    expect(reply.bars[0]?.values).toMatchObject({ costAvg: null, quality: null, costRatio: null });
    const sample = professionalRows.find((sampleRow) => sampleRow.hcpcs === '99223');
    expectShown(reply.bars[0]?.values.billedAvg, sample?.billed ?? Number.NaN, 0);
    expectShown(reply.bars[0]?.values.medicareAvg, sample?.medicare ?? Number.NaN, 0);
    expectCents(reply.providerData.providers[0]?.weightedAggregate.billedAvg, sample?.billed ?? Number.NaN);
    expect(reply.bars[0]?.values.numClaims).toBe(sample?.services);
    expect(reply.lines).toEqual([]);
  });

  it('counts 2012 services once where a per-state file and the national PUF both list them', async () => {
    // Dorothy Adley (NPI 1003051970), HCPCS 00142 in Nebraska: the same 79 services in both files.
    const npi = '1003051970';
    const [perState] = await readShippedRows('cms/professional/physician-services-2012-NE.csv.gz', (line) =>
      line.includes(`,00142,${npi},`),
    );
    const [puf] = await readShippedRows(
      'cms/professional/physician-and-other-supplier-puf-2012-national-first-17028.tsv.gz',
      (line) => line.startsWith(`${npi}\t`) && line.includes('\t00142\t'),
      '\t',
    );
    if (perState === undefined || puf === undefined) throw new Error('rows of NPI 1003051970 not found');
    const services = Number(perState.num_of_services);
    const pufBilled = Number(puf.average_submitted_chrg_amt);
    const pufMedicare = Number(puf.average_medicare_payment_amt);
    const base = { npi, name: 'ADLEY, DOROTHY', state: 'NE', hcpcs: '00142' };
    await insertProfessional2012(t.db, [
      {
        ...base,
        placeOfService: '',
        services,
        billed: null,
        medicare: Number(perState.total_payments) / services,
        sourceFile: 'physician-services-2012-NE.csv.gz',
      },
      {
        ...base,
        placeOfService: puf.place_of_service ?? '',
        services: Number(puf.line_srvc_cnt),
        billed: pufBilled,
        medicare: pufMedicare,
        sourceFile: 'physician-and-other-supplier-puf-2012-national-first-17028.tsv.gz',
      },
    ]);
    const response = await chart({
      providerSelections: [provider(npi)],
      procedureSelections: [{ id: '00142', name: '00142', type: 'HCPCS', matches: 1 }],
      claimType: 'Professional',
    });
    const reply = response.json<ChartReply>();
    expect(reply.bars[0]?.values.numClaims).toBe(services);
    expectShown(reply.bars[0]?.values.billedAvg, pufBilled, 0);
    expectShown(reply.bars[0]?.values.medicareAvg, pufMedicare, 0);
    expectCents(reply.providerData.providers[0]?.weightedAggregate.medicareAvg, pufMedicare);
    expect(reply.meta.sources).toEqual(['physician-and-other-supplier-puf-2012-national-first-17028.tsv.gz']);
  });

  it("counts each year's professionals so the page can call the 2023 sample thin (issue 31 item 14)", async () => {
    // HCPCS 99213 in Ohio: one professional in the 2023 sample file, every Ohio row of the PUF in 2012.
    await insertProfessionalSample(t.db, '1003000142');
    const pufFile = 'physician-and-other-supplier-puf-2012-national-first-17028.tsv.gz';
    const ohio = await readShippedRows(
      `cms/professional/${pufFile}`,
      (line) => line.includes('\tOH\t') && line.includes('\t99213\t'),
      '\t',
    );
    const ohio99213 = ohio.filter((row) => row.nppes_provider_state === 'OH' && row.hcpcs_code === '99213');
    await insertProfessional2012(
      t.db,
      ohio99213.map((row) => ({
        npi: row.npi ?? '',
        name: `${row.nppes_provider_last_org_name ?? ''}, ${row.nppes_provider_first_name ?? ''}`,
        state: 'OH',
        hcpcs: '99213',
        placeOfService: row.place_of_service ?? '',
        services: Number(row.line_srvc_cnt),
        billed: Number(row.average_submitted_chrg_amt),
        medicare: Number(row.average_medicare_payment_amt),
        sourceFile: pufFile,
      })),
    );
    const ohioProfessionals2012 = new Set(ohio99213.map((row) => row.npi)).size;
    expect(ohioProfessionals2012).toBeGreaterThan(4);

    const reply = (
      await chart({
        providerSelections: [{ id: 'OH', name: 'Ohio', type: 'state', matches: 0 }],
        procedureSelections: [{ id: '99213', name: '99213', type: 'HCPCS', matches: 1 }],
        claimType: 'Professional',
      })
    ).json<ChartReply>();
    expect(reply.meta.dataYear).toBe(2023);
    expect(reply.meta.providersPerYear).toEqual([
      { year: 2023, providers: 1 },
      { year: 2012, providers: ohioProfessionals2012 },
    ]);
    expect(thinYearNote('Professional', reply.meta.dataYear, reply.meta.providersPerYear)).toContain(
      `2023 has figures for 1 professional in this selection; 2012 has ${String(ohioProfessionals2012)}.`,
    );
  });
});
