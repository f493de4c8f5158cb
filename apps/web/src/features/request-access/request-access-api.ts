import { type MessageReply, requestAccessRoutes, type SendEmailBody } from '@medivi/domain';
import { api } from '../../lib/api';

/**
 * `POST /api/send-email` (accounts spec §2 screen 7, §7). Silent: a failure is only logged
 * (spec §8 'Request-access failure: silent').
 */
export const requestAccessApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendAccessRequest: build.mutation<MessageReply, SendEmailBody>({
      query: (body) => ({
        url: requestAccessRoutes.sendEmail.path,
        method: requestAccessRoutes.sendEmail.method,
        body,
      }),
      extraOptions: { silent: true },
    }),
  }),
});

export const { useSendAccessRequestMutation } = requestAccessApi;
