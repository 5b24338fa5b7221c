import { tabPageName } from '../../../lib/use-document-title';

// The dashboard's tabs (docs/product.md, Dashboards: overview, messages, bookings,
// settings). The active tab lives in the URL (?tab=settings) so reload and the back
// button keep it.

export const DASHBOARD_TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'messages', label: 'Messages' },
  { value: 'bookings', label: 'Bookings' },
  { value: 'settings', label: 'Settings' },
] as const;

export type DashboardTab = (typeof DASHBOARD_TABS)[number]['value'];

export function readDashboardTab(value: string | null): DashboardTab {
  return DASHBOARD_TABS.some((tab) => tab.value === value) ? (value as DashboardTab) : 'overview';
}

/** The dashboard's page name for its title: 'Dashboard', or 'Messages · Dashboard'. */
export function dashboardPageName(tab: DashboardTab): string {
  const label = DASHBOARD_TABS.find((entry) => entry.value === tab)?.label;
  return tabPageName(label, 'Dashboard', tab === 'overview');
}

/** The search string of a tab: overview is the default, so it has none. */
export function dashboardTabSearch(tab: DashboardTab, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  if (tab === 'overview') next.delete('tab');
  else next.set('tab', tab);
  return next;
}
