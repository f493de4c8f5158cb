import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AnalysisState } from '@medivi/domain';
import { type ReactNode, useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { AnalysisFormValues } from './analysis-form';

/** The Market Analysis form as every card takes it. */
export type AnalysisForm = UseFormReturn<AnalysisFormValues>;

/**
 * Runs `action` with the checked state once the form passes the contract: the form's resolver
 * hands the contract's parsed `AnalysisState` (dates ISO, defaults filled) to `handleSubmit`,
 * which react-hook-form types as the form's own values.
 */
export function submitState(form: AnalysisForm, action: (state: AnalysisState) => unknown): Promise<void> {
  return form.handleSubmit(async (parsed) => {
    await action(parsed);
  })();
}

/** One card of the Analysis page (spec §2): a section named by its heading. */
export function AnalysisCard({
  title,
  children,
  sectionId,
}: {
  title: string;
  children: ReactNode;
  /** The section's id, for a link that jumps to it. */
  sectionId?: string;
}) {
  const id = useId();
  return (
    <Paper
      component="section"
      id={sectionId}
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0 }}
    >
      <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}
