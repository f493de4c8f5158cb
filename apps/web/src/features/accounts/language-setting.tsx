import { useLingui } from '../../lib/i18n/i18n';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { isLanguage, languages } from '@medivi/domain';
import { useId } from 'react';
import { languageNames, useLanguageChoice } from '../../components/language-switch';
import '../../locales/en/load-accounts';

/**
 * Account Settings' Language section (issue 37): English or Español, each named in its own
 * language; the choice shows at once and is stored on the account.
 */
export function LanguageSetting() {
  const { _ } = useLingui();
  const { language, choose } = useLanguageChoice();
  const headingId = useId();
  const descriptionId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 1 }}>
        {_('accounts.settings.language.title')}
      </Typography>
      <Typography id={descriptionId} variant="body2" sx={{ mb: 1 }}>
        {_('accounts.settings.language.description')}
      </Typography>
      <RadioGroup
        aria-labelledby={headingId}
        aria-describedby={descriptionId}
        name="language"
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) choose(event.target.value);
        }}
      >
        {languages.map((option) => (
          <FormControlLabel
            key={option}
            value={option}
            control={<Radio />}
            label={<span lang={option}>{_(languageNames[option])}</span>}
          />
        ))}
      </RadioGroup>
    </Paper>
  );
}
