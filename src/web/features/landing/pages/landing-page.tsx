import { Suspense } from 'react';
import { lazyPage } from '../../../lib/lazy-page';
import { usePageMeta } from '../../../lib/use-page-meta';
import { HeroCarousel } from '../components/hero-carousel';

const BelowTheFold = lazyPage(() => import('../components/below-the-fold'), 'BelowTheFold');

/** The lower sections load with the page when it is hydrated from the server's HTML. */
export const preload = () => BelowTheFold.preload();

/** The landing page: hero carousel, discover, booking, testimonials. */
export function LandingPage() {
  usePageMeta('/');
  return (
    <>
      <HeroCarousel />
      <Suspense fallback={<div className="min-h-[60rem] bg-white" aria-busy="true" />}>
        <BelowTheFold />
      </Suspense>
    </>
  );
}
