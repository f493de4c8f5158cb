import { type ChangeEvent, type SubmitEvent, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { normalizeZipInput, type ZipCodeDetails, zipInputError, zipMessages } from '@medivi/domain';
import { OutlinedTextField } from '../../../components/outlined-text-field';
import { activeLanguage, useLingui, type Translate } from '../../../lib/i18n/i18n';
import { serverErrorMessage } from '../../../lib/i18n/server-errors';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { useLazyValidateZipCodeQuery } from '../provider-search-api';
import { selectProviderSearch, zipCodeApplied, zipCodeDetailsChanged } from '../provider-search-slice';

/** Where a recognized zip is: 'Cleveland, OH', or the county when the city is unknown ('Cuyahoga County, OH'). */
export function placeOf(details: ZipCodeDetails, _: Translate): string {
  const place =
    details.city ??
    (details.county === null ? null : _('providerSearch.zip.county', { county: details.county }));
  return [place, details.state].filter((part) => part !== null && part !== '').join(', ');
}

function failureText(error: FetchBaseQueryError | SerializedError, _: Translate): string {
  return 'status' in error
    ? _(serverErrorMessage(error, 'providerSearch.zip.errors', activeLanguage()))
    : _('errors.network');
}

/** The catalogue ids of the domain's zip input errors. */
const zipInputErrorIds: Record<string, string> = {
  [zipMessages.required]: 'providerSearch.zip.required',
  [zipMessages.fiveDigits]: 'providerSearch.zip.fiveDigits',
};

/** The zip field's message and whether it is an error (spec §5 Provider search). */
export interface ZipFieldMessage {
  text: string | null;
  isError: boolean;
}

/**
 * Message under the zip field, in the portal's language through `_` (Lingui's, from
 * `useLingui()`): 'Required' or 'Must be 5 digits' once edited or submitted; at 5 digits 'Zip code
 * not recognized…' when the server says so (its reply has a message then), the failure's message
 * (the network failure text), or where the zip is.
 */
export function zipFieldMessage(
  input: {
    zip: string;
    isTouched: boolean;
    validation: {
      details?: ZipCodeDetails | undefined;
      error?: FetchBaseQueryError | SerializedError | undefined;
    };
    details: ZipCodeDetails | null;
  },
  _: Translate,
): ZipFieldMessage {
  const inputError = zipInputError(input.zip);
  if (inputError !== null)
    return {
      text: input.isTouched ? _(zipInputErrorIds[inputError] ?? inputError) : null,
      isError: input.isTouched,
    };
  if (input.validation.error !== undefined)
    return { text: failureText(input.validation.error, _), isError: true };
  const serverMessage = input.validation.details?.message;
  if (serverMessage !== undefined && serverMessage !== '')
    return { text: _('providerSearch.zip.notRecognized'), isError: true };
  const known = input.validation.details ?? input.details;
  return { text: known === null ? null : placeOf(known, _), isError: false };
}

/**
 * Zip input and its Search button (cases spec §5 Provider search): digits only, at most 5; at 5
 * digits the server validates it; Search applies a recognized zip and is disabled while loading or
 * in error.
 */
export function ZipField({ isBusy }: { isBusy: boolean }) {
  const { _ } = useLingui();
  const dispatch = useAppDispatch();
  const zipCode = useAppSelector((state) => selectProviderSearch(state).zipCode);
  const details = useAppSelector((state) => selectProviderSearch(state).zipCodeDetails);
  const [draft, setDraft] = useState(zipCode);
  const [shownZip, setShownZip] = useState(zipCode);
  if (shownZip !== zipCode) {
    setShownZip(zipCode);
    setDraft(zipCode);
  }
  const [isTouched, setIsTouched] = useState(false);
  const latestDraft = useRef(draft);
  const [validate, validation] = useLazyValidateZipCodeQuery();
  const isCurrent = validation.originalArgs === draft;

  const message = zipFieldMessage(
    {
      zip: draft,
      isTouched,
      validation: isCurrent ? { details: validation.currentData, error: validation.error } : {},
      details: draft === zipCode || details?.zip === draft ? details : null,
    },
    _,
  );
  const isValidating = isCurrent && validation.isFetching;
  // While the zip is being checked, Search (and Enter) stay available: the submit waits for the
  // check (docs/decisions/0095).
  const isSearchDisabled = isBusy || (message.isError && !isValidating) || zipInputError(draft) !== null;
  const helperText = isValidating && !message.isError ? _('providerSearch.zip.checking') : message.text;

  async function check(zip: string): Promise<ZipCodeDetails | null> {
    const result = await validate(zip, true);
    const found = result.data;
    if (found === undefined || (found.message ?? '') !== '') return null;
    return found;
  }

  function handleChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const zip = normalizeZipInput(event.target.value);
    latestDraft.current = zip;
    setDraft(zip);
    setIsTouched(true);
    if (zip.length < 5) {
      if (details !== null) dispatch(zipCodeDetailsChanged(null));
      return;
    }
    void check(zip).then((found) => {
      if (found !== null && latestDraft.current === zip) dispatch(zipCodeDetailsChanged(found));
    });
  }

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsTouched(true);
    const zip = draft;
    if (zipInputError(zip) !== null || isSearchDisabled) return;
    // The check of the zip as typed: the one under way, or a new one.
    const found = await check(zip);
    if (found !== null) dispatch(zipCodeApplied({ zip, details: found }));
  }

  return (
    <Stack
      component="form"
      role="search"
      aria-label={_('providerSearch.zip.form')}
      noValidate
      direction="row"
      spacing={1}
      sx={{ alignItems: 'flex-start' }}
      onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
        void handleSubmit(event);
      }}
    >
      <Box sx={{ flex: 1 }}>
        <OutlinedTextField
          label={_('providerSearch.zip.label')}
          size="small"
          fullWidth
          value={draft}
          onChange={handleChange}
          // Only an edit or a submit shows 'Required': a Tab through the empty field does not.
          error={message.isError}
          helperText={helperText ?? ' '}
          required
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
        />
      </Box>
      <Button type="submit" variant="contained" disabled={isSearchDisabled} sx={{ minHeight: 40 }}>
        {_('providerSearch.zip.search')}
      </Button>
    </Stack>
  );
}
