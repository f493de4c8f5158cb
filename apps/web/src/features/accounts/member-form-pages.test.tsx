import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns/format';
import { subYears } from 'date-fns/subYears';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memberFormMessages } from '@medivi/domain';
import { jsonResponse, requestsOf } from '../../testing/api-mock';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { mockAccountBackend } from './testing/account-backend';

const member = makeUser({
  roles: ['medivi-read', 'medivi-casesmember', 'medivi-casesubmissionmember'],
  memberID: 'M100',
});

type User = ReturnType<typeof userEvent.setup>;

async function fill(user: User, values: Partial<Record<string, string>>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByRole('textbox', { name: label });
    await user.clear(field);
    if (value !== undefined && value !== '') await user.type(field, value);
  }
}

const usDate = (date: Date) => format(date, 'MM/dd/yyyy');

describe('Dependent Information page', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  async function open() {
    const view = renderApp({ path: '/dependent-information', session: signedInSession(member) });
    await screen.findByRole('heading', { level: 1, name: 'Dependent Information' });
    return view;
  }

  it('shows the required message under every empty field on ADD and sends nothing', async () => {
    const user = userEvent.setup();
    const { fetchMock } = mockAccountBackend();
    await open();
    await user.click(screen.getByRole('button', { name: 'ADD' }));
    for (const label of ['Member ID', 'Group ID', 'First Name', 'Last Name', 'Date of Birth', 'Zip Code']) {
      const field = screen.getByRole('textbox', { name: label });
      await waitFor(() => {
        expect(field.getAttribute('aria-invalid')).toBe('true');
      });
    }
    expect(screen.getAllByText(memberFormMessages.required)).toHaveLength(6);
    expect(requestsOf(fetchMock)).not.toContain('POST /api/add-dependent-member');
  });

  it('uppercases input as typed', async () => {
    const user = userEvent.setup();
    mockAccountBackend();
    await open();
    await fill(user, { 'First Name': 'alex', 'Member ID': 'm100-01' });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'First Name' }).value).toBe('ALEX');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Member ID' }).value).toBe('M100-01');
  });

  it.each([
    ['Zip Code', 'abcde', memberFormMessages.onlyNumbers],
    ['Zip Code', '441', memberFormMessages.fiveDigits],
    ['Member ID', 'M'.repeat(51), 'Maximum 50 characters'],
    ['Group ID', 'G'.repeat(51), 'Maximum 50 characters'],
    ['Last Name', 'L'.repeat(51), 'Maximum 50 characters'],
    ['Date of Birth', usDate(subYears(new Date(), 18)), memberFormMessages.dependentAge],
  ])('shows the rule of %s %j once the field is left', async (label, value, message) => {
    const user = userEvent.setup();
    mockAccountBackend();
    await open();
    await fill(user, { [label]: value });
    await user.tab();
    expect(await screen.findByText(message)).toBeDefined();
  });

  it('adds a dependent with uppercased values and the date as YYYY-MM-DD, then Continue leads to /my-account', async () => {
    const user = userEvent.setup();
    const birthday = subYears(new Date(), 10);
    let posted: unknown;
    mockAccountBackend({
      handlers: {
        'POST /api/add-dependent-member': async (request) => {
          posted = await request.json();
          return jsonResponse({
            message: 'Dependent Member Added!',
            dependentMember: {
              sixDegPatientID: 'dep-9',
              firstName: 'ALEX',
              lastName: 'MEMBER',
              memberId: 'M100-01',
              patientid: null,
            },
          });
        },
      },
    });
    const { router } = await open();
    await fill(user, {
      'Member ID': 'm100-01',
      'Group ID': 'grp100',
      'First Name': 'alex',
      'Last Name': 'member',
      'Date of Birth': usDate(birthday),
      'Zip Code': '44106',
    });
    await user.click(screen.getByRole('button', { name: 'ADD' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dependent Member Added!' });
    expect(posted).toEqual({
      memberID: 'M100-01',
      groupID: 'GRP100',
      firstName: 'ALEX',
      lastName: 'MEMBER',
      dateOfBirth: format(birthday, 'yyyy-MM-dd'),
      zip: '44106',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/my-account');
    });
  });

  it('shows the server’s field message under its field', async () => {
    const user = userEvent.setup();
    mockAccountBackend({
      handlers: {
        'POST /api/add-dependent-member': () =>
          jsonResponse(
            {
              statusCode: 400,
              error: 'Bad Request',
              message: memberFormMessages.dependentAge,
              fieldErrors: { dateOfBirth: memberFormMessages.dependentAge },
            },
            400,
          ),
      },
    });
    await open();
    await fill(user, {
      'Member ID': 'm1',
      'Group ID': 'g1',
      'First Name': 'a',
      'Last Name': 'b',
      'Date of Birth': usDate(subYears(new Date(), 3)),
      'Zip Code': '44106',
    });
    await user.click(screen.getByRole('button', { name: 'ADD' }));
    const field = screen.getByRole('textbox', { name: 'Date of Birth' });
    await waitFor(() => {
      expect(field.getAttribute('aria-invalid')).toBe('true');
    });
    expect(screen.getAllByText(memberFormMessages.dependentAge).length).toBeGreaterThanOrEqual(1);
  });

  it('marks Account Settings as the current navigation entry, and CANCEL goes back to /my-account', async () => {
    const user = userEvent.setup();
    mockAccountBackend();
    const { router } = await open();
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const entry = await within(nav).findByRole('link', { name: 'Account Settings' });
    expect(entry.getAttribute('aria-current')).toBe('page');
    await user.click(screen.getByRole('button', { name: 'CANCEL' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/my-account');
    });
  });
});

describe('Add Plan page', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  const planFields = {
    'Member ID': 'm200',
    'Group ID': 'grp200',
    'First Name': 'pat',
    'Last Name': 'member',
    'Date of Birth': '04/12/1980',
    'Zip Code': '44106',
  };

  async function open() {
    const view = renderApp({ path: '/add-plan', session: signedInSession(member) });
    await screen.findByRole('heading', { level: 1, name: 'Add Plan' });
    return view;
  }

  it.each([
    ['Group ID', 'G'.repeat(21), 'Maximum 20 characters'],
    ['First Name', 'F'.repeat(36), 'Maximum 35 characters'],
    ['Last Name', 'L'.repeat(61), 'Maximum 60 characters'],
    ['Zip Code', '4410x', memberFormMessages.onlyNumbers],
  ])('shows the Add Plan maximum of %s', async (label, value, message) => {
    const user = userEvent.setup();
    mockAccountBackend();
    await open();
    await fill(user, { [label]: value });
    await user.tab();
    expect(await screen.findByText(message)).toBeDefined();
  });

  it('accepts an adult date of birth (no dependent age rule)', async () => {
    const user = userEvent.setup();
    mockAccountBackend();
    await open();
    await fill(user, { 'Date of Birth': '04/12/1980' });
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Date of Birth' }).getAttribute('aria-invalid')).toBe('false');
  });

  it('opens the credentials-in-use dialog for a reply with an existing e-mail', async () => {
    const user = userEvent.setup();
    mockAccountBackend({
      handlers: {
        'POST /api/v2/add-plan': () =>
          jsonResponse({ message: 'In use.', existingEmail: 'ho****@example.test' }),
      },
    });
    await open();
    await fill(user, planFields);
    await user.click(screen.getByRole('button', { name: 'ADD PLAN' }));
    const dialog = await screen.findByRole('dialog', { name: 'Member credentials already in use' });
    expect(within(dialog).getByText('ho****@example.test')).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  it('adds the plan with the Provider Search zip and shows Plan Added!', async () => {
    const user = userEvent.setup();
    let posted: unknown;
    mockAccountBackend({
      handlers: {
        'POST /api/v2/add-plan': async (request) => {
          posted = await request.json();
          return jsonResponse({ message: 'Plan Added!', plans: [], providers: [] });
        },
      },
    });
    await open();
    await fill(user, planFields);
    await user.click(screen.getByRole('button', { name: 'ADD PLAN' }));
    expect(await screen.findByRole('dialog', { name: 'Plan Added!' })).toBeDefined();
    expect(posted).toEqual({
      memberID: 'M200',
      groupID: 'GRP200',
      firstName: 'PAT',
      lastName: 'MEMBER',
      dateOfBirth: '1980-04-12',
      zip: '44106',
      providerSearchZip: '',
    });
  });
});
