import { ArrowRightIcon, CheckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatDollars } from '../../../lib/format-number';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useAuth } from '../../auth';
import { FeatureGrid } from '../components/feature-grid';
import { MarketingHero } from '../components/marketing-hero';
import { MarketingSection } from '../components/marketing-section';
import { TemplatePreview } from '../components/template-preview';
import { DASHBOARD_HREF, SIGN_UP_HREF } from '../content/links';
import { PLANS, PORTFOLIO_FEATURES, PORTFOLIO_HERO, PORTFOLIO_TEMPLATES } from '../content/portfolio-builder';

/** /portfolio-builder: features, templates and plans. */
export function PortfolioBuilderPage() {
  usePageMeta('/portfolio-builder');
  const { user } = useAuth();

  return (
    <>
      <MarketingHero
        {...PORTFOLIO_HERO}
        actions={
          <>
            <Button asChild size="lg">
              <Link to={user ? DASHBOARD_HREF : SIGN_UP_HREF}>
                {user ? 'Open your portfolio' : 'Start for free'}
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="inverse">
              <a href="#plans">Compare plans</a>
            </Button>
          </>
        }
        aside={
          <div className="relative mx-auto hidden max-w-md lg:block">
            <TemplatePreview layout="editorial" tone="ember" className="rotate-2 shadow-2xl" />
            <TemplatePreview
              layout="grid"
              tone="dusk"
              className="-bottom-10 -left-12 absolute w-48 -rotate-3 shadow-2xl"
            />
          </div>
        }
      />

      <MarketingSection
        id="features"
        eyebrow="Features"
        title="Everything your work needs to be seen"
        lead="Built for image-led professionals: fast, private and ready for bookings."
      >
        <FeatureGrid features={PORTFOLIO_FEATURES} />
      </MarketingSection>

      <MarketingSection
        id="templates"
        surface="canvas"
        eyebrow="Templates"
        title="Four layouts, one for every discipline"
        lead="Switch templates at any time; your images and order stay as they are."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {PORTFOLIO_TEMPLATES.map((template) => (
            <li key={template.name} className="flex flex-col gap-4">
              <TemplatePreview layout={template.layout} tone={template.tone} />
              <div>
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-display font-semibold text-xl">{template.name}</h3>
                  <Badge variant="violet">For {template.bestFor.toLowerCase()}</Badge>
                </div>
                <p className="mt-2 text-zinc-600">{template.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </MarketingSection>

      <MarketingSection
        id="plans"
        eyebrow="Plans"
        title="Start free, upgrade when you are busy"
        lead="No commission on your bookings, on any plan. Cancel a paid plan at any time."
      >
        <ul className="grid items-stretch gap-4 lg:grid-cols-3">
          {PLANS.map((plan) => (
            <li key={plan.id}>
              <Card
                className={cn(
                  'relative h-full gap-6',
                  plan.highlighted && 'border-coral-500 shadow-lg ring-1 ring-coral-500',
                )}
              >
                <CardHeader className="gap-3">
                  <div className="flex items-center justify-between gap-3">
                    <CardTitle>{plan.name}</CardTitle>
                    {plan.highlighted && <Badge variant="accent">Most popular</Badge>}
                  </div>
                  <p>
                    <span className="font-display font-semibold text-5xl tracking-tight">
                      {formatDollars(plan.price)}
                    </span>{' '}
                    <span className="text-zinc-600">
                      {plan.period === 'per month' ? '/month' : plan.period}
                    </span>
                  </p>
                  <CardDescription className="text-base">{plan.description}</CardDescription>
                </CardHeader>
                <CardContent className="flex-1">
                  <ul className="grid gap-3">
                    {plan.features.map((feature) => (
                      <li key={feature} className="flex gap-2">
                        <CheckIcon className="mt-1 size-4 shrink-0 text-violet-700" aria-hidden="true" />
                        {feature}
                      </li>
                    ))}
                  </ul>
                </CardContent>
                <CardFooter>
                  <Button
                    asChild
                    size="lg"
                    variant={plan.highlighted ? 'default' : 'dark'}
                    className="w-full"
                  >
                    <Link to={SIGN_UP_HREF}>{plan.cta}</Link>
                  </Button>
                </CardFooter>
              </Card>
            </li>
          ))}
        </ul>
      </MarketingSection>
    </>
  );
}
