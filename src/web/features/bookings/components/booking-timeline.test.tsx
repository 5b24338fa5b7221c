import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { BookingHistoryEntry } from '../../../../shared/schemas/bookings';
import { BookingTimeline, historyHeadline } from './booking-timeline';

// Who did what and when, as a booking's history reads it (docs/product.md, Booking history).

const entry = (fields: Partial<BookingHistoryEntry>): BookingHistoryEntry => ({
  id: '1',
  at: '2026-12-06T10:00:00.000Z',
  actorRole: 'client',
  actorName: 'Nora Brand',
  from: 'pending',
  to: 'cancelled',
  note: null,
  rate: null,
  kind: 'status',
  time: null,
  place: null,
  ...fields,
});

describe('a history entry', () => {
  it("names the member who moved the booking, and the request's maker", () => {
    expect(historyHeadline(entry({ from: null, to: 'pending' }))).toBe('Requested by Nora Brand');
    expect(historyHeadline(entry({ actorRole: 'professional', actorName: 'Ava Lens', to: 'accepted' }))).toBe(
      'Accepted by Ava Lens',
    );
  });

  it("says an administrator set the status, whichever it is, a request's reopening included", () => {
    const admin = { actorRole: 'admin' as const, actorName: null };
    expect(historyHeadline(entry({ ...admin, to: 'accepted' }))).toBe('Set to Accepted by an administrator');
    expect(historyHeadline(entry({ ...admin, from: 'declined', to: 'pending' }))).toBe(
      'Set to Pending by an administrator',
    );
    expect(historyHeadline(entry({ ...admin, from: 'accepted', to: 'completed' }))).toBe(
      'Set to Completed by an administrator',
    );
  });

  it('says the system expired a request', () => {
    expect(historyHeadline(entry({ actorRole: 'system', actorName: null, to: 'expired' }))).toBe(
      'Expired automatically',
    );
  });
});

describe('a step of a new time', () => {
  const step = {
    actorRole: 'client' as const,
    from: 'accepted' as const,
    to: 'accepted' as const,
    time: { shootDate: '2027-03-22', startTime: '14:00', durationHours: 3 },
  };

  it('says which step, by whom, and not a status move', () => {
    expect(historyHeadline(entry({ ...step, kind: 'time_proposed' }))).toBe(
      'New time proposed by Nora Brand',
    );
    expect(historyHeadline(entry({ ...step, kind: 'time_accepted', actorName: 'Ava Lens' }))).toBe(
      'New time accepted by Ava Lens',
    );
    expect(historyHeadline(entry({ ...step, kind: 'time_declined' }))).toBe(
      'New time declined by Nora Brand',
    );
    expect(historyHeadline(entry({ ...step, kind: 'time_withdrawn' }))).toBe(
      'Proposal withdrawn by Nora Brand',
    );
  });

  it('shows the time it names in the booking’s zone, without an Accepted to Accepted arrow', () => {
    const html = renderToStaticMarkup(
      <BookingTimeline
        history={[entry({ ...step, kind: 'time_proposed' })]}
        timeZone="America/New_York"
        labelledBy="history"
      />,
    );
    expect(html).toContain('March 22, 2027, 14:00 New York time, 3 hours');
    expect(html).not.toContain('Accepted');
  });

  it('names the new place after the time when the step moved it', () => {
    const html = renderToStaticMarkup(
      <BookingTimeline
        history={[entry({ ...step, kind: 'time_accepted', place: 'Studio 4 & <Harbour>' })]}
        timeZone="America/New_York"
        labelledBy="history"
      />,
    );
    // Text, escaped as any member's words are.
    expect(html).toContain('March 22, 2027, 14:00 New York time, 3 hours, in Studio 4 &amp; &lt;Harbour&gt;');
  });
});

describe('the timeline', () => {
  it("dates each step as a detail does ('MMMM dd, yyyy'), with the time", () => {
    // Noon UTC: March 05 in the clock of whoever runs the test.
    const html = renderToStaticMarkup(
      <BookingTimeline
        history={[entry({ at: '2027-03-05T12:00:00.000Z' })]}
        timeZone="America/New_York"
        labelledBy="history"
      />,
    );
    expect(html).toMatch(/>March 05, 2027, \d{2}:\d{2}<\/time>/);
  });
});
