import { PageSection } from '../../../components/page-section';
import { cn } from '../../../lib/cn';
import { useDiscoverQuery } from '../api/discovery-api';
import { CARD_GRIDS, ProfessionalCard, ProfessionalCardSkeleton } from './professional-card';

/** The query behind 'Featured talent': the three best-rated listed professionals. */
export const FEATURED_QUERY = { sort: 'rating', pageSize: 3 } as const;

/**
 * Three real top-rated professionals (docs/product.md, Search filters). The section is a
 * bonus: while it loads it shows skeletons, and if it fails or nobody is listed yet it
 * steps aside.
 */
export function FeaturedTalent() {
  const featured = useDiscoverQuery(FEATURED_QUERY);
  if (featured.isError || (featured.data && featured.data.items.length === 0)) return null;

  return (
    <PageSection
      eyebrow="Featured talent"
      title="Top-rated professionals"
      lead="The best-reviewed creatives on Frameline right now, from real bookings."
      surface="canvas"
    >
      <ul className={cn('grid gap-6', CARD_GRIDS.showcase.grid)} aria-busy={featured.isPending}>
        {featured.data
          ? featured.data.items.map((card) => (
              <li key={card.userId} className="flex">
                <ProfessionalCard card={card} grid="showcase" className="w-full" />
              </li>
            ))
          : [0, 1, 2].map((index) => (
              <li key={index} aria-hidden="true">
                <ProfessionalCardSkeleton grid="showcase" />
              </li>
            ))}
      </ul>
    </PageSection>
  );
}
