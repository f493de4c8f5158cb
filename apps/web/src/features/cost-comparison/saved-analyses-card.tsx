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

const savedAt = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** When a saved analysis was last changed, or '-' when the time cannot be read (spec §5 Other). */
function changedText(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '-' : savedAt.format(date);
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
    dispatch(snackbarQueued({ text: `Saved '${saved.state.planName}'.`, severity: 'success' }));
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
    <AnalysisCard title="Saved analyses">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button
          variant="contained"
          disabled={creating.isLoading || updating.isLoading}
          onClick={() => {
            void submitState(form, (state) => save(state).catch(() => undefined));
          }}
        >
          {analysisId === null ? 'Save analysis' : 'Save changes'}
        </Button>
        <Button
          variant="outlined"
          onClick={() => {
            form.reset(initialFormValues());
            clearAnalysisDraft();
            onAnalysisChange(null);
          }}
        >
          New analysis
        </Button>
      </Stack>
      {list.isSuccess && analyses.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>No saved analyses yet.</Typography>
      )}
      {analyses.length > 0 && (
        <List aria-label="Saved analyses" dense disablePadding>
          {analyses.map((analysis) => (
            <ListItem key={analysis.analysisId} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText
                primary={analysis.planName}
                secondary={`Changed ${changedText(analysis.updatedAt)}${analysis.analysisId === analysisId ? ' · open' : ''}`}
                sx={{ minWidth: 160 }}
              />
              <Button
                size="small"
                aria-label={`Open ${analysis.planName}`}
                onClick={() => {
                  void open(analysis.analysisId);
                }}
              >
                Open
              </Button>
              <Button
                size="small"
                color="error"
                aria-label={`Delete ${analysis.planName}`}
                onClick={() => {
                  setToDelete(analysis);
                }}
              >
                Delete
              </Button>
            </ListItem>
          ))}
        </List>
      )}
      <LazyConfirmDialog
        isOpen={toDelete !== null}
        title="Delete this analysis?"
        message={`'${toDelete?.planName ?? ''}' will be deleted for good.`}
        confirmLabel="DELETE"
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
