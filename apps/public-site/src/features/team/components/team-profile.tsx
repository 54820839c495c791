import { InlineSvg } from '@cabinet/ui/inline-svg';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import portrait from './portrait-demo.svg?raw';

/** The demo portrait, drawn in the page (an SVG image costs a phone a whole document). */
const PORTRAIT = { svg: portrait, width: 240, height: 300 };

/** The psychologist's profile: portrait, name, title lines and a short biography. */
export function TeamProfile() {
  const { t } = useTranslation('public');
  return (
    <Container
      component="section"
      aria-labelledby="profile-name"
      maxWidth="md"
      sx={{ pt: { xs: 4, md: 6 } }}
    >
      <Typography component="h2" variant="h4" gutterBottom>
        {t('team.profile.title')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', sm: `${PORTRAIT.width}px 1fr` },
        }}
      >
        <InlineSvg
          markup={PORTRAIT.svg}
          width={PORTRAIT.width}
          height={PORTRAIT.height}
          label={t('team.profile.photoAlt')}
          style={{ maxWidth: PORTRAIT.width, borderRadius: 8, overflow: 'hidden' }}
        />
        <div>
          <Typography id="profile-name" component="h3" variant="h5" sx={{ fontWeight: 600 }}>
            {t('team.profile.name')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, my: 1.5, color: 'text.secondary' }}>
            <li>{t('team.profile.line1')}</li>
            <li>{t('team.profile.line2')}</li>
            <li>{t('team.profile.line3')}</li>
          </Box>
          <Typography>{t('team.profile.bio')}</Typography>
        </div>
      </Box>
    </Container>
  );
}
