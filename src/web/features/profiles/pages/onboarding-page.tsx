import { ArrowLeftIcon, CircleAlertIcon, RotateCwIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LEAVE_WITHOUT_ASKING } from '../../../components/leave-unsaved-guard';
import { PageContainer, PageHeading } from '../../../components/page';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuth } from '../../auth';
import { useMyProfile } from '../api/profiles-api';
import { ProfileEditForm } from '../components/profile-edit-form';
import { ProfileWizard } from '../components/profile-wizard';
import { PROFILE_UI_TEXTS } from '../lib/profile-texts';

type Mode = 'create' | 'edit';

const COPY: Record<Mode, { title: string; description: string }> = {
  create: {
    title: 'Set up your profile',
    description: 'Three short steps, and clients can find you and your work.',
  },
  edit: {
    title: 'Edit Your Profile',
    description: 'Keep your role, details and rates up to date.',
  },
};

function OnboardingSkeleton() {
  return (
    <div role="status" aria-label="Loading your profile" className="grid gap-6">
      <Skeleton className="h-24 w-full rounded-card" />
      <Skeleton className="h-80 w-full rounded-card" />
    </div>
  );
}

/**
 * /onboarding (signed-in members, docs/product.md, Profile setup and editing): the 3-step
 * wizard when there is no profile yet, else the single 'Edit Your Profile' form. Saving
 * goes to /dashboard.
 */
export function OnboardingPage() {
  const navigate = useNavigate();
  const me = useMyProfile();
  const { user } = useAuth();
  // The mode is settled by the first answer, so saving does not flip the wizard into edit mode.
  const [mode, setMode] = useState<Mode | null>(null);
  if (mode === null && me.data) setMode(me.data.profile ? 'edit' : 'create');
  const copy = COPY[mode ?? 'create'];
  useDocumentTitle(mode ? copy.title : 'Profile setup');

  // After a save nothing is left unsaved, though the form has not said so yet.
  const goToDashboard = () => navigate('/dashboard', { state: LEAVE_WITHOUT_ASKING });

  return (
    <PageContainer>
      <div className="mx-auto grid max-w-3xl gap-8">
        <div className="grid gap-4">
          <Button asChild variant="ghost" size="sm" className="-ml-3 w-fit">
            <Link to="/dashboard">
              <ArrowLeftIcon aria-hidden="true" />
              Back to Dashboard
            </Link>
          </Button>
          <PageHeading
            title={mode ? copy.title : 'Profile setup'}
            description={mode ? copy.description : undefined}
          />
        </div>

        {mode === null && me.isPending && <OnboardingSkeleton />}
        {mode === null && me.isError && (
          <Alert variant="error" role="alert">
            <CircleAlertIcon aria-hidden="true" />
            <AlertTitle>{PROFILE_UI_TEXTS.loadFailed}</AlertTitle>
            <AlertDescription className="grid gap-3">
              <p>{errorMessage(me.error)}</p>
              <Button variant="outline" size="sm" className="w-fit" onClick={() => void me.refetch()}>
                <RotateCwIcon aria-hidden="true" />
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        )}
        {mode === 'create' && user && <ProfileWizard userId={user.id} onSaved={goToDashboard} />}
        {mode === 'edit' && me.data?.profile && (
          <ProfileEditForm profile={me.data.profile} onSaved={goToDashboard} />
        )}
      </div>
    </PageContainer>
  );
}
