import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  codeLookupMessages,
  codeSearchMaxLength,
  type LookupCodeType,
  lookupCodeTypeLabels,
  lookupCodeTypes,
} from '@medivi/domain';
import { useState } from 'react';
import { NativeSelectField } from '../../components/native-select-field';
import { OutlinedTextField } from '../../components/outlined-text-field';

/** A code search as the page asks for it: the text ('' for none) and the type ('' for all). */
export interface CodeSearchValues {
  q: string;
  type: LookupCodeType | '';
}

export const emptyCodeSearch: CodeSearchValues = { q: '', type: '' };

const typeOptions = lookupCodeTypes.map((type) => ({ value: type, label: lookupCodeTypeLabels[type] }));

function isLookupCodeType(value: string): value is LookupCodeType {
  return (lookupCodeTypes as readonly string[]).includes(value);
}

/**
 * The search of /code (docs/decisions/0107-code-and-cms.md): 'Code or description' and 'Code
 * type'; Search (or Enter) applies both. A text past `codeSearchMaxLength` is refused here with
 * the server's message, without asking it.
 */
export function CodeSearchForm({ onSearch }: { onSearch: (values: CodeSearchValues) => void }) {
  const [q, setQ] = useState('');
  const [type, setType] = useState<LookupCodeType | ''>('');
  const [error, setError] = useState<string | undefined>(undefined);
  return (
    <Stack
      component="form"
      role="search"
      aria-label="Code search"
      noValidate
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'flex-start' } }}
      onSubmit={(event) => {
        event.preventDefault();
        if (q.trim().length > codeSearchMaxLength) {
          setError(codeLookupMessages.tooLong);
          return;
        }
        setError(undefined);
        onSearch({ q: q.trim(), type });
      }}
    >
      <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
        <OutlinedTextField
          label="Code or description"
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
          label="Code type"
          name="type"
          value={type}
          emptyLabel="All types"
          options={typeOptions}
          onChange={(value) => {
            setType(isLookupCodeType(value) ? value : '');
          }}
        />
      </Stack>
      <Button type="submit" variant="contained" sx={{ minHeight: 56 }}>
        Search
      </Button>
    </Stack>
  );
}
