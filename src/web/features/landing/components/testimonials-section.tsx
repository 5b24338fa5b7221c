import { QuoteIcon, StarIcon } from 'lucide-react';
import { PageSection } from '../../../components/page-section';
import { TESTIMONIAL_STATS, TESTIMONIALS } from '../content/landing-content';

function FiveStars() {
  return (
    <div className="flex gap-0.5" role="img" aria-label="Rated 5 out of 5">
      {[0, 1, 2, 3, 4].map((star) => (
        <StarIcon key={star} className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
      ))}
    </div>
  );
}

/** Three sample reviews and the platform figures (sample content, not live data). */
export function TestimonialsSection() {
  return (
    <PageSection
      size="large"
      eyebrow="Testimonials"
      title="Loved by creatives and the brands who hire them"
      lead="What people say after the lights go down."
    >
      <div className="flex flex-col gap-12">
        <ul className="grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name} className="flex">
              <figure className="flex w-full flex-col gap-5 rounded-card border border-zinc-200 bg-white p-6">
                <div className="flex items-center justify-between">
                  <FiveStars />
                  <QuoteIcon className="size-6 text-violet-200" aria-hidden="true" />
                </div>
                <blockquote className="flex-1 text-lg text-zinc-800">“{testimonial.quote}”</blockquote>
                <figcaption>
                  <p className="font-semibold">{testimonial.name}</p>
                  <p className="text-sm text-zinc-600">{testimonial.role}</p>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>

        <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-card border border-zinc-200 bg-zinc-200 md:grid-cols-4">
          {TESTIMONIAL_STATS.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse items-center gap-1 bg-white px-4 py-8 text-center"
            >
              <dt className="text-sm text-zinc-600">{stat.label}</dt>
              <dd className="font-display font-semibold text-4xl tracking-tight">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </PageSection>
  );
}
