import {
  accountSettingsRoutes,
  type CompleteOnboardingReply,
  pathFor,
  type Plan,
  planRoutes,
  providerSearchRoutes,
  type ZipCodeDetails,
} from '@medivi/domain';
import { api } from '../../lib/api';
import { onboardingCompleted } from '../../lib/session-events';

/**
 * The first run's calls (accounts spec §4 Session, §7): the member's plans, the zip check of
 * Provider Search (cases spec §7 `GET /api/zip-code-validation/v1/:zip`) and
 * `POST /api/user/completeOnboarding`, which marks the session's user onboarded once it succeeds.
 */
export const onboardingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/v2/get-plans`: the member's own plans. */
    getOnboardingPlans: build.query<Plan[], undefined>({
      query: () => planRoutes.getPlans.path,
      providesTags: ['Plans'],
    }),
    /** Silent: the zip field shows the message itself. */
    validateOnboardingZip: build.query<ZipCodeDetails, string>({
      query: (zip) => pathFor(providerSearchRoutes.validateZipCode.path, { zip }),
      extraOptions: { silent: true },
    }),
    completeOnboarding: build.mutation<CompleteOnboardingReply, undefined>({
      query: () => ({
        url: accountSettingsRoutes.completeOnboarding.path,
        method: accountSettingsRoutes.completeOnboarding.method,
      }),
      async onQueryStarted(_argument, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(onboardingCompleted());
        } catch {
          // The snackbar shows the failure; the user stays on the page and may try again.
        }
      },
    }),
  }),
});

export const {
  useGetOnboardingPlansQuery,
  useLazyValidateOnboardingZipQuery,
  useCompleteOnboardingMutation,
} = onboardingApi;
