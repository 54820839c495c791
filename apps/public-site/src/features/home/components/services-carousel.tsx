import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Carousel } from '@cabinet/ui/carousel';
import { ServiceCard } from '@cabinet/ui/service-card';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { ScriptIsland } from '../../../islands/island';
import { SERVICE_IDS } from '@cabinet/i18n/services';
import { serviceImage } from '../../../config/services';

/** The six service cards in a scrollable row, each leading to its detail on /services. */
export function ServicesCarousel() {
  const { t } = useTranslation('public');
  const headingId = useId();
  return (
    <Container component="section" aria-labelledby={headingId} sx={{ py: { xs: 4, md: 6 } }}>
      <Typography id={headingId} component="h2" variant="h4" gutterBottom>
        {t('home.carousel.title')}
      </Typography>
      {/* Scrolled and snapped by the browser; the arrows start with the page's script. */}
      <ScriptIsland name="carousel" start="idle">
        <Carousel label={t('home.carousel.label')}>
          {SERVICE_IDS.map((id, index) => (
            <ServiceCard
              key={id}
              title={t(`services.${id}.title`)}
              summary={t(`services.${id}.summary`)}
              image={serviceImage(id)}
              to={paths.services.getHref(id)}
              imagePriority={index === 0}
            />
          ))}
        </Carousel>
      </ScriptIsland>
    </Container>
  );
}
