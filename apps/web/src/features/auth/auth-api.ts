import {
  authRoutes,
  type KeepAliveReply,
  type LoginBody,
  type LoginReply,
  type MessageReply,
  type VerifyOtpBody,
} from '@medivi/domain';
import { api } from '../../lib/api';
import { i18n } from '../../lib/i18n/i18n';
import { sessionEnded } from '../../lib/session-events';
import { snackbarQueued } from '../../lib/snackbar-slice';
import {
  clearStorageExcept,
  clearTabStorageStartingWith,
  storageKeys,
  tabStorageKeys,
  writeStorage,
} from '../../lib/storage';

/**
 * Sign-in endpoints (accounts spec §7), the sign-in code included (§4 One-time code); the session
 * slice follows their outcomes. Local-storage effects live here, beside the calls that cause
 * them, so the slice stays pure:
 * - login success stores the CSRF token, e-mail and full name; failure clears the token;
 * - an accepted sign-in code stores the new CSRF token; a new code queues 'A new OTP has been
 *   sent to your email';
 * - logout, whether it succeeds or fails, clears storage except the full name and ends the
 *   session for every slice (`sessionEnded`).
 * Login and logout failures are not queued as snackbars: the login page shows its message inline
 * and logout ends the session either way.
 */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginReply, LoginBody>({
      query: (body) => ({ url: authRoutes.login.path, method: authRoutes.login.method, body }),
      extraOptions: { silent: true },
      async onQueryStarted(_body, { queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          writeStorage(storageKeys.csrfToken, data.csrfToken);
          writeStorage(storageKeys.email, data.user.email);
          writeStorage(storageKeys.fullName, data.user.fullName);
        } catch {
          writeStorage(storageKeys.csrfToken, null);
        }
      },
    }),
    logout: build.mutation<MessageReply, undefined>({
      query: () => ({ url: authRoutes.logout.path, method: authRoutes.logout.method }),
      extraOptions: { silent: true },
      async onQueryStarted(_argument, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          // Logged out on this side either way (accounts spec §7).
        } finally {
          clearStorageExcept([storageKeys.fullName]);
          // A report view opened in this tab no longer reloads without signing in again.
          clearTabStorageStartingWith(tabStorageKeys.reportEmbedTokenPrefix);
          dispatch(sessionEnded());
        }
      },
    }),
    verifyOtp: build.mutation<LoginReply, VerifyOtpBody>({
      query: (body) => ({ url: authRoutes.verifyOtp.path, method: authRoutes.verifyOtp.method, body }),
      // The dialog shows the failure under the code field.
      extraOptions: { silent: true },
      async onQueryStarted(_body, { queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          writeStorage(storageKeys.csrfToken, data.csrfToken);
        } catch {
          // The session stays MFA-pending; the token of the login still holds.
        }
      },
    }),
    resendOtp: build.mutation<MessageReply, undefined>({
      query: () => ({ url: authRoutes.resendOtp.path, method: authRoutes.resendOtp.method }),
      async onQueryStarted(_argument, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(snackbarQueued({ text: i18n._('mfa.resent'), severity: 'success' }));
        } catch {
          // The base query queued the server's message (e.g. wait before asking again).
        }
      },
    }),
    keepSessionAlive: build.mutation<KeepAliveReply, undefined>({
      query: () => ({
        url: authRoutes.keepSessionAlive.path,
        method: authRoutes.keepSessionAlive.method,
      }),
      extraOptions: { silent: true },
    }),
  }),
});

export const {
  useLoginMutation,
  useLogoutMutation,
  useKeepSessionAliveMutation,
  useVerifyOtpMutation,
  useResendOtpMutation,
} = authApi;
