import {
  type TransparencyFilesReply,
  type TransparencyPublicationsReply,
  transparencyRoutes,
} from '@medivi/domain';
import { api } from '../../lib/api';
import type { Language } from '@medivi/domain';
import { localeOf } from '../../lib/i18n/format';

/**
 * `GET /api/transparency/files` (each plan's current Transparency in Coverage files, public) and
 * `GET /api/transparency/publications` (the publication log of the reader's plans); issue 34,
 * docs/decisions/0116.
 */
export const transparencyApi = api.injectEndpoints({
  endpoints: (build) => ({
    transparencyFiles: build.query<TransparencyFilesReply, undefined>({
      query: () => transparencyRoutes.listTransparencyFiles.path,
    }),
    transparencyPublications: build.query<TransparencyPublicationsReply, undefined>({
      query: () => transparencyRoutes.listTransparencyPublications.path,
    }),
  }),
});

export const { useTransparencyFilesQuery, useTransparencyPublicationsQuery } = transparencyApi;

/**
 * A size in bytes for people: '812 bytes', '3.4 KB', '1.2 MB', '2.0 GB' (1 KB = 1,024 bytes), in
 * `language` ('812 bytes', '3.4 KB' in US Spanish too).
 */
export function fileSizeText(bytes: number, language: Language = 'en'): string {
  if (bytes < 1024) return `${bytes.toLocaleString(localeOf(language))} bytes`;
  const units = ['KB', 'MB', 'GB', 'TB'] as const;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit] ?? 'TB'}`;
}

/** The catalogue ids of the names a person reads for each file kind ('Table of contents', …). */
export const fileKindNameIds: Readonly<Record<string, string>> = {
  'table-of-contents': 'transparency.kind.tableOfContents',
  'allowed-amounts': 'transparency.kind.allowedAmounts',
  'in-network': 'transparency.kind.inNetwork',
};

/** The name a person reads for file kind `kind`, worded by `_`; an unknown kind as it is. */
export function fileKindText(kind: string, _: (id: string) => string): string {
  const id = fileKindNameIds[kind];
  return id === undefined ? kind : _(id);
}
