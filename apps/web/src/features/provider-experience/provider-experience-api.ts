import {
  type CreateProviderExperienceBody,
  pathFor,
  type ProviderDirectoryEntry,
  providerExperienceRoutes,
  type ProviderExperienceHistoryReply,
  type ProviderExperienceListQuery,
  type ProviderExperienceListReply,
  type ProviderExperienceWriteReply,
  type UpdateProviderExperienceBody,
} from '@medivi/domain';
import { api } from '../../lib/api';

const experienceTagApi = api.enhanceEndpoints({ addTagTypes: ['ProviderExperience'] });

/** Leaves out empty values (spec §3 Provider experience list query: empty values omitted). */
function listParams(query: ProviderExperienceListQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(query)) {
    if ((typeof value === 'string' && value.trim() !== '') || typeof value === 'number') params[name] = value;
  }
  return params;
}

/**
 * Provider-experience admin calls (cases spec §7 getProviderExperience, createProviderExperience,
 * updateProviderExperience; history and directory look-up of docs/decisions/0080). Writes are
 * silent: the dialog shows their failure itself (spec §8: error flag set), so no snackbar repeats
 * it. A write refreshes the list and the history.
 */
export const providerExperienceApi = experienceTagApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/getProviderExperience`: one page of records and the total. */
    getProviderExperience: build.query<ProviderExperienceListReply, ProviderExperienceListQuery>({
      query: (query) => ({
        url: providerExperienceRoutes.getProviderExperience.path,
        params: listParams(query),
      }),
      providesTags: ['ProviderExperience'],
    }),
    /** `POST /api/createProviderExperience`: the stored record and the 'Complete!' text. */
    createProviderExperience: build.mutation<ProviderExperienceWriteReply, CreateProviderExperienceBody>({
      query: (body) => ({
        url: providerExperienceRoutes.createProviderExperience.path,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['ProviderExperience'],
      extraOptions: { silent: true },
    }),
    /** `PUT /api/updateProviderExperience/{npi}`: the stored record and the 'Complete!' text. */
    updateProviderExperience: build.mutation<
      ProviderExperienceWriteReply,
      { npi: string; body: UpdateProviderExperienceBody }
    >({
      query: ({ npi, body }) => ({
        url: pathFor(providerExperienceRoutes.updateProviderExperience.path, { npi }),
        method: 'PUT',
        body,
      }),
      invalidatesTags: ['ProviderExperience'],
      extraOptions: { silent: true },
    }),
    /** `GET /api/providerExperienceHistory/{npi}`: the record's changes, newest first. */
    getProviderExperienceHistory: build.query<ProviderExperienceHistoryReply, string>({
      query: (npi) => pathFor(providerExperienceRoutes.getProviderExperienceHistory.path, { npi }),
      providesTags: ['ProviderExperience'],
      extraOptions: { silent: true },
    }),
    /**
     * `GET /api/providerDirectory/{npi}`: the name and entity type an insert takes from the
     * directory. Silent: an NPI outside the directory is an answer, not an error to announce.
     */
    getProviderDirectoryEntry: build.query<ProviderDirectoryEntry, string>({
      query: (npi) => pathFor(providerExperienceRoutes.getProviderDirectoryEntry.path, { npi }),
      extraOptions: { silent: true },
    }),
  }),
});

export const {
  useGetProviderExperienceQuery,
  useCreateProviderExperienceMutation,
  useUpdateProviderExperienceMutation,
  useGetProviderExperienceHistoryQuery,
  useGetProviderDirectoryEntryQuery,
} = providerExperienceApi;
