import { ShieldAlertIcon } from 'lucide-react';
import { Link } from 'react-router';
import { AUTH_TEXTS } from '../../../../shared/texts';
import { PageContainer } from '../../../components/page';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Shown to a signed-in member who opens a page reserved for administrators. */
export function NoAccessPage() {
  useDocumentTitle('No access');
  return (
    <PageContainer className="flex min-h-[60vh] flex-col items-center justify-center text-center">
      <div className="mb-6 flex size-14 items-center justify-center rounded-full bg-coral-50 text-coral-700">
        <ShieldAlertIcon className="size-7" aria-hidden="true" />
      </div>
      <h1 className="font-display font-semibold text-[2rem] leading-tight tracking-tight">
        You do not have access
      </h1>
      <p className="mt-3 max-w-md text-lg text-zinc-600">{AUTH_TEXTS.notAdmin}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/dashboard">Go to Dashboard</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/">Return to Home</Link>
        </Button>
      </div>
    </PageContainer>
  );
}
