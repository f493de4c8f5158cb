import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatFixed, formatMoney, formatNumber } from './format';
import { activateLanguage, activeLanguage, i18n } from './i18n';
import { serverErrorMessage } from './server-errors';

const refusal = (data: object, status = 401): FetchBaseQueryError => ({ status, data });

describe('portal language (issue 37)', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('loads Spanish on demand, activates it and sets <html lang>', async () => {
    expect(i18n._('auth.signIn.title')).toBe('Sign In');
    await activateLanguage('es');
    expect(activeLanguage()).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(i18n._('auth.signIn.title')).toBe('Iniciar sesión');
    expect(i18n._('auth.field.tooLong', { maxLength: 254 })).toBe('Debe tener como máximo 254 caracteres');
    await activateLanguage('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it("loads a page area's catalogue with its page, and again for the language switched to", async () => {
    vi.resetModules();
    const fresh = await import('./i18n');
    expect(fresh.hasMessage('auth.signIn.title')).toBe(true);
    expect(fresh.hasMessage('providerSearch.title')).toBe(false);
    await fresh.importWithAreas(() => Promise.resolve('page code'), 'providerSearch');
    expect(fresh.i18n._('providerSearch.title')).toBe('Provider Search');
    await fresh.activateLanguage('es');
    expect(fresh.i18n._('providerSearch.title')).toBe('Búsqueda de proveedores');
    expect(fresh.hasMessage('notifications.heading')).toBe(false);
    await fresh.loadAreas('notifications');
    expect(fresh.i18n._('notifications.heading')).toBe('Notificaciones');
    await fresh.activateLanguage('en');
    expect(fresh.i18n._('notifications.heading')).toBe('Notifications');
    expect(fresh.i18n._('providerSearch.title')).toBe('Provider Search');
  });

  it('words plurals by the number', async () => {
    expect(i18n._('auth.signIn.errors.RATE_LIMITED', { minutes: 1 })).toBe(
      'Too many sign-in attempts. Please try again in 1 minute.',
    );
    await activateLanguage('es');
    expect(i18n._('auth.signIn.errors.RATE_LIMITED', { minutes: 15 })).toBe(
      'Demasiados intentos de inicio de sesión. Vuelva a intentarlo en 15 minutos.',
    );
  });

  it('formats numbers, US dollars and calendar days for the language', () => {
    expect(formatNumber(1234.5, 2, 'en')).toBe('1,234.5');
    expect(formatMoney(1234.5, 'en')).toBe('$1,234.50');
    expect(formatDate('2026-03-05', 'en')).toBe('Mar 5, 2026');
    expect(formatNumber(1234.5, 2, 'es')).toBe(new Intl.NumberFormat('es-US').format(1234.5));
    expect(formatMoney(1234.5, 'es')).toContain('1,234.50');
    expect(formatDate('2026-03-05', 'es')).toBe('5 mar 2026');
    expect(formatFixed(1.4, 2, 'en')).toBe('1.40');
    expect(formatFixed(1234.5678, 1, 'en')).toBe('1,234.6');
    expect(formatFixed(3, 2, 'es')).toBe(
      new Intl.NumberFormat('es-US', { minimumFractionDigits: 2 }).format(3),
    );
  });
});

describe('server errors worded from their code (issue 37)', () => {
  it("uses the area's wording of the code, then the shared one, with the reply's params", async () => {
    const limited = refusal(
      { message: 'Too many sign-in attempts.', code: 'RATE_LIMITED', params: { minutes: 3 } },
      429,
    );
    expect(serverErrorMessage(limited, 'auth.signIn.errors', 'en')).toEqual({
      id: 'auth.signIn.errors.RATE_LIMITED',
      values: { minutes: 3 },
    });
    const wrong = refusal({ message: 'The e-mail or password is incorrect.', code: 'INVALID_CREDENTIALS' });
    const descriptor = serverErrorMessage(wrong, 'auth.signIn.errors', 'es');
    await activateLanguage('es');
    expect(i18n._(descriptor)).toBe('El correo electrónico o la contraseña no son correctos.');
    await activateLanguage('en');
  });

  it("shows the server's own text in English only; another language gets a general message", () => {
    const unknown = refusal({ message: 'Some rule the catalogue lacks.', code: 'SOMETHING_NEW' }, 409);
    expect(i18n._(serverErrorMessage(unknown, 'auth.signIn.errors', 'en'))).toBe(
      'Some rule the catalogue lacks.',
    );
    expect(serverErrorMessage(unknown, 'auth.signIn.errors', 'es')).toEqual({ id: 'errors.refused' });
    expect(serverErrorMessage(refusal({}, 500), 'auth.signIn.errors', 'es')).toEqual({
      id: 'errors.serverError',
    });
    expect(serverErrorMessage({ status: 'FETCH_ERROR', error: 'offline' }, 'x', 'es')).toEqual({
      id: 'errors.network',
    });
  });

  it("words in another language a code only the serverErrors area knows; English keeps the server's text", () => {
    const notFound = refusal({ message: 'Case not found.', code: 'CASE_NOT_FOUND' }, 404);
    expect(serverErrorMessage(notFound, 'cases.detail', 'es')).toEqual({
      id: 'serverErrors.code.CASE_NOT_FOUND',
      values: {},
    });
    expect(i18n._(serverErrorMessage(notFound, 'cases.detail', 'en'))).toBe('Case not found.');
  });
});
