import { CircleAlertIcon, RotateCwIcon } from 'lucide-react';
import type { AdminStats } from '../../../../shared/schemas/admin';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { formatCount } from '../../../lib/format-number';
import { useAdminStats } from '../api/stats-api';
import { ADMIN_UI_TEXTS } from '../lib/admin-ui-texts';

const CARDS: { key: keyof AdminStats; label: string }[] = [
  { key: 'total_professionals', label: 'Total Professionals' },
  { key: 'active_professionals', label: 'Active Professionals' },
  { key: 'total_bookings', label: 'Total Bookings' },
  { key: 'pending_bookings', label: 'Pending Bookings' },
  { key: 'total_messages', label: 'Total Messages' },
  { key: 'new_signups_30d', label: 'New Signups (30d)' },
];

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6';

/** The six stat cards (docs/product.md, Admin tabs), shown to every admin level. */
export function StatCards() {
  const stats = useAdminStats();

  if (stats.isPending) {
    return (
      <div role="status" aria-label="Loading the figures" className={GRID}>
        {CARDS.map(({ key }) => (
          <Skeleton key={key} className="h-24 rounded-card" />
        ))}
      </div>
    );
  }

  if (stats.isError) {
    return (
      <Alert variant="error" role="alert" className="max-w-2xl">
        <CircleAlertIcon aria-hidden="true" />
        <AlertTitle>{ADMIN_UI_TEXTS.statsFailed}</AlertTitle>
        <AlertDescription className="grid gap-3">
          <p>{errorMessage(stats.error)}</p>
          <Button variant="outline" size="sm" className="w-fit" onClick={() => void stats.refetch()}>
            <RotateCwIcon aria-hidden="true" />
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }

  return (
    <section aria-labelledby="admin-stats-heading">
      <h2 id="admin-stats-heading" className="sr-only">
        Platform figures
      </h2>
      <dl className={GRID}>
        {CARDS.map(({ key, label }) => (
          <div key={key} className="flex flex-col gap-1 rounded-card border border-zinc-200 bg-white p-4">
            <dt className="text-sm text-zinc-600">{label}</dt>
            <dd className="order-first font-display font-semibold text-3xl tabular-nums" data-stat={key}>
              {formatCount(stats.data[key])}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
