import { useLingui } from '@lingui/react';
import type { Language } from '@medivi/domain';
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../hooks';
import { selectSessionUser } from '../session-user';
import { activateLanguage, activeLanguage } from './i18n';
import { rememberLanguage } from './language-choice';
import { noteVisitorChoice, saveAccountLanguage } from './language-preference';

/** The language shown and a way to choose another. */
export interface LanguageChoice {
  language: Language;
  choose: (language: Language) => void;
}

/**
 * The portal language and its switch (issue 37, docs/decisions/0125): a choice shows at once, is
 * kept for this browser, and is stored on the account when someone is signed in (else at the next
 * sign-in). Used by the header, the sign-in page and Account Settings.
 */
export function useLanguageChoice(): LanguageChoice {
  // Read through Lingui so that a change of language renders the caller again.
  useLingui();
  const dispatch = useAppDispatch();
  const isSignedIn = useAppSelector((state) => selectSessionUser(state) !== null);
  const choose = useCallback(
    (language: Language) => {
      rememberLanguage(language);
      void activateLanguage(language);
      if (isSignedIn) void saveAccountLanguage(dispatch, language);
      else noteVisitorChoice(language);
    },
    [dispatch, isSignedIn],
  );
  return { language: activeLanguage(), choose };
}
