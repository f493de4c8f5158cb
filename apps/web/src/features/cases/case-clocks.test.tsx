import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CaseClockReply } from '@medivi/domain';
import { describe, expect, it } from 'vitest';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { activateLanguage, i18n } from '../../lib/i18n/i18n';
import { formatDue, memberClockText } from './case-clock-text';

const _ = i18n._.bind(i18n);
import { makeCase, mockCaseBackend } from './testing/case-backend';

/** An Access Issue clock due at the end of Monday 7 December 2026 in New York. */
function makeClock(overrides: Partial<CaseClockReply> = {}): CaseClockReply {
  return {
    state: 'on-time',
    stateLabel: 'On time',
    receivedAt: '2026-11-25T15:00:00.000Z',
    dueAt: '2026-12-08T04:59:59.999Z',
    dueSoonAt: '2026-12-04T05:00:00.000Z',
    pausedSince: null,
    extended: false,
    extensionReason: null,
    firstResponseDueAt: '2026-11-28T04:59:59.999Z',
    firstRespondedAt: null,
    appealUrgency: null,
    source: "The plan's service levels for Access Issue",
    timeZone: 'America/New_York',
    ...overrides,
  };
}

const member = signedInSession(
  makeUser({ roles: ['medivi-read', 'medivi-casesmember', 'medivi-casesubmissionmember'] }),
);
const staff = signedInSession(makeUser({ roles: ['medivi-read', 'medivi-admin'] }));

describe('the clock as people read it (issue 35)', () => {
  it('gives a day clock its date in the clock time zone, an urgent appeal its time too', () => {
    expect(formatDue(makeClock())).toBe('December 7, 2026');
    // The end of the day in New York is already the next day in UTC: the zone decides.
    expect(formatDue(makeClock({ timeZone: 'UTC' }))).toBe('December 8, 2026');
    expect(formatDue(makeClock({ dueAt: '2026-11-28T20:00:00.000Z', appealUrgency: 'urgent' }))).toBe(
      'November 28, 2026 at 3:00 PM EST',
    );
  });

  it('tells the member when we will answer, that we wait for him, or that we answered', () => {
    expect(memberClockText(makeClock(), _)).toBe('We will answer by December 7, 2026.');
    expect(
      memberClockText(makeClock({ extended: true, extensionReason: 'The hospital has not answered.' }), _),
    ).toBe('We will answer by December 7, 2026. We took more time: The hospital has not answered.');
    expect(memberClockText(makeClock({ pausedSince: '2026-11-30T15:00:00.000Z' }), _)).toMatch(
      /^We are waiting for documents from you/,
    );
    expect(memberClockText(makeClock({ state: 'met', stateLabel: 'Answered on time' }), _)).toBe(
      'We have answered this case.',
    );
  });

  it('tells the member in Spanish, with the date in Spanish (issue 37)', async () => {
    await activateLanguage('es');
    try {
      expect(memberClockText(makeClock(), _)).toBe(
        'Le responderemos a más tardar el 7 de diciembre de 2026.',
      );
    } finally {
      await activateLanguage('en');
    }
  });
});

describe('/my-cases with case clocks (issue 35)', () => {
  it('shows the member "we will answer by" in the case detail, and no due column', async () => {
    mockCaseBackend({ cases: [makeCase({ clock: makeClock() })], detail: { clock: makeClock() } });
    renderApp({ path: '/my-cases', session: member });
    const table = await screen.findByRole('table', { name: 'Cases' });
    expect(within(table).queryByRole('columnheader', { name: /Due/ })).toBeNull();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Case C-000001 details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Case C-000001' });
    expect(await within(dialog).findByText('We will answer by December 7, 2026.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Extend due date' })).toBeNull();
  });

  it('gives staff the due column, the due filter sent to the server, and the extension', async () => {
    const { calls } = mockCaseBackend({
      cases: [makeCase({ clock: makeClock({ state: 'due-soon', stateLabel: 'Due soon' }) })],
      detail: {
        clock: makeClock({ state: 'due-soon', stateLabel: 'Due soon' }),
        clockHistory: [
          {
            kind: 'paused',
            at: '2026-11-30T15:00:00.000Z',
            reason: 'We asked you for documents we need to decide your case.',
            dueAt: '2026-12-04T04:59:59.999Z',
            answerBy: '2026-12-15T04:59:59.999Z',
          },
        ],
      },
    });
    renderApp({ path: '/my-cases', session: staff });
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Cases' });
    expect(await within(table).findByText('December 7, 2026')).toBeTruthy();
    expect(within(table).getByText('Due soon')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Due'), 'Overdue');
    expect(calls.filter((call) => call.key === 'getCases').at(-1)?.body).toBe('?due=overdue');
    await user.click(within(table).getByRole('button', { name: 'Case C-000001 details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Case C-000001' });
    const history = await within(dialog).findByRole('list', { name: 'Clock history' });
    expect(history.textContent).toContain('answer by December 14, 2026');
    const extend = await within(dialog).findByRole('button', { name: 'Extend due date' });
    await user.click(extend);
    expect(within(dialog).getByText(/Say why the case needs more time/)).toBeTruthy();
    expect(calls.some((call) => call.key === 'extension')).toBe(false);
    await user.type(
      within(dialog).getByLabelText(/Reason for more time/),
      'The hospital has not answered our call.',
    );
    await user.click(extend);
    expect(await within(dialog).findByText('Due date extended.')).toBeTruthy();
    expect(calls.find((call) => call.key === 'extension')?.body).toEqual({
      reason: 'The hospital has not answered our call.',
    });
  });
});
