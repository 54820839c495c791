import type { Language } from '@cabinet/i18n/languages';
import Box from '@mui/material/Box';
import de from './flags/de.svg?no-inline';
import en from './flags/en.svg?no-inline';
import fr from './flags/fr.svg?no-inline';

// Flags are small SVG files, not emoji: Windows has no emoji flags (it shows two letters) and a
// system without an emoji font shows empty boxes. As files they stay out of the JavaScript bundle
// and are cached with the other hashed assets.
const FLAG_SOURCES: Record<Language, string> = { fr, en, de };

/** The flag shown beside a language's name; decorative, as the name says it all. */
export function LanguageFlag({ code }: { code: Language }) {
  return (
    <Box
      component="img"
      src={FLAG_SOURCES[code]}
      alt=""
      width={21}
      height={14}
      data-flag={code}
      sx={{
        display: 'block',
        flex: 'none',
        objectFit: 'cover',
        borderRadius: '2px',
        boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.2)',
      }}
    />
  );
}
