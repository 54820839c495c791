import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PublicFooter } from '@cabinet/ui/public-footer';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import type { NavLinkItem } from '@cabinet/ui/link';
import { usePracticeIdentity } from '../../lib/practice-identity';
import { HydrateOnInteraction } from '../hydrate-on-interaction/hydrate-on-interaction';
import { PracticeEmail } from '../practice-email/practice-email';
import { RouterLink } from './router-link';

/**
 * The site's footer: company links, terms and privacy, address, phone and the email challenge.
 * Hydrated on the visitor's first interaction: until then it is links and text as sent.
 */
export function SiteFooter({ links }: { links: readonly NavLinkItem[] }) {
  const { t } = useTranslation('public');
  const identity = usePracticeIdentity();
  const companyLinks = [...links];
  companyLinks.splice(2, 0, { to: paths.fees.getHref(), label: t('footer.fees') });
  return (
    <HydrateOnInteraction dependsOn={[JSON.stringify(identity)]}>
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
    </HydrateOnInteraction>
  );
}
