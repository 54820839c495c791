import type { Language } from '@cabinet/i18n/languages';
import Box from '@mui/material/Box';
import { useId } from 'react';
import { FLAG_DRAWINGS } from './flag-drawings.tsx';

// Flags are drawn, not emoji: Windows has no emoji flags (it shows two letters) and a system
// without an emoji font shows empty boxes. Drawn in the page, not loaded as SVG images: Chromium
// makes a whole document for each SVG image, tens of milliseconds of a phone's main thread.

/** The flag shown beside a language's name; decorative, as the name says it all. */
export function LanguageFlag({ code }: { code: Language }) {
  // An id usable in `url(#…)`: React's ids hold characters a CSS reference would need escaped.
  const id = `flag${useId().replace(/[^\w-]/g, '')}`;
  const { viewBox, draw } = FLAG_DRAWINGS[code];
  return (
    <Box
      component="svg"
      viewBox={viewBox}
      // Filled like a photo: cropped to the box's proportions, not squeezed.
      preserveAspectRatio="xMidYMid slice"
      width={21}
      height={14}
      aria-hidden
      focusable="false"
      data-flag={code}
      sx={{
        display: 'block',
        flex: 'none',
        borderRadius: '2px',
        boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.2)',
      }}
    >
      {draw(id)}
    </Box>
  );
}
