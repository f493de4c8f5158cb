import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  defaultServiceLevels,
  type PlanServiceLevelsReply,
  serviceLevelMessages,
  type ServiceLevelCaseType,
  type ServiceLevels,
} from '@medivi/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../testing/api-mock';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

const admin = signedInSession(makeUser({ roles: ['medivi-read', 'medivi-admin'] }));
const path = '/admin/service-levels';

/** A plan's reply: `own` levels for the types given, the defaults for the others. */
function planReply(
  planId: string,
  planName: string,
  own: Partial<Record<ServiceLevelCaseType, ServiceLevels>> = {},
): PlanServiceLevelsReply {
  const type = (name: ServiceLevelCaseType) => ({
    levels: own[name] ?? defaultServiceLevels[name],
    usesDefaults: own[name] === undefined,
    defaults: defaultServiceLevels[name],
    updatedAt: own[name] === undefined ? null : '2026-03-02T15:00:00.000Z',
  });
  return {
    planId,
    planName,
    types: {
      BalanceBill: type('BalanceBill'),
      AccessIssue: type('AccessIssue'),
      CallAhead: type('CallAhead'),
    },
  };
}

/** A fake server of two plans, the second with its own Call Ahead levels; records each save. */
function mockServiceLevels(saveReply?: (body: unknown) => Response) {
  const saved: { planId: string; body: unknown }[] = [];
  const plans: Record<string, PlanServiceLevelsReply> = {
    'plan-a': planReply('plan-a', 'Alpha Plan'),
    'plan-b': planReply('plan-b', 'Beta Plan', {
      CallAhead: { firstResponseDays: 2, resolutionDays: 4, extensionDays: 1 },
    }),
  };
  const handlers = {
    'GET /api/plans/service-levels': () =>
      jsonResponse({
        plans: [
          { planId: 'plan-a', planName: 'Alpha Plan', isLive: true, ownTypes: [] },
          { planId: 'plan-b', planName: 'Beta Plan', isLive: true, ownTypes: ['CallAhead'] },
        ],
      }),
  } as Record<string, (request: Request) => Response | Promise<Response>>;
  for (const planId of Object.keys(plans)) {
    handlers[`GET /api/plans/${planId}/service-levels`] = () => jsonResponse(plans[planId]);
    handlers[`PUT /api/plans/${planId}/service-levels`] = async (request) => {
      const body = (await request.json()) as unknown;
      saved.push({ planId, body });
      return saveReply?.(body) ?? jsonResponse({ ...plans[planId], message: serviceLevelMessages.saved });
    };
  }
  mockApi(handlers);
  return { saved };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The group of one case type's levels. */
const group = (name: string) => screen.getByRole('group', { name });
const field = (groupName: string, label: string) =>
  within(group(groupName)).getByRole<HTMLInputElement>('textbox', { name: new RegExp(`^${label}`) });

describe('/admin/service-levels (issue 35 item 1)', () => {
  it("shows the first plan's levels per case type, with the defaults and where each stands", async () => {
    mockServiceLevels();
    renderApp({ path, session: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Service Levels' })).toBeTruthy();
    await screen.findByRole('group', { name: 'Balance Bill' });
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Plan' }).value).toBe('plan-a');
    expect(field('Balance Bill', 'First response').value).toBe('2');
    expect(field('Balance Bill', 'Resolution').value).toBe('45');
    expect(field('Balance Bill', 'Extension').value).toBe('10');
    expect(within(group('Access Issue')).getByText('Uses the defaults')).toBeTruthy();
    expect(within(group('Call Ahead')).getByText(/Default 3\./)).toBeTruthy();
  });

  it('saves a type of its own and keeps the others on the defaults, then says what the change applies to', async () => {
    const { saved } = mockServiceLevels();
    renderApp({ path, session: admin });
    await screen.findByRole('group', { name: 'Balance Bill' });
    const user = userEvent.setup();
    await user.clear(field('Balance Bill', 'Resolution'));
    await user.type(field('Balance Bill', 'Resolution'), '30');
    expect(
      within(group('Balance Bill')).getByText("Will use these levels of the plan's own once saved"),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe(serviceLevelMessages.saved);
    expect(saved).toEqual([
      {
        planId: 'plan-a',
        body: {
          BalanceBill: { useDefaults: false, firstResponseDays: 2, resolutionDays: 30, extensionDays: 10 },
          AccessIssue: { useDefaults: true },
          CallAhead: { useDefaults: true },
        },
      },
    ]);
  });

  it("checks the fields with the domain's rules before sending anything", async () => {
    const { saved } = mockServiceLevels();
    renderApp({ path, session: admin });
    await screen.findByRole('group', { name: 'Access Issue' });
    const user = userEvent.setup();
    await user.clear(field('Access Issue', 'First response'));
    await user.type(field('Access Issue', 'First response'), '9');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await within(group('Access Issue')).findByText(serviceLevelMessages.resolutionBeforeFirstResponse);
    await user.clear(field('Access Issue', 'Extension'));
    await within(group('Access Issue')).findByText(serviceLevelMessages.extensionRequired);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toEqual([]);
  });

  it("puts a plan's type back on the defaults with Use defaults, for the next save", async () => {
    const { saved } = mockServiceLevels();
    renderApp({ path: `${path}?plan=plan-b`, session: admin });
    await waitFor(() => {
      expect(field('Call Ahead', 'First response').value).toBe('2');
    });
    expect(within(group('Call Ahead')).getByText("The plan's own levels")).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Use defaults for Call Ahead' }));
    expect(field('Call Ahead', 'First response').value).toBe('1');
    expect(field('Call Ahead', 'Resolution').value).toBe('3');
    expect(within(group('Call Ahead')).getByText('Will use the defaults once saved')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('status');
    expect(saved[0]?.body).toMatchObject({ CallAhead: { useDefaults: true } });
  });

  it("shows the server's field messages on their fields, and another refusal above the form", async () => {
    let reply = jsonResponse(
      {
        statusCode: 400,
        error: 'Bad Request',
        message: serviceLevelMessages.extensionRange,
        code: 'VALIDATION_FAILED',
        fieldErrors: { 'BalanceBill.extensionDays': serviceLevelMessages.extensionRange },
      },
      400,
    );
    mockServiceLevels(() => reply);
    renderApp({ path, session: admin });
    await screen.findByRole('group', { name: 'Balance Bill' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await within(group('Balance Bill')).findByText(serviceLevelMessages.extensionRange);
    reply = jsonResponse(
      { statusCode: 404, error: 'Not Found', message: 'No such plan.', code: 'NOT_FOUND' },
      404,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No such plan.');
  });

  it('switches plans with the picker, and names the plan in the address', async () => {
    mockServiceLevels();
    const { router } = renderApp({ path, session: admin });
    await screen.findByRole('group', { name: 'Call Ahead' });
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Plan' }), 'plan-b');
    await waitFor(() => {
      expect(field('Call Ahead', 'Resolution').value).toBe('4');
    });
    expect(router.state.location.search).toBe('?plan=plan-b');
  });

  it('keeps the page from a member', async () => {
    mockServiceLevels();
    renderApp({ path, session: signedInSession(makeUser({ roles: ['medivi-read', 'medivi-casesmember'] })) });
    await screen.findByText('Unauthorized: check roles needed for access');
    expect(screen.queryByRole('heading', { name: 'Service Levels' })).toBeNull();
  });
});
