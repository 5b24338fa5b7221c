import { FlagIcon, type LucideIcon, SettingsIcon } from 'lucide-react';
import { mayAdminister } from '../../../../shared/policies';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCount } from '../../../lib/format-number';
import type { AdminTabProps } from '../admin-tabs';
import { useAdminStats } from '../api/stats-api';
import { GenerateReports } from './generate-reports';

/**
 * Overview (docs/product.md, Admin tabs): this month's activity and the quick actions.
 * A quick action is shown only when it leads somewhere this admin may go (docs/product.md,
 * Nothing pretends).
 */
export function OverviewTab({ actor, hasTab, openTab }: AdminTabProps) {
  const stats = useAdminStats();
  const activity = stats.data && [
    { label: 'New professionals this month', value: stats.data.new_professionals_this_month },
    { label: 'Bookings requiring attention', value: stats.data.pending_bookings },
    { label: 'Messages exchanged this month', value: stats.data.messages_this_month },
  ];
  const actions: { tab: string; label: string; icon: LucideIcon }[] = [
    { tab: 'reports', label: 'Review Flagged Content', icon: FlagIcon },
    { tab: 'settings', label: 'Platform Settings', icon: SettingsIcon },
  ].filter((action) => hasTab(action.tab));

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Recent activity</CardTitle>
          <CardDescription>Months begin on the 1st at 00:00 UTC.</CardDescription>
        </CardHeader>
        <CardContent>
          {activity ? (
            <dl className="grid gap-3">
              {activity.map(({ label, value }) => (
                <div
                  key={label}
                  className="flex items-baseline justify-between gap-4 border-zinc-100 border-b pb-3 last:border-0"
                >
                  <dt className="text-zinc-700">{label}</dt>
                  <dd className="font-semibold text-lg tabular-nums">{formatCount(value)}</dd>
                </div>
              ))}
            </dl>
          ) : stats.isPending ? (
            <div role="status" aria-label="Loading the activity" className="grid gap-3">
              <Skeleton className="h-7" />
              <Skeleton className="h-7" />
              <Skeleton className="h-7" />
            </div>
          ) : (
            // The stat cards above already say that the figures failed to load.
            <p className="text-zinc-600">The activity figures are not available right now.</p>
          )}
        </CardContent>
      </Card>

      {mayAdminister(actor, 'view_analytics').allowed && <GenerateReports />}

      {actions.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle as="h2">Quick actions</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {actions.map(({ tab, label, icon: Icon }) => (
              <Button key={tab} variant="outline" onClick={() => openTab(tab)}>
                <Icon aria-hidden="true" />
                {label}
              </Button>
            ))}
          </CardContent>
        </Card>
      )}
    </div>
  );
}
