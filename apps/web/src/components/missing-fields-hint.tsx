import Typography from '@mui/material/Typography';
import { useLingui } from '../lib/i18n/i18n';

/** A problem a schema found, by the path of the field it is about. */
export interface FieldIssue {
  path: readonly PropertyKey[];
}

/**
 * The labels of the fields `issues` are about, once each, in the order of `labels` (the form's
 * order). An issue is matched by its whole dotted path, then by its first segment; issues of
 * fields without a label are left out.
 */
export function missingFieldLabels(
  issues: readonly FieldIssue[],
  labels: Readonly<Record<string, string>>,
): string[] {
  const paths = new Set<string>();
  for (const issue of issues) {
    paths.add(issue.path.map(String).join('.'));
    paths.add(String(issue.path[0] ?? ''));
  }
  return [
    ...new Set(
      Object.keys(labels)
        .filter((key) => paths.has(key))
        .map((key) => labels[key] ?? key),
    ),
  ];
}

/**
 * What a disabled NEXT or SUBMIT still needs, in words, beside it (docs/decisions/0095): 'To
 * continue, complete: Phone, Zip.'. Give the button `aria-describedby={id}` so a screen reader
 * says it with the button. Renders nothing when nothing is missing.
 */
export function MissingFieldsHint({ id, missing }: { id: string; missing: readonly string[] }) {
  const { _ } = useLingui();
  if (missing.length === 0) return null;
  return (
    <Typography id={id} variant="body2" color="text.secondary" sx={{ textAlign: 'right' }}>
      {_('common.missingFields', { fields: missing.join(', ') })}
    </Typography>
  );
}
