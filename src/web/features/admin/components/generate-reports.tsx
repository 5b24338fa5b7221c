import { DownloadIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { ADMIN_PEOPLE_TEXTS, ADMIN_REPORT_KINDS } from '../../../../shared/schemas/admin-people';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { reportUrl } from '../api/settings-api';

const today = () => new Date().toISOString().slice(0, 10);
const monthStart = () => `${today().slice(0, 8)}01`;
const LABELS = { professionals: 'Professionals CSV', bookings: 'Bookings CSV' } as const;

/**
 * Generate Reports (view_analytics; docs/product.md, Admin tabs): CSV files the server
 * writes of the professionals and bookings created in the chosen days (UTC).
 */
export function GenerateReports() {
  const [from, setFrom] = useState(monthStart);
  const [to, setTo] = useState(today);
  const fromId = useId();
  const toId = useId();
  const errorId = useId();
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Generate Reports</CardTitle>
        <CardDescription>
          Professionals and bookings created from the first day to the last (UTC).
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid grid-cols-2 gap-3">
          <div className="grid gap-1.5">
            <label htmlFor={fromId} className="font-medium text-sm">
              From
            </label>
            <Input
              id={fromId}
              type="date"
              value={from}
              max={to}
              onChange={(event) => setFrom(event.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={toId} className="font-medium text-sm">
              To
            </label>
            <Input
              id={toId}
              type="date"
              value={to}
              min={from}
              aria-invalid={!valid || undefined}
              aria-describedby={valid ? undefined : errorId}
              onChange={(event) => setTo(event.target.value)}
            />
          </div>
        </div>
        {!valid && (
          <p id={errorId} role="alert" className="text-red-700 text-sm">
            {ADMIN_PEOPLE_TEXTS.reportRange}
          </p>
        )}
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {ADMIN_REPORT_KINDS.map((kind) =>
            valid ? (
              <Button key={kind} variant="outline" asChild>
                <a href={reportUrl(kind, { from, to })} download>
                  <DownloadIcon aria-hidden="true" />
                  {LABELS[kind]}
                </a>
              </Button>
            ) : (
              <Button key={kind} variant="outline" disabled>
                <DownloadIcon aria-hidden="true" />
                {LABELS[kind]}
              </Button>
            ),
          )}
        </div>
      </CardContent>
    </Card>
  );
}
