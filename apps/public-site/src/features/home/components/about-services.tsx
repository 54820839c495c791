import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';

/** The about-services banner: recognised supervision, systemic therapy, psycho-traumatology, fees. */
export function AboutServices() {
  const { t } = useTranslation('public');
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', py: { xs: 5, md: 7 } }}
    >
      <Container maxWidth="md">
        <Typography id={headingId} component="h2" variant="h4" gutterBottom>
          {t('home.about.title')}
        </Typography>
        <Box component="ul" sx={{ pl: 2.5, my: 2, display: 'grid', gap: 1 }}>
          <li>{t('home.about.supervision')}</li>
          <li>{t('home.about.systemic')}</li>
          <li>{t('home.about.trauma')}</li>
        </Box>
        <Button
          href={paths.fees.getHref()}
          variant="contained"
          color="inherit"
          sx={{ color: 'secondary.main', bgcolor: 'secondary.contrastText' }}
        >
          {t('home.about.fees')}
        </Button>
      </Container>
    </Box>
  );
}
