import Autocomplete from '@mui/material/Autocomplete';
import { benchmarkAutocomplete } from '@medivi/domain';
import { useMemo, useState } from 'react';
import { useDebounce } from 'use-debounce';
import { AutocompleteTextField } from '../../components/autocomplete-text-field';
import { formatNumber } from '../../lib/i18n/format';
import { useLingui } from '../../lib/i18n/i18n';
import type { AutocompleteBody, SelectionItem } from './benchmarks-api-types';
import { useAutocompleteQuery } from './benchmarks-api';

/** The autocomplete asks after this long without a key, ms (spec §5). */
export const autocompleteDebounceMs = benchmarkAutocomplete.debounceMs;
/** Shorter queries are not sent (spec §5). */
export const autocompleteMinChars = benchmarkAutocomplete.minQueryLength;

interface SelectionSearchProps {
  /** The field's label and accessible name. */
  label: string;
  /** The body sent with each query: the other selection, code type, claim type and what is searched. */
  body: AutocompleteBody;
}

/**
 * A field that collects several items as chips (the chart's Data selection, spec §2): options
 * show their match count, the placeholder shows while nothing is chosen.
 */
export interface SelectionListProps extends SelectionSearchProps {
  multiple: true;
  placeholder: string;
  value: SelectionItem[];
  onChange: (value: SelectionItem[]) => void;
}

/**
 * A free-text field that also offers the items found (a further view's code or hospital): typing
 * passes the trimmed text on as it is, choosing an item passes its id.
 */
export interface SelectionTextProps extends SelectionSearchProps {
  multiple?: false;
  /** Shown under the field while there is no `error` and no finished search came back empty. */
  hint: string;
  /**
   * What the field searches, as its no-match text names it ('No {noMatchName} matches …'), in the
   * portal's language; in Spanish a masculine singular noun ('No se encontró ningún hospital …').
   */
  noMatchName: string;
  /** The text the field starts with: the value typed or chosen before. */
  value: string;
  /** Called with the trimmed text as typed, or the chosen item's id. */
  onChange: (id: string) => void;
  error?: string | undefined;
  /** How a found item reads in the list. */
  optionLabel: (option: SelectionItem) => string;
  /** Which found items the field offers (default: all). */
  offers?: ((item: SelectionItem) => boolean) | undefined;
}

export type SelectionAutocompleteProps = SelectionListProps | SelectionTextProps;

/**
 * The search behind a field: `text` trimmed, asked `autocompleteDebounceMs` after the last key
 * (POST /api/autocomplete/{query}), never under `autocompleteMinChars` (`query` null), no options
 * after a failed call (spec §5, §8). `nothingFoundFor` is the query of a finished search that
 * offers nothing, else null.
 */
function useSelectionSearch(text: string, body: AutocompleteBody, offers?: (item: SelectionItem) => boolean) {
  const [debounced] = useDebounce(text.trim(), autocompleteDebounceMs);
  const query = debounced.length < autocompleteMinChars ? null : debounced;
  const result = useAutocompleteQuery({ query: query ?? '', body }, { skip: query === null });
  const found = result.currentData;
  const offered = useMemo(
    () => (offers === undefined || found === undefined ? found : found.filter(offers)),
    [found, offers],
  );
  const options = query === null || result.isError ? [] : (offered ?? []);
  const isNothingFound = !result.isFetching && result.isSuccess && (offered?.length ?? 0) === 0;
  return {
    query,
    options,
    isFetching: result.isFetching,
    nothingFoundFor: query !== null && isNothingFound ? query : null,
  };
}

const sameItem = (a: SelectionItem, b: SelectionItem): boolean => a.id === b.id && a.type === b.type;

/** The texts MUI's Autocomplete shows or names its buttons with, in the portal's language. */
function useAutocompleteTexts() {
  const { _ } = useLingui();
  return {
    clearText: _('benchmarkCommon.search.clear'),
    openText: _('benchmarkCommon.search.open'),
    closeText: _('benchmarkCommon.search.close'),
    loadingText: _('benchmarkCommon.search.loading'),
  };
}

/**
 * The benchmarks area's one selection field (MUI Autocomplete, keyboard-operable: arrows to move,
 * Enter to choose), searching providers, states or codes as its `body` says, 300 ms after the last
 * key and from 2 characters (spec §5): with `multiple`, the chart's chips of providers or
 * procedures (spec §2); without, a view's free-text code or hospital field (docs/decisions/0103).
 */
export function SelectionAutocomplete(props: SelectionAutocompleteProps) {
  return props.multiple === true ? <SelectionList {...props} /> : <SelectionText {...props} />;
}

function SelectionList({ label, placeholder, value, onChange, body }: SelectionListProps) {
  const { _ } = useLingui();
  const texts = useAutocompleteTexts();
  const [input, setInput] = useState('');
  const search = useSelectionSearch(input, body);

  return (
    <Autocomplete
      {...texts}
      multiple
      filterSelectedOptions
      options={search.options}
      value={value}
      loading={search.isFetching}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={sameItem}
      inputValue={input}
      onInputChange={(_event, next, reason) => {
        if (reason !== 'reset') setInput(next);
      }}
      onChange={(_event, next) => {
        onChange(next);
        setInput('');
      }}
      noOptionsText={
        search.query === null
          ? _('benchmarkCommon.search.tooShort', { count: String(autocompleteMinChars) })
          : _('benchmarkCommon.search.noMatches')
      }
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest}>
            {_('benchmarkCommon.search.option', {
              name: option.name,
              matches: formatNumber(option.matches, 0),
            })}
          </li>
        );
      }}
      renderInput={(params) => (
        <AutocompleteTextField
          params={params}
          label={label}
          placeholder={value.length === 0 ? placeholder : undefined}
        />
      )}
    />
  );
}

function SelectionText(props: SelectionTextProps) {
  const { _ } = useLingui();
  const texts = useAutocompleteTexts();
  const [text, setText] = useState(props.value);
  const search = useSelectionSearch(text, props.body, props.offers);
  const noMatch =
    search.nothingFoundFor === null
      ? undefined
      : _('benchmarkCommon.search.noMatchFor', { name: props.noMatchName, query: search.nothingFoundFor });

  return (
    <Autocomplete<SelectionItem, false, false, true>
      {...texts}
      freeSolo
      options={search.options}
      filterOptions={(items) => items}
      getOptionLabel={(option) => (typeof option === 'string' ? option : props.optionLabel(option))}
      inputValue={text}
      onInputChange={(_event, next, reason) => {
        setText(next);
        if (reason === 'input' || reason === 'clear') props.onChange(next.trim());
      }}
      onChange={(_event, chosen) => {
        if (chosen !== null && typeof chosen !== 'string') props.onChange(chosen.id);
      }}
      renderInput={(params) => (
        <AutocompleteTextField
          params={params}
          label={props.label}
          error={props.error !== undefined}
          helperText={props.error ?? noMatch ?? props.hint}
          // A search that found nothing says so as it happens (issue 31 item 14).
          isHelperLive
        />
      )}
    />
  );
}
