import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Widest the training text grows, px: long text and a video read best in one column. */
const trainingPageMaxWidth = 860;

/** The frame of a training page inside the signed-in layout: one h1, an introduction, the parts. */
export function TrainingPageFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: trainingPageMaxWidth }}>
      <Stack spacing={3}>
        <Box>
          <Typography variant="h1">{title}</Typography>
          <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{intro}</Typography>
        </Box>
        {children}
      </Stack>
    </Box>
  );
}
