import Typography from '@mui/material/Typography';
import { useLingui } from '../../lib/i18n/i18n';
import { exclusionExplanation } from './benchmarks-texts';

/** The type of an 'exclusionType - provider name' entry. */
function typeOf(entry: string): string {
  return entry.split(' - ')[0]?.trim() ?? '';
}

/**
 * The providers the chart leaves out, listed as the server words them ('lowData - NAME'), with
 * the explanation of each exclusion type present (spec §3, §9; thresholds in
 * docs/decisions/0102), in the portal's language; the type codes stay as the server gives them.
 */
export function ExcludedProviders({ entries }: { entries: readonly string[] }) {
  const { _ } = useLingui();
  if (entries.length === 0) return null;
  const types = [...new Set(entries.map(typeOf))];
  return (
    <section aria-labelledby="benchmarks-excluded-heading">
      <Typography id="benchmarks-excluded-heading" variant="h3" component="h2" sx={{ fontSize: '1.1rem' }}>
        {_('benchmarks.excluded.title', { count: String(entries.length) })}
      </Typography>
      <Typography component="ul" variant="body2" sx={{ pl: 3, my: 1 }}>
        {types.map((type) => (
          <li key={type}>
            {_('benchmarks.excluded.entry', { type, explanation: exclusionExplanation(type, _) })}
          </li>
        ))}
      </Typography>
      <Typography component="ul" variant="body2" sx={{ pl: 3, my: 1, columns: { md: 2 } }}>
        {entries.map((entry) => (
          <li key={entry}>{entry}</li>
        ))}
      </Typography>
    </section>
  );
}
