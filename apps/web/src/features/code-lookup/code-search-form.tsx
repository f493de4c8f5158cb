import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  codeSearchMaxLength,
  type LookupCodeType,
  lookupCodeTypeLabels,
  lookupCodeTypes,
} from '@medivi/domain';
import { useState } from 'react';
import { NativeSelectField } from '../../components/native-select-field';
import { OutlinedTextField } from '../../components/outlined-text-field';
import { formatNumber } from '../../lib/i18n/format';
import { useLingui, type Translate } from '../../lib/i18n/i18n';

/** A code search as the page asks for it: the text ('' for none) and the type ('' for all). */
export interface CodeSearchValues {
  q: string;
  type: LookupCodeType | '';
}

export const emptyCodeSearch: CodeSearchValues = { q: '', type: '' };

/** Lingui's `_` (from `useLingui()`). */
/**
 * A code type's name (`lookupCodeTypeLabels`): the code systems' letters (DRG, APC, HCPCS) as they
 * are, 'NUCC taxonomy' worded by the catalogue.
 */
export function codeTypeText(type: LookupCodeType, _: Translate): string {
  return type === 'taxonomy' ? _('codeLookup.type.taxonomy') : lookupCodeTypeLabels[type];
}

function isLookupCodeType(value: string): value is LookupCodeType {
  return (lookupCodeTypes as readonly string[]).includes(value);
}

/**
 * The search of /code (docs/decisions/0107-code-and-cms.md): 'Code or description' and 'Code
 * type'; Search (or Enter) applies both. A text past `codeSearchMaxLength` is refused here with
 * the server's message, without asking it.
 */
export function CodeSearchForm({ onSearch }: { onSearch: (values: CodeSearchValues) => void }) {
  const { _ } = useLingui();
  const typeOptions = lookupCodeTypes.map((value) => ({ value, label: codeTypeText(value, _) }));
  const [q, setQ] = useState('');
  const [type, setType] = useState<LookupCodeType | ''>('');
  const [error, setError] = useState<string | undefined>(undefined);
  return (
    <Stack
      component="form"
      role="search"
      aria-label={_('codeLookup.search.label')}
      noValidate
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'flex-start' } }}
      onSubmit={(event) => {
        event.preventDefault();
        if (q.trim().length > codeSearchMaxLength) {
          // The domain's `codeLookupMessages.tooLong`, in the portal's language.
          setError(_('codeLookup.search.tooLong', { max: formatNumber(codeSearchMaxLength, 0) }));
          return;
        }
        setError(undefined);
        onSearch({ q: q.trim(), type });
      }}
    >
      <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
        <OutlinedTextField
          label={_('codeLookup.search.text')}
          name="q"
          value={q}
          fullWidth
          onChange={(event) => {
            setQ(event.target.value);
          }}
          error={error !== undefined}
          {...(error === undefined ? {} : { helperText: error })}
        />
      </Stack>
      <Stack sx={{ minWidth: { sm: 200 } }}>
        <NativeSelectField
          label={_('codeLookup.search.type')}
          name="type"
          value={type}
          emptyLabel={_('codeLookup.search.allTypes')}
          options={typeOptions}
          onChange={(value) => {
            setType(isLookupCodeType(value) ? value : '');
          }}
        />
      </Stack>
      <Button type="submit" variant="contained" sx={{ minHeight: 56 }}>
        {_('codeLookup.search.submit')}
      </Button>
    </Stack>
  );
}
