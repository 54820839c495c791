import { isLanguage, LANGUAGE_OPTIONS, type Language } from '@cabinet/i18n/languages';
import Box from '@mui/material/Box';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageFlag } from './language-flag.tsx';

export interface LanguageMenuProps {
  /** The page's language. */
  current: string;
  /** The address of this page in another language. */
  hrefFor: (code: Language) => string;
  /** Shows the language's code (FR) instead of its name: for a phone's header bar. */
  compact?: boolean;
}

/**
 * The language menu of a site made of pages: a button and a popover of links, each to the same
 * page in its language. The browser opens and closes it (a tap, Escape, a tap beside it) with no
 * script; the popover sits under its button where the browser places popovers by an anchor, and in
 * the middle of the screen elsewhere.
 */
export function LanguageMenu({ current, hrefFor, compact = false }: LanguageMenuProps) {
  const { t } = useTranslation('ui');
  const id = `language-menu${useId().replace(/\W/g, '')}`;
  const anchor = `--${id}`;
  const active: Language = isLanguage(current) ? current : 'fr';
  const activeLabel = LANGUAGE_OPTIONS.find(({ code }) => code === active)?.label;
  return (
    <Box component="span" data-language-menu="" sx={{ display: 'inline-flex' }}>
      <Box
        component="button"
        type="button"
        popoverTarget={id}
        aria-haspopup="true"
        // Named by what it shows first (WCAG's label in name), then what it is for.
        aria-label={
          compact
            ? `${active.toUpperCase()} (${activeLabel}, ${t('languageSwitcher.label')})`
            : `${activeLabel} (${t('languageSwitcher.label')})`
        }
        sx={{
          anchorName: anchor,
          display: 'inline-flex',
          alignItems: 'center',
          gap: 1,
          minHeight: 44,
          px: compact ? 1 : 1.5,
          font: 'inherit',
          color: 'text.primary',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'grey.500',
          borderRadius: 1,
          cursor: 'pointer',
        }}
      >
        <LanguageFlag code={active} />
        <span lang={active}>{compact ? active.toUpperCase() : activeLabel}</span>
      </Box>
      <Box
        id={id}
        popover="auto"
        sx={{
          positionAnchor: anchor,
          positionArea: 'bottom span-left',
          positionTryFallbacks: 'flip-block',
          m: 0,
          mt: 0.5,
          p: 0.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          color: 'text.primary',
          boxShadow: 3,
        }}
      >
        <Box
          component="ul"
          aria-label={t('languageSwitcher.label')}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {LANGUAGE_OPTIONS.map(({ code, label }) => (
            <li key={code}>
              <Box
                component="a"
                href={hrefFor(code)}
                hrefLang={code}
                lang={code}
                aria-current={code === active ? 'true' : undefined}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  minHeight: 44,
                  px: 1.5,
                  color: 'text.primary',
                  textDecoration: 'none',
                  borderRadius: 1,
                  '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
                  '&[aria-current]': { fontWeight: 700 },
                }}
              >
                <LanguageFlag code={code} />
                {label}
              </Box>
            </li>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
