import { useLingui } from '../lib/i18n/i18n';
import ButtonBase from '@mui/material/ButtonBase';
import type { Language } from '@medivi/domain';
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../lib/hooks';
import {
  activateLanguage,
  activeLanguage,
  noteVisitorChoice,
  rememberLanguage,
  saveAccountLanguage,
} from '../lib/i18n/i18n';
import { selectSessionUser } from '../lib/session-user';
import { visuallyHiddenSx } from './visually-hidden';

/** The language shown and a way to choose another. */
export interface LanguageChoice {
  language: Language;
  choose: (language: Language) => void;
}

/**
 * The portal language and its switch (issue 37, docs/decisions/0125): a choice shows at once, is
 * kept for this browser, and is stored on the account when someone is signed in (else at the next
 * sign-in). Used by the header, the sign-in page and Account Settings; beside the switch so that
 * both load as one chunk.
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

/** Catalogue ids of the languages' names, each written in its own language. */
export const languageNames = { en: 'common.language.en', es: 'common.language.es' } as const;

/**
 * The language switch of the header and the sign-in page (issue 37): a button named, in its own
 * language, after the other language ("Español" in English, "English" in Spanish), as VA.gov
 * does. The choice shows at once and sticks (see `useLanguageChoice`). A `ButtonBase`, which the
 * header's avatar menu loads already, rather than `Button`, which signed-in pages would otherwise
 * download for it alone (2.5 KB gzip, measured).
 */
export function LanguageSwitch({
  tone = 'default',
  isShortOnPhones = false,
}: {
  tone?: 'default' | 'onDark';
  /** In the header: "ES" / "EN" on narrow screens, the name kept for screen readers. */
  isShortOnPhones?: boolean;
}) {
  const { _ } = useLingui();
  const { language, choose } = useLanguageChoice();
  const other: Language = language === 'en' ? 'es' : 'en';
  return (
    <ButtonBase
      lang={other}
      title={_('common.language.switchTo', { language: other })}
      onClick={() => {
        choose(other);
      }}
      sx={{
        flexShrink: 0,
        minHeight: 44,
        px: isShortOnPhones ? { xs: 0.5, sm: 1 } : 1,
        borderRadius: 1,
        fontSize: '0.9375rem',
        fontWeight: 600,
        color: tone === 'onDark' ? 'inherit' : 'primary.main',
        '&:hover': { textDecoration: 'underline' },
        '&.Mui-focusVisible': { outline: '2px solid currentColor', outlineOffset: 2 },
        '& .language-code': { display: { xs: 'inline', sm: 'none' } },
        // Below MUI's `sm` breakpoint (600 px), as the avatar menu hides the user's name.
        '& .language-name': { '@media (max-width: 599.95px)': visuallyHiddenSx },
      }}
    >
      {isShortOnPhones ? (
        <>
          <span aria-hidden="true" className="language-code">
            {other.toUpperCase()}
          </span>
          <span className="language-name">{_(languageNames[other])}</span>
        </>
      ) : (
        _(languageNames[other])
      )}
    </ButtonBase>
  );
}
