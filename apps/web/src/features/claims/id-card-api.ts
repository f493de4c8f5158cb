import {
  type IdCardSize,
  type IdCardsReply,
  idCardRoutes,
  type ProviderNotice,
  pathFor,
} from '@medivi/domain';
import { api } from '../../lib/api';

/**
 * The address of the ID card PDF at `size` (every card, or only `planID`'s): a plain link the
 * browser downloads with the session cookie; the server asks no X-CSRF-Token of it.
 */
export function idCardPdfHref(size: IdCardSize, planID?: string): string {
  const search = new URLSearchParams({ size, ...(planID === undefined ? {} : { planID }) });
  return `${idCardRoutes.getIdCardPdf.path}?${search.toString()}`;
}

/**
 * The member's ID cards and a plan's public provider notice (issue 32 item 5, docs/decisions/0114
 * "ID card and provider notice"). The server decides whose cards the caller sees.
 */
export const idCardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getIdCards: build.query<IdCardsReply, undefined>({
      query: () => idCardRoutes.getIdCards.path,
    }),
    // The notice page says itself when a plan is unknown; no snackbar on top of it.
    getProviderNotice: build.query<ProviderNotice, string>({
      query: (planID) => pathFor(idCardRoutes.getProviderNotice.path, { planID }),
      extraOptions: { silent: true },
    }),
  }),
});

export const { useGetIdCardsQuery, useGetProviderNoticeQuery } = idCardApi;
