import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DependentMember } from '@medivi/domain';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLingui, type Translate } from '../../lib/i18n/i18n';
import { paths } from '../../lib/paths';
import { LazyConfirmDialog } from '../../components/lazy-confirm-dialog';
import { LoadingText } from '../../components/loading-text';
import { useDeleteDependentMemberMutation, useGetDependentMembersQuery } from './account-settings-api';

/**
 * The identifier a dependent card shows: the member ID, else the patient id (accounts spec §2
 * screen 12), worded by Lingui's `_`.
 */
export function dependentIdentifier(dependent: DependentMember, _: Translate): string {
  if (dependent.memberId !== null && dependent.memberId !== '')
    return _('accounts.settings.dependents.memberId', { memberId: dependent.memberId });
  return _('accounts.settings.dependents.patientId', { patientId: dependent.patientid ?? '—' });
}

/** A dependent's full name as the cards and the confirmation show it. */
function fullNameOf(dependent: Pick<DependentMember, 'firstName' | 'lastName'>): string {
  return `${dependent.firstName} ${dependent.lastName}`;
}

/**
 * Dependent Members (accounts spec §2 screen 12, §4 Dependents and delete): ADD DEPENDENT and one
 * card per dependent with Delete Member, which asks 'Are You Sure?' first. The list loads again
 * whenever the page opens (after an add) and after a delete.
 */
export function DependentsSection() {
  const { _ } = useLingui();
  const headingId = useId();
  const navigate = useNavigate();
  const { data, isLoading, refetch } = useGetDependentMembersQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [deleteDependent, { isLoading: isDeleting }] = useDeleteDependentMemberMutation();
  const [pending, setPending] = useState<DependentMember | null>(null);

  const confirmDelete = async () => {
    if (pending === null) return;
    const id = pending.sixDegPatientID;
    setPending(null);
    await deleteDependent(id);
    void refetch();
  };

  const dependents = data?.dependentMembers ?? [];
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography id={headingId} variant="h2">
          {_('accounts.settings.dependents.title')}
        </Typography>
        <Button variant="contained" onClick={() => void navigate(paths.dependentInformation)}>
          {_('accounts.settings.dependents.add')}
        </Button>
      </Stack>
      {isLoading ? (
        <LoadingText />
      ) : dependents.length === 0 ? (
        <Typography>{_('accounts.settings.dependents.empty')}</Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {dependents.map((dependent) => (
            <Card component="li" key={dependent.sixDegPatientID} variant="outlined">
              <CardContent>
                <Typography sx={{ fontWeight: 600 }}>{fullNameOf(dependent)}</Typography>
                <Typography variant="body2">{dependentIdentifier(dependent, _)}</Typography>
              </CardContent>
              <CardActions>
                <Button
                  color="error"
                  disabled={isDeleting}
                  aria-label={_('accounts.settings.dependents.deleteLabel', { name: fullNameOf(dependent) })}
                  onClick={() => {
                    setPending(dependent);
                  }}
                >
                  {_('accounts.settings.dependents.delete')}
                </Button>
              </CardActions>
            </Card>
          ))}
        </Stack>
      )}
      <LazyConfirmDialog
        isOpen={pending !== null}
        title={_('accounts.confirm.title')}
        message={_('accounts.settings.dependents.confirmMessage', {
          name: pending === null ? '' : fullNameOf(pending),
        })}
        confirmLabel={_('accounts.settings.dependents.confirmAction')}
        cancelLabel={_('common.cancel')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => {
          setPending(null);
        }}
      />
    </Paper>
  );
}
