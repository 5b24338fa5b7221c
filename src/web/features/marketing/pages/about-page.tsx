import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { usePageMeta } from '../../../lib/use-page-meta';
import { ArtPanel } from '../components/art-panel';
import { CtaBand } from '../components/cta-band';
import { FeatureGrid } from '../components/feature-grid';
import { MarketingHero } from '../components/marketing-hero';
import { MarketingSection } from '../components/marketing-section';
import { StatGrid } from '../components/stat-grid';
import { ABOUT_HERO, ABOUT_STATS, MISSION, VALUES } from '../content/about';

/** /about: mission, four values, a few figures. */
export function AboutPage() {
  usePageMeta('/about');

  return (
    <>
      <MarketingHero {...ABOUT_HERO} />

      <MarketingSection id="mission" eyebrow="Why we exist" title={MISSION.title}>
        <div className="grid items-start gap-10 lg:grid-cols-[3fr_2fr]">
          <div className="grid max-w-2xl gap-5 text-lg text-zinc-700">
            {MISSION.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
          <div aria-hidden="true" className="relative hidden h-72 lg:block">
            <ArtPanel
              tone="dusk"
              className="absolute top-0 right-10 h-60 w-44 rotate-3 rounded-card shadow-xl"
            />
            <ArtPanel
              tone="ember"
              className="absolute bottom-0 left-6 h-48 w-56 -rotate-3 rounded-card shadow-xl"
            />
          </div>
        </div>
      </MarketingSection>

      <MarketingSection
        id="values"
        surface="canvas"
        eyebrow="Our values"
        title="What we work by"
        lead="Four ideas that decide what we build, and what we leave out."
      >
        <FeatureGrid features={VALUES} columns={4} />
      </MarketingSection>

      <MarketingSection id="numbers" eyebrow="Frameline today" title="A growing community">
        <StatGrid stats={ABOUT_STATS} sample />
      </MarketingSection>

      <CtaBand
        title="Build it with us"
        text="We are hiring across engineering, trust and community. Or just say hello."
        actions={
          <>
            <Button asChild size="lg">
              <Link to="/careers">See open positions</Link>
            </Button>
            <Button asChild size="lg" variant="inverse">
              <Link to="/contact">Contact us</Link>
            </Button>
          </>
        }
      />
    </>
  );
}
