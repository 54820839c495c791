import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import type { NavItem } from '../../config/nav';
import { isNavItemActive, visibleNavItems, type RoleHolder } from './nav-visibility';

interface NavListProps {
  items: readonly NavItem[];
  user: RoleHolder | null;
  /** Called after an entry is chosen (closes the mobile navigation). */
  onNavigate?: () => void;
  depth?: number;
}

/** Menu entries the user may see; groups open as nested lists, the current entry is highlighted. */
export function NavList({ items, user, onNavigate, depth = 0 }: NavListProps) {
  const { pathname } = useLocation();
  return (
    <List disablePadding dense>
      {visibleNavItems(items, user).map((item) =>
        item.children ? (
          <NavGroup
            key={item.id}
            item={item}
            user={user}
            onNavigate={onNavigate}
            depth={depth}
            pathname={pathname}
          />
        ) : (
          <NavLinkItem
            key={item.id}
            item={item}
            onNavigate={onNavigate}
            depth={depth}
            pathname={pathname}
          />
        ),
      )}
    </List>
  );
}

interface ItemProps {
  item: NavItem;
  depth: number;
  pathname: string;
  onNavigate?: () => void;
}

function NavLinkItem({ item, depth, pathname, onNavigate }: ItemProps) {
  const { t } = useTranslation('backoffice');
  const Icon = item.icon;
  const Badge = item.badge;
  const active = isNavItemActive(item, pathname);
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={item.to ?? '/'}
        selected={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
        sx={{ pl: 2 + depth * 2 }}
      >
        <ListItemIcon sx={{ minWidth: 36 }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={t(item.labelKey)} />
        {Badge ? <Badge /> : null}
      </ListItemButton>
    </ListItem>
  );
}

function NavGroup({
  item,
  depth,
  pathname,
  onNavigate,
  user,
}: ItemProps & { user: RoleHolder | null }) {
  const { t } = useTranslation('backoffice');
  const [open, setOpen] = useState(() => isNavItemActive(item, pathname));
  const Icon = item.icon;
  const groupId = `nav-group-${item.id}`;
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={groupId}
        sx={{ pl: 2 + depth * 2 }}
      >
        <ListItemIcon sx={{ minWidth: 36 }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={t(item.labelKey)} />
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit id={groupId}>
        <NavList
          items={item.children ?? []}
          user={user}
          onNavigate={onNavigate}
          depth={depth + 1}
        />
      </Collapse>
    </ListItem>
  );
}
