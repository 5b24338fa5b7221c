import { ArrowRightIcon, CalendarCheckIcon, CompassIcon, ImagesIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuth } from '../../auth/auth-context';

const STEPS = [
  {
    icon: ImagesIcon,
    title: 'Show your best work',
    text: 'Build a profile and an image portfolio that speaks for you: specialties, rates, equipment and availability.',
  },
  {
    icon: CompassIcon,
    title: 'Get discovered',
    text: 'Clients and brands search models, photographers, videographers, stylists and more by role, place and style.',
  },
  {
    icon: CalendarCheckIcon,
    title: 'Book with confidence',
    text: 'Message directly, send booking requests and track every project from pending to completed.',
  },
];

/** A decorative composition of portfolio frames beside the hero text (wide screens only). */
function HeroFrames() {
  return (
    <div aria-hidden="true" className="relative hidden h-[26rem] lg:block">
      <div className="absolute top-0 right-6 h-72 w-56 rotate-3 rounded-card bg-[linear-gradient(150deg,#ff5a4e_0%,#ff9f97_45%,#5b3df5_100%)] shadow-2xl ring-1 ring-white/10" />
      <div className="absolute top-16 left-2 h-64 w-48 -rotate-6 rounded-card bg-[linear-gradient(200deg,#5b3df5_0%,#2f1c8f_55%,#0b0b0f_100%)] shadow-2xl ring-1 ring-white/10" />
      <div className="absolute right-24 bottom-0 h-44 w-60 -rotate-2 rounded-card bg-[radial-gradient(circle_at_30%_30%,#ffe1de_0%,#ff7a70_40%,#3d25b8_100%)] shadow-2xl ring-1 ring-white/10" />
      <div className="absolute top-56 right-0 flex items-center gap-2 rounded-full bg-white px-3 py-1.5 font-semibold text-ink text-xs shadow-lg">
        <span className="size-2 rounded-full bg-coral-500" />
        Booking confirmed
      </div>
      <div className="absolute top-6 left-24 rounded-full border border-coral-500 bg-ink/80 px-3 py-1 font-semibold text-white text-xs backdrop-blur">
        Verified
      </div>
    </div>
  );
}

/** The home page. A simple first version; the full landing page comes with its own issue. */
export function HomePage() {
  useDocumentTitle(null);
  const { user } = useAuth();

  return (
    <>
      <section aria-labelledby="home-hero-title" className="surface-dark relative isolate overflow-hidden">
        <div aria-hidden="true" className="-z-10 pointer-events-none absolute inset-0">
          <div className="-top-40 -right-24 absolute size-[32rem] rounded-full bg-coral-500/25 blur-3xl" />
          <div className="-bottom-48 -left-24 absolute size-[28rem] rounded-full bg-violet-500/30 blur-3xl" />
          <div className="absolute inset-0 bg-[linear-gradient(to_bottom,transparent,rgb(11_11_15/0.6))]" />
        </div>
        <div className="container-page grid items-center gap-12 py-20 sm:py-28 lg:grid-cols-[1.15fr_0.85fr] lg:py-32">
          <div className="flex flex-col gap-6">
            <p className="font-semibold text-coral-400 text-sm uppercase tracking-wider">
              The network for creative talent
            </p>
            <h1
              id="home-hero-title"
              className="max-w-3xl font-display font-semibold text-[2.5rem] leading-[1.05] tracking-tight sm:text-6xl lg:text-[4rem]"
            >
              Find the people who make <em className="text-coral-500">the picture.</em>
            </h1>
            <p className="max-w-xl text-lg text-zinc-300 sm:text-xl">
              Frameline connects models, photographers, videographers, stylists and makeup artists with the
              clients and brands who book them.
            </p>
            <div className="mt-2 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link to="/discover-talent">
                  Discover talent
                  <ArrowRightIcon aria-hidden="true" />
                </Link>
              </Button>
              {user ? (
                <Button asChild size="lg" variant="inverse">
                  <Link to="/dashboard">Go to your dashboard</Link>
                </Button>
              ) : (
                <Button asChild size="lg" variant="inverse">
                  <Link to="/auth?mode=sign-up">Join Frameline</Link>
                </Button>
              )}
            </div>
          </div>
          <HeroFrames />
        </div>
      </section>

      <section aria-labelledby="home-steps-title" className="bg-white">
        <div className="container-page py-16 sm:py-24">
          <h2
            id="home-steps-title"
            className="max-w-2xl font-display font-semibold text-[2rem] leading-tight tracking-tight sm:text-5xl"
          >
            Made for the people behind the lens, and in front of it.
          </h2>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {STEPS.map(({ icon: Icon, title, text }) => (
              <li
                key={title}
                className="rounded-card border border-zinc-200 bg-white p-6 transition-shadow hover:shadow-md"
              >
                <div className="flex size-11 items-center justify-center rounded-button bg-violet-50 text-violet-700">
                  <Icon className="size-5" aria-hidden="true" />
                </div>
                <h3 className="mt-5 font-semibold text-lg">{title}</h3>
                <p className="mt-2 text-zinc-600">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="home-cta-title" className="bg-canvas">
        <div className="container-page flex flex-col items-start gap-6 py-16 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2
              id="home-cta-title"
              className="font-display font-semibold text-2xl tracking-tight sm:text-[2rem]"
            >
              Ready when you are.
            </h2>
            <p className="mt-2 text-zinc-600">Create a free account and set up your profile in minutes.</p>
          </div>
          <Button asChild size="lg" variant="dark">
            <Link to={user ? '/dashboard' : '/auth?mode=sign-up'}>
              {user ? 'Open your dashboard' : 'Get started'}
            </Link>
          </Button>
        </div>
      </section>
    </>
  );
}
