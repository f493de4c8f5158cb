import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PhoneField, ZipField } from './digits-field';
import { FileDropZone } from './file-drop-zone';
import { UsStateSelect } from './us-state-select';
import { renderWithI18n } from '../testing/render-with-i18n';

function PhoneAndZip() {
  const [phone, setPhone] = useState('');
  const [zip, setZip] = useState('');
  return (
    <>
      <PhoneField label="Phone" value={phone} onChange={setPhone} />
      <ZipField label="Zip" value={zip} onChange={setZip} error={zip.length === 5 ? undefined : 'Bad zip'} />
    </>
  );
}

function DropZoneHarness({ noticeMs }: { noticeMs?: number }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <FileDropZone
      files={files}
      onFilesChange={setFiles}
      accept={{ 'application/pdf': ['.pdf'], 'image/png': ['.png'] }}
      invalidTypeMessage="Wrong type"
      label="Upload documents"
      {...(noticeMs === undefined ? {} : { noticeMs })}
    />
  );
}

describe('phone and zip fields (cases spec §5 field rules)', () => {
  it('keeps digits only and cuts phone to 10 and zip to 5', async () => {
    renderWithI18n(<PhoneAndZip />);
    const user = userEvent.setup();
    const phone = screen.getByLabelText<HTMLInputElement>('Phone');
    const zip = screen.getByLabelText<HTMLInputElement>(/Zip/);
    await user.type(phone, '(555) 123-4567 89');
    await user.type(zip, '9a8-7654321');
    expect(phone.value).toBe('5551234567');
    expect(zip.value).toBe('98765');
    expect(zip.getAttribute('aria-invalid')).toBe('false');
  });

  it('shows the form message and marks the field invalid', async () => {
    renderWithI18n(<PhoneAndZip />);
    await userEvent.setup().type(screen.getByLabelText(/Zip/), '123');
    expect(screen.getByText('Bad zip')).toBeTruthy();
    expect(screen.getByLabelText(/Zip/).getAttribute('aria-invalid')).toBe('true');
  });
});

describe('US state select', () => {
  it('offers the states by name and answers the USPS code', async () => {
    let chosen = '';
    renderWithI18n(
      <UsStateSelect
        value=""
        onChange={(code) => {
          chosen = code;
        }}
      />,
    );
    await userEvent.setup().selectOptions(screen.getByLabelText('State'), 'Nevada');
    expect(chosen).toBe('NV');
  });
});

describe('file drop zone (cases spec §5 Upload)', () => {
  it('lists accepted files and removes one', async () => {
    renderWithI18n(<DropZoneHarness />);
    const user = userEvent.setup();
    const input = screen.getByLabelText<HTMLInputElement>('Upload documents', { selector: 'input' });
    await user.upload(input, [
      new File(['%PDF-1.4'], 'bill.pdf', { type: 'application/pdf' }),
      new File(['png'], 'eob.png', { type: 'image/png' }),
    ]);
    expect(await screen.findByText('bill.pdf')).toBeTruthy();
    expect(screen.getByText('eob.png')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove bill.pdf' }));
    expect(screen.queryByText('bill.pdf')).toBeNull();
    expect(screen.getByText('eob.png')).toBeTruthy();
  });

  it('refuses another type with the notice, which then goes away', async () => {
    renderWithI18n(<DropZoneHarness noticeMs={50} />);
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText<HTMLInputElement>('Upload documents', { selector: 'input' });
    await user.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong type');
    expect(screen.queryByText('setup.exe')).toBeNull();
    await waitFor(() => {
      expect(screen.queryByRole('alert')).toBeNull();
    });
  });
});
