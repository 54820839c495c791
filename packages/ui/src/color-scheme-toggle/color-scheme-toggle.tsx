import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useColorScheme } from '../theme/color-scheme-provider.tsx';

export type ColorSchemeToggleProps = Pick<IconButtonProps, 'size' | 'color' | 'edge' | 'sx'>;

/** Icon button that switches between the light and dark theme; its name says what it will do. */
export function ColorSchemeToggle({ color = 'inherit', ...props }: ColorSchemeToggleProps) {
  const { t } = useTranslation('ui');
  const { mode, toggleMode } = useColorScheme();
  const label = mode === 'light' ? t('colorScheme.switchToDark') : t('colorScheme.switchToLight');

  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} color={color} onClick={toggleMode} {...props}>
        {mode === 'light' ? <DarkModeOutlined /> : <LightModeOutlined />}
      </IconButton>
    </Tooltip>
  );
}
