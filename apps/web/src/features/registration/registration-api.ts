import {
  type AddMemberBody,
  type AddMemberReply,
  type CreateProfileReply,
  type MemberCredentials,
  pathFor,
  registrationRoutes,
  type VerifyCredentialsReply,
  type VerifyEmailCodeReply,
  type VerifyEmailReply,
} from '@medivi/domain';
import { api } from '../../lib/api';
import { storageKeys, writeStorage } from '../../lib/storage';

/** Fields of `POST /api/createProfile`, sent as multipart/form-data (accounts spec §7). */
export interface CreateProfileFields {
  fullName: string;
  password: string;
  /** 'MediVI' or 'Claims'. */
  app: string;
}

/**
 * Registration, e-mail verification and Create Account calls (accounts spec §4, §7). Failures
 * queue the server's message as a snackbar (§8). A verified e-mail stores the session's token
 * and the e-mail locally (§4 E-mail verification).
 */
export const registrationApi = api.injectEndpoints({
  endpoints: (build) => ({
    verifyCredentials: build.mutation<VerifyCredentialsReply, MemberCredentials>({
      query: (body) => ({
        url: registrationRoutes.verifyCredentials.path,
        method: registrationRoutes.verifyCredentials.method,
        body,
      }),
    }),
    verifyEmail: build.mutation<VerifyEmailReply, string>({
      query: (email) => ({
        url: pathFor(registrationRoutes.verifyEmail.path, { email }),
        method: registrationRoutes.verifyEmail.method,
      }),
    }),
    addMember: build.mutation<AddMemberReply, AddMemberBody>({
      query: (body) => ({
        url: registrationRoutes.addMember.path,
        method: registrationRoutes.addMember.method,
        body,
      }),
    }),
    verifyEmailCode: build.mutation<VerifyEmailCodeReply, string>({
      query: (emailVerificationCode) => ({
        url: registrationRoutes.verifyEmailCode.path,
        method: registrationRoutes.verifyEmailCode.method,
        body: { emailVerificationCode },
      }),
      async onQueryStarted(_code, { queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          writeStorage(storageKeys.csrfToken, data.csrfToken);
          writeStorage(storageKeys.email, data.email);
        } catch {
          // The page goes to / on failure (accounts spec §4 E-mail verification).
        }
      },
    }),
    createProfile: build.mutation<CreateProfileReply, CreateProfileFields>({
      query: (fields) => {
        const body = new FormData();
        body.set('fullName', fields.fullName);
        body.set('password', fields.password);
        body.set('app', fields.app);
        return {
          url: registrationRoutes.createProfile.path,
          method: registrationRoutes.createProfile.method,
          body,
        };
      },
      async onQueryStarted(_fields, { queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          writeStorage(storageKeys.fullName, data.user.fullName);
        } catch {
          // The snackbar shows the message; the form stays as it was.
        }
      },
    }),
  }),
});

export const {
  useVerifyCredentialsMutation,
  useVerifyEmailMutation,
  useAddMemberMutation,
  useVerifyEmailCodeMutation,
  useCreateProfileMutation,
} = registrationApi;
