import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { LanguageSwitcher } from '@cabinet/ui/language-switcher';
import { PublicFooter } from '@cabinet/ui/public-footer';
import { PublicHeader } from '@cabinet/ui/public-header';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink } from 'react-router';
import { env } from '../../config/env';
import { paths, publicSitePaths } from '../../config/paths';
import { usePracticeIdentity } from '../../lib/practice-identity';

const MAIN_ID = 'main-content';
const site = (path: string) => `${env.publicSiteUrl}${path}`;

/**
 * The public look around the sign-in screens, so signing in stays on the practice's own site: the
 * website's header and footer, whose links lead to the public site, and the screen in between.
 */
export function PublicLayout() {
  const { t } = useTranslation('backoffice');
  const practice = usePracticeIdentity();
  const links = [
    { to: site(publicSitePaths.home), label: t('public.nav.home') },
    { to: site(publicSitePaths.services), label: t('public.nav.services') },
    { to: site(publicSitePaths.team), label: t('public.nav.team') },
    { to: site(publicSitePaths.contact), label: t('public.nav.contact') },
  ];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <PublicHeader
        links={links}
        callToAction={{ to: site(publicSitePaths.contact), label: t('public.cta.book') }}
        brand={
          <Link
            component={RouterLink}
            to={paths.home.getHref()}
            aria-label={t('public.brand')}
            underline="none"
            color="inherit"
            sx={{ fontWeight: 700, fontSize: { xs: '1rem', md: '1.35rem' }, whiteSpace: 'nowrap' }}
          >
            {practice.name}
          </Link>
        }
        languageSwitcher={<LanguageSwitcher />}
        skipToId={MAIN_ID}
      />
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none', px: 2 }}>
        <Outlet />
      </Box>
      <PublicFooter
        companyLinks={links}
        legalLinks={[
          { to: site(publicSitePaths.legalNotice), label: t('public.footer.legalNotice') },
          { to: site(publicSitePaths.terms), label: t('public.footer.terms') },
          { to: site(publicSitePaths.privacy), label: t('public.footer.privacy') },
          { to: site(publicSitePaths.accessibility), label: t('public.footer.accessibility') },
        ]}
        addressLines={[practice.street, practice.postcodeCity]}
        phone={practice.phone}
        practiceName={practice.name}
      >
        <Typography variant="body2">{t('public.footer.staffNotice')}</Typography>
      </PublicFooter>
    </Box>
  );
}
