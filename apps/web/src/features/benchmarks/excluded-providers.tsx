import Typography from '@mui/material/Typography';

/** What each exclusion type means (spec §9; thresholds in the server's decision record). */
export const exclusionExplanations: Record<string, string> = {
  lowData: 'too few claims for the selected codes to give a reliable average',
  noData: 'no claims for the selected codes in the data year',
  excluded: 'left out by a benchmark rule',
};

/** The type of an 'exclusionType - provider name' entry. */
function typeOf(entry: string): string {
  return entry.split(' - ')[0]?.trim() ?? '';
}

/**
 * The providers the chart leaves out, listed as the server words them ('lowData - NAME'), with
 * the explanation of each exclusion type present (spec §3, §9).
 */
export function ExcludedProviders({ entries }: { entries: readonly string[] }) {
  if (entries.length === 0) return null;
  const types = [...new Set(entries.map(typeOf))];
  return (
    <section aria-labelledby="benchmarks-excluded-heading">
      <Typography id="benchmarks-excluded-heading" variant="h3" component="h2" sx={{ fontSize: '1.1rem' }}>
        Providers not shown ({entries.length})
      </Typography>
      <Typography component="ul" variant="body2" sx={{ pl: 3, my: 1 }}>
        {types.map((type) => (
          <li key={type}>
            {type}: {exclusionExplanations[type] ?? 'left out of the chart'}
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
