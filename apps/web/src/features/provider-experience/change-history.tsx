import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useLingui } from '../../lib/i18n/i18n';
import { changedByText, changeLinesOf, formatChangeTime } from './experience-display';
import { useGetProviderExperienceHistoryQuery } from './provider-experience-api';

/**
 * A record's change history, newest first (issue 6 item 3; docs/decisions/0081): per change when,
 * who, whether it added or changed the record, and each field from before to after.
 */
export function ChangeHistory({ npi }: { npi: string }) {
  const { _ } = useLingui();
  const headingId = useId();
  const { data, isLoading, isError } = useGetProviderExperienceHistoryQuery(npi);
  const history = data?.history ?? [];
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h3" sx={{ mt: 1 }}>
        {_('providerExperience.history.title')}
      </Typography>
      {isLoading && <Typography color="text.secondary">{_('providerExperience.loading')}</Typography>}
      {isError && <Typography color="error">{_('providerExperience.history.failed')}</Typography>}
      {!isLoading && !isError && history.length === 0 && (
        <Typography color="text.secondary">{_('providerExperience.history.none')}</Typography>
      )}
      <List dense aria-labelledby={headingId}>
        {history.map((change) => (
          <ListItem key={change.id} divider sx={{ display: 'block' }}>
            <Typography variant="subtitle2" component="p">
              {_('providerExperience.history.entry', {
                time: formatChangeTime(change.changedAt),
                who: changedByText(change, _),
                action: change.action,
              })}
            </Typography>
            {changeLinesOf(change, _).map((line) => (
              <Typography key={line.label} variant="body2" component="p">
                {_('providerExperience.history.line', { ...line })}
              </Typography>
            ))}
          </ListItem>
        ))}
      </List>
    </section>
  );
}
