import {
  ArrowLeftIcon,
  BadgeCheckIcon,
  BriefcaseIcon,
  CircleAlertIcon,
  ClockIcon,
  HomeIcon,
  MapPinIcon,
  RotateCwIcon,
  StarIcon,
  UserRoundSearchIcon,
} from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { humanize, keepsProfessionalDetails } from '../../../../shared/enums';
import type { Profile } from '../../../../shared/schemas/profiles';
import { PROFILE_MESSAGES } from '../../../../shared/texts';
import { LoadFailed } from '../../../components/load-failed';
import { PageContainer } from '../../../components/page';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuth } from '../../auth';
import { cameFromSearch, ratingText } from '../../discovery';
import { PORTFOLIO_UI_TEXTS, PortfolioGallery, usePortfolio } from '../../portfolio';
import { ProfileReviews } from '../../reviews';
import { SaveTalentButton } from '../../saved-talent';
import { usePublicProfile } from '../api/profiles-api';
import { ProfileAvatar } from '../components/profile-avatar';
import { ProfileCover } from '../components/profile-cover';
import { ContactCard, GetInTouchCard, RatesCard } from '../components/public/profile-side-cards';
import { ReportProfile } from '../components/public/report-profile';
import { ShareProfileButton } from '../components/public/share-profile-button';
import { VerifiedBadge } from '../components/verified-badge';
import { experienceText, isVerified, roleLabel } from '../lib/profile-format';

/**
 * Back to the search the visitor came from (history, so its filters and scroll stay) when
 * they came from a result list in this tab; otherwise, and without scripts, a plain link
 * to the search page.
 */
function BackLink() {
  const navigate = useNavigate();
  const { state } = useLocation();
  const fromSearch = cameFromSearch(state);
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3 w-fit">
      <Link
        to="/discover-talent"
        onClick={(event) => {
          if (!fromSearch || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          navigate(-1);
        }}
      >
        <ArrowLeftIcon aria-hidden="true" />
        Back to Discovery
      </Link>
    </Button>
  );
}

function TagSection({ title, tags, empty }: { title: string; tags: readonly string[]; empty: string }) {
  return (
    <section className="grid gap-2">
      <h3 className="font-semibold text-sm">{title}</h3>
      {tags.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag}>
              <Badge variant="violet">{humanize(tag)}</Badge>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-zinc-600">{empty}</p>
      )}
    </section>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-center gap-1.5 [overflow-wrap:anywhere]">
      {icon}
      {children}
    </li>
  );
}

function ProfileHeader({ profile }: { profile: Profile }) {
  const verified = isVerified(profile);
  // A client has no availability, experience, rates or portfolio (docs/product.md).
  const professional = keepsProfessionalDetails(profile.role);
  // The same rating line as the discovery cards ('5.0 (1 review)').
  const rating = ratingText(profile.rating);
  return (
    <div className="overflow-hidden rounded-card border border-zinc-200 bg-white">
      <ProfileCover profile={profile} priority className="aspect-[5/2] w-full sm:aspect-[4/1]" />
      <div className="grid gap-4 px-5 pb-6 sm:px-8 sm:pb-8">
        <div className="-mt-12 flex items-end justify-between gap-4 sm:-mt-16">
          <div className="relative w-fit">
            <ProfileAvatar
              profile={profile}
              large
              className="size-24 ring-4 ring-white sm:size-32"
              fallbackClassName="text-2xl sm:text-3xl"
            />
            {verified && (
              <span className="absolute right-0.5 bottom-0.5 flex size-8 items-center justify-center rounded-full bg-white shadow-sm ring-2 ring-coral-500 sm:right-1.5 sm:bottom-1.5">
                <BadgeCheckIcon aria-hidden="true" className="size-5 text-coral-700" />
              </span>
            )}
          </div>
          <div className="mb-1 flex flex-wrap items-center justify-end gap-2">
            {profile.isSuspended ? (
              // Only its owner and administrators see a suspended profile.
              <Badge variant="destructive">Suspended</Badge>
            ) : !professional ? null : profile.isAvailable ? (
              <Badge variant="success">Available</Badge>
            ) : (
              <Badge variant="secondary">Unavailable</Badge>
            )}
            {!profile.isSuspended && <ShareProfileButton profile={profile} className="max-sm:hidden" />}
            <SaveTalentButton profile={profile} />
          </div>
        </div>
        <div className="grid gap-3">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <h1 className="font-display font-semibold text-[2rem] leading-tight tracking-tight [overflow-wrap:anywhere] sm:text-5xl">
              {profile.displayName}
            </h1>
            {verified && <VerifiedBadge />}
          </div>
          {/* One fact a line on phones: the lines then do not depend on how wide the text
              runs, so the page does not move when the web fonts replace the fallback. */}
          <ul className="grid gap-x-5 gap-y-2 text-zinc-700 sm:flex sm:flex-wrap">
            <Fact icon={<BriefcaseIcon aria-hidden="true" className="size-4 shrink-0 text-zinc-600" />}>
              {roleLabel(profile.role)}
            </Fact>
            {profile.location && (
              <Fact icon={<MapPinIcon aria-hidden="true" className="size-4 shrink-0 text-zinc-600" />}>
                <span className="sr-only">Location: </span>
                {profile.location}
              </Fact>
            )}
            {professional && (
              <Fact icon={<ClockIcon aria-hidden="true" className="size-4 shrink-0 text-zinc-600" />}>
                {experienceText(profile.experienceYears)}
              </Fact>
            )}
            {rating && (
              <Fact
                icon={
                  <StarIcon aria-hidden="true" className="size-4 shrink-0 fill-amber-400 text-amber-500" />
                }
              >
                <span className="sr-only">Rated </span>
                {rating}
              </Fact>
            )}
          </ul>
        </div>
      </div>
    </div>
  );
}

function PortfolioCard({ userId }: { userId: string }) {
  const portfolio = usePortfolio(userId);
  const items = portfolio.data?.items ?? [];
  return (
    <Card className="gap-5">
      <CardHeader className="flex-row items-center gap-3">
        <CardTitle as="h2">Portfolio</CardTitle>
        {portfolio.isSuccess && (
          <Badge variant="secondary" aria-label={`${items.length} ${items.length === 1 ? 'item' : 'items'}`}>
            {items.length}
          </Badge>
        )}
      </CardHeader>
      <CardContent>
        {portfolio.isPending && (
          <div
            role="status"
            aria-label="Loading portfolio"
            className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3"
          >
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="aspect-[4/5] w-full rounded-card" />
            ))}
          </div>
        )}
        {portfolio.isError && !portfolio.data && (
          <LoadFailed
            title={PORTFOLIO_UI_TEXTS.loadFailed}
            error={portfolio.error}
            onRetry={() => void portfolio.refetch()}
          />
        )}
        {portfolio.isSuccess &&
          (items.length > 0 ? (
            <PortfolioGallery items={items} />
          ) : (
            <p className="text-zinc-600">No work shared yet.</p>
          ))}
      </CardContent>
    </Card>
  );
}

function ProfileView({ profile }: { profile: Profile }) {
  const { user } = useAuth();
  const own = user?.id === profile.userId;
  const professional = keepsProfessionalDetails(profile.role);
  return (
    // A name or a word as long as the limits allow wraps anywhere on the page, so no card is
    // wider than a phone's screen (the text is shown as typed).
    <article className="grid gap-6 [overflow-wrap:anywhere]">
      {own && (
        <Alert variant="info">
          <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
            <p>This is your public profile, as clients see it (plus your contact details).</p>
            <Button asChild variant="outline" size="sm">
              <Link to="/dashboard">Go to Dashboard</Link>
            </Button>
          </AlertDescription>
        </Alert>
      )}
      <ProfileHeader profile={profile} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        {/* On phones the contact cards come first, so Connect is near the top. */}
        <aside
          aria-label="Contact and rates"
          className="grid gap-6 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1"
        >
          <GetInTouchCard profile={profile} />
          {professional && <RatesCard profile={profile} />}
          <ContactCard profile={profile} />
        </aside>
        <div className="grid min-w-0 gap-6 lg:col-start-1 lg:row-start-1">
          <Card className="gap-4">
            <CardHeader>
              <CardTitle as="h2">About</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-6">
              {profile.bio ? (
                <p className="whitespace-pre-line text-zinc-700 [overflow-wrap:anywhere]">{profile.bio}</p>
              ) : (
                <p className="text-zinc-600">{profile.displayName} has not written a bio yet.</p>
              )}
              {/* A client's lists are shown when they keep some; a professional's always. */}
              {(
                [
                  ['Specialties', profile.specialties, 'No specialties listed.'],
                  ['Skills', profile.skills, 'No skills listed.'],
                  ['Equipment', profile.equipment, 'No equipment listed.'],
                ] as const
              ).map(
                ([title, tags, empty]) =>
                  (professional || tags.length > 0) && (
                    <TagSection key={title} title={title} tags={tags} empty={empty} />
                  ),
              )}
            </CardContent>
          </Card>
          {professional && <PortfolioCard userId={profile.userId} />}
          {professional && <ProfileReviews profile={profile} />}
          {/* Last on every screen: after what the profile shows, out of the way of Connect. */}
          <ReportProfile profile={profile} />
        </div>
      </div>
    </article>
  );
}

function ProfileSkeleton() {
  return (
    <div role="status" aria-label="Loading profile" className="grid gap-6">
      <div className="overflow-hidden rounded-card border border-zinc-200">
        <Skeleton className="aspect-[5/2] w-full rounded-none sm:aspect-[4/1]" />
        <div className="grid gap-3 px-5 pb-6 sm:px-8">
          <Skeleton className="-mt-12 size-24 rounded-full ring-4 ring-white sm:-mt-16 sm:size-32" />
          <Skeleton className="h-10 w-64 max-w-full" />
          <Skeleton className="h-5 w-80 max-w-full" />
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Skeleton className="h-72 rounded-card" />
        <Skeleton className="h-72 rounded-card" />
      </div>
    </div>
  );
}

function ProfileNotFound() {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 py-10 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-violet-50 text-violet-700">
        <UserRoundSearchIcon aria-hidden="true" className="size-7" />
      </span>
      <h1 className="font-display font-semibold text-[2rem] tracking-tight">{PROFILE_MESSAGES.notFound}</h1>
      <p className="max-w-md text-zinc-600">
        This profile does not exist or is no longer available. Discover other creative talent instead.
      </p>
      <Button asChild size="lg" className="mt-2">
        <Link to="/">
          <HomeIcon aria-hidden="true" />
          Back to Home
        </Link>
      </Button>
    </div>
  );
}

/** /profile/:userId: a member's public page (docs/product.md, Public profile page). */
export function PublicProfilePage() {
  // An id is the same id in capitals: read as the server reads it (and renders the page).
  const userId = (useParams().userId ?? '').toLowerCase();
  const query = usePublicProfile(userId);
  // 404, and 400 for an address that is not a profile id at all.
  const notFound = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
  const profile = query.data?.profile;
  useDocumentTitle(profile ? profile.displayName : notFound ? PROFILE_MESSAGES.notFound : 'Profile');

  useEffect(() => {
    if (notFound) toast.error(PROFILE_MESSAGES.notFound, { id: `profile-not-found-${userId}` });
  }, [notFound, userId]);

  return (
    <PageContainer className="grid gap-6 py-6 sm:py-10">
      {!notFound && (
        <div className="flex items-center justify-between gap-3">
          <BackLink />
          {/* On a phone, Share sits up here: beside the avatar there is room for Save alone. */}
          {profile && !profile.isSuspended && (
            <ShareProfileButton profile={profile} variant="ghost" className="-mr-3 sm:hidden" />
          )}
        </div>
      )}
      {query.isPending && <ProfileSkeleton />}
      {notFound && <ProfileNotFound />}
      {query.isError && !notFound && (
        <Alert variant="error" role="alert" className="max-w-2xl">
          <CircleAlertIcon aria-hidden="true" />
          <AlertTitle>Failed to load profile</AlertTitle>
          <AlertDescription className="grid gap-3">
            <p>{errorMessage(query.error)}</p>
            <Button variant="outline" size="sm" className="w-fit" onClick={() => void query.refetch()}>
              <RotateCwIcon aria-hidden="true" />
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      )}
      {profile && <ProfileView profile={profile} />}
    </PageContainer>
  );
}
