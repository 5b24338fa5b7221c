import {
  CalendarCheckIcon,
  FlagIcon,
  InboxIcon,
  LayoutDashboardIcon,
  type LucideIcon,
  MessagesSquareIcon,
  ScrollTextIcon,
  SettingsIcon,
  ShieldCheckIcon,
  UsersIcon,
} from 'lucide-react';
import type { ComponentType } from 'react';
import type { SessionUser } from '../../../shared/schemas/auth';
import { AdminBookingsTab } from './components/admin-bookings-tab';
import { AdminMessagesTab } from './components/admin-messages-tab';
import { AdminReportsTab } from './components/admin-reports-tab';
import { AdminsTab } from './components/admins-tab';
import { AuditLogTab } from './components/audit-log-tab';
import { ContactMessagesTab } from './components/contact-messages-tab';
import { OverviewTab } from './components/overview-tab';
import { PlatformSettingsTab } from './components/platform-settings-tab';
import { ProfessionalsTab } from './components/professionals-tab';
import type { AdminTabAccess } from './lib/admin-tab-url';

// THE list of the admin area's tabs (docs/product.md, Admin tabs): the page shows, in this
// order, the ones whose permission the signed-in admin's level holds (shared/policies.ts,
// the same rule the server's guard applies). A new tab is one entry here; a tab that is
// not built has no entry (docs/product.md, Nothing pretends).

/** What every tab is given. */
export type AdminTabProps = {
  actor: SessionUser;
  /** Whether the actor has this tab (a quick action to it is shown only then). */
  hasTab: (id: string) => boolean;
  /** Opens another tab (its address is `?tab=<id>`). */
  openTab: (id: string) => void;
};

export type AdminTabDefinition = {
  /** The `?tab=` value; 'overview' is the default. */
  id: string;
  label: string;
  permission: AdminTabAccess;
  icon: LucideIcon;
  component: ComponentType<AdminTabProps>;
};

export const ADMIN_TABS: readonly AdminTabDefinition[] = [
  {
    id: 'overview',
    label: 'Overview',
    permission: 'any admin',
    icon: LayoutDashboardIcon,
    component: OverviewTab,
  },
  {
    id: 'professionals',
    label: 'Professionals',
    permission: 'manage_users',
    icon: UsersIcon,
    component: ProfessionalsTab,
  },
  {
    id: 'bookings',
    label: 'Bookings',
    permission: 'manage_bookings',
    icon: CalendarCheckIcon,
    component: AdminBookingsTab,
  },
  {
    id: 'messages',
    label: 'Messages',
    permission: 'manage_messages',
    icon: MessagesSquareIcon,
    component: AdminMessagesTab,
  },
  { id: 'admins', label: 'Admins', permission: 'manage_admins', icon: ShieldCheckIcon, component: AdminsTab },
  {
    id: 'reports',
    label: 'Reports',
    permission: 'manage_messages',
    icon: FlagIcon,
    component: AdminReportsTab,
  },
  {
    id: 'contact-messages',
    label: 'Contact messages',
    permission: 'manage_messages',
    icon: InboxIcon,
    component: ContactMessagesTab,
  },
  {
    id: 'audit-log',
    label: 'Audit log',
    permission: 'view_analytics',
    icon: ScrollTextIcon,
    component: AuditLogTab,
  },
  {
    id: 'settings',
    label: 'Settings',
    permission: 'system_settings',
    icon: SettingsIcon,
    component: PlatformSettingsTab,
  },
];
