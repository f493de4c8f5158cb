import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { providerSearchFaqSections } from '../../lib/provider-search-faq';
import { TrainingPageFrame } from './training-page-frame';

const sections = [
  providerSearchFaqSections.badges,
  providerSearchFaqSections.zipCode,
  providerSearchFaqSections.resolutionTime,
];

/**
 * Provider Search FAQ (/documentation/provider-search-faq, mobile-read role): the provider-search
 * FAQ statements of cases spec §1, the same words /FAQ gives.
 */
export default function ProviderSearchFaqPage() {
  return (
    <TrainingPageFrame
      title="Provider Search FAQ"
      intro="Answers to the questions members ask most about Provider Search."
    >
      {sections.map((section) => (
        <Box component="section" key={section.heading} sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
            {section.heading}
          </Typography>
          {section.paragraphs.map((paragraph) => (
            <Typography key={paragraph}>{paragraph}</Typography>
          ))}
          {section.items !== undefined && (
            <Box component="ul" sx={{ my: 0, pl: 3 }}>
              {section.items.map((item) => (
                <Typography component="li" key={item}>
                  {item}
                </Typography>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </TrainingPageFrame>
  );
}
