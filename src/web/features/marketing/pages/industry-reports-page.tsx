import { DownloadIcon, FileTextIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatLongDate } from '../../../lib/format-date';
import { usePageMeta } from '../../../lib/use-page-meta';
import { ArtPanel } from '../components/art-panel';
import { CtaBand } from '../components/cta-band';
import { MarketingHero } from '../components/marketing-hero';
import { MarketingSection } from '../components/marketing-section';
import { REPORTS, REPORTS_HERO } from '../content/industry-reports';

function fileName(path: string): string {
  return path.split('/').pop() ?? path;
}

/** /industry-reports: two reports, each a real file the app ships. */
export function IndustryReportsPage() {
  usePageMeta('/industry-reports');
  const reports = [...REPORTS].sort((a, b) => Number(b.featured) - Number(a.featured));

  return (
    <>
      <MarketingHero {...REPORTS_HERO} art={['tide', 'ember', 'dusk']} />

      <MarketingSection
        id="reports"
        eyebrow="Latest research"
        title="Reports"
        lead="Each report is a printable document: open it in your browser and print or save it as a PDF."
      >
        <ul className="grid gap-6 lg:grid-cols-2">
          {reports.map((report) => (
            <li key={report.id}>
              <article
                aria-labelledby={`report-${report.id}`}
                className="flex h-full flex-col overflow-hidden rounded-card border border-zinc-200 bg-white"
              >
                <div className="relative">
                  <ArtPanel tone={report.tone} frame={false} className="h-40 sm:h-48" />
                  <span
                    aria-hidden="true"
                    className="absolute bottom-4 left-4 flex items-center gap-2 rounded-full bg-ink/85 px-3 py-1 font-semibold text-white text-xs"
                  >
                    <FileTextIcon className="size-3.5" /> Frameline Research
                  </span>
                </div>
                <div className="flex flex-1 flex-col gap-4 p-6 sm:p-8">
                  <div className="flex flex-wrap gap-2">
                    {report.featured && <Badge variant="accent">Featured</Badge>}
                    <Badge variant="violet">{report.category}</Badge>
                  </div>
                  <h3
                    id={`report-${report.id}`}
                    className="font-display font-semibold text-2xl leading-tight tracking-tight"
                  >
                    {report.title}
                  </h3>
                  <p className="text-zinc-600">{report.description}</p>
                  <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm">
                    <div>
                      <dt className="text-zinc-600">Published</dt>
                      <dd className="font-semibold">
                        <time dateTime={report.publishDate}>{formatLongDate(report.publishDate)}</time>
                      </dd>
                    </div>
                    <div>
                      <dt className="text-zinc-600">Length</dt>
                      <dd className="font-semibold">{report.pages} pages</dd>
                    </div>
                  </dl>
                  <div className="rounded-button bg-canvas p-4">
                    <h4 className="font-semibold text-sm">Key findings</h4>
                    <ul className="mt-2 grid list-disc gap-1.5 pl-5 text-sm text-zinc-700 marker:text-coral-700">
                      {report.highlights.map((highlight) => (
                        <li key={highlight}>{highlight}</li>
                      ))}
                    </ul>
                  </div>
                  <div className="mt-auto pt-2">
                    <Button asChild size="lg" className="w-full sm:w-auto">
                      <a href={report.file} download={fileName(report.file)}>
                        <DownloadIcon aria-hidden="true" />
                        Download Report<span className="sr-only">: {report.title}</span>
                      </a>
                    </Button>
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </MarketingSection>

      <CtaBand
        title="Writing about the creative industry?"
        text="Quote our figures with a credit to Frameline Research. For interviews or the underlying data, talk to our press team."
        actions={
          <>
            <Button asChild size="lg">
              <Link to="/contact?topic=press">Contact the press team</Link>
            </Button>
            <Button asChild size="lg" variant="inverse">
              <Link to="/press-kit">Press kit</Link>
            </Button>
          </>
        }
      />
    </>
  );
}
