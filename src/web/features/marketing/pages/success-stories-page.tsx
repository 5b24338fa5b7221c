import { ArrowRightIcon, QuoteIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useAuth } from '../../auth';
import { ArtPanel } from '../components/art-panel';
import { CtaBand } from '../components/cta-band';
import { MarketingHero } from '../components/marketing-hero';
import { MarketingSection } from '../components/marketing-section';
import { StatGrid } from '../components/stat-grid';
import { DASHBOARD_HREF, discoverHref, SIGN_UP_HREF } from '../content/links';
import { IMPACT_METRICS, INDUSTRY_STATS, SUCCESS_HERO, SUCCESS_STORIES } from '../content/success-stories';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
}

/** /success-stories: three stories, impact metrics and industry figures. */
export function SuccessStoriesPage() {
  usePageMeta('/success-stories');
  const { user } = useAuth();

  return (
    <>
      <MarketingHero
        {...SUCCESS_HERO}
        art={['bloom', 'noir', 'ember']}
        actions={
          <>
            <Button asChild size="lg">
              <Link to={discoverHref()}>
                Discover talent
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="inverse">
              <Link to={user ? DASHBOARD_HREF : SIGN_UP_HREF}>
                {user ? 'Open your dashboard' : 'Join Frameline'}
              </Link>
            </Button>
          </>
        }
      />

      <MarketingSection id="stories" eyebrow="Stories" title="Meet the members">
        <ul className="grid gap-8 lg:gap-12">
          {SUCCESS_STORIES.map((story, index) => (
            <li key={story.id}>
              <article
                aria-labelledby={`story-${story.id}`}
                className="grid overflow-hidden rounded-card border border-zinc-200 bg-white md:grid-cols-[2fr_3fr]"
              >
                <div className={cn('relative min-h-56', index % 2 === 1 && 'md:order-last')}>
                  <ArtPanel tone={story.tone} frame={false} className="absolute inset-0" />
                  <span
                    aria-hidden="true"
                    className="absolute bottom-5 left-5 flex size-16 items-center justify-center rounded-full bg-white font-display font-semibold text-2xl text-ink shadow-lg"
                  >
                    {initials(story.name)}
                  </span>
                </div>
                <div className="flex flex-col gap-5 p-6 sm:p-8 lg:p-10">
                  <p className="font-medium text-sm text-violet-700">
                    {story.role} · {story.location}
                  </p>
                  <h3
                    id={`story-${story.id}`}
                    className="font-display font-semibold text-2xl leading-tight tracking-tight sm:text-[2rem]"
                  >
                    {story.headline}
                  </h3>
                  <figure className="border-coral-500 border-l-4 pl-4">
                    <QuoteIcon className="size-5 text-coral-700" aria-hidden="true" />
                    <blockquote className="mt-2 text-lg text-ink">{story.quote}</blockquote>
                    <figcaption className="mt-2 font-semibold text-sm">{story.name}</figcaption>
                  </figure>
                  <p className="text-zinc-600">{story.story}</p>
                  <dl className="grid grid-cols-2 gap-4 border-zinc-200 border-t pt-5">
                    {story.results.map((result) => (
                      <div key={result.label} className="flex flex-col-reverse gap-1">
                        <dt className="text-sm text-zinc-600">{result.label}</dt>
                        <dd className="font-display font-semibold text-[2rem] leading-none">
                          {result.value}
                        </dd>
                      </div>
                    ))}
                  </dl>
                  <div>
                    <Button asChild variant="dark">
                      <Link to={story.cta.href}>
                        {story.cta.label}
                        <ArrowRightIcon aria-hidden="true" />
                      </Link>
                    </Button>
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </MarketingSection>

      <MarketingSection
        id="impact"
        surface="dark"
        eyebrow="Impact"
        title="What our members have built together"
      >
        <StatGrid stats={IMPACT_METRICS} sample tone="dark" />
      </MarketingSection>

      <MarketingSection
        id="industry"
        surface="canvas"
        eyebrow="The bigger picture"
        title="How the creative industry is changing"
        lead="Figures from our Creative Economy Report 2026, a survey of 4,000 creatives and 600 brands."
        action={
          <Button asChild variant="outline">
            <Link to="/industry-reports">Read the reports</Link>
          </Button>
        }
      >
        <StatGrid stats={INDUSTRY_STATS} />
      </MarketingSection>

      <CtaBand
        title="Your story starts with a profile"
        text="Join free, show your best work and let the right clients find you."
        actions={
          <>
            <Button asChild size="lg">
              <Link to={user ? DASHBOARD_HREF : SIGN_UP_HREF}>
                {user ? 'Open your dashboard' : 'Create your profile'}
              </Link>
            </Button>
            <Button asChild size="lg" variant="inverse">
              <Link to={discoverHref()}>Hire talent</Link>
            </Button>
          </>
        }
      />
    </>
  );
}
