import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  duplicateNpiMessage,
  entityTypeNames,
  providerExperienceMessages,
  providerExperienceTexts,
  unknownNpiMessage,
} from '@medivi/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, type Translate } from '../../lib/i18n/i18n';
import english from '../../locales/en/providerExperience.json';
import spanish from '../../locales/es/providerExperience.json';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { foundAsWords, readableTexts, untranslatedEnglish } from '../../testing/spanish-checks';
import { entityTypeText, fieldMessageText, recommendationText } from './experience-texts';
import { makeChange, mockExperienceBackend } from './testing/experience-backend';

const spanishUpdater = signedInSession(
  makeUser({ roles: ['medivi-read', 'medivi-updateproviderexperience'], language: 'es' }),
);
const path = '/provider-search-update';
/** The page's first load in a worker imports the whole app: slow on a busy machine. */
const firstLoad = { timeout: 60_000 };

/** Opens the update dialog of the one listed record, in Spanish. */
async function openUpdate() {
  const user = userEvent.setup();
  renderApp({ path, session: spanishUpdater });
  await screen.findByText('JANICE LYONS', undefined, firstLoad);
  await user.click(screen.getByRole('radio', { name: 'Actualizar' }));
  await user.click(await screen.findByRole('radio', { name: 'Actualizar JANICE LYONS' }));
  const dialog = await screen.findByRole('dialog', { name: 'Actualizar el registro' });
  return { user, dialog };
}

// Dialogs and tables of MUI render slowly on a busy machine.
describe('/provider-search-update in Spanish (issue 37)', () => {
  afterEach(async () => {
    await activateLanguage('en');
    window.localStorage.clear();
  });

  it('shows the list, its filters and the insert checks in Spanish, with no English of the area left', async () => {
    mockExperienceBackend();
    renderApp({ path, session: spanishUpdater });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Búsqueda de proveedores' }, firstLoad),
    ).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Lista de experiencia con proveedores' });
    const row = (await within(table).findByText('JANICE LYONS')).closest('tr');
    expect(row?.textContent).toContain('PRECAUCIÓN');
    expect(row?.textContent).toContain('Profesional');
    expect(row?.textContent).toContain('Sí');
    expect(within(table).getByRole('button', { name: 'Nombre del proveedor' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'ID fiscal' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Buscar por palabra clave' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'EXCLUIDO' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Centro' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Limpiar' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Cambiar la lista' })).toBeTruthy();
    // Whole words: the test data's 'Finley Demo-Updater' holds 'Update'.
    expect(
      foundAsWords(untranslatedEnglish(english, spanish), readableTexts(screen.getByRole('main'))),
    ).toEqual([]);

    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Agregar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar un registro nuevo' });
    await user.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    expect(await within(dialog).findByText('El NPI del proveedor es obligatorio')).toBeTruthy();
    expect(within(dialog).getByText('La recomendación es obligatoria')).toBeTruthy();
    const npi = within(dialog).getByRole('textbox', { name: /NPI del proveedor/ });
    await user.type(npi, '116449049');
    expect(
      await within(dialog).findByText('El NPI del proveedor debe ser un número de 10 dígitos'),
    ).toBeTruthy();
    await user.type(npi, '6');
    expect(await within(dialog).findByText('Proveedor: MARTIN KOSDROSKY (Profesional)')).toBeTruthy();
    expect(within(dialog).getByRole('checkbox', { name: 'Activo' })).toBeTruthy();
  });

  it('words a refused insert by its code, on the form and on the NPI field', async () => {
    const message = duplicateNpiMessage('1164490496');
    mockExperienceBackend({
      writeError: {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          message,
          code: 'DUPLICATE_NPI',
          fieldErrors: { npi: message },
        },
      },
    });
    const user = userEvent.setup();
    renderApp({ path, session: spanishUpdater });
    await screen.findByText('JANICE LYONS', undefined, firstLoad);
    await user.click(screen.getByRole('radio', { name: 'Agregar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar un registro nuevo' });
    await user.type(within(dialog).getByRole('textbox', { name: /NPI del proveedor/ }), '1164490496');
    await user.selectOptions(within(dialog).getByLabelText(/Recomendación/), 'DELISTED');
    await user.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    const worded =
      'El NPI 1164490496 ya está en la lista de experiencia con proveedores. Actualice ese registro.';
    expect((await within(dialog).findByRole('alert')).textContent).toBe(worded);
    expect(within(dialog).getAllByText(worded)).toHaveLength(2);
    expect(readableTexts(dialog)).not.toContain(message);
  });

  it('shows the update dialog, its history and the completion in Spanish', async () => {
    mockExperienceBackend({ history: [makeChange()] });
    const { user, dialog } = await openUpdate();
    expect(within(dialog).getByRole('textbox', { name: 'Nombre del proveedor' })).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Fecha de la última actualización' })).toBeTruthy();
    const history = within(dialog).getByRole('region', { name: 'Historial de cambios' });
    expect(await within(history).findByText('Recomendación: PRECAUCIÓN → EXCLUIDO')).toBeTruthy();
    expect(
      within(history).getByText(/^\d{1,2} mar 2026, .* · Finley Demo-Updater · Actualizado$/),
    ).toBeTruthy();
    expect(foundAsWords(untranslatedEnglish(english, spanish), readableTexts(dialog))).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Actualizar' }));
    const complete = await screen.findByRole('dialog', { name: '¡Listo!' });
    expect(within(complete).getByText('Registro actualizado correctamente')).toBeTruthy();
    expect(within(complete).getByRole('button', { name: 'Cerrar' })).toBeTruthy();
  });

  it('words a refused update by its code and its field message by value', async () => {
    const fieldMessage = providerExperienceMessages.providerNameTooLong;
    mockExperienceBackend({
      writeError: {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: `Please correct the request: ${fieldMessage}`,
          code: 'VALIDATION_FAILED',
          fieldErrors: { provider_name: fieldMessage },
        },
      },
    });
    const { user, dialog } = await openUpdate();
    await user.click(within(dialog).getByRole('button', { name: 'Actualizar' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Corrija los campos marcados e inténtelo de nuevo.',
    );
    expect(
      within(dialog).getByText('El nombre del proveedor debe tener 200 caracteres como máximo'),
    ).toBeTruthy();
    expect(
      within(dialog).getByRole('textbox', { name: 'Nombre del proveedor' }).getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it("keeps the English catalogue word for word the domain's texts", () => {
    expect(english['providerExperience.title']).toBe(providerExperienceTexts.title);
    expect(english['providerExperience.complete.title']).toBe(providerExperienceTexts.completeTitle);
    expect(english['providerExperience.complete.added']).toBe(providerExperienceTexts.added);
    expect(english['providerExperience.complete.updated']).toBe(providerExperienceTexts.updated);
    expect(english['providerExperience.insert.title']).toBe(providerExperienceTexts.insertDialogTitle);
    const _ = formatted as Translate;
    for (const message of Object.values(providerExperienceMessages)) {
      // The English catalogue words each message as the domain does, placeholders filled.
      expect(fieldMessageText(message, _)).toBe(message);
    }
    for (const message of [duplicateNpiMessage('1164490496'), unknownNpiMessage('1003825605')]) {
      expect(fieldMessageText(message, _)).toBe(message);
    }
    expect(fieldMessageText('A message of its own', _)).toBe('A message of its own');
    expect(entityTypeText('1', _)).toBe(entityTypeNames['1']);
    expect(entityTypeText('2', _)).toBe(entityTypeNames['2']);
    expect(recommendationText('UNFRIENDLY', _)).toBe('UNFRIENDLY');
  });
});

/** An English catalogue message with its placeholders filled, as Lingui would. */
function formatted(id: unknown, values?: Record<string, string>): string {
  const text = english[id as keyof typeof english];
  return text.replace(/\{(\w+)\}/g, (_, name: string) => values?.[name] ?? '');
}
