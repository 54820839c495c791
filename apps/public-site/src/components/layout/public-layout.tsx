import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LanguageSwitcher } from '@cabinet/ui/language-switcher';
import { PublicFooter } from '@cabinet/ui/public-footer';
import { PublicHeader } from '@cabinet/ui/public-header';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { publicNav } from '../../config/nav';
import { paths } from '../../config/paths';
import { usePracticeIdentity } from '../../lib/practice-identity';
import { PracticeEmail } from '../practice-email/practice-email';
import { StructuredData } from '../seo/structured-data';
import { RouterLink } from './router-link';
import { ScrollManager } from './scroll-manager';

const MAIN_ID = 'main-content';

/** The public layout of spec §2: header with the site's links, the page, the footer. */
export function PublicLayout() {
  const { t } = useTranslation('public');
  const { pathname } = useLocation();
  const identity = usePracticeIdentity();
  const links = publicNav.map(({ to, labelKey }) => ({ to, label: t(labelKey) }));
  const companyLinks = [...links];
  companyLinks.splice(2, 0, { to: paths.fees.getHref(), label: t('footer.fees') });
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
            {identity.name}
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
        companyLinks={companyLinks}
        termsLink={{ to: paths.terms.getHref(), label: t('footer.terms') }}
        privacyLink={{ to: paths.privacy.getHref(), label: t('footer.privacy') }}
        addressLines={[identity.street, `${identity.zip} ${identity.city}`]}
        phone={identity.phone}
        practiceName={identity.name}
        linkComponent={RouterLink}
      >
        <Stack spacing={2}>
          <PracticeEmail />
          <Typography variant="body2">{t('site.demoNotice')}</Typography>
        </Stack>
      </PublicFooter>
      <StructuredData />
    </Box>
  );
}
