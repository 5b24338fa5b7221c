import { ArrowRightIcon, CheckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { formatListDate } from '../../../lib/format-date';
import { formatDollars } from '../../../lib/format-number';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useAuth } from '../../auth';
import { CtaBand } from '../components/cta-band';
import { MarketingHero } from '../components/marketing-hero';
import { MarketingSection } from '../components/marketing-section';
import { SampleBookingCard } from '../components/sample-booking-card';
import {
  BOOK_PROJECTS_HERO,
  BOOKING_STEPS,
  OPEN_PROJECTS,
  PROJECT_STATUS_LABELS,
  SERVICES,
} from '../content/book-projects';
import { DASHBOARD_HREF, discoverHref, SIGN_UP_HREF } from '../content/links';
import type { ProjectStatus } from '../content/types';

const STATUS_BADGES: Record<ProjectStatus, BadgeVariant> = {
  open: 'success',
  urgent: 'accent',
  reviewing: 'violet',
};

/** /book-projects: services with starting rates, sample open projects, how booking works. */
export function BookProjectsPage() {
  usePageMeta('/book-projects');
  const { user } = useAuth();
  // Applying needs an account; members go to their dashboard (docs/product.md, Nothing
  // pretends).
  const applyHref = user ? DASHBOARD_HREF : SIGN_UP_HREF;

  return (
    <>
      <MarketingHero
        {...BOOK_PROJECTS_HERO}
        actions={
          <>
            <Button asChild size="lg">
              <Link to={discoverHref()}>
                Book Now
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="inverse">
              <Link to={applyHref}>Apply to Project</Link>
            </Button>
          </>
        }
        aside={<SampleBookingCard />}
      />

      <MarketingSection
        id="services"
        eyebrow="Services"
        title="Talent for every part of the shoot"
        lead="Starting hourly rates for each discipline. Professionals set their own rates; you agree the final fee in the booking request."
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {SERVICES.map(({ icon: Icon, ...service }) => (
            <li key={service.role}>
              <Card className="h-full gap-5 transition-shadow duration-200 hover:shadow-md">
                <CardHeader className="gap-4">
                  <div className="flex size-11 items-center justify-center rounded-button bg-violet-50 text-violet-700">
                    <Icon className="size-5" aria-hidden="true" />
                  </div>
                  <CardTitle>{service.title}</CardTitle>
                  <p className="text-zinc-600">
                    <span className="font-display font-semibold text-[2rem] text-ink leading-none tracking-tight">
                      {formatDollars(service.fromHourly)}
                    </span>{' '}
                    <span className="text-sm">/hour, starting</span>
                  </p>
                </CardHeader>
                <CardContent className="flex flex-1 flex-col gap-4">
                  <p className="text-sm text-zinc-600">{service.text}</p>
                  <ul className="grid gap-2 text-sm">
                    {service.includes.map((item) => (
                      <li key={item} className="flex gap-2">
                        <CheckIcon className="mt-0.5 size-4 shrink-0 text-violet-700" aria-hidden="true" />
                        {item}
                      </li>
                    ))}
                  </ul>
                </CardContent>
                <CardFooter>
                  <Button asChild variant="dark" className="w-full">
                    <Link to={discoverHref(service.role)}>
                      Book Now<span className="sr-only">: {service.title}</span>
                    </Link>
                  </Button>
                </CardFooter>
              </Card>
            </li>
          ))}
        </ul>
      </MarketingSection>

      <MarketingSection
        id="open-projects"
        surface="canvas"
        eyebrow="Open projects"
        title="Briefs looking for creatives"
        lead="A sample of the projects clients post. Create a free account to apply and to see every open brief."
      >
        <ul className="grid gap-4 lg:grid-cols-3">
          {OPEN_PROJECTS.map((project) => (
            <li key={project.title}>
              <Card className="h-full gap-5">
                <CardHeader className="gap-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <Badge variant={STATUS_BADGES[project.status]}>
                      {PROJECT_STATUS_LABELS[project.status]}
                    </Badge>
                    <span className="font-medium text-sm text-violet-700">{project.type}</span>
                  </div>
                  <CardTitle>{project.title}</CardTitle>
                  <CardDescription>for {project.client}</CardDescription>
                </CardHeader>
                <CardContent className="flex flex-1 flex-col gap-5">
                  <p className="text-zinc-700">{project.summary}</p>
                  <dl className="mt-auto grid grid-cols-2 gap-4 border-zinc-200 border-t pt-4 text-sm">
                    <div>
                      <dt className="text-zinc-600">Budget</dt>
                      <dd className="font-semibold">{project.budget}</dd>
                    </div>
                    <div>
                      <dt className="text-zinc-600">Deadline</dt>
                      <dd className="font-semibold">
                        <time dateTime={project.deadline}>{formatListDate(project.deadline)}</time>
                      </dd>
                    </div>
                    <div className="col-span-2">
                      <dt className="text-zinc-600">Location</dt>
                      <dd className="font-semibold">{project.location}</dd>
                    </div>
                  </dl>
                </CardContent>
                <CardFooter>
                  <Button asChild className="w-full">
                    <Link to={applyHref}>
                      Apply to Project<span className="sr-only">: {project.title}</span>
                    </Link>
                  </Button>
                </CardFooter>
              </Card>
            </li>
          ))}
        </ul>
      </MarketingSection>

      <MarketingSection id="how-it-works" eyebrow="How it works" title="From first message to final frame">
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {BOOKING_STEPS.map((step, index) => (
            <li key={step.title} className="rounded-card border border-zinc-200 p-6">
              <span className="flex size-10 items-center justify-center rounded-full bg-ink font-display font-semibold text-white">
                {index + 1}
              </span>
              <h3 className="mt-5 font-semibold text-lg">{step.title}</h3>
              <p className="mt-2 text-zinc-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </MarketingSection>

      <CtaBand
        title="Have a shoot coming up?"
        text="Browse verified professionals, compare portfolios and send your first booking request today."
        actions={
          <>
            <Button asChild size="lg">
              <Link to={discoverHref()}>Browse talent</Link>
            </Button>
            <Button asChild size="lg" variant="inverse">
              <Link to={user ? DASHBOARD_HREF : SIGN_UP_HREF}>
                {user ? 'Open your dashboard' : 'Create a free account'}
              </Link>
            </Button>
          </>
        }
      />
    </>
  );
}
