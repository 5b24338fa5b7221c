import { ArrowRightIcon, ClockIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useAuth } from '../../auth';
import { CtaBand } from '../components/cta-band';
import { FeatureGrid } from '../components/feature-grid';
import { MarketingHero } from '../components/marketing-hero';
import { MarketingSection } from '../components/marketing-section';
import { VerifiedProfileCard } from '../components/verified-profile-card';
import { signInHref } from '../content/links';
import {
  VERIFICATION_BENEFITS,
  VERIFICATION_HERO,
  VERIFICATION_LEVELS,
  VERIFICATION_STEPS,
} from '../content/verification';

const SETTINGS_HREF = '/dashboard?tab=settings';

/** /verification: the four-step process, benefits and verification levels. */
export function VerificationPage() {
  usePageMeta('/verification');
  const { user } = useAuth();
  // Verification starts from the member's settings; visitors sign in first and land there.
  const startHref = user ? SETTINGS_HREF : signInHref(SETTINGS_HREF);

  const startButton = (variant: 'default' | 'inverse' = 'default') => (
    <Button asChild size="lg" variant={variant}>
      <Link to={startHref}>
        Start verification
        <ArrowRightIcon aria-hidden="true" />
      </Link>
    </Button>
  );

  return (
    <>
      <MarketingHero
        {...VERIFICATION_HERO}
        actions={
          <>
            {startButton()}
            <Button asChild size="lg" variant="inverse">
              <a href="#levels">See what we check</a>
            </Button>
          </>
        }
        aside={<VerifiedProfileCard />}
      />

      <MarketingSection
        id="process"
        eyebrow="The process"
        title="Verified in four steps"
        lead="Most members are verified within three days of submitting their ID."
      >
        <ol className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
          {VERIFICATION_STEPS.map((step, index) => (
            <li
              key={step.title}
              className="relative flex flex-col rounded-card border border-zinc-200 bg-white p-6"
            >
              <div className="flex items-center justify-between gap-3">
                <span className="flex size-10 items-center justify-center rounded-full bg-ink font-display font-semibold text-white">
                  {index + 1}
                </span>
                <Badge variant="violet">
                  <ClockIcon aria-hidden="true" />
                  {step.time}
                </Badge>
              </div>
              <h3 className="mt-5 font-semibold text-lg">{step.title}</h3>
              <p className="mt-2 text-zinc-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </MarketingSection>

      <MarketingSection
        id="benefits"
        surface="canvas"
        eyebrow="Why verify"
        title="What the badge does for you"
      >
        <FeatureGrid features={VERIFICATION_BENEFITS} columns={4} />
      </MarketingSection>

      <MarketingSection
        id="levels"
        eyebrow="Verification levels"
        title="What we check"
        lead="Two checks earn the verified badge. Two more are optional and add extra marks to your profile."
      >
        <ul className="grid gap-4 sm:grid-cols-2">
          {VERIFICATION_LEVELS.map((level) => (
            <li
              key={level.title}
              className="flex flex-col gap-3 rounded-card border border-zinc-200 bg-white p-6 sm:flex-row sm:items-start sm:justify-between sm:gap-6"
            >
              <div>
                <h3 className="font-semibold text-lg">{level.title}</h3>
                <p className="mt-2 text-zinc-600">{level.text}</p>
              </div>
              <Badge variant={level.required ? 'default' : 'outline'} className="order-first sm:order-none">
                {level.required ? 'Required' : 'Optional'}
              </Badge>
            </li>
          ))}
        </ul>
      </MarketingSection>

      <CtaBand
        title="Ready to get verified?"
        text="It takes five minutes to submit your ID. We do the rest."
        actions={startButton()}
      />
    </>
  );
}
