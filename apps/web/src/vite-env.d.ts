/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Prefix of every API call; empty means the same origin (accounts spec §7). */
  readonly VITE_API_BASE_URL?: string;
  /** Where people without access are told to write (accounts spec §6). */
  readonly VITE_ACCESS_REQUEST_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
