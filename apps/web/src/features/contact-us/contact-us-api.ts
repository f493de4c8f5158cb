import { contactUsRoutes, type ContactUsInput, type MessageReply } from '@medivi/domain';
import { api } from '../../lib/api';

/**
 * `POST /api/contact-us` (docs/decisions/0109). Silent for the snackbar: the page shows a refusal
 * itself, on the fields (400) or in its alert (429 and the rest).
 */
export const contactUsApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<MessageReply, ContactUsInput>({
      query: (body) => ({
        url: contactUsRoutes.contactUs.path,
        method: contactUsRoutes.contactUs.method,
        body,
      }),
      extraOptions: { silent: true },
    }),
  }),
});

export const { useSendContactMessageMutation } = contactUsApi;
