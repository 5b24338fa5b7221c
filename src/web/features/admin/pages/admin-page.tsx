import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { humanize } from '../../../../shared/enums';
import { PageContainer, PageHeading } from '../../../components/page';
import { Badge } from '../../../components/ui/badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { tabPageName, useDocumentTitle } from '../../../lib/use-document-title';
import { useAuth } from '../../auth';
import { ADMIN_TABS } from '../admin-tabs';
import { StatCards } from '../components/stat-cards';
import { adminTabSearch, DEFAULT_ADMIN_TAB, mayOpenAdminTab, readAdminTab } from '../lib/admin-tab-url';

/**
 * /admin (administrators only, see RequireAdmin; docs/product.md, Admin tabs): the stat
 * cards, then the tabs of admin-tabs.tsx that the admin's level may open, the open one
 * in the address.
 */
export function AdminPage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();

  const tabs = useMemo(() => ADMIN_TABS.filter((tab) => mayOpenAdminTab(user, tab.permission)), [user]);
  const ids = useMemo(() => tabs.map((tab) => tab.id), [tabs]);
  const current = readAdminTab(params.get('tab'), ids);
  useDocumentTitle(
    tabPageName(
      tabs.find((tab) => tab.id === current)?.label,
      'Admin Dashboard',
      current === DEFAULT_ADMIN_TAB,
    ),
  );
  const openTab = useCallback((id: string) => setParams(adminTabSearch(id)), [setParams]);
  const hasTab = useCallback((id: string) => ids.includes(id), [ids]);

  // RequireAdmin renders this page only for a signed-in admin.
  if (!user) return null;

  return (
    <PageContainer className="grid grid-cols-[minmax(0,1fr)] gap-8">
      <PageHeading title="Admin Dashboard">
        {user.adminLevel && (
          <p className="flex items-center gap-2 text-zinc-600">
            Signed in as <Badge variant="violet">{humanize(user.adminLevel)}</Badge>
          </p>
        )}
      </PageHeading>

      <StatCards />

      <Tabs value={current} activationMode="manual" onValueChange={openTab} className="gap-6">
        <TabsList aria-label="Admin sections" className="h-auto w-full flex-wrap justify-start sm:w-fit">
          {tabs.map(({ id, label, icon: Icon }) => (
            <TabsTrigger key={id} value={id}>
              <Icon aria-hidden="true" className="hidden sm:block" />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map(({ id, component: Tab }) => (
          <TabsContent key={id} value={id}>
            {/* Radix renders the open tab only, so a tab loads its data when it is opened. */}
            <Tab actor={user} hasTab={hasTab} openTab={openTab} />
          </TabsContent>
        ))}
      </Tabs>
    </PageContainer>
  );
}
