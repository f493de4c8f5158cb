/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Prefix of every API call; empty means the same origin (accounts spec §7). */
  readonly VITE_API_BASE_URL?: string;
  /** Where people without access are told to write (accounts spec §6). */
  readonly VITE_ACCESS_REQUEST_EMAIL?: string;
  /** Base address of the breach-range service the password prefix is appended to (accounts spec §5). */
  readonly VITE_PASSWORD_RANGE_URL?: string;
  /**
   * Training videos (analysis-reports-admin spec §2 "Other pages"), each a URL on the portal's own
   * origin, with optional WebVTT captions; unset: the page shows its written guide instead.
   */
  readonly VITE_TRAINING_VIDEO_HIGHLIGHTS_URL?: string;
  readonly VITE_TRAINING_VIDEO_HIGHLIGHTS_CAPTIONS_URL?: string;
  readonly VITE_TRAINING_VIDEO_INPATIENT_URL?: string;
  readonly VITE_TRAINING_VIDEO_INPATIENT_CAPTIONS_URL?: string;
  readonly VITE_TRAINING_VIDEO_OUTPATIENT_PROFESSIONAL_URL?: string;
  readonly VITE_TRAINING_VIDEO_OUTPATIENT_PROFESSIONAL_CAPTIONS_URL?: string;
  readonly VITE_TRAINING_VIDEO_PROVIDER_SEARCH_URL?: string;
  readonly VITE_TRAINING_VIDEO_PROVIDER_SEARCH_CAPTIONS_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
