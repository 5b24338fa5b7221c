import { CalendarIcon, MessageSquareIcon, SearchIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { Profile } from '../../../../shared/schemas/profiles';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { conversationPath, useUnreadTotal } from '../../messaging';
import { ProfileSummaryCard } from './profile-summary-card';

/**
 * A client's overview (docs/product.md, Dashboards): their messages, their bookings and a
 * way to find talent first, then their profile; nothing about portfolio, availability,
 * experience or rates.
 */
export function ClientOverviewTab({ profile }: { profile: Profile }) {
  const unread = useUnreadTotal(true);
  const count = unread.data?.unreadTotal ?? 0;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      <div className="grid gap-6">
        <Card className="gap-4">
          <CardHeader>
            <CardTitle as="h2" className="text-lg">
              Messages
            </CardTitle>
            <CardDescription>
              {unread.data
                ? count > 0
                  ? `You have ${count.toLocaleString('en')} unread message${count === 1 ? '' : 's'}.`
                  : 'You are all caught up.'
                : 'Your conversations with professionals.'}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link to={conversationPath()}>
                <MessageSquareIcon aria-hidden="true" />
                Open Messages
              </Link>
            </Button>
          </CardContent>
        </Card>

        <Card className="gap-4">
          <CardHeader>
            <CardTitle as="h2" className="text-lg">
              Find talent
            </CardTitle>
            <CardDescription>
              Photographers, models, stylists and more: press Connect on a profile to write to them.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild variant="outline">
              <Link to="/discover-talent">
                <SearchIcon aria-hidden="true" />
                Discover talent
              </Link>
            </Button>
          </CardContent>
        </Card>

        <Card className="gap-4">
          <CardHeader>
            <CardTitle as="h2" className="text-lg">
              Bookings
            </CardTitle>
            <CardDescription className="flex items-start gap-2">
              <CalendarIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              Booking requests arrive in an upcoming release. Yours will be listed here.
            </CardDescription>
          </CardHeader>
        </Card>
      </div>
      <ProfileSummaryCard profile={profile} />
    </div>
  );
}
