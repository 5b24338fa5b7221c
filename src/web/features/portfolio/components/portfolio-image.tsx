import type { PortfolioItem } from '../../../../shared/schemas/portfolio';
import { cn } from '../../../lib/cn';

/**
 * A portfolio thumbnail in a fixed aspect box (no layout shift), on its dominant colour
 * until the image arrives.
 */
export function PortfolioThumb({
  item,
  eager = false,
  className,
}: {
  item: Pick<PortfolioItem, 'image' | 'title'>;
  /** Above the fold: load at once. Everything else loads lazily. */
  eager?: boolean;
  className?: string;
}) {
  const { image } = item;
  return (
    <div
      className={cn('relative aspect-[4/5] w-full overflow-hidden', className)}
      style={{ backgroundColor: image.color }}
    >
      <img
        src={image.thumbUrl}
        alt={item.title}
        width={image.width}
        height={image.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="absolute inset-0 size-full object-cover"
      />
    </div>
  );
}
