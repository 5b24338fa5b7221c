import { Link } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon';
import { PageContainer, PageHeading } from '../../../components/page';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuth } from '../../auth/auth-context';

/** /dashboard (signed-in members). Placeholder until the dashboard issue lands. */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { user } = useAuth();
  const name = user?.displayName || user?.email;

  return (
    <PageContainer>
      <PageHeading
        eyebrow="Dashboard"
        title={`Welcome, ${name}`}
        description="This is where your work on Frameline comes together."
      />
      <ComingSoon
        title="Your dashboard is on its way"
        actions={
          <>
            {!user?.hasProfile && (
              <Button asChild>
                <Link to="/onboarding">Set up your profile</Link>
              </Button>
            )}
            {user?.adminLevel && (
              <Button asChild variant="outline">
                <Link to="/admin">Open the admin area</Link>
              </Button>
            )}
          </>
        }
      >
        <p>
          The overview of your profile, your messages, your bookings and your settings will appear here in an
          upcoming release.
        </p>
      </ComingSoon>
    </PageContainer>
  );
}
