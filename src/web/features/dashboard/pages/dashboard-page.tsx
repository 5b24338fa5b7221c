import {
  CalendarIcon,
  CircleAlertIcon,
  LayoutDashboardIcon,
  type LucideIcon,
  MessageSquareIcon,
  RotateCwIcon,
  SettingsIcon,
} from 'lucide-react';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/page';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuth } from '../../auth';
import {
  AwaitingAnswerBadge,
  BookingsTab,
  bookingsWithMemberLink,
  OpenBookingsWith,
  useAwaitingAnswer,
} from '../../bookings';
import { MessagesTab, UnreadBadge, useUnreadTotal } from '../../messaging';
import { PortfolioManagerDialog, type PortfolioManagerView } from '../../portfolio';
import { PROFILE_UI_TEXTS, uploadRefusal, useMyProfile } from '../../profiles';
import { SaveTalentHeart } from '../../saved-talent';
import { ClientOverviewTab } from '../components/client-overview-tab';
import { OverviewTab } from '../components/overview-tab';
import { SettingsTab } from '../components/settings-tab';
import {
  DASHBOARD_TABS,
  type DashboardTab,
  dashboardPageName,
  dashboardTabSearch,
  readDashboardTab,
} from '../lib/dashboard-tabs';

const TAB_ICONS: Record<DashboardTab, LucideIcon> = {
  overview: LayoutDashboardIcon,
  messages: MessageSquareIcon,
  bookings: CalendarIcon,
  settings: SettingsIcon,
};

function DashboardSkeleton() {
  return (
    <PageContainer>
      <div role="status" aria-label="Loading your dashboard" className="grid gap-8">
        <div className="grid gap-3">
          <Skeleton className="h-12 w-full max-w-md" />
          <Skeleton className="h-5 w-full max-w-sm" />
        </div>
        <Skeleton className="h-11 w-full max-w-sm" />
        <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
          <Skeleton className="h-96 rounded-card" />
          <div className="grid gap-6">
            <Skeleton className="h-36 rounded-card" />
            <Skeleton className="h-28 rounded-card" />
            <Skeleton className="h-48 rounded-card" />
          </div>
        </div>
      </div>
    </PageContainer>
  );
}

/** A count beside a tab's label (unread messages, requests awaiting an answer): smaller than in the top bar. */
const TAB_COUNT = '-ml-1 h-4 min-w-4 px-1 sm:ml-0';

/**
 * /dashboard (docs/product.md, Dashboards): overview, messages, bookings and settings.
 * Members without a profile go to /onboarding first; a client's dashboard is a client's.
 */
export function DashboardPage() {
  const me = useMyProfile();
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const tab = readDashboardTab(params.get('tab'));
  useDocumentTitle(dashboardPageName(tab));
  const [portfolioView, setPortfolioView] = useState<PortfolioManagerView | null>(null);
  // Settings once opened stay mounted behind the other tabs, so what was typed there and
  // not saved yet is still there on coming back.
  const [settingsOpened, setSettingsOpened] = useState(tab === 'settings');
  if (tab === 'settings' && !settingsOpened) setSettingsOpened(true);
  const unread = useUnreadTotal(Boolean(user));
  const awaitingAnswer = useAwaitingAnswer(user);

  if (me.isPending) return <DashboardSkeleton />;

  // A failed reload in the background keeps the dashboard as it was; only a first load
  // that failed has nothing to show.
  if (me.isError && !me.data) {
    return (
      <PageContainer>
        <Alert variant="error" role="alert" className="max-w-2xl">
          <CircleAlertIcon aria-hidden="true" />
          <AlertTitle>
            {tab === 'settings' ? PROFILE_UI_TEXTS.settingsLoadFailed : PROFILE_UI_TEXTS.loadFailed}
          </AlertTitle>
          <AlertDescription className="grid gap-3">
            <p>{errorMessage(me.error)}</p>
            <Button variant="outline" size="sm" className="w-fit" onClick={() => void me.refetch()}>
              <RotateCwIcon aria-hidden="true" />
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      </PageContainer>
    );
  }

  const { profile } = me.data;
  if (!profile) return <Navigate to="/onboarding" replace />;
  const isClient = profile.role === 'client';

  return (
    <PageContainer className="grid gap-8">
      <div className="grid gap-2">
        <h1 className="font-display font-semibold text-[2rem] leading-tight tracking-tight [overflow-wrap:anywhere] sm:text-5xl">
          {user?.isNewMember ? 'Welcome to Frameline' : 'Welcome back'}, {profile.displayName}
        </h1>
        <p className="text-lg text-zinc-600">
          {isClient
            ? 'Your messages, bookings and profile in one place.'
            : 'Here is how your profile looks today.'}
        </p>
      </div>

      <Tabs
        value={tab}
        activationMode="manual"
        onValueChange={(value) => setParams(dashboardTabSearch(readDashboardTab(value), params))}
        className="min-w-0 gap-6"
      >
        <TabsList aria-label="Dashboard sections" className="flex w-full gap-0 sm:w-fit sm:gap-1">
          {DASHBOARD_TABS.map(({ value, label }) => {
            const Icon = TAB_ICONS[value];
            return (
              <TabsTrigger key={value} value={value} className="flex-auto px-1 sm:flex-none sm:px-3">
                <Icon aria-hidden="true" className="hidden sm:block" />
                {label}
                {value === 'messages' && (
                  <UnreadBadge count={unread.data?.unreadTotal} className={TAB_COUNT} />
                )}
                {value === 'bookings' && (
                  <AwaitingAnswerBadge awaiting={awaitingAnswer.data} className={TAB_COUNT} />
                )}
              </TabsTrigger>
            );
          })}
        </TabsList>

        <TabsContent value="overview">
          {isClient ? (
            <ClientOverviewTab profile={profile} />
          ) : (
            <OverviewTab profile={profile} onOpenPortfolio={setPortfolioView} />
          )}
        </TabsContent>
        <TabsContent value="messages">
          <MessagesTab
            me={profile.userId}
            threadAside={(otherId) => <OpenBookingsWith memberId={otherId} />}
            threadMenuLinks={(other) => [bookingsWithMemberLink(other)]}
            threadActions={(other) =>
              other.role && (
                <SaveTalentHeart
                  talent={{ userId: other.userId, displayName: other.displayName, role: other.role }}
                  className="bg-transparent shadow-none hover:bg-zinc-100"
                />
              )
            }
          />
        </TabsContent>
        <TabsContent value="bookings">
          <BookingsTab isClient={isClient} />
        </TabsContent>
        <TabsContent
          value="settings"
          forceMount={settingsOpened || undefined}
          className="data-[state=inactive]:hidden"
        >
          <SettingsTab profile={profile} />
        </TabsContent>
      </Tabs>

      {!isClient && (
        <PortfolioManagerDialog
          userId={profile.userId}
          view={portfolioView}
          uploadRefusal={uploadRefusal(profile, { forPortfolio: true })}
          onClose={() => setPortfolioView(null)}
        />
      )}
    </PageContainer>
  );
}
