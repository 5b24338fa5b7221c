import { Link, useSearchParams } from 'react-router';
import { usePageMeta } from '../../../lib/use-page-meta';
import { ContactForm, isContactTopic } from '../components/contact-form';
import { MarketingHero } from '../components/marketing-hero';
import { CONTACT_DETAILS, CONTACT_HERO } from '../content/contact';

/** An email address may wrap after its '@' on a narrow phone, rather than inside a word. */
function wrappableAfterAt(text: string) {
  const at = text.indexOf('@');
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at + 1)}
      <wbr />
      {text.slice(at + 1)}
    </>
  );
}

/** /contact: the contact form (?topic= preselects a topic) and Frameline's contact details. */
export function ContactPage() {
  usePageMeta('/contact');
  const [params] = useSearchParams();
  const topicParam = params.get('topic');
  const topic = isContactTopic(topicParam) ? topicParam : 'general';

  return (
    <>
      <MarketingHero {...CONTACT_HERO} art={['ember', 'tide', 'bloom']} />

      <div className="bg-canvas">
        <div className="container-page grid grid-cols-1 gap-8 py-16 sm:py-20 lg:grid-cols-[3fr_2fr] lg:gap-12">
          <section
            aria-labelledby="contact-form-title"
            className="rounded-card border border-zinc-200 bg-white p-6 sm:p-8"
          >
            <h2 id="contact-form-title" className="font-display font-semibold text-2xl tracking-tight">
              Send us a message
            </h2>
            <p className="mt-2 text-zinc-600">
              Every message reaches a person on our team, and we reply within 24 hours.
            </p>
            <div className="mt-6">
              <ContactForm initialTopic={topic} />
            </div>
          </section>

          <section aria-labelledby="contact-info-title" className="flex flex-col gap-6">
            <h2 id="contact-info-title" className="font-display font-semibold text-2xl tracking-tight">
              Contact information
            </h2>
            <ul className="grid grid-cols-1 gap-4">
              {CONTACT_DETAILS.map(({ icon: Icon, title, lines }) => (
                <li key={title} className="flex gap-4 rounded-card border border-zinc-200 bg-white p-5">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-button bg-violet-50 text-violet-700">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <div className="min-w-0">
                    <h3 className="font-semibold">{title}</h3>
                    <ul className="mt-1 grid gap-0.5 text-zinc-700">
                      {lines.map((line) => (
                        <li key={line.text} className="break-words">
                          {line.href ? (
                            <a
                              href={line.href}
                              className="rounded-[4px] text-coral-700 underline-offset-4 hover:underline"
                            >
                              {wrappableAfterAt(line.text)}
                            </a>
                          ) : (
                            line.text
                          )}
                        </li>
                      ))}
                    </ul>
                  </div>
                </li>
              ))}
            </ul>
            <p className="text-zinc-600">
              Looking for a quick answer?{' '}
              <Link
                to="/help-center"
                className="rounded-[4px] font-semibold text-coral-700 underline-offset-4 hover:underline"
              >
                Search the help center
              </Link>
              .
            </p>
          </section>
        </div>
      </div>
    </>
  );
}
