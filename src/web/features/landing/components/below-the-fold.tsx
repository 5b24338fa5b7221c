import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { BOOKING_SECTION_ID, BookingSection } from './booking-section';
import { DISCOVER_SECTION_ID, LandingDiscover } from './landing-discover';
import { TestimonialsSection } from './testimonials-section';

const ANCHORS = [DISCOVER_SECTION_ID, BOOKING_SECTION_ID];

/**
 * Everything under the hero, loaded as its own chunk so the hero paints first. The
 * router scrolls to #discover or #booking before this part exists, so it does that
 * itself once it mounts (a reload of /?role=model#discover lands on the section).
 */
export function BelowTheFold() {
  const { hash } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the address it was opened with
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (ANCHORS.includes(id)) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, []);

  return (
    <>
      <LandingDiscover />
      <BookingSection />
      <TestimonialsSection />
    </>
  );
}
