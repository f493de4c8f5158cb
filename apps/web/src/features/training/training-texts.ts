import { type InfoSection, providerPageSizes, radiusMaxMiles } from '@medivi/domain';
import { hasMessage, type Translate } from '../../lib/i18n/i18n';
import { formatNumber } from '../../lib/i18n/format';
import { type TrainingGuide, trainingGuides } from './training-guides';
import type { TrainingScreenshotEntry } from './training-screenshot-list';
import type { TrainingVideoId } from './training-videos';

/** Lingui's `_`, as `useLingui()` gives it. */
/**
 * The catalogue id of a text of topic `id` (issue 37, docs/decisions/0125):
 * `training.topic.<id>.title`, `.summary`, `.stepsHeading`, `.step<i>`, and for a step's
 * screenshot `.step<i>.alt` and `.step<i>.caption`. The English catalogue holds the text of
 * `trainingGuides` and `trainingScreenshotList` at each id (a test keeps them equal), so those
 * lists stay the source of the wording, as the screenshot capture script reads them.
 */
export function topicTextId(id: TrainingVideoId, key: string): string {
  return `training.topic.${id}.${key}`;
}

/**
 * The values the steps' messages name: the search radius's maximum in miles (`maxMiles`) and the
 * page sizes of the provider list (`pageSizes`, "50, 75, 100"), from the provider-search rules of
 * the domain package, as numbers of the portal's language.
 */
export function stepValues(): { maxMiles: string; pageSizes: string } {
  return {
    maxMiles: formatNumber(radiusMaxMiles),
    pageSizes: providerPageSizes.map((size) => formatNumber(size)).join(', '),
  };
}

/**
 * Topic `id`'s guide in the portal's language: each text looked up by `topicTextId`; a text the
 * catalogue lacks (its area not loaded) shows as `trainingGuides` gives it.
 */
export function wordedGuide(id: TrainingVideoId, _: Translate): TrainingGuide {
  const guide = trainingGuides[id];
  const values = stepValues();
  const word = (key: string, english: string) => {
    const messageId = topicTextId(id, key);
    return hasMessage(messageId) ? _(messageId, values) : english;
  };
  return {
    title: word('title', guide.title),
    summary: word('summary', guide.summary),
    stepsHeading: word('stepsHeading', guide.stepsHeading),
    steps: guide.steps.map((step, index) => word(`step${String(index)}`, step)),
  };
}

/**
 * A step screenshot's alt text and caption in the portal's language, looked up by the topic and
 * the step it belongs to (`training.topic.<id>.step<i>.alt`, `.caption`); as the list gives them
 * when the catalogue lacks them. The image itself shows this portal in English.
 */
export function wordedScreenshotTexts(
  id: TrainingVideoId,
  entry: TrainingScreenshotEntry,
  _: Translate,
): { alt: string; caption: string } {
  const word = (key: 'alt' | 'caption') => {
    const messageId = topicTextId(id, `step${String(entry.step)}.${key}`);
    return hasMessage(messageId) ? _(messageId) : entry[key];
  };
  return { alt: word('alt'), caption: word('caption') };
}

/** The provider-search FAQ's sections (`providerSearchFaqSections` of `lib/provider-search-faq.ts`). */
export type FaqSectionKey = 'badges' | 'zipCode' | 'resolutionTime';

/**
 * A provider-search FAQ section in the portal's language, each text looked up by its place:
 * `training.faq.<key>.heading`, `.p<i>` and `.item<i>`; as `section` gives it when the catalogue
 * lacks it. The English catalogue holds the shared section's text and the Spanish the words of
 * /FAQ (`publicInfo` area) for the same text; a test keeps both so, so the two pages say it alike.
 */
export function wordedFaqSection(key: FaqSectionKey, section: InfoSection, _: Translate): InfoSection {
  const word = (part: string, english: string) => {
    const messageId = `training.faq.${key}.${part}`;
    return hasMessage(messageId) ? _(messageId) : english;
  };
  return {
    heading: word('heading', section.heading),
    paragraphs: section.paragraphs.map((paragraph, index) => word(`p${String(index)}`, paragraph)),
    ...(section.items === undefined
      ? {}
      : { items: section.items.map((item, index) => word(`item${String(index)}`, item)) }),
  };
}
