import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { InfoSection } from '@medivi/domain';

/**
 * Sections of an information text (the domain's `InfoSection`: heading, paragraphs, optional
 * list), each a `<section>` with a level-2 heading. Shared by the public information pages and
 * the provider-search FAQ of the documentation pages.
 */
export function InfoSections({ sections }: { sections: readonly InfoSection[] }) {
  return sections.map((section) => (
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
  ));
}
