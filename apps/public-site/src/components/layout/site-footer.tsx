import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PublicFooter } from '@cabinet/ui/public-footer';
import type { NavLinkItem } from '@cabinet/ui/link';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { usePracticeIdentity } from '../../page/page-context';
import { PracticeEmailIsland } from '../practice-email/practice-email-island';

/**
 * The site's footer: company links, the legal pages (legal notice, terms, privacy, accessibility),
 * address, phone and the email challenge.
 */
export function SiteFooter({ links }: { links: readonly NavLinkItem[] }) {
  const { t } = useTranslation('public');
  const identity = usePracticeIdentity();
  const companyLinks = [...links];
  companyLinks.splice(2, 0, { to: paths.fees.getHref(), label: t('footer.fees') });
  return (
    <PublicFooter
      companyLinks={companyLinks}
      legalLinks={[
        { to: paths.legalNotice.getHref(), label: t('footer.legalNotice') },
        { to: paths.terms.getHref(), label: t('footer.terms') },
        { to: paths.privacy.getHref(), label: t('footer.privacy') },
        { to: paths.accessibility.getHref(), label: t('footer.accessibility') },
      ]}
      addressLines={[identity.street, `${identity.zip} ${identity.city}`]}
      phone={identity.phone}
      practiceName={identity.name}
    >
      <Stack spacing={2}>
        <PracticeEmailIsland />
        <Typography variant="body2">{t('site.demoNotice')}</Typography>
      </Stack>
    </PublicFooter>
  );
}
