import { humanize } from '../../../../shared/enums';
import { ComingSoon } from '../../../components/coming-soon';
import { PageContainer, PageHeading } from '../../../components/page';
import { Badge } from '../../../components/ui/badge';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuth } from '../../auth';

/** /admin (administrators only, see RequireAdmin). Placeholder until the admin issue lands. */
export function AdminPage() {
  useDocumentTitle('Admin Dashboard');
  const { user } = useAuth();

  return (
    <PageContainer>
      <PageHeading title="Admin Dashboard">
        {user?.adminLevel && (
          <p className="flex items-center gap-2 text-zinc-600">
            Signed in as <Badge variant="violet">{humanize(user.adminLevel)}</Badge>
          </p>
        )}
      </PageHeading>
      <ComingSoon title="The admin tools are coming soon">
        <p>
          Platform statistics and the management of professionals, bookings, messages and administrators will
          appear here in an upcoming release.
        </p>
      </ComingSoon>
    </PageContainer>
  );
}
