/** The training videos (analysis-reports-admin spec §2 "Other pages"). */
export type TrainingVideoId = 'highlights' | 'inpatient' | 'outpatientProfessional' | 'providerSearch';

/** A configured video: where the file is and, when there is one, its captions (WebVTT). */
export interface TrainingVideoSource {
  url: string;
  captionsUrl: string | null;
}

/** A build-time setting: null when unset or blank. */
function setting(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

function sourceOf(url: string | undefined, captionsUrl: string | undefined): TrainingVideoSource | null {
  const video = setting(url);
  return video === null ? null : { url: video, captionsUrl: setting(captionsUrl) };
}

/**
 * The video of `id` as the deployment configures it when the web app is built
 * (`VITE_TRAINING_VIDEO_*_URL` and `*_CAPTIONS_URL`, README "Configuration"), or null when it has
 * none: the page then shows the written guide alone. Read on each call, not once, so tests can
 * set the variables.
 */
export function trainingVideoSource(id: TrainingVideoId): TrainingVideoSource | null {
  const env = import.meta.env;
  switch (id) {
    case 'highlights':
      return sourceOf(
        env.VITE_TRAINING_VIDEO_HIGHLIGHTS_URL,
        env.VITE_TRAINING_VIDEO_HIGHLIGHTS_CAPTIONS_URL,
      );
    case 'inpatient':
      return sourceOf(env.VITE_TRAINING_VIDEO_INPATIENT_URL, env.VITE_TRAINING_VIDEO_INPATIENT_CAPTIONS_URL);
    case 'outpatientProfessional':
      return sourceOf(
        env.VITE_TRAINING_VIDEO_OUTPATIENT_PROFESSIONAL_URL,
        env.VITE_TRAINING_VIDEO_OUTPATIENT_PROFESSIONAL_CAPTIONS_URL,
      );
    case 'providerSearch':
      return sourceOf(
        env.VITE_TRAINING_VIDEO_PROVIDER_SEARCH_URL,
        env.VITE_TRAINING_VIDEO_PROVIDER_SEARCH_CAPTIONS_URL,
      );
  }
}
