import { screen, within } from '@testing-library/react';
import type { ReferenceImport } from '@medivi/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../testing/api-mock';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

const coder = signedInSession(makeUser({ roles: ['medivi-read', 'medivi-code'] }));

/** Two shipped files with the row counts SOURCES.md gives for them. */
const imports: ReferenceImport[] = [
  {
    file: 'nucc-taxonomy-25.1.csv',
    source: 'NUCC Health Care Provider Taxonomy code set',
    dataYear: null,
    rowsRead: 883,
    rowsWritten: 883,
    rowsRejected: 0,
    status: 'succeeded',
    startedAt: '2026-03-10T12:00:00.000Z',
    finishedAt: '2026-03-10T12:00:02.000Z',
  },
  {
    file: 'inpatient-by-provider-and-service-2022-ny.csv.gz',
    source: 'Medicare Inpatient Hospitals by Provider and Service',
    dataYear: 2022,
    rowsRead: 8499,
    rowsWritten: 8499,
    rowsRejected: 0,
    status: 'succeeded',
    startedAt: '2026-03-10T12:01:00.000Z',
    finishedAt: '2026-03-10T12:01:09.000Z',
  },
];

function mockImports(reply: ReferenceImport[] | number) {
  mockApi({
    'GET /api/reference-imports': () =>
      typeof reply === 'number'
        ? jsonResponse({ statusCode: reply, message: 'Failed' }, reply)
        : jsonResponse({ imports: reply }),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/cms (docs/decisions/0107)', () => {
  it('lists each imported file with source, data year, row counts and when', async () => {
    mockImports(imports);
    renderApp({ path: '/cms', session: coder });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reference Data' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Imported reference files' });
    const rows = await within(table).findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain('NUCC Health Care Provider Taxonomy code set');
    expect(within(rows[1] as HTMLElement).getAllByRole('cell')[2]?.textContent).toBe('-');
    expect(rows[2]?.textContent).toContain('2022');
    expect(rows[2]?.textContent).toContain('8,499');
    expect(rows[2]?.textContent).toContain('2026-03-10 12:01 UTC');
    expect(table.querySelector('caption')?.textContent).toBe('2 files, each with its latest import');
  });

  it('says so when no file has been imported', async () => {
    mockImports([]);
    renderApp({ path: '/cms', session: coder });
    expect(await screen.findByText('No reference files have been imported.')).toBeTruthy();
  });

  it('says the files could not be loaded when the server fails', async () => {
    mockImports(500);
    renderApp({ path: '/cms', session: coder });
    expect(
      await screen.findByText('The reference files could not be loaded. Please try again.'),
    ).toBeTruthy();
  });
});
