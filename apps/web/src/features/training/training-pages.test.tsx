import { screen, within } from '@testing-library/react';
import { messages } from '@medivi/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { providerSearchFaqSections } from '../../lib/provider-search-faq';
import { mockApi } from '../../testing/api-mock';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { trainingGuides } from './training-guides';
import { trainingScreenshotList } from './training-screenshot-list';
import type { TrainingVideoId } from './training-videos';

const reader = signedInSession(makeUser({ roles: ['medivi-read'] }));
const mobileReader = signedInSession(makeUser({ roles: ['medivimobile-read'] }));
const bothReader = signedInSession(makeUser({ roles: ['medivi-read', 'medivimobile-read'] }));

/** Renders `path` for `session` and waits for its level-1 heading. */
async function open(path: string, session: ReturnType<typeof signedInSession>, heading: string) {
  mockApi({});
  renderApp({ path, session });
  return screen.findByRole('heading', { level: 1, name: heading });
}

/** The section of the topic headed `title`. */
function topic(title: string): HTMLElement {
  return screen.getByRole('region', { name: title });
}

/**
 * Checks the step screenshots of topic `id`: one figure for each listed screenshot, in the step it
 * belongs to, with a source, a non-empty alt text, its size, lazy loading and a caption.
 */
function expectStepScreenshots(id: TrainingVideoId) {
  const guide = trainingGuides[id];
  const steps = within(topic(guide.title)).getAllByRole('listitem');
  const listed = trainingScreenshotList[id];
  expect(listed.length).toBeGreaterThan(0);
  expect(within(topic(guide.title)).getAllByRole('figure')).toHaveLength(listed.length);
  for (const entry of listed) {
    const images = steps[entry.step]?.querySelectorAll('figure img') ?? [];
    expect(images, entry.file).toHaveLength(1);
    const image = images[0];
    expect(image?.getAttribute('src'), entry.file).toMatch(/\S/);
    expect(image?.getAttribute('alt')?.trim(), entry.file).not.toBe('');
    expect(image?.getAttribute('alt'), entry.file).toBe(entry.alt);
    expect(Number(image?.getAttribute('width')), entry.file).toBeGreaterThan(0);
    expect(Number(image?.getAttribute('height')), entry.file).toBeGreaterThan(0);
    expect(image?.getAttribute('loading'), entry.file).toBe('lazy');
    expect(image?.closest('figure')?.querySelector('figcaption')?.textContent).toBe(entry.caption);
  }
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('training pages (accounts spec §2; analysis-reports-admin spec §2 "Other pages")', () => {
  it('shows the written guides, and no player, when no video is configured', async () => {
    await open('/documentation/benchmarks-training', reader, 'Benchmarks Training Videos');
    expect(document.querySelector('video')).toBeNull();
    for (const id of ['highlights', 'inpatient', 'outpatientProfessional'] as const) {
      const guide = trainingGuides[id];
      const section = topic(guide.title);
      expect(within(section).getByRole('heading', { level: 3, name: guide.stepsHeading })).toBeTruthy();
      expect(within(section).getAllByRole('listitem')).toHaveLength(guide.steps.length);
      expectStepScreenshots(id);
    }
  });

  it('shows a configured video with its captions track, and a note where a video has no captions', async () => {
    vi.stubEnv('VITE_TRAINING_VIDEO_HIGHLIGHTS_URL', '/media/highlights.mp4');
    vi.stubEnv('VITE_TRAINING_VIDEO_HIGHLIGHTS_CAPTIONS_URL', '/media/highlights.vtt');
    vi.stubEnv('VITE_TRAINING_VIDEO_INPATIENT_URL', '/media/inpatient.mp4');
    await open('/documentation/benchmarks-training', reader, 'Benchmarks Training Videos');

    const highlights = topic('Highlights').querySelector('video');
    expect(highlights?.getAttribute('src')).toBe('/media/highlights.mp4');
    expect(highlights?.hasAttribute('controls')).toBe(true);
    const track = highlights?.querySelector('track');
    expect(track?.getAttribute('kind')).toBe('captions');
    expect(track?.getAttribute('src')).toBe('/media/highlights.vtt');
    expect(within(topic('Highlights')).queryByText(/Captions are not available/)).toBeNull();

    const inpatient = topic('Inpatient Module').querySelector('video');
    expect(inpatient?.getAttribute('src')).toBe('/media/inpatient.mp4');
    expect(inpatient?.querySelector('track')).toBeNull();
    expect(within(topic('Inpatient Module')).getByText(/Captions are not available/)).toBeTruthy();

    expect(topic('Outpatient and Professional Modules').querySelector('video')).toBeNull();
  });

  it('/instructional-video shows the provider-search tutorial to a mobile-read user', async () => {
    vi.stubEnv('VITE_TRAINING_VIDEO_PROVIDER_SEARCH_URL', '/media/provider-search.mp4');
    await open('/instructional-video', mobileReader, 'Instructional Video');
    expect(topic(trainingGuides.providerSearch.title).querySelector('video')?.getAttribute('src')).toBe(
      '/media/provider-search.mp4',
    );
  });

  it('/documentation/provider-search-training gives the written tutorial without a video', async () => {
    await open('/documentation/provider-search-training', mobileReader, 'Provider Search Training');
    expect(document.querySelector('video')).toBeNull();
    expect(
      screen.getByRole('heading', { level: 3, name: trainingGuides.providerSearch.stepsHeading }),
    ).toBeTruthy();
    expectStepScreenshots('providerSearch');
  });

  it('/documentation/provider-search-faq gives the provider-search FAQ statements of cases spec §1', async () => {
    await open('/documentation/provider-search-faq', mobileReader, 'Provider Search FAQ');
    const main = screen.getByRole('main');
    expect(main.textContent).toContain('not the quality of care');
    expect(main.textContent).toContain('a valid 5-digit zip code is needed');
    expect(main.textContent).toContain(
      'The average resolution time of a balance-bill dispute is 60-90 days.',
    );
    for (const section of Object.values(providerSearchFaqSections)) {
      expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeTruthy();
    }
  });

  it('keeps the mobile-read documentation from a read-only user, and the read pages from a mobile-read one', async () => {
    mockApi({});
    renderApp({ path: '/documentation/provider-search-faq', session: reader });
    expect(await screen.findByText(messages.unauthorizedRoute)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Provider Search FAQ' })).toBeNull();
  });

  it('refuses /training to a mobile-read-only user', async () => {
    mockApi({});
    renderApp({ path: '/training', session: mobileReader });
    expect(await screen.findByText(messages.unauthorizedRoute)).toBeTruthy();
  });

  it.each([
    ['/training', 'Training'],
    ['/documentation/training', 'Training Documentation'],
  ])('%s links the read role to the pages it may open', async (path, heading) => {
    await open(path, reader, heading);
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Benchmarks Training Videos')).toBe('/documentation/benchmarks-training');
    expect(href('Provider Search Training')).toBe('/instructional-video');
    expect(href('Provider Search FAQ')).toBe('/FAQ');
  });

  it('links a user with both roles to the provider-search documentation', async () => {
    await open('/training', bothReader, 'Training');
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Provider Search Training')).toBe('/documentation/provider-search-training');
    expect(href('Provider Search FAQ')).toBe('/documentation/provider-search-faq');
  });
});
