import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { LanguageSwitcher } from '@cabinet/ui/language-switcher';
import { PublicFooter } from '@cabinet/ui/public-footer';
import { PublicHeader } from '@cabinet/ui/public-header';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { publicNav } from '../../config/nav';
import { paths } from '../../config/paths';
import { practice } from '../../config/practice';
import { RouterLink } from './router-link';
import { ScrollManager } from './scroll-manager';

const MAIN_ID = 'main-content';

/** The public layout of spec §2: header with the site's links, the page, the footer. */
export function PublicLayout() {
  const { t } = useTranslation('public');
  const { pathname } = useLocation();
  const links = publicNav.map(({ to, labelKey }) => ({ to, label: t(labelKey) }));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <ScrollManager />
      <PublicHeader
        links={links}
        currentPath={pathname}
        callToAction={{ to: paths.contact.getHref(), label: t('cta.book') }}
        brand={
          <Link
            component={RouterLink}
            to={paths.home.getHref()}
            aria-label={t('header.brand')}
            underline="none"
            color="inherit"
            sx={{ fontWeight: 700, fontSize: { xs: '1rem', md: '1.35rem' }, whiteSpace: 'nowrap' }}
          >
            {practice.name}
          </Link>
        }
        languageSwitcher={<LanguageSwitcher />}
        linkComponent={RouterLink}
        skipToId={MAIN_ID}
      />
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <PublicFooter
        companyLinks={links}
        termsLink={{ to: paths.terms.getHref(), label: t('footer.terms') }}
        privacyLink={{ to: paths.privacy.getHref(), label: t('footer.privacy') }}
        addressLines={[practice.street, practice.postcodeCity]}
        phone={practice.phone.label}
        practiceName={practice.name}
        linkComponent={RouterLink}
      >
        <Typography variant="body2">{t('site.demoNotice')}</Typography>
      </PublicFooter>
    </Box>
  );
}
