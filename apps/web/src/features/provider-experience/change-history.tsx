import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { changedByText, changeLinesOf, formatChangeTime } from './experience-display';
import { useGetProviderExperienceHistoryQuery } from './provider-experience-api';

/**
 * A record's change history, newest first (issue 6 item 3; docs/decisions/0081): per change when,
 * who, whether it added or changed the record, and each field from before to after.
 */
export function ChangeHistory({ npi }: { npi: string }) {
  const headingId = useId();
  const { data, isLoading, isError } = useGetProviderExperienceHistoryQuery(npi);
  const history = data?.history ?? [];
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h3" sx={{ mt: 1 }}>
        Change History
      </Typography>
      {isLoading && <Typography color="text.secondary">Loading…</Typography>}
      {isError && <Typography color="error">The change history could not be loaded.</Typography>}
      {!isLoading && !isError && history.length === 0 && (
        <Typography color="text.secondary">No changes recorded.</Typography>
      )}
      <List dense aria-labelledby={headingId}>
        {history.map((change) => (
          <ListItem key={change.id} divider sx={{ display: 'block' }}>
            <Typography variant="subtitle2" component="p">
              {formatChangeTime(change.changedAt)} · {changedByText(change)} ·{' '}
              {change.action === 'insert' ? 'Added' : 'Updated'}
            </Typography>
            {changeLinesOf(change).map((line) => (
              <Typography key={line.label} variant="body2" component="p">
                {line.label}: {line.before} → {line.after}
              </Typography>
            ))}
          </ListItem>
        ))}
      </List>
    </section>
  );
}
