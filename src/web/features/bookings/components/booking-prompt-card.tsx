import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { BookingRoleFilter } from '../../../../shared/schemas/bookings';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { bookingPath } from '../lib/booking-url';
import { BOOKINGS_UI_TEXTS as TEXTS } from '../lib/bookings-ui-texts';

/** A row of a dashboard card's list: the whole row is the press. */
export const PROMPT_ROW_CLASS = 'flex min-h-11 items-center gap-3 rounded-button p-2 hover:bg-zinc-100';

/**
 * A dashboard card that asks for something (Awaiting your review, Reviews to answer): a
 * title, why, the first few as a labelled list of `rows`, and when there are more, how many
 * with the completed bookings of my side.
 */
export function BookingPromptCard({
  title,
  intro,
  label,
  rows,
  more,
  side,
}: {
  title: string;
  intro: string;
  label: string;
  rows: { key: string; row: ReactNode }[];
  /** 'N more …', or null when every one is shown. */
  more: string | null;
  side: BookingRoleFilter;
}) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle as="h2" className="text-lg">
          {title}
        </CardTitle>
        <CardDescription>{intro}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ul aria-label={label} className="-mx-2 grid gap-1">
          {rows.map(({ key, row }) => (
            <li key={key}>{row}</li>
          ))}
        </ul>
        {more && (
          <p className="text-sm text-zinc-600">
            {more}{' '}
            <Link
              to={bookingPath(null, { status: 'completed', role: side })}
              className="font-medium text-ink underline underline-offset-4"
            >
              {TEXTS.showCompleted}
            </Link>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
