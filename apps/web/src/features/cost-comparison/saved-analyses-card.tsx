import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useState } from 'react';
import { LazyConfirmDialog } from '../../components/lazy-confirm-dialog';
import type { AnalysisState, SavedAnalysisSummary } from '@medivi/domain';
import { useAppDispatch } from '../../lib/hooks';
import { formatDateTime } from '../../lib/i18n/format';
import { useLingui } from '../../lib/i18n/i18n';
import { snackbarQueued } from '../../lib/snackbar-slice';
import { type AnalysisForm, AnalysisCard, submitState } from './analysis-card';
import { clearAnalysisDraft } from './analysis-draft';
import { formValuesOf, initialFormValues } from './analysis-form';
import {
  useCreateAnalysisMutation,
  useDeleteAnalysisMutation,
  useLazyGetAnalysisQuery,
  useListAnalysesQuery,
  useUpdateAnalysisMutation,
} from './cost-comparison-api';

/** When a saved analysis was last changed, or '-' when the time cannot be read (spec §5 Other). */
function changedText(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '-' : formatDateTime(date);
}

export interface SavedAnalysesCardProps {
  form: AnalysisForm;
  /** The saved analysis the form holds, or null for a new one. */
  analysisId: string | null;
  onAnalysisChange: (analysisId: string | null) => void;
}

/**
 * Saved analyses of the signed-in author (issue 18; docs/decisions/0104): saves the form (a new
 * analysis, or the one opened), lists the author's analyses newest first, opens one into the
 * form, deletes one after asking, or starts a new analysis. Failures show the server's message (the API's
 * snackbar). A save that fails because the session ended keeps the edits: the page's draft
 * (analysis-draft.ts) brings them back after the new sign-in.
 */
function SavedAnalysesCardBody({ form, analysisId, onAnalysisChange }: SavedAnalysesCardProps) {
  const { _ } = useLingui();
  const dispatch = useAppDispatch();
  const list = useListAnalysesQuery(undefined);
  const [load] = useLazyGetAnalysisQuery();
  const [create, creating] = useCreateAnalysisMutation();
  const [update, updating] = useUpdateAnalysisMutation();
  const [remove] = useDeleteAnalysisMutation();
  const analyses = list.data?.analyses ?? [];
  const [toDelete, setToDelete] = useState<SavedAnalysisSummary | null>(null);

  const save = async (state: AnalysisState) => {
    const saved =
      analysisId === null ? await create(state).unwrap() : await update({ analysisId, state }).unwrap();
    onAnalysisChange(saved.analysisId);
    form.reset(formValuesOf(saved.state));
    clearAnalysisDraft();
    dispatch(
      snackbarQueued({
        text: _('costComparison.saved.saved', { plan: saved.state.planName }),
        severity: 'success',
      }),
    );
    void list.refetch();
  };
  const open = async (id: string) => {
    const result = await load(id, false);
    if (result.data === undefined) return;
    form.reset(formValuesOf(result.data.state));
    clearAnalysisDraft();
    onAnalysisChange(id);
  };
  const erase = async (id: string) => {
    await remove(id).unwrap();
    if (id === analysisId) onAnalysisChange(null);
    void list.refetch();
  };

  return (
    <AnalysisCard title={_('costComparison.saved.title')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button
          variant="contained"
          disabled={creating.isLoading || updating.isLoading}
          onClick={() => {
            void submitState(form, (state) => save(state).catch(() => undefined));
          }}
        >
          {analysisId === null ? _('costComparison.saved.save') : _('costComparison.saved.saveChanges')}
        </Button>
        <Button
          variant="outlined"
          onClick={() => {
            form.reset(initialFormValues());
            clearAnalysisDraft();
            onAnalysisChange(null);
          }}
        >
          {_('costComparison.saved.new')}
        </Button>
      </Stack>
      {list.isSuccess && analyses.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>{_('costComparison.saved.none')}</Typography>
      )}
      {analyses.length > 0 && (
        <List aria-label={_('costComparison.saved.title')} dense disablePadding>
          {analyses.map((analysis) => (
            <ListItem key={analysis.analysisId} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText
                primary={analysis.planName}
                secondary={_(
                  analysis.analysisId === analysisId
                    ? 'costComparison.saved.changedOpen'
                    : 'costComparison.saved.changed',
                  { when: changedText(analysis.updatedAt) },
                )}
                sx={{ minWidth: 160 }}
              />
              <Button
                size="small"
                aria-label={_('costComparison.saved.openNamed', { plan: analysis.planName })}
                onClick={() => {
                  void open(analysis.analysisId);
                }}
              >
                {_('costComparison.saved.open')}
              </Button>
              <Button
                size="small"
                color="error"
                aria-label={_('costComparison.saved.deleteNamed', { plan: analysis.planName })}
                onClick={() => {
                  setToDelete(analysis);
                }}
              >
                {_('costComparison.saved.delete')}
              </Button>
            </ListItem>
          ))}
        </List>
      )}
      <LazyConfirmDialog
        isOpen={toDelete !== null}
        title={_('costComparison.saved.deleteTitle')}
        message={_('costComparison.saved.deleteMessage', { plan: toDelete?.planName ?? '' })}
        confirmLabel={_('costComparison.saved.deleteConfirm')}
        onConfirm={() => {
          if (toDelete !== null) void erase(toDelete.analysisId).catch(() => undefined);
          setToDelete(null);
        }}
        onCancel={() => {
          setToDelete(null);
        }}
      />
    </AnalysisCard>
  );
}

/** Re-renders only when its props change, not on every keystroke elsewhere in the form. */
export const SavedAnalysesCard = memo(SavedAnalysesCardBody);
