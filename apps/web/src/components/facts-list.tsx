import Typography from '@mui/material/Typography';

/**
 * Label and value pairs as a description list (`dl`): labels in a column sized to the longest up
 * to `minLabelWidth`, values wrapping anywhere, so a long id never widens a phone's screen. For a
 * record's facts in a dialog or a section (a claim, an explanation of benefits).
 */
export function FactsList({
  rows,
  minLabelWidth = '8rem',
}: {
  rows: readonly (readonly [string, string])[];
  minLabelWidth?: string;
}) {
  return (
    <Typography
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: `minmax(${minLabelWidth}, auto) 1fr`,
        columnGap: 2,
        rowGap: 0.75,
        m: 0,
      }}
    >
      {rows.map(([label, value]) => (
        <Typography key={label} component="div" sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Typography>
      ))}
    </Typography>
  );
}
