import { describe, expect, it } from 'vitest';
import { tabPageName } from '../../../lib/use-document-title';
import { dashboardPageName } from './dashboard-tabs';

// Each tab of a page with tabs in its address has a title of its own, so history and open
// browser tabs tell them apart.

describe('the title of a tab', () => {
  it("names the dashboard's tab, except the first", () => {
    expect(dashboardPageName('overview')).toBe('Dashboard');
    expect(dashboardPageName('messages')).toBe('Messages · Dashboard');
    expect(dashboardPageName('settings')).toBe('Settings · Dashboard');
  });

  it("names the admin area's tab the same way", () => {
    expect(tabPageName('Overview', 'Admin Dashboard', true)).toBe('Admin Dashboard');
    expect(tabPageName('Audit log', 'Admin Dashboard', false)).toBe('Audit log · Admin Dashboard');
    expect(tabPageName(undefined, 'Admin Dashboard', false)).toBe('Admin Dashboard');
  });
});
