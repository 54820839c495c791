import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/** "Skip to main content": hidden until focused with the keyboard (WCAG 2.4.1). */
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useTranslation('ui');
  return (
    <Box
      component="a"
      href={`#${targetId}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {t('publicHeader.skipToContent')}
    </Box>
  );
}
