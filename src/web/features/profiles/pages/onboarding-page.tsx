import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon';
import { PageContainer, PageHeading } from '../../../components/page';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuth } from '../../auth/auth-context';

/** /onboarding (signed-in members). Placeholder until the profile setup issue lands. */
export function OnboardingPage() {
  const { user } = useAuth();
  const title = user?.hasProfile ? 'Edit Your Profile' : 'Set up your profile';
  useDocumentTitle(title);

  return (
    <PageContainer>
      <Button asChild variant="ghost" size="sm" className="-ml-3 mb-6">
        <Link to="/dashboard">
          <ArrowLeftIcon aria-hidden="true" />
          Back to Dashboard
        </Link>
      </Button>
      <PageHeading title={title} description="Tell clients who you are and what you do." />
      <ComingSoon title="Profile setup is coming soon">
        <p>
          A three-step setup will ask for your role, your basic information and your professional details such
          as specialties, experience and rates.
        </p>
      </ComingSoon>
    </PageContainer>
  );
}
