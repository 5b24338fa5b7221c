import { describe, expect, it } from 'vitest';
import { adminTabHref, adminTabSearch, mayOpenAdminTab, readAdminTab } from './admin-tab-url';

const as = (adminLevel: 'moderator' | 'admin' | 'super_admin' | null) => ({
  id: 'a',
  adminLevel,
  role: null,
  isSuspended: false,
});

describe('the admin tab in the address', () => {
  it('reads a tab the admin has, else Overview', () => {
    const ids = ['overview', 'professionals'];
    expect(readAdminTab('professionals', ids)).toBe('professionals');
    expect(readAdminTab('admins', ids)).toBe('overview');
    expect(readAdminTab(null, ids)).toBe('overview');
    expect(readAdminTab('', ids)).toBe('overview');
  });

  it('writes only the tab: Overview has no parameter, and a tab drops the last one’s own', () => {
    expect(adminTabSearch('overview').toString()).toBe('');
    expect(adminTabSearch('professionals').toString()).toBe('tab=professionals');
    expect(adminTabHref('reports')).toBe('/admin?tab=reports');
    expect(adminTabHref('overview')).toBe('/admin');
  });

  it('opens a tab by the shared permission table', () => {
    expect(mayOpenAdminTab(as('moderator'), 'any admin')).toBe(true);
    expect(mayOpenAdminTab(as('moderator'), 'manage_users')).toBe(false);
    expect(mayOpenAdminTab(as('admin'), 'manage_users')).toBe(true);
    expect(mayOpenAdminTab(as('admin'), 'manage_admins')).toBe(false);
    expect(mayOpenAdminTab(as('super_admin'), 'system_settings')).toBe(true);
    expect(mayOpenAdminTab(as(null), 'any admin')).toBe(false);
    expect(mayOpenAdminTab(null, 'any admin')).toBe(false);
  });
});
