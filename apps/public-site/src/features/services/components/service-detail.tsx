import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { SERVICE_IDS, type ServiceId } from '@cabinet/i18n/services';

/** A service's title, description and Book Consultation button, at its id (the card's link). */
function ServiceDetail({ id }: { id: ServiceId }) {
  const { t } = useTranslation('public');
  return (
    <Paper
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      variant="outlined"
      sx={{
        p: { xs: 3, md: 4 },
        borderColor: 'primary.main',
        borderWidth: 2,
        // Shown only while the address names it (`/services#couple-psychotherapy`): the browser
        // shows and scrolls to the chosen service, and hides the one chosen before, by itself.
        '&:not(:target)': { display: 'none' },
      }}
    >
      <Typography id={`${id}-title`} component="h2" variant="h4" gutterBottom>
        {t(`services.${id}.title`)}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t(`services.${id}.description`)}</Typography>
      <Button href={paths.contact.getHref()} variant="contained">
        {t('cta.book')}
      </Button>
    </Paper>
  );
}

/** Every service's detail, of which the address's hash shows one (none without a hash). */
export function ServiceDetails() {
  return (
    <Container maxWidth="md" sx={{ pb: { xs: 4, md: 6 }, '&:not(:has(:target))': { pb: 0 } }}>
      {SERVICE_IDS.map((id) => (
        <ServiceDetail key={id} id={id} />
      ))}
    </Container>
  );
}
