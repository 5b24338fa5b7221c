import { BriefcaseIcon, CheckIcon, MailIcon, MapPinIcon } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { usePageMeta } from '../../../lib/use-page-meta';
import { CtaBand } from '../components/cta-band';
import { FeatureGrid } from '../components/feature-grid';
import { MarketingHero } from '../components/marketing-hero';
import { MarketingSection } from '../components/marketing-section';
import { applyHref, CAREERS_HERO, OPEN_APPLICATION_HREF, OPEN_POSITIONS, PERKS } from '../content/careers';

/** /careers: why join, and three open positions (applications go by email). */
export function CareersPage() {
  usePageMeta('/careers');

  return (
    <>
      <MarketingHero
        {...CAREERS_HERO}
        art={['citrus', 'dusk', 'ember']}
        actions={
          <Button asChild size="lg">
            <a href="#positions">See open positions</a>
          </Button>
        }
      />

      <MarketingSection
        id="positions"
        eyebrow="Open positions"
        title={`${OPEN_POSITIONS.length} roles open now`}
      >
        <ul className="grid gap-4">
          {OPEN_POSITIONS.map((position) => (
            <li key={position.id}>
              <article
                aria-labelledby={`position-${position.id}`}
                className="grid gap-6 rounded-card border border-zinc-200 bg-white p-6 transition-shadow duration-200 hover:shadow-md sm:p-8 lg:grid-cols-[1fr_auto] lg:items-start"
              >
                <div className="flex flex-col gap-3">
                  <Badge variant="violet">{position.team}</Badge>
                  <h3
                    id={`position-${position.id}`}
                    className="font-display font-semibold text-2xl leading-tight tracking-tight"
                  >
                    {position.title}
                  </h3>
                  <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-zinc-600">
                    <li className="flex items-center gap-1.5">
                      <MapPinIcon className="size-4" aria-hidden="true" />
                      {position.location}
                    </li>
                    <li className="flex items-center gap-1.5">
                      <BriefcaseIcon className="size-4" aria-hidden="true" />
                      {position.type}
                    </li>
                  </ul>
                  <p className="text-zinc-700">{position.summary}</p>
                  <ul className="grid gap-2 text-sm">
                    {position.requirements.map((requirement) => (
                      <li key={requirement} className="flex gap-2">
                        <CheckIcon className="mt-0.5 size-4 shrink-0 text-violet-700" aria-hidden="true" />
                        {requirement}
                      </li>
                    ))}
                  </ul>
                </div>
                <Button asChild size="lg" variant="dark" className="w-full lg:w-auto">
                  <a href={applyHref(position)}>
                    <MailIcon aria-hidden="true" />
                    Apply<span className="sr-only"> for {position.title}</span>
                  </a>
                </Button>
              </article>
            </li>
          ))}
        </ul>
      </MarketingSection>

      <MarketingSection
        id="why-frameline"
        surface="canvas"
        eyebrow="Why Frameline"
        title="A small team with a big brief"
      >
        <FeatureGrid features={PERKS} columns={4} />
      </MarketingSection>

      <CtaBand
        title="Don't see your role?"
        text="We read every open application. Tell us what you would build at Frameline."
        actions={
          <Button asChild size="lg">
            <a href={OPEN_APPLICATION_HREF}>Send an open application</a>
          </Button>
        }
      />
    </>
  );
}
