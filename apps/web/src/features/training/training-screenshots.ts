import sizes from './screenshots/sizes.json';
import { type TrainingScreenshotEntry, trainingScreenshotList } from './training-screenshot-list';
import type { TrainingVideoId } from './training-videos';

/** A screenshot ready for an `<img>`: the built (fingerprinted) URL and its size in CSS pixels. */
export interface TrainingScreenshot extends TrainingScreenshotEntry {
  src: string;
  width: number;
  height: number;
}

/** The image files, as Vite's URLs (fingerprinted in the build), by their path. */
const urls = import.meta.glob<string>('./screenshots/*.webp', { eager: true, import: 'default' });

/** The list, with a topic for every training video id. */
const screenshotList: Record<TrainingVideoId, readonly TrainingScreenshotEntry[]> = trainingScreenshotList;

/** The pixel sizes the capture script measured, by file name. */
const sizeOf: Record<string, { width: number; height: number } | undefined> = sizes;

/**
 * The screenshots of a topic's steps, by step index (docs/decisions/0108). A listed screenshot
 * whose file or size is missing is left out, so a page never shows a broken image.
 */
export function trainingScreenshots(id: TrainingVideoId): Map<number, TrainingScreenshot> {
  const shown = new Map<number, TrainingScreenshot>();
  for (const entry of screenshotList[id]) {
    const src = urls[`./screenshots/${entry.file}`];
    const size = sizeOf[entry.file];
    if (src === undefined || size === undefined) continue;
    shown.set(entry.step, { ...entry, src, ...size });
  }
  return shown;
}
