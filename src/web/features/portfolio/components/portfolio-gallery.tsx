import { StarIcon } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { humanize } from '../../../../shared/enums';
import type { PortfolioItem } from '../../../../shared/schemas/portfolio';
import { Badge } from '../../../components/ui/badge';
import { PortfolioThumb } from './portfolio-image';

// The lightbox (a dialog, its focus trap and scroll lock) loads when a piece is first
// opened: a visitor reading the profile does not pay for it (docs/decisions/0022).
const PortfolioLightbox = lazy(async () => ({
  default: (await import('./portfolio-lightbox')).PortfolioLightbox,
}));

/** A public portfolio: a grid of work; each piece opens in a lightbox. */
export function PortfolioGallery({ items }: { items: PortfolioItem[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const [opened, setOpened] = useState(false);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        {items.map((item, index) => (
          <li key={item.id}>
            <button
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              onClick={() => {
                setOpened(true);
                setOpen(index);
              }}
              className="group relative block w-full cursor-zoom-in overflow-hidden rounded-card border border-zinc-200 bg-white text-left transition-shadow duration-150 hover:shadow-md"
            >
              <PortfolioThumb
                item={item}
                eager={index < 3}
                className="transition-transform duration-200 ease-out group-hover:scale-[1.02]"
              />
              {item.isFeatured && (
                <Badge variant="accent" className="absolute top-2 left-2 shadow-sm">
                  <StarIcon aria-hidden="true" className="fill-current" />
                  Featured
                </Badge>
              )}
              <span className="block p-3">
                <span className="block truncate font-semibold text-sm">{item.title}</span>
                {item.category && (
                  <span className="block text-xs text-zinc-600">{humanize(item.category)}</span>
                )}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {opened && (
        <Suspense fallback={null}>
          <PortfolioLightbox
            items={items}
            index={open}
            onIndexChange={setOpen}
            onClosed={(last) => buttons.current[last]?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
