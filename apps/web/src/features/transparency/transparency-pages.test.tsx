import { screen, within } from '@testing-library/react';
import {
  type TransparencyFilesReply,
  type TransparencyPublicationsReply,
  transparencyRunFailures,
} from '@medivi/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../lib/i18n/i18n';
import english from '../../locales/en/transparency.json';
import spanish from '../../locales/es/transparency.json';
import { jsonResponse, mockApi } from '../../testing/api-mock';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { foundAsWords, readableTexts, untranslatedEnglish } from '../../testing/spanish-checks';
import { fileSizeText } from './transparency-api';

const files: TransparencyFilesReply = {
  plans: [
    {
      planId: 'plan-a',
      planName: 'Plan A (synthetic)',
      sponsorName: 'Synthetic Lakeside Manufacturing',
      month: '2026-12',
      lastUpdatedOn: '2026-12-01',
      files: [
        {
          kind: 'table-of-contents',
          fileName: 'table-of-contents.json',
          url: '/api/transparency/files/p1/table-of-contents.json',
          bytes: 412,
          publishedAt: '2026-12-01T00:31:00.000Z',
        },
        {
          kind: 'allowed-amounts',
          fileName: 'allowed-amounts.json',
          url: '/api/transparency/files/p1/allowed-amounts.json',
          bytes: 3_565_158,
          publishedAt: '2026-12-01T00:31:00.000Z',
        },
      ],
    },
  ],
};

const log: TransparencyPublicationsReply = {
  plans: [
    {
      planId: 'plan-b',
      planName: 'Plan B (synthetic)',
      lastRun: {
        publicationId: 'p2',
        month: '2026-12',
        status: 'failed',
        windowFrom: '2026-06-04',
        windowTo: '2026-09-01',
        startedAt: '2026-12-01T00:30:00.000Z',
        finishedAt: '2026-12-01T00:30:01.000Z',
        codes: null,
        providers: null,
        claims: null,
        leftOutPairs: null,
        leftOutClaims: null,
        unreportableClaims: null,
        failure: 'the plan has no plan id type (EIN or HIOS)',
      },
      current: null,
      files: [],
    },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/transparency, the public page of the machine-readable files (issue 34)', () => {
  it('lists each current file of each plan with its date, size and download link, signed out', async () => {
    mockApi({ 'GET /api/transparency/files': () => jsonResponse(files) });
    renderApp({ path: '/transparency' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Transparency in Coverage' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Current machine-readable files' });
    const rows = await within(table).findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[2]?.textContent).toContain('Out-of-network allowed amounts');
    expect(rows[2]?.textContent).toContain('2026-12-01');
    expect(rows[2]?.textContent).toContain('3.4 MB');
    const link = within(rows[2] as HTMLElement).getByRole('link', {
      name: 'allowed-amounts.json for Plan A (synthetic)',
    });
    expect(link.getAttribute('href')).toBe('/api/transparency/files/p1/allowed-amounts.json');
  });

  it('says so when nothing is published yet', async () => {
    mockApi({ 'GET /api/transparency/files': () => jsonResponse({ plans: [] }) });
    renderApp({ path: '/transparency' });
    expect(await screen.findByText('No files are published yet.')).toBeTruthy();
  });
});

describe('/transparency/publications, the publication log (issue 34)', () => {
  it('shows client staff the last run of each plan and why it failed', async () => {
    mockApi({ 'GET /api/transparency/publications': () => jsonResponse(log) });
    renderApp({
      path: '/transparency/publications',
      session: signedInSession(makeUser({ roles: ['medivi-read', 'medivi-caseviewclient'] })),
    });
    const table = await screen.findByRole('table', { name: 'Transparency publications by plan' });
    const failure = await within(table).findByText('Failed: the plan has no plan id type (EIN or HIOS)');
    expect(failure.closest('tr')?.textContent).toContain('2026-06-04 to 2026-09-01');
    expect(failure.closest('tr')?.textContent).toContain('Plan B (synthetic)');
  });
});

describe('file sizes', () => {
  it('reads bytes, kilobytes and megabytes as people do (1 KB = 1,024 bytes)', () => {
    expect(fileSizeText(812)).toBe('812 bytes');
    expect(fileSizeText(3482)).toBe('3.4 KB');
    expect(fileSizeText(3_565_158)).toBe('3.4 MB');
  });
});

describe('the transparency pages in Spanish (issue 37)', () => {
  afterEach(async () => {
    await activateLanguage('en');
    window.localStorage.clear();
  });

  /** The area's English left on the page, as whole words. */
  function englishLeft(): string[] {
    const texts = readableTexts();
    return foundAsWords(untranslatedEnglish(english, spanish), texts);
  }

  it('words the public page, its table and its file kinds', async () => {
    mockApi({ 'GET /api/transparency/files': () => jsonResponse(files) });
    await activateLanguage('es');
    renderApp({ path: '/transparency' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Transparencia en la cobertura' }),
    ).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Archivos legibles por máquina vigentes' });
    const rows = await within(table).findAllByRole('row');
    expect(rows[2]?.textContent).toContain('Montos permitidos fuera de la red');
    expect(
      within(rows[2] as HTMLElement).getByRole('link', {
        name: 'allowed-amounts.json de Plan A (synthetic)',
      }),
    ).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });

  it('words the publication log, a failure with its reason in Spanish', async () => {
    mockApi({ 'GET /api/transparency/publications': () => jsonResponse(log) });
    renderApp({
      path: '/transparency/publications',
      session: signedInSession(makeUser({ roles: ['medivi-read', 'medivi-caseviewclient'], language: 'es' })),
    });
    const table = await screen.findByRole('table', { name: 'Publicaciones de transparencia por plan' });
    const failure = await within(table).findByText(
      'Falló: el plan no tiene tipo de ID del plan (EIN o HIOS)',
    );
    expect(failure.closest('tr')?.textContent).toContain('2026-06-04 a 2026-09-01');
    expect(englishLeft()).toEqual([]);
  });

  it.each([
    ['en', transparencyRunFailures.abandoned, 'Failed: the run stopped before it ended (no sign of life)'],
    [
      'es',
      transparencyRunFailures.abandoned,
      'Falló: la ejecución se detuvo antes de terminar (dejó de dar señales)',
    ],
    ['es', transparencyRunFailures.notWritten, 'Falló: no se pudieron escribir los archivos'],
    ['es', 'disk quota exceeded', 'Falló: disk quota exceeded'],
  ] as const)('words a run that failed for another reason (%s: %s)', async (language, reason, shown) => {
    const lastRun = { ...log.plans[0]!.lastRun!, failure: reason };
    const reply = { plans: [{ ...log.plans[0]!, lastRun }] };
    mockApi({ 'GET /api/transparency/publications': () => jsonResponse(reply) });
    renderApp({
      path: '/transparency/publications',
      session: signedInSession(makeUser({ roles: ['medivi-read', 'medivi-caseviewclient'], language })),
    });
    expect(await screen.findByText(shown)).toBeTruthy();
  });
});
