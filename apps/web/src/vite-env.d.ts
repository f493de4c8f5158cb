/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Prefix of every API call; empty means the same origin (accounts spec §7). */
  readonly VITE_API_BASE_URL?: string;
  /** Where people without access are told to write (accounts spec §6). */
  readonly VITE_ACCESS_REQUEST_EMAIL?: string;
  /** Base address of the breach-range service the password prefix is appended to (accounts spec §5). */
  readonly VITE_PASSWORD_RANGE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
