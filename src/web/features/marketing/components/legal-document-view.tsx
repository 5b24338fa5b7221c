import { InfoIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { OnThisPage } from '../../../components/on-this-page';
import { PageContainer, PageHeading } from '../../../components/page';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { formatLongDate } from '../../../lib/format-date';
import type { LegalDocument } from '../content/types';

const LEGAL_LINKS = [
  { to: '/privacy-policy', label: 'Privacy policy' },
  { to: '/terms-of-service', label: 'Terms of service' },
  { to: '/cookie-policy', label: 'Cookie policy' },
];

const linkClass = 'rounded-[4px] text-coral-700 underline-offset-4 hover:underline';

/** A legal page: title, last-updated date, placeholder notice, contents and sections. */
export function LegalDocumentView({
  document,
  placeholderNote,
  extras = {},
}: {
  document: LegalDocument;
  placeholderNote: string;
  /** Extra content rendered at the end of the section with that id (a table, for example). */
  extras?: Record<string, ReactNode>;
}) {
  return (
    <PageContainer>
      <PageHeading eyebrow="Legal" title={document.title}>
        <p className="text-zinc-600">
          Last updated: <time dateTime={document.lastUpdated}>{formatLongDate(document.lastUpdated)}</time>
        </p>
      </PageHeading>

      <div className="mt-10 grid gap-10 lg:grid-cols-[16rem_1fr] lg:gap-16">
        <OnThisPage sections={document.sections.map(({ id, heading }) => ({ id, label: heading }))} />

        <article className="min-w-0 max-w-3xl">
          <Alert variant="warning">
            <InfoIcon aria-hidden="true" />
            <AlertDescription>{placeholderNote}</AlertDescription>
          </Alert>

          <div className="mt-8 rounded-card bg-canvas p-6">
            <h2 className="font-semibold">In short</h2>
            <p className="mt-2 text-zinc-700">{document.summary}</p>
          </div>

          {document.sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="mt-10 scroll-mt-24"
            >
              <h2 id={`${section.id}-title`} className="font-display font-semibold text-2xl tracking-tight">
                {index + 1}. {section.heading}
              </h2>
              <div className="mt-3 grid gap-3 text-zinc-700 leading-relaxed">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                ))}
                {section.list && (
                  <ul className="grid list-disc gap-2 pl-6 marker:text-coral-700">
                    {section.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )}
                {extras[section.id]}
              </div>
            </section>
          ))}

          <footer className="mt-12 border-zinc-200 border-t pt-6 text-sm text-zinc-600">
            <p>
              Related:{' '}
              {LEGAL_LINKS.filter((link) => link.label.toLowerCase() !== document.title.toLowerCase()).map(
                (link, index) => (
                  <span key={link.to}>
                    {index > 0 && ' · '}
                    <Link to={link.to} className={linkClass}>
                      {link.label}
                    </Link>
                  </span>
                ),
              )}
              {' · '}
              <Link to="/contact" className={linkClass}>
                Contact us
              </Link>
            </p>
          </footer>
        </article>
      </div>
    </PageContainer>
  );
}
