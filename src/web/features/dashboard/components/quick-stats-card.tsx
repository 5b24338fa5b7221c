import { LoadFailed } from '../../../components/load-failed';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCount } from '../../../lib/format-number';
import { PROFILE_UI_TEXTS, useMyStats } from '../../profiles';

/** Quick Stats (docs/product.md, Dashboards): counted, never invented. */
export function QuickStatsCard() {
  const stats = useMyStats();
  const rows = stats.data
    ? [
        { label: 'Portfolio items', value: formatCount(stats.data.portfolioItems) },
        { label: 'Total bookings', value: formatCount(stats.data.totalBookings) },
        { label: 'Reviews', value: formatCount(stats.data.totalReviews) },
        // The average only means something once there are reviews.
        ...(stats.data.totalReviews > 0 && stats.data.averageRating !== null
          ? [{ label: 'Average rating', value: `${stats.data.averageRating.toFixed(1)} / 5` }]
          : []),
        { label: 'Profile views', value: formatCount(stats.data.profileViews) },
        { label: 'Saved by members', value: formatCount(stats.data.savedBy) },
        // What clients read on the profile, once it says something.
        ...(stats.data.requestAnswers
          ? [
              {
                label: 'Requests answered',
                value: `${formatCount(stats.data.requestAnswers.answered)} of ${formatCount(stats.data.requestAnswers.requests)}`,
              },
            ]
          : []),
      ]
    : [];

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle as="h2" className="text-lg">
          Quick Stats
        </CardTitle>
      </CardHeader>
      <CardContent>
        {stats.isPending && (
          <div role="status" aria-label="Loading stats" className="grid gap-3">
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} className="h-5 w-full" />
            ))}
          </div>
        )}
        {stats.isError && !stats.data && (
          <LoadFailed
            title={PROFILE_UI_TEXTS.statsFailed}
            error={stats.error}
            onRetry={() => void stats.refetch()}
          />
        )}
        {stats.data && (
          <dl className="grid gap-3">
            {rows.map((row) => (
              <div key={row.label} className="flex items-baseline justify-between gap-4">
                <dt className="text-sm text-zinc-600">{row.label}</dt>
                <dd className="font-semibold tabular-nums">{row.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
