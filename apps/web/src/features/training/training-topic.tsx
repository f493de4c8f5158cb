import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { trainingGuides } from './training-guides';
import { type TrainingScreenshot, trainingScreenshots } from './training-screenshots';
import { type TrainingVideoId, trainingVideoSource } from './training-videos';

/**
 * One training topic (analysis-reports-admin spec §2 "Other pages"): its heading, the video when
 * the deployment configures one (`VITE_TRAINING_VIDEO_*`; native controls, so it works by keyboard,
 * never wider than the screen) with its captions track, or a note that it has none; then the
 * written steps, which stand in for the video when there is none, with a screenshot of this
 * portal beside the steps that have one (docs/decisions/0108).
 */
export function TrainingTopic({ id }: { id: TrainingVideoId }) {
  const guide = trainingGuides[id];
  const video = trainingVideoSource(id);
  const screenshots = trainingScreenshots(id);
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.35rem' }}>
        {guide.title}
      </Typography>
      <Typography>{guide.summary}</Typography>
      {video === null ? null : (
        <>
          <Box
            component="video"
            controls
            preload="metadata"
            src={video.url}
            aria-label={`${guide.title} video`}
            sx={{
              display: 'block',
              width: '100%',
              maxWidth: '100%',
              height: 'auto',
              bgcolor: 'common.black',
            }}
          >
            {video.captionsUrl === null ? null : (
              <track kind="captions" src={video.captionsUrl} srcLang="en" label="English" default />
            )}
          </Box>
          {video.captionsUrl === null && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Captions are not available for this video. The steps below cover what it shows.
            </Typography>
          )}
        </>
      )}
      <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
        {guide.stepsHeading}
      </Typography>
      <Box component="ol" sx={{ my: 0, pl: 3, display: 'grid', gap: 1 }}>
        {guide.steps.map((step, index) => {
          const screenshot = screenshots.get(index);
          return (
            <Typography component="li" key={step}>
              {step}
              {screenshot !== undefined && <StepScreenshot screenshot={screenshot} />}
            </Typography>
          );
        })}
      </Box>
    </Box>
  );
}

/**
 * A step's screenshot: a figure with the image (lazy, its size given so the page does not shift
 * when it loads, never wider than the column so it fits a 390 px phone) and its caption.
 */
function StepScreenshot({ screenshot }: { screenshot: TrainingScreenshot }) {
  return (
    <Box component="figure" sx={{ mx: 0, mt: 1, mb: 1.5 }}>
      <Box
        component="img"
        src={screenshot.src}
        alt={screenshot.alt}
        width={screenshot.width}
        height={screenshot.height}
        loading="lazy"
        decoding="async"
        sx={{
          display: 'block',
          maxWidth: '100%',
          height: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      />
      <Typography component="figcaption" variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        {screenshot.caption}
      </Typography>
    </Box>
  );
}
