import Box from '@mui/material/Box';
import { LanguageSelect } from '@cabinet/ui/language-select';
import { PublicHeader } from '@cabinet/ui/public-header';
import { Suspense, use, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { publicNav } from '../../config/nav';
import { paths } from '../../config/paths';
import { practice } from '../../config/practice';
import { KnownOrganizationContext } from '../../lib/known-organization-context';
import { lazyComponent } from '../../lib/lazy-component';
import { loadPageData } from './load-page-data';
import { RouterLink } from './router-link';
import { ScrollManager } from './scroll-manager';

const MAIN_ID = 'main-content';

// Server data (query library, API client), footer and JSON-LD load beside the first page.
const PageData = lazyComponent(loadPageData);

/** The public layout: header with the site's links, the page, the footer. */
export function PublicLayout() {
  const { t } = useTranslation('public');
  const { pathname } = useLocation();
  // The name the page was made with, else the bundled one until the organization's answers (the
  // header must not wait for the data layer).
  const known = use(KnownOrganizationContext);
  const [practiceName, setPracticeName] = useState<string>(known?.name || practice.name);
  const links = publicNav.map(({ to, labelKey }) => ({ to, label: t(labelKey) }));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <ScrollManager />
      <PublicHeader
        links={links}
        currentPath={pathname}
        callToAction={{ to: paths.contact.getHref(), label: t('cta.book') }}
        brand={
          <Box
            component={RouterLink}
            to={paths.home.getHref()}
            aria-label={t('header.brand')}
            sx={{
              color: 'inherit',
              textDecoration: 'none',
              fontWeight: 700,
              fontSize: { xs: '1rem', lg: '1.35rem' },
              whiteSpace: 'nowrap',
            }}
          >
            {practiceName}
          </Box>
        }
        languageSwitcher={<LanguageSelect />}
        linkComponent={RouterLink}
        skipToId={MAIN_ID}
      />
      <Suspense fallback={<Box sx={{ flexGrow: 1 }} />}>
        <PageData links={links} onPracticeName={setPracticeName}>
          <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
            <Outlet />
          </Box>
        </PageData>
      </Suspense>
    </Box>
  );
}
