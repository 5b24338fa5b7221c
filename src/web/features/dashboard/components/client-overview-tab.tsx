import { MessageSquareIcon, SearchIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { Profile } from '../../../../shared/schemas/profiles';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { AwaitingReviewCard, UpcomingBookingsCard } from '../../bookings';
import { conversationPath, useUnreadTotal } from '../../messaging';
import { SavedTalentCard } from '../../saved-talent';
import { ProfileSummaryCard } from './profile-summary-card';

/**
 * A client's overview (docs/product.md, Dashboards): the shoots coming up, their messages
 * and a way to find talent first, then their profile; nothing about portfolio, availability,
 * experience or rates.
 */
export function ClientOverviewTab({ profile }: { profile: Profile }) {
  const unread = useUnreadTotal(true);
  const count = unread.data?.unreadTotal ?? 0;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      <div className="grid gap-6">
        <UpcomingBookingsCard />
        <AwaitingReviewCard />
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
              Photographers, models, stylists and more: on a profile, Connect writes to them and Book Now asks
              for a shoot.
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
      </div>
      <div className="grid gap-6">
        <ProfileSummaryCard profile={profile} />
        <SavedTalentCard />
      </div>
    </div>
  );
}
