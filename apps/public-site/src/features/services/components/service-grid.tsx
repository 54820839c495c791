import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ServiceCard } from '@cabinet/ui/service-card';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { SERVICE_IDS } from '@cabinet/i18n/services';
import { serviceImage } from '../../../config/services';

/** The six services as cards; a card leads to `#{id}`, which shows and scrolls to its detail. */
export function ServiceGrid() {
  const { t } = useTranslation('public');
  const headingId = useId();
  return (
    <Container component="section" aria-labelledby={headingId} sx={{ pb: { xs: 4, md: 6 } }}>
      <Typography id={headingId} component="h2" variant="h4" gutterBottom>
        {t('services.grid.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('services.grid.hint')}</Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        {SERVICE_IDS.map((id) => (
          <li key={id}>
            <ServiceCard
              title={t(`services.${id}.title`)}
              image={serviceImage(id)}
              to={paths.services.getHref(id)}
            />
          </li>
        ))}
      </Box>
    </Container>
  );
}
