import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../testing/api-mock';
import { renderApp } from '../../testing/render-app';

// The real widget solves a proof of work in web workers; here a button stands in for it.
vi.mock('../../components/captcha-widget', () => ({
  CaptchaWidget: ({ onToken }: { onToken: (token: string | null) => void }) => (
    <button
      type="button"
      onClick={() => {
        onToken('solved-token');
      }}
    >
      Solve captcha
    </button>
  ),
}));

const user = () => userEvent.setup({ delay: null });

async function fillCommon(u: ReturnType<typeof userEvent.setup>) {
  const type = async (label: RegExp, text: string) => {
    await u.type(screen.getAllByLabelText(label)[0] as HTMLElement, text);
  };
  const contact = screen.getByRole('region', { name: 'Submitter Contact Information' });
  await u.type(within(contact).getByLabelText(/^First Name/), 'Sam');
  await u.type(within(contact).getByLabelText(/^Last Name/), 'Submitter');
  await u.type(within(contact).getByLabelText(/^Company Name/), 'Synthetic LLC');
  await u.type(within(contact).getByLabelText(/^Email/), 'sam@example.com');
  await u.type(within(contact).getByLabelText(/^Phone/), '(555) 010-0100 ext 9');
  await type(/^Member First Name/, 'Pat');
  await type(/^Member Last Name/, 'Synthetic');
  await type(/^Date of Birth/, '04121980');
  await type(/^Member ID/, 'SYN1');
  await type(/^Member Email/, 'pat@example.com');
  await type(/^Member Phone/, '5550100200');
  await type(/^Mailing Address/, '1 Test Way');
  const member = screen.getByRole('region', { name: 'Member Information' });
  await u.type(within(member).getByLabelText(/^City/), 'Akron');
  await u.selectOptions(within(member).getByLabelText(/^State/), 'OH');
  await u.type(within(member).getByLabelText(/^Zipcode/), '44308-1234');
  await type(/^Plan\/Employer Name/, 'Synthetic Plan');
  await type(/^Group #/, 'grp9');
  await type(/^TPA Name/, 'Synthetic TPA');
}

describe('public case form /rbp-form (cases spec §2, §4, §5 Public form)', () => {
  it('shows the title, intro, four cards with Balance Bill chosen, its notices and the upload', async () => {
    mockApi({});
    renderApp({ path: '/rbp-form' });
    expect(await screen.findByRole('heading', { level: 1, name: 'RBP SUPPORT SERVICE FORMS' })).toBeTruthy();
    expect(
      screen.getByText('Please select the type of issue and fill the form below to submit a case.'),
    ).toBeTruthy();
    const cards = within(screen.getByRole('radiogroup', { name: 'Type of issue' })).getAllByRole('radio');
    expect(cards).toHaveLength(4);
    for (const [index, name] of ['Balance Bill', 'Access Issue', 'Appeal', 'Call Ahead'].entries()) {
      expect(cards[index]?.textContent.startsWith(name)).toBe(true);
    }
    expect(cards[2]?.textContent).toBe('Appeal');
    expect(screen.getByRole('radio', { name: /^Balance Bill/, checked: true })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Balance Bill Form' })).toBeTruthy();
    expect(screen.getByText(/multiple providers in one submission/)).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Upload Files' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', true);
  });

  it('is one tab stop for the four cards, and the arrow keys move the choice (radio group pattern)', async () => {
    mockApi({});
    renderApp({ path: '/rbp-form' });
    const u = user();
    const group = await screen.findByRole('radiogroup', { name: 'Type of issue' });
    const cards = within(group).getAllByRole('radio');
    expect(cards.map((card) => card.tabIndex)).toEqual([0, -1, -1, -1]);
    (cards[0] as HTMLElement).focus();
    await u.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: /^Access Issue/, checked: true })).toBe(document.activeElement);
    expect(screen.getByRole('heading', { name: 'Access Issue Form' })).toBeTruthy();
    await u.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: /^Call Ahead/, checked: true })).toBe(document.activeElement);
    await u.keyboard('{Home}');
    expect(screen.getByRole('radio', { name: /^Balance Bill/, checked: true })).toBe(document.activeElement);
    expect(
      within(group)
        .getAllByRole('radio')
        .map((card) => card.tabIndex),
    ).toEqual([0, -1, -1, -1]);
  });

  it('changing the card clears what was typed and shows the sections of the type', async () => {
    mockApi({});
    renderApp({ path: '/rbp-form' });
    const u = user();
    const field = (await screen.findAllByLabelText(/^Member ID/))[0] as HTMLInputElement;
    await u.type(field, 'SYN1');
    expect(field.value).toBe('SYN1');
    await u.click(screen.getByRole('radio', { name: /^Access Issue/ }));
    expect(screen.getByRole('heading', { name: 'Access Issue Form' })).toBeTruthy();
    expect((screen.getAllByLabelText(/^Member ID/)[0] as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('group', { name: 'Upload Files' })).toBeNull();
    expect(screen.getByRole('radiogroup', { name: /Type of Access Issue/ })).toBeTruthy();
    // Facility fields appear for Facility (Hospital), physician fields for Professional.
    expect(screen.queryByLabelText(/^Facility Name/)).toBeNull();
    await u.click(screen.getByRole('radio', { name: 'Facility (Hospital)' }));
    expect(screen.getByLabelText(/^Facility Name/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Type of Physician/)).toBeNull();
    await u.click(screen.getByRole('radio', { name: 'Both' }));
    expect(screen.getByLabelText(/^Type of Physician/)).toBeTruthy();
    // Other shows its text; unticking clears it.
    await u.click(screen.getByRole('checkbox', { name: 'Other' }));
    await u.type(screen.getByLabelText(/^Other reason/), 'Asked for a deposit');
    await u.click(screen.getByRole('checkbox', { name: 'Other' }));
    expect(screen.queryByLabelText(/^Other reason/)).toBeNull();
    await u.click(screen.getByRole('checkbox', { name: 'Other' }));
    expect(screen.getByLabelText<HTMLTextAreaElement>(/^Other reason/).value).toBe('');
    await u.click(screen.getByRole('radio', { name: /^Call Ahead/ }));
    expect(screen.getByRole('region', { name: 'Provider Information' })).toBeTruthy();
    expect(screen.getByLabelText(/^Office\/Clinic Name/)).toBeTruthy();
  });

  it('files a Call Ahead once the rules hold and the captcha is solved, then Continue starts over', async () => {
    const fetchMock = mockApi({
      'GET /api/captcha/config': () => jsonResponse({ provider: 'altcha' }),
      'POST /api/createRbpFormCase': () => jsonResponse({ id: 'case-1', CaseNumber: '00001001' }),
    });
    renderApp({ path: '/rbp-form' });
    const u = user();
    await u.click(await screen.findByRole('radio', { name: /^Call Ahead/ }));
    await fillCommon(u);
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toHaveProperty('disabled', true);
    const provider = screen.getByRole('region', { name: 'Provider Information' });
    await u.type(within(provider).getByLabelText(/^Date of Service/), '03022026');
    await u.type(within(provider).getByLabelText(/^Physician Name/), 'Dr. Synthetic');
    await u.type(within(provider).getByLabelText(/^Office\/Clinic Name/), 'Synthetic Clinic');
    await u.type(within(provider).getByLabelText(/^Phone/), '5550100300');
    await u.type(within(provider).getByLabelText(/^City/), 'Akron');
    await u.selectOptions(within(provider).getByLabelText(/^State/), 'OH');
    await u.type(within(provider).getByLabelText(/^Zipcode/), '44308');
    // Every rule holds, but the captcha is not solved yet.
    expect(submit).toHaveProperty('disabled', true);
    await u.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await waitFor(() => {
      expect(submit).toHaveProperty('disabled', false);
    });
    await u.click(submit);
    const dialog = await screen.findByRole('dialog', { name: 'Submitted' });
    expect(within(dialog).getByText('Thanks for submitting the case form.')).toBeTruthy();
    const request = fetchMock.mock.calls
      .map((call) => call[0] as Request)
      .find((r) => r.url.endsWith('/api/createRbpFormCase'));
    expect(await request?.json()).toMatchObject({
      recordType: 'CallAhead',
      token: 'solved-token',
      dateOfBirth: '1980-04-12T00:00:00Z',
      scheduledDateOfService: '2026-03-02T00:00:00Z',
      groupid: 'GRP9',
      zip: '44308',
      submitterContactInfo: { phoneNumber: '5550100100' },
      description: { physicianName: 'Dr. Synthetic', providerZip: '44308' },
    });
    await u.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Balance Bill Form' })).toBeTruthy();
    expect((screen.getAllByLabelText(/^Member ID/)[0] as HTMLInputElement).value).toBe('');
  });

  it('shows the reply message of a refused create in the snackbar for 3000 ms', async () => {
    const fetchMock = mockApi({
      'POST /api/createRbpFormCase': () =>
        jsonResponse(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'This captcha was already used. Please solve it again.',
          },
          400,
        ),
    });
    const { store } = renderApp({ path: '/rbp-form' });
    const u = user();
    await u.click(await screen.findByRole('radio', { name: /^Appeal/ }));
    await fillCommon(u);
    // The appeal's urgency (issue 35) goes with it.
    await u.click(screen.getByRole('radio', { name: 'Urgent care' }));
    const input = await screen.findByLabelText('Upload Files', { selector: 'input' });
    await u.upload(input, new File(['%PDF-1.4'], 'eob.pdf', { type: 'application/pdf' }));
    await u.click(screen.getByRole('button', { name: 'Solve captcha' }));
    const submit = screen.getByRole('button', { name: 'Submit' });
    await waitFor(() => {
      expect(submit).toHaveProperty('disabled', false);
    });
    await u.click(submit);
    await waitFor(() => {
      expect(store.getState().snackbar.queue[0]).toMatchObject({
        text: 'This captcha was already used. Please solve it again.',
        autoHideMs: 3000,
      });
    });
    expect(screen.queryByRole('dialog', { name: 'Submitted' })).toBeNull();
    const request = fetchMock.mock.calls
      .map((call) => call[0] as Request)
      .find((r) => r.url.endsWith('/api/createRbpFormCase'));
    expect(await request?.json()).toMatchObject({ recordType: 'Appeal', appealUrgency: 'urgent' });
  });

  it('files a Balance Bill but says which file the server refused, and confirms only once it is removed', async () => {
    const uploads: string[] = [];
    mockApi({
      'GET /api/captcha/config': () => jsonResponse({ provider: 'altcha' }),
      'POST /api/createRbpFormCase': () => jsonResponse({ id: 'case-2', CaseNumber: '00001002' }),
      'POST /api/uploadAttachmentRbpForms': async (request: Request) => {
        const name = ((await request.formData()).get('files') as File).name;
        uploads.push(name);
        return name === 'statement.pdf'
          ? jsonResponse({ success: true, caseID: 'case-2', attachments: [] })
          : jsonResponse(
              {
                statusCode: 422,
                error: 'Unprocessable Entity',
                message: `The file "${name}" was not accepted: the malware scanner found Eicar-Test-Signature in it. Nothing was uploaded.`,
                code: 'MALWARE_FOUND',
              },
              422,
            );
      },
    });
    renderApp({ path: '/rbp-form' });
    const u = userEvent.setup({ delay: null, applyAccept: false });
    await screen.findByRole('heading', { name: 'Balance Bill Form' });
    await fillCommon(u);
    const input = await screen.findByLabelText<HTMLInputElement>('Upload Files', { selector: 'input' });
    await u.upload(input, [
      new File(['%PDF-1.4'], 'statement.pdf', { type: 'application/pdf' }),
      new File(['%PDF-1.4'], 'infected.pdf', { type: 'application/pdf' }),
    ]);
    await u.click(screen.getByRole('button', { name: 'Solve captcha' }));
    const submit = screen.getByRole('button', { name: 'Submit' });
    await waitFor(() => {
      expect(submit).toHaveProperty('disabled', false);
    });
    await u.click(submit);
    const problems = await screen.findByRole('dialog', { name: 'Some files did not arrive' });
    expect(within(problems).getByText(/The file "infected.pdf" was not accepted/)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Submitted' })).toBeNull();
    expect(uploads).toEqual(['statement.pdf', 'infected.pdf']);
    await u.click(within(problems).getByRole('button', { name: 'REMOVE infected.pdf' }));
    expect(await screen.findByRole('dialog', { name: 'Submitted' })).toBeTruthy();
  });
});
