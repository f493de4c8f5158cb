import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type Language, languageOr, rbpFormRoutes } from '@medivi/domain';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useGetCaptchaConfigQuery } from '../lib/captcha-api';
import { useLingui } from '../lib/i18n/i18n';
// The JSX typing of <altcha-widget>.
import type {} from 'altcha/types/react';

export interface CaptchaWidgetProps {
  /** Called with the token once solved, and with null when it is reset or expires. */
  onToken: (token: string | null) => void;
  /** Start solving the ALTCHA proof of work as soon as the widget shows, without a click. */
  isSolvedOnLoad?: boolean;
}

interface AltchaStateDetail {
  state?: string;
  payload?: string;
}

/**
 * The widget's own words per portal language: ALTCHA's translation files register themselves
 * under their code when imported (issue 37); English is built in. US Spanish is Latin American
 * Spanish, `es-419`.
 */
const altchaLanguages: Record<Language, { code: string; load: () => Promise<unknown> }> = {
  en: { code: 'en', load: () => Promise.resolve() },
  es: { code: 'es-419', load: () => import('altcha/i18n/es-419') },
};

/**
 * The self-hosted ALTCHA widget (the `altcha` web component, loaded with the form): it fetches its
 * challenge from `GET /api/captcha/challenge`, solves the proof of work in web workers and hands
 * over its payload, which the form sends as `token` (docs/decisions/0060). Its own words (the "I'm
 * not a robot" label, its states) follow the portal's language. Remount it (a new `key`) to reset
 * it. A language switch shows the widget afresh, unsolved, so the token it had given is dropped
 * (`onToken(null)`): the form never holds a token the visitor no longer sees solved.
 */
function AltchaWidget({ onToken, isSolvedOnLoad }: CaptchaWidgetProps) {
  const { _, i18n } = useLingui();
  const language = languageOr(i18n.locale);
  const ref = useRef<HTMLElement>(null);
  const [loadedLanguage, setLoadedLanguage] = useState<Language | null>(null);
  const isLoaded = loadedLanguage === language;
  const shownIn = useRef<Language | null>(null);
  useEffect(() => {
    if (shownIn.current !== null && shownIn.current !== language) onToken(null);
    shownIn.current = language;
  }, [language, onToken]);
  useEffect(() => {
    let isCancelled = false;
    void Promise.all([import('altcha'), altchaLanguages[language].load()]).then(() => {
      if (!isCancelled) setLoadedLanguage(language);
    });
    return () => {
      isCancelled = true;
    };
  }, [language]);
  // Listens from the commit that shows the widget, not from a later passive effect: a state the
  // widget reports as soon as it is in the page is not missed.
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null || !isLoaded) return undefined;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<AltchaStateDetail>).detail;
      onToken(detail.state === 'verified' && detail.payload !== undefined ? detail.payload : null);
    };
    element.addEventListener('statechange', onState);
    return () => {
      element.removeEventListener('statechange', onState);
    };
  }, [isLoaded, onToken]);
  // The sign-in page's words, in the start-up `auth` area, which every page has.
  if (!isLoaded) return <Typography color="text.secondary">{_('auth.signIn.captchaLoading')}</Typography>;
  return (
    <altcha-widget
      ref={ref}
      challenge={rbpFormRoutes.captchaChallenge.path}
      language={altchaLanguages[language].code}
      name="token"
      {...(isSolvedOnLoad === true ? { auto: 'onload' } : {})}
    />
  );
}

interface Grecaptcha {
  ready(callback: () => void): void;
  render(
    container: HTMLElement,
    options: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void },
  ): number;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let recaptchaScript: Promise<Grecaptcha> | undefined;

/** Loads Google's reCAPTCHA script once. */
function loadRecaptcha(): Promise<Grecaptcha> {
  recaptchaScript ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = 'https://www.google.com/recaptcha/api.js?render=explicit';
    script.async = true;
    script.onload = () => {
      const grecaptcha = window.grecaptcha;
      if (grecaptcha === undefined) reject(new Error('reCAPTCHA did not load'));
      else
        grecaptcha.ready(() => {
          resolve(grecaptcha);
        });
    };
    script.onerror = () => {
      reject(new Error('reCAPTCHA did not load'));
    };
    document.head.append(script);
  });
  return recaptchaScript;
}

/** Google reCAPTCHA v2, shown only when the server is configured for it (docs/decisions/0060). */
function RecaptchaWidget({ siteKey, onToken }: CaptchaWidgetProps & { siteKey: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let isCancelled = false;
    loadRecaptcha().then(
      (grecaptcha) => {
        if (isCancelled || ref.current === null) return;
        grecaptcha.render(ref.current, {
          sitekey: siteKey,
          callback: (token) => {
            onToken(token);
          },
          'expired-callback': () => {
            onToken(null);
          },
        });
      },
      (error: unknown) => {
        console.warn('captcha failed to load', error);
      },
    );
    return () => {
      isCancelled = true;
    };
  }, [siteKey, onToken]);
  return <div ref={ref} />;
}

/**
 * The captcha of the public case form (cases spec §2 public case form) and of a sign-in from a
 * busy address (docs/decisions/0090): ALTCHA by default, or Google reCAPTCHA v2 when the server
 * says so at `GET /api/captcha/config`.
 */
export function CaptchaWidget({ onToken, isSolvedOnLoad }: CaptchaWidgetProps) {
  const { data } = useGetCaptchaConfigQuery(undefined);
  return (
    <Box sx={{ minHeight: 80 }}>
      {data === undefined ? null : data.provider === 'recaptcha' && data.siteKey !== undefined ? (
        <RecaptchaWidget siteKey={data.siteKey} onToken={onToken} />
      ) : (
        <AltchaWidget onToken={onToken} {...(isSolvedOnLoad === undefined ? {} : { isSolvedOnLoad })} />
      )}
    </Box>
  );
}
