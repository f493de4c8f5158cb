import Box from '@mui/material/Box';

/**
 * The picture shown before a zip is set (cases spec §2). Decorative: hidden from assistive
 * technology, drawn inline at a fixed size so nothing shifts while it loads.
 */
export function SearchIllustration() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', color: 'primary.main', py: 4 }}>
      <svg
        aria-hidden="true"
        focusable="false"
        width="240"
        height="180"
        viewBox="0 0 240 180"
        fill="none"
        data-testid="provider-search-illustration"
      >
        <rect x="20" y="30" width="200" height="130" rx="12" fill="currentColor" opacity="0.08" />
        <path d="M20 110 L90 70 L150 120 L220 80" stroke="currentColor" strokeWidth="3" opacity="0.25" />
        <path d="M60 30 L80 160 M160 30 L140 160" stroke="currentColor" strokeWidth="2" opacity="0.15" />
        <path
          d="M120 40 C101 40 88 54 88 71 C88 94 120 122 120 122 C120 122 152 94 152 71 C152 54 139 40 120 40 Z"
          fill="currentColor"
        />
        <circle cx="120" cy="71" r="12" fill="#fff" />
        <circle cx="176" cy="128" r="18" stroke="currentColor" strokeWidth="6" fill="#fff" />
        <path d="M189 141 L206 158" stroke="currentColor" strokeWidth="8" strokeLinecap="round" />
      </svg>
    </Box>
  );
}
