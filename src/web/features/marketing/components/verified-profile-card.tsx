import { BadgeCheckIcon, MapPinIcon } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { ArtPanel } from './art-panel';

/** An illustration of a verified discovery card for the verification hero (decorative). */
export function VerifiedProfileCard() {
  return (
    <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-xs lg:block">
      <div className="overflow-hidden rounded-card bg-white text-ink shadow-2xl">
        <ArtPanel tone="dusk" className="h-28" frame={false} />
        <div className="px-5 pb-6">
          <ArtPanel tone="ember" frame={false} className="-mt-9 size-18 rounded-full border-4 border-white" />
          <div className="mt-3 flex items-center gap-2">
            <p className="font-display font-semibold text-xl">Maya Okafor</p>
            <BadgeCheckIcon className="size-5 text-coral-700" />
          </div>
          <p className="text-sm text-zinc-600">Fashion photographer</p>
          <p className="mt-1 flex items-center gap-1 text-sm text-zinc-600">
            <MapPinIcon className="size-4" /> London, UK
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <Badge variant="verified">
              <BadgeCheckIcon /> Verified
            </Badge>
            <Badge variant="violet">Editorial</Badge>
            <Badge variant="violet">Fashion</Badge>
          </div>
        </div>
      </div>
    </div>
  );
}
