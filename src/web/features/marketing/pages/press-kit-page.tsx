import { DownloadIcon, MailIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { usePageMeta } from '../../../lib/use-page-meta';
import { ArtPanel } from '../components/art-panel';
import { AssetPreview } from '../components/asset-preview';
import { CtaBand } from '../components/cta-band';
import { MarketingHero } from '../components/marketing-hero';
import { MarketingSection } from '../components/marketing-section';
import { StatGrid } from '../components/stat-grid';
import { LEADERSHIP, PRESS_ASSETS, PRESS_CONTACT, PRESS_HERO, PRESS_STATS } from '../content/press-kit';
import type { ArtTone } from '../content/types';

const LEADER_TONES: ArtTone[] = ['ember', 'dusk', 'bloom', 'tide'];

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
}

/** /press-kit: downloadable brand assets, key figures, leadership and the press contact. */
export function PressKitPage() {
  usePageMeta('/press-kit');

  return (
    <>
      <MarketingHero
        {...PRESS_HERO}
        art={['noir', 'ember', 'dusk']}
        actions={
          <>
            <Button asChild size="lg">
              <a href="#assets">Download assets</a>
            </Button>
            <Button asChild size="lg" variant="inverse">
              <a href={PRESS_CONTACT.href}>Contact the press team</a>
            </Button>
          </>
        }
      />

      <MarketingSection
        id="assets"
        eyebrow="Brand assets"
        title="Logos, colours and a fact sheet"
        lead="Please keep clear space around the logo and do not recolour or stretch it."
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {PRESS_ASSETS.map((asset) => (
            <li
              key={asset.file}
              className="flex flex-col gap-4 rounded-card border border-zinc-200 bg-white p-4"
            >
              <AssetPreview preview={asset.preview} />
              <div className="flex flex-1 flex-col gap-1 px-2">
                <h3 className="font-semibold text-lg">{asset.title}</h3>
                <p className="text-sm text-zinc-600">{asset.description}</p>
              </div>
              <div className="flex items-center justify-between gap-3 px-2 pb-2">
                <span className="font-medium text-sm text-zinc-600">{asset.format}</span>
                <Button asChild variant="outline" size="sm">
                  <a href={asset.file} download={asset.fileName}>
                    <DownloadIcon aria-hidden="true" />
                    Download<span className="sr-only"> {asset.title}</span>
                  </a>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </MarketingSection>

      <MarketingSection id="key-figures" surface="dark" eyebrow="Key statistics" title="Frameline in numbers">
        <StatGrid stats={PRESS_STATS} sample tone="dark" />
      </MarketingSection>

      <MarketingSection id="leadership" eyebrow="Leadership" title="The team behind Frameline">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {LEADERSHIP.map((leader, index) => (
            <li key={leader.name} className="flex flex-col rounded-card border border-zinc-200 bg-white p-6">
              <div className="relative size-16">
                <ArtPanel
                  tone={LEADER_TONES[index % LEADER_TONES.length] ?? 'ember'}
                  frame={false}
                  className="absolute inset-0 rounded-full"
                />
                <span
                  aria-hidden="true"
                  className="absolute inset-2 flex items-center justify-center rounded-full bg-white font-display font-semibold text-ink"
                >
                  {initials(leader.name)}
                </span>
              </div>
              <h3 className="mt-5 font-semibold text-lg">{leader.name}</h3>
              <p className="font-medium text-sm text-violet-700">{leader.role}</p>
              <p className="mt-3 text-sm text-zinc-600">{leader.bio}</p>
            </li>
          ))}
        </ul>
      </MarketingSection>

      <CtaBand
        title="Press enquiries"
        text={`Interviews, data requests and comment: write to ${PRESS_CONTACT.email}. We reply within 24 hours.`}
        actions={
          <Button asChild size="lg">
            <a href={PRESS_CONTACT.href}>
              <MailIcon aria-hidden="true" />
              Email the press team
            </a>
          </Button>
        }
      />
    </>
  );
}
