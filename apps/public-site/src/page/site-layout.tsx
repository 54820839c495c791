import Box from '@mui/material/Box';
import { LanguageMenu } from '@cabinet/ui/language-menu';
import { PublicHeader } from '@cabinet/ui/public-header';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteFooter } from '../components/layout/site-footer';
import { StructuredData } from '../components/seo/structured-data';
import { flags } from '../config/flags';
import { publicNav } from '../config/nav';
import { paths } from '../config/paths';
import { ScriptIsland } from '../islands/island';
import { usePage, usePracticeIdentity } from './page-context';

const MAIN_ID = 'main-content';

/** Every page's frame: the header with the site's links, the page, the footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation('public');
  const { path } = usePage();
  const { name } = usePracticeIdentity();
  const links = publicNav.map(({ to, labelKey }) => ({ to, label: t(labelKey) }));
  const languageHref = (code: string) => `${path ?? '/'}?lng=${code}`;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <PublicHeader
        links={links}
        currentPath={path ?? undefined}
        callToAction={{ to: paths.contact.getHref(), label: t('cta.book') }}
        brand={
          <Box
            component="a"
            href={paths.home.getHref()}
            aria-label={t('header.brand')}
            sx={{
              color: 'inherit',
              textDecoration: 'none',
              fontWeight: 700,
              fontSize: { xs: '1rem', lg: '1.35rem' },
              whiteSpace: 'nowrap',
            }}
          >
            {name}
          </Box>
        }
        // Each language is the same page at an address that names it: the server remembers it.
        languageSwitcher={<LanguageMenu current={i18n.language} hrefFor={languageHref} />}
        compactLanguageSwitcher={
          <LanguageMenu current={i18n.language} hrefFor={languageHref} compact />
        }
        skipToId={MAIN_ID}
      />
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        {children}
      </Box>
      <SiteFooter links={links} />
      <StructuredData />
      {flags.enableXray || flags.enableAnonUsers ? (
        <ScriptIsland name="visit" start="idle">
          {null}
        </ScriptIsland>
      ) : null}
    </Box>
  );
}
