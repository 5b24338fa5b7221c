import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon';
import { PageContainer, PageHeading } from '../../../components/page';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /profile/:userId. Placeholder until the public profile issue lands. */
export function PublicProfilePage() {
  useDocumentTitle('Profile');

  return (
    <PageContainer>
      <Button asChild variant="ghost" size="sm" className="-ml-3 mb-6">
        <Link to="/">
          <ArrowLeftIcon aria-hidden="true" />
          Back to Discovery
        </Link>
      </Button>
      <PageHeading title="Creative profile" />
      <ComingSoon title="Public profiles are coming soon">
        <p>
          Each member will have a public page with their portfolio, specialties, rates and availability, and
          ways to get in touch or book them.
        </p>
      </ComingSoon>
    </PageContainer>
  );
}
