import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isActivePath, type LinkComponent, type NavLinkItem } from '../links/link-component.tsx';

export interface HeaderDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
  links: readonly NavLinkItem[];
  currentPath: string | undefined;
  callToAction: NavLinkItem;
  languageSwitcher: ReactNode;
  linkComponent: LinkComponent;
}

/** The small-screen menu: a side panel with the header's links, call to action and language. */
export function HeaderDrawer(props: HeaderDrawerProps) {
  const { id, open, onClose, links, currentPath, callToAction, languageSwitcher } = props;
  const { linkComponent } = props;
  const { t } = useTranslation('ui');
  const titleId = useId();

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { id, 'aria-labelledby': titleId, sx: { width: 'min(300px, 85vw)' } },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 1 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ pl: 1 }}>
          {t('publicHeader.menuTitle')}
        </Typography>
        <IconButton aria-label={t('publicHeader.closeMenu')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="nav" aria-label={t('publicHeader.navigation')}>
        <List>
          {links.map((link) => {
            const active = isActivePath(link.to, currentPath);
            return (
              <ListItem key={link.to} disablePadding>
                <ListItemButton
                  component={linkComponent}
                  to={link.to}
                  aria-current={active ? 'page' : undefined}
                  selected={active}
                  onClick={onClose}
                  // Not by colour alone: the current page also gets a bar and bold text.
                  sx={{
                    borderLeft: 4,
                    borderColor: active ? 'primary.main' : 'transparent',
                  }}
                >
                  <ListItemText
                    primary={link.label}
                    slotProps={{ primary: { sx: { fontWeight: active ? 700 : 400 } } }}
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 2 }}>
        <Button
          component={linkComponent}
          to={callToAction.to}
          variant="contained"
          fullWidth
          onClick={onClose}
        >
          {callToAction.label}
        </Button>
        {languageSwitcher}
      </Box>
    </Drawer>
  );
}
