import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useLingui } from '../../lib/i18n/i18n';
import { wordedGuide, wordedScreenshotTexts } from './training-texts';
import { type TrainingScreenshot, trainingScreenshots } from './training-screenshots';
import { type TrainingVideoId, trainingVideoSource } from './training-videos';

/**
 * One training topic (analysis-reports-admin spec §2 "Other pages"): its heading, the video when
 * the deployment configures one (`VITE_TRAINING_VIDEO_*`; native controls, so it works by keyboard,
 * never wider than the screen) with its captions track, or a note that it has none; then the
 * written steps, which stand in for the video when there is none, with a screenshot of this
 * portal beside the steps that have one (docs/decisions/0108). The texts are in the portal's
 * language (`training` area); the videos and screenshots are English, which a page in another
 * language says next to the video.
 */
export function TrainingTopic({ id }: { id: TrainingVideoId }) {
  const { _, i18n } = useLingui();
  const guide = wordedGuide(id, _);
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
          {i18n.locale !== 'en' && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {_('training.video.languageNote')}
            </Typography>
          )}
          <Box
            component="video"
            controls
            preload="metadata"
            src={video.url}
            aria-label={_('training.video.label', { title: guide.title })}
            sx={{
              display: 'block',
              width: '100%',
              maxWidth: '100%',
              height: 'auto',
              bgcolor: 'common.black',
            }}
          >
            {video.captionsUrl === null ? null : (
              <track
                kind="captions"
                src={video.captionsUrl}
                srcLang="en"
                label={_('training.video.captionsLanguage')}
                default
              />
            )}
          </Box>
          {video.captionsUrl === null && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {_('training.video.noCaptions')}
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
              {screenshot !== undefined && (
                <StepScreenshot screenshot={screenshot} {...wordedScreenshotTexts(id, screenshot, _)} />
              )}
            </Typography>
          );
        })}
      </Box>
    </Box>
  );
}

/**
 * A step's screenshot: a figure with the image (lazy, its size given so the page does not shift
 * when it loads, never wider than the column so it fits a 390 px phone) and its caption, the alt
 * text and caption in the portal's language.
 */
function StepScreenshot({
  screenshot,
  alt,
  caption,
}: {
  screenshot: TrainingScreenshot;
  alt: string;
  caption: string;
}) {
  return (
    <Box component="figure" sx={{ mx: 0, mt: 1, mb: 1.5 }}>
      <Box
        component="img"
        src={screenshot.src}
        alt={alt}
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
        {caption}
      </Typography>
    </Box>
  );
}
