import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The header's controls are plain anchors and buttons styled like MUI's buttons: the header ships
 * with every page's first download, and MUI's Button, IconButton and AppBar would double its weight.
 */
const control: SxProps<Theme> = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 44,
  borderRadius: 1,
  font: 'inherit',
  fontWeight: 500,
  // A link or button of the header never breaks over two lines.
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  cursor: 'pointer',
  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
};

export const navLinkSx = (active: boolean): SxProps<Theme> => ({
  ...control,
  px: 1.5,
  fontSize: '1rem',
  color: active ? 'primary.main' : 'inherit',
  textDecoration: active ? 'underline' : 'none',
  textDecorationThickness: '2px',
  textUnderlineOffset: '6px',
  '&:hover': { bgcolor: 'action.hover' },
});

export const callToActionSx: SxProps<Theme> = {
  ...control,
  px: 3,
  fontSize: '1rem',
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  boxShadow: 2,
  '&:hover': { bgcolor: 'primary.dark' },
};

export const iconButtonSx: SxProps<Theme> = {
  ...control,
  minWidth: 44,
  p: 0,
  border: 0,
  bgcolor: 'transparent',
  color: 'inherit',
  '&:hover': { bgcolor: 'action.hover' },
};

/**
 * The small-screen menu: a panel along the right edge, shown by the browser as a popover (its own
 * layer above the page, a dimmed backdrop, closed by Escape or a tap beside it). Hidden unless the
 * browser opened it.
 */
export const menuPanelSx: SxProps<Theme> = {
  position: 'fixed',
  inset: '0 0 0 auto',
  zIndex: 'drawer',
  width: 'min(300px, 85vw)',
  height: '100%',
  maxHeight: 'none',
  m: 0,
  p: 0,
  border: 0,
  overflowY: 'auto',
  bgcolor: 'background.paper',
  color: 'text.primary',
  boxShadow: 16,
  display: 'none',
  flexDirection: 'column',
  '&:popover-open': { display: 'flex' },
  '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
};

export const menuLinkSx = (active: boolean): SxProps<Theme> => ({
  ...control,
  justifyContent: 'flex-start',
  width: '100%',
  minHeight: 48,
  px: 2,
  borderRadius: 0,
  fontSize: '1rem',
  fontWeight: active ? 700 : 400,
  color: 'inherit',
  // Not by colour alone: the current page also gets a bar and bold text.
  borderLeft: 4,
  borderColor: active ? 'primary.main' : 'transparent',
  bgcolor: active ? 'action.selected' : 'transparent',
  whiteSpace: 'normal',
  '&:hover': { bgcolor: 'action.hover' },
});
