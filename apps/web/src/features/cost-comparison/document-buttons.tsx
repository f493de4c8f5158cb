import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import {
  type AnalysisState,
  type ComparisonDocumentKind,
  comparisonDocumentKinds,
  comparisonDocumentTitles,
  comparisonFileName,
  comparisonProductName,
} from '@medivi/domain';
import { memo, useState } from 'react';
import { useAppDispatch } from '../../lib/hooks';
import { snackbarQueued } from '../../lib/snackbar-slice';
import { useVariant } from '../../lib/variant';
import { type AnalysisForm, submitState } from './analysis-card';
import { DocumentFailed, fetchDocument, openAsWebPage, saveFile } from './comparison-documents';

/**
 * The two generate buttons (spec §2, §4 Cost-comparison, §7, §8): each checks the form with the
 * contract, fetches its PDF and saves it as '{plan} - {product} {kind}.pdf'; both are disabled
 * while one document is being made (the generating-document flag); a failure queues the server's
 * text as a snackbar. Beside each, 'Open … as web page' posts the same state to `?format=html` in
 * a new tab. While a document is made the buttons say so with `aria-disabled` and ignore presses,
 * but stay focusable, so a keyboard user's focus stays on the button pressed (issue 31 item 8).
 */
function DocumentButtonsBody({ form }: { form: AnalysisForm }) {
  const dispatch = useAppDispatch();
  const product = comparisonProductName(useVariant());
  const [generating, setGenerating] = useState<ComparisonDocumentKind | null>(null);

  const generate = async (kind: ComparisonDocumentKind, state: AnalysisState) => {
    if (generating !== null) return;
    setGenerating(kind);
    try {
      const pdf = await fetchDocument(kind, state);
      saveFile(pdf, comparisonFileName(state.planName, product, kind));
    } catch (error) {
      const text = error instanceof DocumentFailed ? error.message : 'The document could not be made.';
      dispatch(snackbarQueued({ text }));
    } finally {
      setGenerating(null);
    }
  };

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ flexWrap: 'wrap' }}>
      {comparisonDocumentKinds.map((kind) => {
        const title = comparisonDocumentTitles[kind];
        return (
          <Stack key={kind} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button
              variant="contained"
              aria-disabled={generating !== null}
              aria-busy={generating === kind}
              onClick={() => {
                if (generating !== null) return;
                void submitState(form, (state) => generate(kind, state));
              }}
              sx={generating === null ? undefined : { opacity: 0.6, cursor: 'progress' }}
              startIcon={generating === kind ? <CircularProgress size={18} aria-hidden /> : undefined}
            >
              {`Generate ${title}`}
            </Button>
            <Button
              variant="outlined"
              onClick={() => {
                void submitState(form, (state) => {
                  openAsWebPage(kind, state);
                });
              }}
            >
              {`Open ${title} as web page`}
            </Button>
          </Stack>
        );
      })}
    </Stack>
  );
}

/** Re-renders only when its props change, not on every keystroke elsewhere in the form. */
export const DocumentButtons = memo(DocumentButtonsBody);
