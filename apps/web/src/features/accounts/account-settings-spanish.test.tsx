import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountSettingsMessages, memberFormMessages } from '@medivi/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../lib/i18n/i18n';
import english from '../../locales/en/accounts.json';
import spanish from '../../locales/es/accounts.json';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { makeDependent, mockAccountBackend } from './testing/account-backend';
import { readableTexts, untranslatedEnglish } from '../../testing/spanish-checks';

const spanishMember = signedInSession(
  makeUser({
    fullName: 'Pat Q Member',
    roles: ['medivi-read', 'medivi-casesmember', 'medivi-casesubmissionmember'],
    memberID: 'M100',
    language: 'es',
  }),
);

describe('Account Settings in Spanish (issue 37)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(async () => {
    await activateLanguage('en');
    window.localStorage.clear();
  });

  it('shows every section in Spanish, with no English of the area left', async () => {
    mockAccountBackend({
      dependents: [
        makeDependent(),
        makeDependent({ sixDegPatientID: 'dep-2', firstName: 'BO', memberId: null, patientid: 'P-9' }),
      ],
    });
    renderApp({ path: '/my-account', session: spanishMember });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Configuración de la cuenta' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    const profile = screen.getByRole('region', { name: 'Mi perfil' });
    expect(within(profile).getByText('ID de miembro: M100')).toBeTruthy();
    expect(within(profile).getByRole('button', { name: 'CAMBIAR CONTRASEÑA' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Mi plan' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'AGREGAR PLAN' })).toBeTruthy();
    const notifications = screen.getByRole('region', { name: 'Notificaciones' });
    expect(within(notifications).getByLabelText('Enviarme notificaciones sobre mis casos')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Idioma' })).toBeTruthy();
    const dependents = screen.getByRole('region', { name: 'Dependientes' });
    const cards = await within(dependents).findAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('ID de miembro: M100-01'),
      expect.stringContaining('ID de paciente: P-9'),
    ]);
    expect(within(dependents).getByRole('button', { name: 'Eliminar a BO MEMBER' })).toBeTruthy();

    const main = screen.getByRole('main');
    for (const text of untranslatedEnglish(english, spanish)) expect(readableTexts(main)).not.toContain(text);

    await user.click(within(profile).getByRole('button', { name: 'Eliminar cuenta' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Está seguro?' });
    expect(within(dialog).getByRole('button', { name: 'ELIMINAR CUENTA' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'CANCELAR' })).toBeTruthy();
    for (const text of untranslatedEnglish(english, spanish))
      expect(readableTexts(dialog)).not.toContain(text);
  });

  it('shows Add Plan and Dependent Information in Spanish', async () => {
    mockAccountBackend();
    const addPlan = renderApp({ path: '/add-plan', session: spanishMember });
    expect(await screen.findByRole('heading', { level: 1, name: 'Agregar plan' })).toBeTruthy();
    for (const label of ['ID de miembro', 'ID de grupo', 'Nombre', 'Apellido', 'Código postal']) {
      expect(screen.getByRole('textbox', { name: new RegExp(`^${label}`) })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'AGREGAR PLAN' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'CANCELAR' })).toBeTruthy();
    for (const text of untranslatedEnglish(english, spanish))
      expect(readableTexts(screen.getByRole('main'))).not.toContain(text);
    addPlan.unmount();

    renderApp({ path: '/dependent-information', session: spanishMember });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Información del dependiente' }),
    ).toBeTruthy();
    expect(screen.getByText(/Los dependientes deben ser menores de 18 años\.$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'AGREGAR' })).toBeTruthy();
  });

  it("words the member form's rules in Spanish: required, numbers only, too long", async () => {
    mockAccountBackend();
    renderApp({ path: '/add-plan', session: spanishMember });
    const user = userEvent.setup();
    const memberId = await screen.findByRole('textbox', { name: /^ID de miembro/ });
    await user.click(memberId);
    await user.tab();
    expect(await screen.findByText('Este campo es obligatorio.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /^Código postal/ }), 'AB');
    await user.tab();
    expect(await screen.findByText('Solo se permiten números.')).toBeTruthy();
    await user.type(memberId, 'X'.repeat(51));
    await user.tab();
    expect(await screen.findByText(/^Máximo \d+ caracteres$/)).toBeTruthy();
    expect(screen.queryByText(memberFormMessages.required)).toBeNull();
  });

  it("keeps the English catalogue word for word the domain's texts", () => {
    expect(english['accounts.addPlan.added']).toBe(accountSettingsMessages.planAdded);
    expect(english['accounts.dependent.added']).toBe(accountSettingsMessages.dependentAdded);
    expect(english['accounts.fieldMessage.required']).toBe(memberFormMessages.required);
    expect(english['accounts.fieldMessage.onlyNumbers']).toBe(memberFormMessages.onlyNumbers);
    expect(english['accounts.fieldMessage.fiveDigits']).toBe(memberFormMessages.fiveDigits);
    expect(english['accounts.fieldMessage.dependentAge']).toBe(memberFormMessages.dependentAge);
    expect(english['accounts.fieldMessage.tooLong'].replace('{max}', '50')).toBe(
      memberFormMessages.maxLength(50),
    );
  });
});
