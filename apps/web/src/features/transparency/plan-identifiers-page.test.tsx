import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type PlanTransparencyIdentifiersReply,
  type TransparencyRun,
  transparencyIdentifierMessages as messages,
  transparencyIdentifierProblems as problems,
} from '@medivi/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../testing/api-mock';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

const admin = signedInSession(makeUser({ roles: ['medivi-read', 'medivi-admin'] }));
const path = '/admin/transparency-identifiers';

const refusedRun: TransparencyRun = {
  publicationId: 'refused-1',
  month: '2026-12',
  status: 'failed',
  windowFrom: '2026-06-04',
  windowTo: '2026-09-01',
  startedAt: '2026-12-01T00:30:00.000Z',
  finishedAt: '2026-12-01T00:30:00.000Z',
  codes: null,
  providers: null,
  claims: null,
  leftOutPairs: null,
  leftOutClaims: null,
  unreportableClaims: null,
  failure: problems.noPlanIdType,
};

const noIdentifiers = {
  planIdType: null,
  planId: null,
  planSponsorName: null,
  issuerName: null,
  planMarketType: null,
};

/** A fake server of two plans, the first without identifiers, the second complete; records each save. */
function mockIdentifiers(saveReply?: (body: Record<string, unknown>) => Response) {
  const saved: { planId: string; body: Record<string, unknown> }[] = [];
  const plans: Record<string, PlanTransparencyIdentifiersReply> = {
    'plan-a': {
      planId: 'plan-a',
      planName: 'Alpha Plan',
      isLive: true,
      identifiers: noIdentifiers,
      problems: [problems.noPlanIdType, problems.noPlanId, problems.noMarketType, problems.noIssuerName],
      lastRun: refusedRun,
    },
    'plan-b': {
      planId: 'plan-b',
      planName: 'Beta Plan',
      isLive: false,
      identifiers: {
        planIdType: 'hios',
        planId: '12345OH001',
        planSponsorName: null,
        issuerName: 'Synthetic Mutual',
        planMarketType: 'individual',
      },
      problems: [],
      lastRun: null,
    },
  };
  const handlers: Record<string, (request: Request) => Response | Promise<Response>> = {
    'GET /api/plans/transparency-identifiers': () =>
      jsonResponse({
        plans: [
          { planId: 'plan-a', planName: 'Alpha Plan', isLive: true, isComplete: false },
          { planId: 'plan-b', planName: 'Beta Plan', isLive: false, isComplete: true },
        ],
      }),
  };
  for (const planId of Object.keys(plans)) {
    handlers[`GET /api/plans/${planId}/transparency-identifiers`] = () => jsonResponse(plans[planId]);
    handlers[`PUT /api/plans/${planId}/transparency-identifiers`] = async (request) => {
      const body = (await request.json()) as Record<string, unknown>;
      saved.push({ planId, body });
      return (
        saveReply?.(body) ??
        jsonResponse({
          ...plans[planId],
          identifiers: { ...body, planId: String(body.planId).replace('-', '') },
          problems: [],
          message: messages.saved,
        })
      );
    };
  }
  mockApi(handlers);
  return { saved };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const textbox = (label: string) =>
  screen.getByRole<HTMLInputElement>('textbox', { name: new RegExp(`^${label}`) });
const radioGroup = (label: string) => screen.getByRole('radiogroup', { name: new RegExp(`^${label}`) });

describe('/admin/transparency-identifiers (issue 34)', () => {
  it('shows what the first plan still needs, its refused run and the way to the publication log', async () => {
    mockIdentifiers();
    renderApp({ path, session: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Plan Identifiers' })).toBeTruthy();
    const status = await screen.findByRole('region', { name: 'Publication of Alpha Plan' });
    expect(within(status).getByText(/^Not ready to publish/)).toBeTruthy();
    const needs = within(status)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(needs).toEqual([
      'The plan has no plan id type (EIN or HIOS).',
      'The plan has no plan id.',
      'The plan has no market type.',
      'The plan has no issuer name.',
    ]);
    expect(status.textContent).toContain(
      '2026-12: failed, ended 2026-12-01 00:30 UTC: the plan has no plan id type (EIN or HIOS).',
    );
    const log = within(status).getByRole('link', { name: 'Open the publication log' });
    expect(log.getAttribute('href')).toBe('/transparency/publications');
    const picker = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Plan' });
    expect(picker.value).toBe('plan-a');
    expect([...picker.options].map((option) => option.textContent)).toEqual([
      'Choose a plan',
      'Alpha Plan: incomplete',
      'Beta Plan (not live): complete',
    ]);
  });

  it("checks the identifiers with the domain's rules before sending anything", async () => {
    const { saved } = mockIdentifiers();
    renderApp({ path, session: admin });
    await screen.findByRole('form', { name: 'Identifiers of Alpha Plan' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(messages.planIdTypeRequired);
    expect(screen.getByText(messages.planIdRequired)).toBeTruthy();
    expect(screen.getByText(messages.issuerNameRequired)).toBeTruthy();
    expect(screen.getByText(messages.marketTypeRequired)).toBeTruthy();
    await user.click(within(radioGroup('Plan id type')).getByRole('radio', { name: 'EIN' }));
    await user.type(textbox('Plan id'), '12-34567');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(messages.einFormat);
    expect(screen.getByText(messages.sponsorNameRequired)).toBeTruthy();
    // A HIOS id needs no sponsor: the sponsor's message goes with the type.
    await user.click(within(radioGroup('Plan id type')).getByRole('radio', { name: 'HIOS' }));
    await waitFor(() => {
      expect(screen.queryByText(messages.sponsorNameRequired)).toBeNull();
    });
    expect(screen.getByText(messages.hiosFormat)).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('saves an EIN with its sponsor, issuer and market type, and says so', async () => {
    const { saved } = mockIdentifiers();
    renderApp({ path, session: admin });
    await screen.findByRole('form', { name: 'Identifiers of Alpha Plan' });
    const user = userEvent.setup();
    await user.click(within(radioGroup('Plan id type')).getByRole('radio', { name: 'EIN' }));
    await user.type(textbox('Plan id'), '00-0000104');
    await user.type(textbox('Plan sponsor name'), '  Synthetic Sponsor ');
    await user.type(textbox('Issuer name'), 'Synthetic Sponsor');
    await user.click(within(radioGroup('Market type')).getByRole('radio', { name: 'Group' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe(messages.saved);
    expect(saved).toEqual([
      {
        planId: 'plan-a',
        body: {
          planIdType: 'ein',
          planId: '00-0000104',
          planSponsorName: 'Synthetic Sponsor',
          issuerName: 'Synthetic Sponsor',
          planMarketType: 'group',
        },
      },
    ]);
    expect(textbox('Plan id').value).toBe('000000104');
  });

  it("shows the server's field messages on their fields, and another refusal above the form", async () => {
    let reply = jsonResponse(
      {
        statusCode: 400,
        error: 'Bad Request',
        message: `Please correct the request: ${messages.hiosFormat}`,
        code: 'VALIDATION_FAILED',
        fieldErrors: { planId: 'The server says no.' },
      },
      400,
    );
    mockIdentifiers(() => reply);
    renderApp({ path: `${path}?plan=plan-b`, session: admin });
    await screen.findByRole('form', { name: 'Identifiers of Beta Plan' });
    expect(textbox('Plan id').value).toBe('12345OH001');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The server says no.');
    reply = jsonResponse(
      { statusCode: 404, error: 'Not Found', message: 'No such plan.', code: 'NOT_FOUND' },
      404,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No such plan.');
  });

  it('says a complete plan that is not live is not published, and Undo changes puts the stored identifiers back', async () => {
    mockIdentifiers();
    renderApp({ path: `${path}?plan=plan-b`, session: admin });
    const status = await screen.findByRole('region', { name: 'Publication of Beta Plan' });
    expect(within(status).getByText(/the plan is not live, so its files are not published/)).toBeTruthy();
    expect(status.textContent).toContain('Never run.');
    const user = userEvent.setup();
    const undo = screen.getByRole('button', { name: 'Undo changes' });
    expect(undo.hasAttribute('disabled')).toBe(true);
    await user.clear(textbox('Issuer name'));
    await user.type(textbox('Issuer name'), 'Another Issuer');
    await user.click(within(radioGroup('Market type')).getByRole('radio', { name: 'Group' }));
    await user.click(undo);
    expect(textbox('Issuer name').value).toBe('Synthetic Mutual');
    expect(
      within(radioGroup('Market type')).getByRole<HTMLInputElement>('radio', { name: 'Individual' }).checked,
    ).toBe(true);
  });

  it('switches plans with the picker, and names the plan in the address', async () => {
    mockIdentifiers();
    const { router } = renderApp({ path, session: admin });
    await screen.findByRole('form', { name: 'Identifiers of Alpha Plan' });
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Plan' }), 'plan-b');
    await screen.findByRole('form', { name: 'Identifiers of Beta Plan' });
    expect(router.state.location.search).toBe('?plan=plan-b');
  });

  it('keeps the page from a client, who reads the publication log', async () => {
    mockIdentifiers();
    renderApp({
      path,
      session: signedInSession(makeUser({ roles: ['medivi-read', 'medivi-caseviewclient'] })),
    });
    await screen.findByText('Unauthorized: check roles needed for access');
    expect(screen.queryByRole('heading', { name: 'Plan Identifiers' })).toBeNull();
  });
});
