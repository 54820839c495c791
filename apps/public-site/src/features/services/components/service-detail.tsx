import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/layout/router-link';
import { paths } from '../../../config/paths';
import type { ServiceId } from '../../../config/services';

/**
 * The selected service: title, description and a Book Consultation button. It carries the service's
 * id, so the URL hash scrolls to it.
 */
export function ServiceDetail({ id }: { id: ServiceId }) {
  const { t } = useTranslation('public');
  return (
    <Container maxWidth="md" sx={{ pb: { xs: 4, md: 6 } }}>
      <Paper
        component="section"
        id={id}
        aria-labelledby={`${id}-title`}
        variant="outlined"
        sx={{ p: { xs: 3, md: 4 }, borderColor: 'primary.main', borderWidth: 2 }}
      >
        <Typography id={`${id}-title`} component="h2" variant="h4" gutterBottom>
          {t(`services.${id}.title`)}
        </Typography>
        <Typography sx={{ mb: 3 }}>{t(`services.${id}.description`)}</Typography>
        <Button component={RouterLink} to={paths.contact.getHref()} variant="contained">
          {t('cta.book')}
        </Button>
      </Paper>
    </Container>
  );
}
