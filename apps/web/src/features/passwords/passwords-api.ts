import {
  type MessageReply,
  passwordRoutes,
  type RequestPasswordResetBody,
  type UpdatePasswordLoggedInBody,
  type UpdatePasswordReply,
  type VerifyPasswordResetReply,
} from '@medivi/domain';
import { api } from '../../lib/api';

/**
 * Password reset and change calls (accounts spec §7). The forms show their own failures (field
 * messages under the fields), so the form calls are silent; a failed link verification is not, so
 * its message reaches the sign-in page it leads to as a snackbar (spec §8).
 */
export const passwordsApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestPasswordReset: build.mutation<MessageReply, RequestPasswordResetBody>({
      query: (body) => ({
        url: passwordRoutes.requestPasswordReset.path,
        method: passwordRoutes.requestPasswordReset.method,
        body,
      }),
      extraOptions: { silent: true },
    }),
    verifyPasswordReset: build.mutation<VerifyPasswordResetReply, string>({
      query: (emailVerificationCode) => ({
        url: passwordRoutes.verifyPasswordReset.path,
        method: passwordRoutes.verifyPasswordReset.method,
        body: { emailVerificationCode },
      }),
    }),
    updatePassword: build.mutation<UpdatePasswordReply, { password: string }>({
      query: ({ password }) => {
        // Form data, as the spec's call sends it (§7).
        const body = new FormData();
        body.append('password', password);
        return {
          url: passwordRoutes.updatePassword.path,
          method: passwordRoutes.updatePassword.method,
          body,
        };
      },
      extraOptions: { silent: true },
    }),
    updatePasswordLoggedIn: build.mutation<MessageReply, UpdatePasswordLoggedInBody>({
      query: (body) => ({
        url: passwordRoutes.updatePasswordLoggedIn.path,
        method: passwordRoutes.updatePasswordLoggedIn.method,
        body,
      }),
      extraOptions: { silent: true },
    }),
  }),
});

export const {
  useRequestPasswordResetMutation,
  useVerifyPasswordResetMutation,
  useUpdatePasswordMutation,
  useUpdatePasswordLoggedInMutation,
} = passwordsApi;
