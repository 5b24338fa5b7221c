import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { PageContainer } from '../../../components/page';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Any unknown path: '404', 'Oops! Page not found', 'Return to Home', and a console 404. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentTitle('Page not found');

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <PageContainer className="flex min-h-[60vh] flex-col items-center justify-center py-16 text-center">
      <p className="font-display font-semibold text-7xl text-ink leading-none tracking-tight sm:text-8xl">
        404
      </p>
      <h1 className="mt-4 font-display font-semibold text-2xl tracking-tight sm:text-[2rem]">
        Oops! Page not found
      </h1>
      <p className="mt-3 max-w-md text-zinc-600">
        The page you are looking for does not exist or has moved. Check the address, or start again from the
        home page.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">Return to Home</Link>
      </Button>
    </PageContainer>
  );
}
