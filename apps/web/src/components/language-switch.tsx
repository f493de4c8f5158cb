import { useLingui } from '@lingui/react';
import Button from '@mui/material/Button';
import type { Language } from '@medivi/domain';
import { useLanguageChoice } from '../lib/i18n/use-language-choice';

const languageNames = { en: 'common.language.en', es: 'common.language.es' } as const;

/**
 * The language switch of the header and the sign-in page (issue 37): a button named, in its own
 * language, after the other language ("Español" in English, "English" in Spanish), as VA.gov
 * does. The choice shows at once and sticks (see `useLanguageChoice`).
 */
export function LanguageSwitch({ tone = 'default' }: { tone?: 'default' | 'onDark' }) {
  const { _ } = useLingui();
  const { language, choose } = useLanguageChoice();
  const other: Language = language === 'en' ? 'es' : 'en';
  return (
    <Button
      lang={other}
      size="small"
      color={tone === 'onDark' ? 'inherit' : 'primary'}
      title={_('common.language.switchTo', { language: other })}
      onClick={() => {
        choose(other);
      }}
      sx={{ textTransform: 'none', fontWeight: 600, flexShrink: 0 }}
    >
      {_(languageNames[other])}
    </Button>
  );
}
