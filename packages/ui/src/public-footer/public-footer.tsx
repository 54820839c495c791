import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainLink, type LinkComponent, type NavLinkItem } from '../links/link-component.tsx';
import { FooterLinkList } from './footer-link-list.tsx';

export interface PublicFooterProps {
  /** The practice's pages (About, Services, Team…). */
  companyLinks: readonly NavLinkItem[];
  /** The legal pages (legal notice, terms, privacy, accessibility), side by side at the bottom. */
  legalLinks: readonly NavLinkItem[];
  /** Postal address, one line each (street, postcode and city…). */
  addressLines: readonly string[];
  /** Phone number as displayed, e.g. "+41 32 000 00 00". */
  phone: string;
  /** Shown in the copyright line. */
  practiceName?: string;
  /** A router's link component; a plain anchor by default. */
  linkComponent?: LinkComponent;
  /** The contact column's content, e.g. the email-reveal challenge. */
  children?: ReactNode;
}

/** `tel:` URI for a displayed number: keeps the leading + and the digits. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Public-site footer: practice links, address and phone, contact slot, legal links. */
export function PublicFooter(props: PublicFooterProps) {
  const { companyLinks, legalLinks, addressLines, phone, practiceName, children } = props;
  const linkComponent = props.linkComponent ?? PlainLink;
  const { t } = useTranslation('ui');
  const companyId = useId();
  const addressId = useId();
  const contactId = useId();
  const heading = {
    component: 'h2',
    variant: 'subtitle1',
    sx: { fontWeight: 700, mb: 1 },
  } as const;

  return (
    <Box
      component="footer"
      sx={{ bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider', py: 5, mt: 'auto' }}
    >
      <Container
        sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
      >
        <Box component="nav" aria-labelledby={companyId}>
          <Typography id={companyId} {...heading}>
            {t('publicFooter.companyHeading')}
          </Typography>
          <FooterLinkList links={companyLinks} linkComponent={linkComponent} />
        </Box>
        <Box component="section" aria-labelledby={addressId}>
          <Typography id={addressId} {...heading}>
            {t('publicFooter.addressHeading')}
          </Typography>
          <Box component="address" sx={{ fontStyle: 'normal', lineHeight: 1.8 }}>
            {addressLines.map((line) => (
              <Box component="span" key={line} sx={{ display: 'block' }}>
                {line}
              </Box>
            ))}
            <Box component="span" sx={{ display: 'block', mt: 1 }}>
              {t('publicFooter.phoneLabel')}{' '}
              <Link href={telHref(phone)} sx={{ whiteSpace: 'nowrap' }}>
                {phone}
              </Link>
            </Box>
          </Box>
        </Box>
        <Box component="section" aria-labelledby={contactId}>
          <Typography id={contactId} {...heading}>
            {t('publicFooter.contactHeading')}
          </Typography>
          {children}
        </Box>
      </Container>
      <Container>
        <Divider sx={{ my: 3 }} />
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: 2,
          }}
        >
          <Typography variant="body2" color="text.secondary">
            {practiceName
              ? t('publicFooter.copyright', { year: new Date().getFullYear(), name: practiceName })
              : null}
          </Typography>
          <Box component="nav" aria-label={t('publicFooter.legalNavigation')}>
            <FooterLinkList links={legalLinks} linkComponent={linkComponent} inline />
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
