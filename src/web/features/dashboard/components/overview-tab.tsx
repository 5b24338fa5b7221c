import { EyeIcon, ImagePlusIcon } from 'lucide-react';
import type { Profile } from '../../../../shared/schemas/profiles';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { AwaitingReviewCard, ReviewsToAnswerCard, UpcomingBookingsCard } from '../../bookings';
import type { PortfolioManagerView } from '../../portfolio';
import { AvailabilitySwitch, uploadRefusal } from '../../profiles';
import { SavedTalentCard } from '../../saved-talent';
import { ProfileChecklistCard } from './profile-checklist-card';
import { ProfileSummaryCard } from './profile-summary-card';
import { QuickStatsCard } from './quick-stats-card';

/** Overview: the profile card with what it still lacks, and side cards for the shoots coming up, portfolio, availability and stats. */
export function OverviewTab({
  profile,
  onOpenPortfolio,
}: {
  profile: Profile;
  onOpenPortfolio: (view: PortfolioManagerView) => void;
}) {
  const refusal = uploadRefusal(profile, { forPortfolio: true });
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:grid-rows-[auto_1fr]">
      <div className="grid gap-6">
        <ProfileSummaryCard profile={profile} />
        <ProfileChecklistCard profile={profile} onOpenPortfolio={onOpenPortfolio} />
      </div>
      <div className="grid gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <UpcomingBookingsCard />
        <AwaitingReviewCard />
        <ReviewsToAnswerCard />
        <Card className="gap-4">
          <CardHeader>
            <CardTitle as="h2" className="text-lg">
              Portfolio
            </CardTitle>
            <CardDescription>Your work is what clients look at first.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-wrap gap-2">
            {refusal ? (
              <p className="w-full rounded-button bg-amber-50 px-3 py-2 text-amber-950 text-sm">{refusal}</p>
            ) : (
              <Button onClick={() => onOpenPortfolio('upload')}>
                <ImagePlusIcon aria-hidden="true" />
                Upload Work
              </Button>
            )}
            <Button variant="outline" onClick={() => onOpenPortfolio('items')}>
              <EyeIcon aria-hidden="true" />
              View Portfolio
            </Button>
          </CardContent>
        </Card>

        <Card className="gap-4">
          <CardHeader>
            <CardTitle as="h2" className="text-lg">
              Availability
            </CardTitle>
          </CardHeader>
          <CardContent>
            <AvailabilitySwitch profile={profile} />
          </CardContent>
        </Card>

        <QuickStatsCard />
      </div>
      {/* On phones after the side cards; from lg under the profile, beside them. */}
      <div className="lg:col-start-1">
        <SavedTalentCard />
      </div>
    </div>
  );
}
