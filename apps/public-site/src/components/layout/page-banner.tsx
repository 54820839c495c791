import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PageBannerProps {
  title: string;
  children?: ReactNode;
}

/** A page's banner: its main heading, also used as the document title in the current language. */
export function PageBanner({ title, children }: PageBannerProps) {
  const { t } = useTranslation('public');
  return (
    <Box
      component="section"
      aria-labelledby="page-title"
      sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 5, md: 8 } }}
    >
      <title>{`${title} · ${t('site.name')}`}</title>
      <Container maxWidth="md">
        <Typography id="page-title" component="h1" variant="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}
