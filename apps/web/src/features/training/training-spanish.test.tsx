import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { providerPageSizes, radiusMaxMiles } from '@medivi/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../lib/i18n/i18n';
import { providerSearchFaqSections } from '../../lib/provider-search-faq';
import english from '../../locales/en/training.json';
import spanish from '../../locales/es/training.json';
import publicInfoEnglish from '../../locales/en/publicInfo.json';
import publicInfoSpanish from '../../locales/es/publicInfo.json';
import { mockApi } from '../../testing/api-mock';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { foundAsWords, readableTexts, untranslatedEnglish } from '../../testing/spanish-checks';
import { trainingGuides } from './training-guides';
import { trainingScreenshotList } from './training-screenshot-list';
import { type FaqSectionKey, topicTextId } from './training-texts';
import type { TrainingVideoId } from './training-videos';

const spanishReader = signedInSession(makeUser({ roles: ['medivi-read'], language: 'es' }));
const spanishMobileReader = signedInSession(makeUser({ roles: ['medivimobile-read'], language: 'es' }));
const englishReader = signedInSession(makeUser({ roles: ['medivi-read'] }));

const topicIds = Object.keys(trainingGuides) as TrainingVideoId[];

/** The English of `catalogue` found in the page's main region: its texts, names and image alt texts. */
function englishLeft(catalogue: Record<string, string>, translated: Record<string, string>): string[] {
  const main = screen.getByRole('main');
  const alts = [...main.querySelectorAll('img')].map((image) => image.getAttribute('alt') ?? '');
  return foundAsWords(untranslatedEnglish(catalogue, translated), [readableTexts(main), ...alts].join('\n'));
}

/** An English catalogue message with its placeholders filled, as Lingui would. */
function filled(id: string, values: Record<string, string>): string | undefined {
  const text = (english as Record<string, string>)[id];
  return text?.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}

describe('the training pages in Spanish (issue 37)', () => {
  afterEach(async () => {
    vi.unstubAllEnvs();
    await activateLanguage('en');
    window.localStorage.clear();
  });

  it('shows the benchmarks training in Spanish: topics, steps, screenshots and the videos marked as English', async () => {
    vi.stubEnv('VITE_TRAINING_VIDEO_HIGHLIGHTS_URL', '/media/highlights.mp4');
    vi.stubEnv('VITE_TRAINING_VIDEO_HIGHLIGHTS_CAPTIONS_URL', '/media/highlights.vtt');
    vi.stubEnv('VITE_TRAINING_VIDEO_INPATIENT_URL', '/media/inpatient.mp4');
    mockApi({});
    renderApp({ path: '/documentation/benchmarks-training', session: spanishReader });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Videos de capacitación sobre referencias de precios',
      }),
    ).toBeTruthy();

    const highlights = screen.getByRole('region', { name: 'Aspectos destacados' });
    expect(within(highlights).getByText('Video (en inglés)')).toBeTruthy();
    const video = highlights.querySelector('video');
    expect(video?.getAttribute('aria-label')).toBe('Video: Aspectos destacados (en inglés)');
    expect(video?.querySelector('track')?.getAttribute('label')).toBe('Inglés');
    expect(
      within(highlights).getByRole('heading', {
        level: 3,
        name: 'Aspectos destacados de Referencias de precios, paso a paso',
      }),
    ).toBeTruthy();
    expect(
      within(highlights).getByRole('img', { name: /^El panel Selección de datos de Referencias de precios/ }),
    ).toBeTruthy();
    expect(
      within(highlights).getByText(
        'Selección de datos: hospitales en Proveedores y un DRG en Procedimientos.',
      ),
    ).toBeTruthy();

    const inpatient = screen.getByRole('region', { name: 'Módulo de hospitalización' });
    expect(within(inpatient).getByText(/^Este video no tiene subtítulos\./)).toBeTruthy();
    const outpatient = screen.getByRole('region', { name: 'Módulos ambulatorio y profesional' });
    expect(outpatient.querySelector('video')).toBeNull();
    expect(within(outpatient).queryByText('Video (en inglés)')).toBeNull();

    expect(englishLeft(english, spanish)).toEqual([]);
  });

  it('links the Spanish index to the pages, and the provider-search tutorial reads in Spanish with its numbers', async () => {
    mockApi({});
    renderApp({ path: '/training', session: spanishReader });
    expect(await screen.findByRole('heading', { level: 1, name: 'Capacitación' })).toBeTruthy();
    const link = (name: string) => screen.getByRole('link', { name });
    expect(link('Videos de capacitación sobre referencias de precios').getAttribute('href')).toBe(
      '/documentation/benchmarks-training',
    );
    expect(link('Preguntas frecuentes sobre la búsqueda de proveedores').getAttribute('href')).toBe('/FAQ');
    expect(englishLeft(english, spanish)).toEqual([]);

    const user = userEvent.setup();
    await user.click(link('Capacitación sobre la búsqueda de proveedores'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Video instructivo' })).toBeTruthy();
    const tutorial = screen.getByRole('region', { name: 'Tutorial de la Búsqueda de proveedores' });
    expect(within(tutorial).getByText(/hasta 100 millas/)).toBeTruthy();
    expect(within(tutorial).getByText(/elija cuántos ver en Por página \(50, 75, 100\)/)).toBeTruthy();
    expect(
      within(tutorial).getByRole('img', { name: /^El filtro Accesibilidad: casillas para Contratado/ }),
    ).toBeTruthy();
    expect(englishLeft(english, spanish)).toEqual([]);
  });

  it('gives the provider-search FAQ in the Spanish words of /FAQ', async () => {
    mockApi({});
    renderApp({ path: '/documentation/provider-search-faq', session: spanishMobileReader });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Preguntas frecuentes sobre la búsqueda de proveedores',
      }),
    ).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 2, name: '¿Qué significan las insignias de los proveedores?' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: '¿Por qué la Búsqueda de proveedores pide un código postal?',
      }),
    ).toBeTruthy();
    expect(screen.getByText('Contratado: Proveedor contratado')).toBeTruthy();
    expect(screen.getByText(/de 60 a 90 días/)).toBeTruthy();
    expect(englishLeft(english, spanish)).toEqual([]);
    expect(englishLeft(publicInfoEnglish, publicInfoSpanish)).toEqual([]);
  });

  it('adds no note to an English page with a video', async () => {
    vi.stubEnv('VITE_TRAINING_VIDEO_HIGHLIGHTS_URL', '/media/highlights.mp4');
    mockApi({});
    renderApp({ path: '/documentation/benchmarks-training', session: englishReader });
    await screen.findByRole('heading', { level: 1, name: 'Benchmarks Training Videos' });
    const highlights = screen.getByRole('region', { name: 'Highlights' });
    expect(highlights.querySelector('video')?.getAttribute('aria-label')).toBe('Highlights video');
    expect(within(highlights).queryByText(english['training.video.languageNote'])).toBeNull();
  });

  it('keeps the English catalogue word for word the guides and the screenshot list', () => {
    const values = { maxMiles: String(radiusMaxMiles), pageSizes: providerPageSizes.join(', ') };
    const ids = new Set<string>();
    for (const id of topicIds) {
      const guide = trainingGuides[id];
      const expected: [string, string][] = [
        ['title', guide.title],
        ['summary', guide.summary],
        ['stepsHeading', guide.stepsHeading],
        ...guide.steps.map((step, index): [string, string] => [`step${String(index)}`, step]),
        ...trainingScreenshotList[id].flatMap((entry): [string, string][] => [
          [`step${String(entry.step)}.alt`, entry.alt],
          [`step${String(entry.step)}.caption`, entry.caption],
        ]),
      ];
      for (const [key, text] of expected) {
        const messageId = topicTextId(id, key);
        ids.add(messageId);
        expect(filled(messageId, values), messageId).toBe(text);
      }
    }
    // No topic text in the catalogue that the guides do not have.
    expect(Object.keys(english).filter((id) => id.startsWith('training.topic.'))).toHaveLength(ids.size);
  });

  it('words the provider-search FAQ as the shared sections in English and as /FAQ in Spanish', () => {
    const englishTexts = english as Record<string, string>;
    const spanishTexts = spanish as Record<string, string>;
    const faqEnglish = publicInfoEnglish as Record<string, string>;
    const faqSpanish = publicInfoSpanish as Record<string, string>;
    const ids: string[] = [];
    for (const key of Object.keys(providerSearchFaqSections) as FaqSectionKey[]) {
      const section = providerSearchFaqSections[key];
      const parts: [string, string][] = [
        ['heading', section.heading],
        ...section.paragraphs.map((text, index): [string, string] => [`p${String(index)}`, text]),
        ...(section.items ?? []).map((text, index): [string, string] => [`item${String(index)}`, text]),
      ];
      for (const [part, text] of parts) {
        const messageId = `training.faq.${key}.${part}`;
        ids.push(messageId);
        expect(englishTexts[messageId], messageId).toBe(text);
        // The Spanish of the /FAQ entry with the same English text.
        const faqId = Object.keys(faqEnglish).find(
          (id) => id.startsWith('publicInfo.faq.') && faqEnglish[id] === text,
        );
        expect(faqId, messageId).toBeDefined();
        expect(spanishTexts[messageId], messageId).toBe(faqSpanish[faqId ?? '']);
      }
    }
    expect(Object.keys(english).filter((id) => id.startsWith('training.faq.'))).toHaveLength(ids.length);
  });
});
