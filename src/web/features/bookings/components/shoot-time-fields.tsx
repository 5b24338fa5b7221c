import type { Control, FieldValues, Path } from 'react-hook-form';
import { BOOKING_DURATION_MAX, latestShootDate } from '../../../../shared/schemas/bookings';
import { FormField } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { BOOKINGS_UI_TEXTS } from '../lib/bookings-ui-texts';
import { Optional } from './optional-label';

/** The form values a shoot's time is typed into, as a request and a new time name them. */
type ShootTimeValues = FieldValues & { shootDate: string; startTime: string; durationHours: string };

/**
 * A shoot's date, start time and length, side by side from a tablet's width on: the
 * request's form and the new time's (docs/product.md, Requesting a booking; Moving a
 * booking). `today` is the first date offered, in the shoot's zone.
 */
export function ShootTimeFields<TFieldValues extends ShootTimeValues, TOutput>({
  control,
  today,
}: {
  control: Control<TFieldValues, unknown, TOutput>;
  today: string;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-3">
      <FormField
        control={control}
        name={'shootDate' as Path<TFieldValues>}
        // As tall as its neighbours' labels with '(optional)', so the row's fields line up.
        label={<span className="leading-snug">{BOOKINGS_UI_TEXTS.date}</span>}
        render={(field) => (
          <Input type="date" min={today} max={latestShootDate()} aria-required="true" {...field} />
        )}
      />
      <FormField
        control={control}
        name={'startTime' as Path<TFieldValues>}
        label={<Optional>{BOOKINGS_UI_TEXTS.startTime}</Optional>}
        render={(field) => <Input type="time" step={60} {...field} />}
      />
      <FormField
        control={control}
        name={'durationHours' as Path<TFieldValues>}
        label={<Optional>{BOOKINGS_UI_TEXTS.duration}</Optional>}
        render={(field) => (
          <Input type="number" inputMode="numeric" min={1} max={BOOKING_DURATION_MAX} step={1} {...field} />
        )}
      />
    </div>
  );
}
