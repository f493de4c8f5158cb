import { useEffect, useRef } from 'react';
import { selectCurrentUser } from '../features/auth/session-slice';
import { useAppDispatch, useAppSelector } from '../lib/hooks';
import { activateLanguage, rememberLanguage, saveAccountLanguage, takeVisitorChoice } from '../lib/i18n/i18n';

/**
 * Applies the signed-in account's language once per sign-in (issue 37, docs/decisions/0125): the
 * account's stored language shows and is kept for this browser, unless the visitor chose a
 * language on a public page just before signing in, which is then stored on the account. Later
 * changes go through the switch, which saves them itself.
 */
export function LanguageSync() {
  const dispatch = useAppDispatch();
  const userId = useAppSelector((state) => selectCurrentUser(state)?.userID ?? null);
  const accountLanguage = useAppSelector((state) => selectCurrentUser(state)?.language ?? null);
  const syncedUserId = useRef<string | null>(null);
  useEffect(() => {
    if (userId === null || accountLanguage === null) {
      syncedUserId.current = null;
      return;
    }
    if (syncedUserId.current === userId) return;
    syncedUserId.current = userId;
    const visitorChoice = takeVisitorChoice();
    if (visitorChoice !== null && visitorChoice !== accountLanguage) {
      void saveAccountLanguage(dispatch, visitorChoice);
      return;
    }
    rememberLanguage(accountLanguage);
    void activateLanguage(accountLanguage);
  }, [userId, accountLanguage, dispatch]);
  return null;
}
