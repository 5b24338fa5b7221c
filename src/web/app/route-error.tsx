import { RotateCwIcon } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { PageContainer } from '../components/page';
import { Button } from '../components/ui/button';
import { useDocumentTitle } from '../lib/use-document-title';

/** A page that failed to load or render. A failed code chunk usually means a new release. */
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle('Something went wrong');
  const chunkFailed =
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|chunk/i.test(error.message);
  if (!isRouteErrorResponse(error)) console.error(error);

  return (
    <PageContainer className="flex min-h-[60vh] flex-col items-center justify-center text-center">
      <h1 className="font-display font-semibold text-[2rem] tracking-tight">Something went wrong</h1>
      <p className="mt-3 max-w-md text-zinc-600">
        {chunkFailed
          ? 'A new version of Frameline is available, or the connection dropped. Reload the page to continue.'
          : 'This page could not be shown. Please try again; if it keeps happening, come back a little later.'}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <RotateCwIcon aria-hidden="true" />
          Reload the page
        </Button>
        <Button asChild variant="outline">
          <Link to="/" reloadDocument>
            Return to Home
          </Link>
        </Button>
      </div>
    </PageContainer>
  );
}
