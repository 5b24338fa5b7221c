import { AtSignIcon, ExternalLinkIcon, GlobeIcon, MapPinIcon, PencilIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { humanize } from '../../../../shared/enums';
import type { Profile } from '../../../../shared/schemas/profiles';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { formatDollars } from '../../../lib/format-number';
import {
  editProfilePath,
  instagramUrl,
  isVerified,
  PROFILE_UI_TEXTS,
  ProfileAvatar,
  roleLabel,
  ShareProfileButton,
  VerifiedBadge,
  websiteLabel,
} from '../../profiles';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm text-zinc-600">{term}</dt>
      <dd className="min-w-0 font-medium [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

const linkClass =
  'inline-flex items-center gap-1.5 rounded-[4px] text-coral-700 underline-offset-4 hover:underline';

/**
 * The overview's profile card: who you are, as others will see it. A client's shows no
 * specialties, experience or rates (docs/product.md, Dashboards).
 */
export function ProfileSummaryCard({ profile }: { profile: Profile }) {
  const professional = profile.role !== 'client';
  return (
    <Card>
      <CardHeader className="gap-5 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-start gap-4">
          <ProfileAvatar profile={profile} className="size-16" fallbackClassName="text-lg" />
          <div className="grid min-w-0 gap-2">
            <h2 className="font-display font-semibold text-2xl leading-tight tracking-tight [overflow-wrap:anywhere]">
              {profile.displayName}
            </h2>
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="secondary">{roleLabel(profile.role)}</Badge>
              {isVerified(profile) && <VerifiedBadge />}
            </div>
            {profile.location && (
              <p className="flex items-center gap-1.5 text-sm text-zinc-600">
                <MapPinIcon aria-hidden="true" className="size-4 shrink-0" />
                <span className="min-w-0 [overflow-wrap:anywhere]">
                  <span className="sr-only">Location: </span>
                  {profile.location}
                </span>
              </p>
            )}
          </div>
        </div>
        <div className="flex flex-wrap gap-2 sm:flex-col sm:items-end">
          <Button asChild variant="outline">
            <Link to="/onboarding">
              <PencilIcon aria-hidden="true" />
              Edit Profile
            </Link>
          </Button>
          <Button asChild variant="ghost">
            <Link to={`/profile/${profile.userId}`}>
              <ExternalLinkIcon aria-hidden="true" />
              View public profile
            </Link>
          </Button>
          {!profile.isSuspended && (
            <ShareProfileButton
              profile={profile}
              label={PROFILE_UI_TEXTS.shareProfile}
              variant="ghost"
              size="default"
            />
          )}
        </div>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="grid gap-2">
          <h3 className="font-semibold text-sm">About</h3>
          {profile.bio ? (
            <p className="whitespace-pre-line text-zinc-700 [overflow-wrap:anywhere]">{profile.bio}</p>
          ) : (
            <p className="text-sm text-zinc-600">
              No bio yet.{' '}
              <Link to={editProfilePath('bio')} className={linkClass}>
                Add a few lines
              </Link>{' '}
              so {professional ? 'clients' : 'professionals'} know you.
            </p>
          )}
        </div>

        {professional && (
          <div className="grid gap-2">
            <h3 className="font-semibold text-sm">Specialties</h3>
            {profile.specialties.length > 0 ? (
              <ul className="flex flex-wrap gap-2">
                {profile.specialties.map((specialty) => (
                  <li key={specialty}>
                    <Badge variant="violet">{humanize(specialty)}</Badge>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-zinc-600">No specialties chosen yet.</p>
            )}
          </div>
        )}

        <dl className="grid gap-4 border-zinc-200 border-t pt-5 sm:grid-cols-2">
          {professional && (
            <>
              <Detail term="Experience">
                {profile.experienceYears} {profile.experienceYears === 1 ? 'year' : 'years'}
              </Detail>
              <Detail term="Hourly rate">
                {profile.hourlyRate !== null ? `${formatDollars(profile.hourlyRate)}/hour` : 'Not set'}
              </Detail>
              <Detail term="Day rate">
                {profile.dayRate !== null ? `${formatDollars(profile.dayRate)}/day` : 'Not set'}
              </Detail>
            </>
          )}
          <Detail term="Instagram">
            {profile.instagramHandle ? (
              <a
                href={instagramUrl(profile.instagramHandle)}
                target="_blank"
                rel="noopener noreferrer"
                className={linkClass}
              >
                <AtSignIcon aria-hidden="true" className="size-4 shrink-0" />
                {profile.instagramHandle}
              </a>
            ) : (
              <span className="font-normal text-zinc-600">Not added</span>
            )}
          </Detail>
          <Detail term="Website">
            {profile.websiteUrl ? (
              <a href={profile.websiteUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
                <GlobeIcon aria-hidden="true" className="size-4 shrink-0" />
                {websiteLabel(profile.websiteUrl)}
              </a>
            ) : (
              <span className="font-normal text-zinc-600">Not added</span>
            )}
          </Detail>
        </dl>
      </CardContent>
    </Card>
  );
}
