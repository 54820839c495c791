import type { Language } from '@cabinet/i18n/languages';
import type { ReactElement } from 'react';

interface FlagDrawing {
  viewBox: string;
  /** The flag's shapes; `id` makes the ids of its clip paths unique in the page. */
  draw: (id: string) => ReactElement;
}

/** The flags of the site's languages, drawn with a few shapes each. */
export const FLAG_DRAWINGS: Record<Language, FlagDrawing> = {
  fr: {
    viewBox: '0 0 3 2',
    draw: () => (
      <>
        <path fill="#002654" d="M0 0h1v2H0z" />
        <path fill="#fff" d="M1 0h1v2H1z" />
        <path fill="#ce1126" d="M2 0h1v2H2z" />
      </>
    ),
  },
  de: {
    viewBox: '0 0 5 3',
    draw: () => (
      <>
        <path d="M0 0h5v1H0z" />
        <path fill="#dd0000" d="M0 1h5v1H0z" />
        <path fill="#ffce00" d="M0 2h5v1H0z" />
      </>
    ),
  },
  // The Union Jack: its red diagonals are offset, drawn clipped to one half of each white one.
  en: {
    viewBox: '0 0 60 30',
    draw: (id) => (
      <>
        <clipPath id={`${id}-flag`}>
          <path d="M0 0v30h60V0z" />
        </clipPath>
        <clipPath id={`${id}-diagonals`}>
          <path d="M30 15h30v15zv15H0zH0V0zV0h30z" />
        </clipPath>
        <g clipPath={`url(#${id}-flag)`}>
          <path fill="#012169" d="M0 0v30h60V0z" />
          <path stroke="#fff" strokeWidth="6" d="m0 0 60 30m0-30L0 30" />
          <path
            stroke="#c8102e"
            strokeWidth="4"
            d="m0 0 60 30m0-30L0 30"
            clipPath={`url(#${id}-diagonals)`}
          />
          <path stroke="#fff" strokeWidth="10" d="M30 0v30M0 15h60" />
          <path stroke="#c8102e" strokeWidth="6" d="M30 0v30M0 15h60" />
        </g>
      </>
    ),
  },
};
