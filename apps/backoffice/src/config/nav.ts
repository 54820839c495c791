import { ADMIN_ROLES, PRACTITIONER_ROLE } from '@cabinet/auth/roles';
import AppsIcon from '@mui/icons-material/Apps';
import BadgeIcon from '@mui/icons-material/Badge';
import EmailIcon from '@mui/icons-material/Email';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import GroupIcon from '@mui/icons-material/Group';
import HistoryIcon from '@mui/icons-material/History';
import HomeIcon from '@mui/icons-material/Home';
import InsightsIcon from '@mui/icons-material/Insights';
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import OutboxIcon from '@mui/icons-material/Outbox';
import PermMediaIcon from '@mui/icons-material/PermMedia';
import PsychologyIcon from '@mui/icons-material/Psychology';
import QuickreplyIcon from '@mui/icons-material/Quickreply';
import SettingsIcon from '@mui/icons-material/Settings';
import TranslateIcon from '@mui/icons-material/Translate';
import TuneIcon from '@mui/icons-material/Tune';
import type SvgIcon from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import { NewRequestsCount } from '../features/contact-requests/new-requests-count';
import { paths } from './paths';

type SvgIconComponent = typeof SvgIcon;

export interface NavItem {
  id: string;
  /** Key in the `backoffice` namespace. */
  labelKey: string;
  icon: SvgIconComponent;
  /** Target route; a group without one only opens its children. */
  to?: string;
  /** Shown only to users holding at least one of these roles; shown to everyone when absent. */
  roles?: readonly string[];
  /** A figure beside the label (the count of new requests), rendered in the entry's link. */
  badge?: ComponentType;
  children?: readonly NavItem[];
}

/**
 * The paths that have a screen in the router today. An entry appears with its screen: the menus
 * below keep every planned entry, and one shows once its path is added here, in the change that
 * adds the screen's route (a test clicks every shown entry and expects its screen's heading).
 */
const pathsWithScreens: ReadonlySet<string> = new Set([
  paths.home.path,
  paths.users.path,
  paths.roles.path,
  paths.practitioners.path,
  paths.themeTranslations.path,
  paths.contactRequests.path,
  paths.activity.path,
  paths.mailOutbox.path,
  paths.files.path,
  paths.myAvailability.path,
  paths.tracking.path,
  paths.systemStatus.path,
  // The settings screens.
  paths.organizationSettings.path,
  paths.smtpSettings.path,
  paths.replyTemplates.path,
]);

/** The entries whose screen exists; a group without any such child is left out. */
function withScreens(items: readonly NavItem[]): NavItem[] {
  return items.flatMap((item) => {
    if (item.children) {
      const children = withScreens(item.children);
      return children.length > 0 ? [{ ...item, children }] : [];
    }
    return item.to !== undefined && pathsWithScreens.has(item.to) ? [item] : [];
  });
}

/** The side navigation of the admin layout: Users, Roles, Practitioners, …, and a Settings group. */
const plannedAdminNav: readonly NavItem[] = [
  { id: 'users', labelKey: 'nav.users', icon: GroupIcon, to: paths.users.path, roles: ADMIN_ROLES },
  { id: 'roles', labelKey: 'nav.roles', icon: BadgeIcon, to: paths.roles.path, roles: ADMIN_ROLES },
  // The practice's people as the public site's team page shows them.
  {
    id: 'practitioners',
    labelKey: 'nav.practitioners',
    icon: PsychologyIcon,
    to: paths.practitioners.path,
    roles: ADMIN_ROLES,
  },
  // Everyone signed in: administrators see their organization's files, others their own.
  { id: 'files', labelKey: 'nav.files', icon: PermMediaIcon, to: paths.files.path },
  {
    id: 'contact-requests',
    labelKey: 'nav.contactRequests',
    icon: MarkEmailUnreadIcon,
    to: paths.contactRequests.path,
    // Practitioners see the requests assigned to them.
    roles: [...ADMIN_ROLES, PRACTITIONER_ROLE],
    badge: NewRequestsCount,
  },
  // A practitioner's own week for first appointments (administrators edit it on each practitioner).
  {
    id: 'my-availability',
    labelKey: 'nav.myAvailability',
    icon: EventAvailableIcon,
    to: paths.myAvailability.path,
    roles: [PRACTITIONER_ROLE],
  },
  // The audit trail: the API shows super admins every event, an organization's admins its own.
  {
    id: 'activity',
    labelKey: 'nav.activity',
    icon: HistoryIcon,
    to: paths.activity.path,
    roles: ADMIN_ROLES,
  },
  // The mail outbox's state (failed mails can be sent again), for administrators.
  {
    id: 'mail-outbox',
    labelKey: 'nav.mailOutbox',
    icon: OutboxIcon,
    to: paths.mailOutbox.path,
    roles: ADMIN_ROLES,
  },
  // Visitor tracking: tracked visits of the public site, for administrators.
  {
    id: 'tracking',
    labelKey: 'nav.tracking',
    icon: InsightsIcon,
    to: paths.tracking.path,
    roles: ADMIN_ROLES,
  },
  // The server's backups, mail queue, disk and services, for administrators.
  {
    id: 'system-status',
    labelKey: 'nav.systemStatus',
    icon: MonitorHeartIcon,
    to: paths.systemStatus.path,
    roles: ADMIN_ROLES,
  },
  {
    id: 'settings',
    labelKey: 'nav.settings',
    icon: SettingsIcon,
    roles: ADMIN_ROLES,
    children: [
      {
        id: 'settings-general',
        labelKey: 'nav.settings.general',
        icon: TuneIcon,
        to: paths.organizationSettings.path,
      },
      {
        id: 'settings-smtp',
        labelKey: 'nav.settings.smtp',
        icon: EmailIcon,
        to: paths.smtpSettings.path,
      },
      {
        id: 'settings-reply-templates',
        labelKey: 'nav.settings.replyTemplates',
        icon: QuickreplyIcon,
        to: paths.replyTemplates.path,
      },
    ],
  },
];

export const adminNav: readonly NavItem[] = withScreens(plannedAdminNav);

/** The entries of the header's Apps popup: Home, the CMS, and Organization for admins. */
const plannedAppsMenu: readonly NavItem[] = [
  { id: 'home', labelKey: 'apps.home', icon: HomeIcon, to: paths.home.path },
  { id: 'cms', labelKey: 'apps.cms', icon: TranslateIcon, to: paths.themeTranslations.path },
  {
    id: 'organization',
    labelKey: 'apps.organization',
    icon: AppsIcon,
    to: paths.users.path,
    roles: ADMIN_ROLES,
  },
];

/** The CMS layout's side navigation (every path under /theme_translations): its one entry. */
export const cmsNav: readonly NavItem[] = withScreens([
  {
    id: 'theme-translations',
    labelKey: 'themeTranslations.nav',
    icon: TranslateIcon,
    to: paths.themeTranslations.path,
  },
]);

/** Whether a path belongs to the CMS, whose side navigation is `cmsNav`. */
export const isCmsPath = (pathname: string) =>
  pathname === paths.themeTranslations.path ||
  pathname.startsWith(`${paths.themeTranslations.path}/`);

export const appsMenu: readonly NavItem[] = withScreens(plannedAppsMenu);
