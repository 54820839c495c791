import { InlineSvg } from '@cabinet/ui/inline-svg';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { practice } from '../../../config/practice';
import placeholder from './map-placeholder.svg?raw';

const { latitude, longitude } = practice.coordinates;
const SPAN = 0.004;
const bbox = [longitude - SPAN, latitude - SPAN / 2, longitude + SPAN, latitude + SPAN / 2].join(
  ',',
);

export const OSM_EMBED_URL = `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${latitude},${longitude}`;
export const OSM_LINK_URL = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=18/${latitude}/${longitude}`;

/** The illustration standing in for the map, drawn in the page (an SVG image costs a phone more). */
const PLACEHOLDER = { svg: placeholder, width: 480, height: 320 };

/**
 * The practice on a map. Nothing is requested from OpenStreetMap until the visitor clicks: a static
 * illustration stands in for the map before.
 */
export function PracticeMap() {
  const { t } = useTranslation('public');
  const [loaded, setLoaded] = useState(false);
  return (
    <Box component="section" aria-labelledby="map-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="map-title" component="h2" variant="h5">
        {t('contact.map.title')}
      </Typography>
      <Box
        sx={{
          position: 'relative',
          aspectRatio: `${PLACEHOLDER.width} / ${PLACEHOLDER.height}`,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
        }}
      >
        {loaded ? (
          <iframe
            title={t('contact.map.frameTitle')}
            src={OSM_EMBED_URL}
            width="100%"
            height="100%"
            style={{ border: 0, display: 'block' }}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <>
            <InlineSvg
              markup={PLACEHOLDER.svg}
              width={PLACEHOLDER.width}
              height={PLACEHOLDER.height}
              label={t('contact.map.placeholderAlt')}
              style={{ height: '100%' }}
            />
            <Button
              variant="contained"
              onClick={() => setLoaded(true)}
              sx={{
                position: 'absolute',
                left: '50%',
                top: '50%',
                transform: 'translate(-50%, -50%)',
              }}
            >
              {t('contact.map.show')}
            </Button>
          </>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('contact.map.notice')}{' '}
        <Link href={OSM_LINK_URL} rel="noopener noreferrer">
          {t('contact.map.open')}
        </Link>
      </Typography>
    </Box>
  );
}
