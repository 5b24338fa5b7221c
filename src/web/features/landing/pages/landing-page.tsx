import { lazy, Suspense } from 'react';
import { usePageMeta } from '../../../lib/use-page-meta';
import { HeroCarousel } from '../components/hero-carousel';

const BelowTheFold = lazy(async () => ({
  default: (await import('../components/below-the-fold')).BelowTheFold,
}));

/** The landing page (SPEC 2): hero carousel, discover, booking, testimonials. */
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
