import {
  accountSettingsRoutes,
  type UpdateLanguageBody,
  type UpdateLanguageReply,
  type User,
  type UserSettingsBody,
  type UserSettingsReply,
} from '@medivi/domain';
import { api } from './api';

/**
 * `POST /api/user/updateUserSettings` (accounts spec §7): the user's `enableNotification` toggle,
 * shared by Account Settings and the notifications panel (spec §4 Notifications "an
 * enable/disable toggle per user"); and `POST /api/user/updateLanguage` (issue 37). Failures reach the snackbar queue like other account calls.
 */
export const userSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateUserSettings: build.mutation<UserSettingsReply, UserSettingsBody>({
      query: (body) => ({
        url: accountSettingsRoutes.updateUserSettings.path,
        method: accountSettingsRoutes.updateUserSettings.method,
        body,
      }),
    }),
    /** `POST /api/user/updateLanguage` (issue 37): the account's portal language. */
    updateLanguage: build.mutation<UpdateLanguageReply, UpdateLanguageBody>({
      query: (body) => ({
        url: accountSettingsRoutes.updateLanguage.path,
        method: accountSettingsRoutes.updateLanguage.method,
        body,
      }),
    }),
  }),
});

/**
 * Every toggle shares one mutation result, so the panel, the page and Account Settings show the
 * last saved value (the session's user is not refetched after a change).
 */
const settingsCacheKey = 'user-settings-notifications';

/** The notification setting of `user` and a way to change it. */
export interface NotificationSettingState {
  /** The last saved value, else the session's. */
  isEnabled: boolean;
  isSaving: boolean;
  setEnabled: (enableNotification: boolean) => void;
}

/**
 * The user's notification setting (accounts spec §3 User `enableNotification`, §4 toggle).
 * `user` null (signed out) reads as enabled and saves nothing.
 */
export function useNotificationSetting(
  user: Pick<User, 'enableNotification'> | null,
): NotificationSettingState {
  const [update, { data, isLoading }] = userSettingsApi.useUpdateUserSettingsMutation({
    fixedCacheKey: settingsCacheKey,
  });
  return {
    isEnabled: data?.enableNotification ?? user?.enableNotification ?? true,
    isSaving: isLoading,
    setEnabled: (enableNotification) => {
      if (user !== null) void update({ enableNotification });
    },
  };
}
