import { BadgeCheckIcon, MapPinIcon, StarIcon } from 'lucide-react';
import { Link } from 'react-router';
import { humanize, ROLE_LABELS } from '../../../../shared/enums';
import type { ProfessionalCard as Card } from '../../../../shared/schemas/discovery';
import { initials } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useAuth } from '../../auth';
import { conversationPath } from '../../messaging';
import { SaveTalentHeart } from '../../saved-talent';
import { fromSearchState } from '../lib/search-origin';
import {
  CONNECT_HINTS,
  cardSpecialties,
  connectState,
  isVerified,
  rateText,
  ratingText,
} from '../lib/talent-format';

type HeadingLevel = 'h2' | 'h3' | 'h4';

/**
 * The grids cards are shown in, and how a card lays itself out in each. A card alone in
 * its row (one column) and at least 36rem wide, i.e. a window of 38rem or more (the page's
 * padding aside), lays its picture beside the text. Window widths rather than container
 * queries: a container per card made the browser style and lay out each card in passes
 * of their own, about a quarter of the discovery page's layout time (docs/decisions/0023).
 */
export const CARD_GRIDS = {
  /** One column, two from `sm`, three from `lg` (the search results). */
  search: {
    grid: 'sm:grid-cols-2 lg:grid-cols-3',
    article: 'min-[38rem]:max-sm:flex-row',
    picture: 'min-[38rem]:max-sm:aspect-auto min-[38rem]:max-sm:w-[42%] min-[38rem]:max-sm:shrink-0',
  },
  /** One column, three from `md` (featured talent, the landing's professionals). */
  showcase: {
    grid: 'md:grid-cols-3',
    article: 'min-[38rem]:max-md:flex-row',
    picture: 'min-[38rem]:max-md:aspect-auto min-[38rem]:max-md:w-[42%] min-[38rem]:max-md:shrink-0',
  },
} as const;
export type CardGrid = keyof typeof CARD_GRIDS;

/** The two buttons: side by side when each has 7.5rem (a card of about 18rem), else stacked. */
const CARD_BUTTONS = 'flex flex-wrap gap-2 *:flex-[1_1_7.5rem]';

/** The picture box: the avatar on its dominant colour, or initials on a brand gradient. */
function CardPicture({ card, grid }: { card: Card; grid: CardGrid }) {
  const image = card.avatar;
  return (
    <div
      className={cn(
        'relative aspect-[16/10] overflow-hidden bg-[linear-gradient(135deg,#2f1c8f_0%,#5b3df5_45%,#ff5a4e_100%)]',
        CARD_GRIDS[grid].picture,
      )}
      style={image ? { background: image.color } : undefined}
    >
      {image ? (
        <img
          src={image.url}
          alt=""
          width={image.width}
          height={image.height}
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition-transform duration-200 ease-out group-hover:scale-[1.03]"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-full items-center justify-center font-display font-semibold text-5xl text-white/90"
        >
          {initials(card.displayName)}
        </span>
      )}
      {isVerified(card) && (
        <Badge variant="verified" className="absolute top-3 left-3 shadow-sm">
          <BadgeCheckIcon aria-hidden="true" />
          Verified
        </Badge>
      )}
      <SaveTalentHeart talent={card} className="absolute top-2 right-2" />
    </div>
  );
}

/** Opens the conversation for another member; disabled, saying why, for visitors and oneself. */
function ConnectButton({ card }: { card: Card }) {
  const { user } = useAuth();
  const state = connectState(user?.id, card.userId);
  if (state === 'member') {
    return (
      <Button asChild className="w-full">
        <Link to={conversationPath(card.userId)}>
          Connect<span className="sr-only"> with {card.displayName}</span>
        </Link>
      </Button>
    );
  }
  return (
    <Button className="w-full" disabled title={CONNECT_HINTS[state]}>
      Connect<span className="sr-only"> ({CONNECT_HINTS[state]})</span>
    </Button>
  );
}

/**
 * A professional in a result list (docs/product.md, Talent cards): links to the public
 * profile, verified badge, up to three specialties plus '+N more', the bio in two lines,
 * the rate and Connect.
 */
export function ProfessionalCard({
  card,
  grid,
  headingLevel: Heading = 'h3',
  className,
}: {
  card: Card;
  grid: CardGrid;
  headingLevel?: HeadingLevel;
  className?: string;
}) {
  const { shown, more } = cardSpecialties(card.specialties);
  const rating = ratingText(card.rating);
  const profilePath = `/profile/${card.userId}`;

  return (
    <div className={cn('flex min-w-0', className)}>
      <article
        className={cn(
          'group flex w-full min-w-0 flex-col overflow-hidden rounded-card border border-zinc-200 bg-white text-ink transition-shadow duration-200 ease-out hover:shadow-md',
          CARD_GRIDS[grid].article,
        )}
      >
        <CardPicture card={card} grid={grid} />
        <div className="flex flex-1 flex-col gap-3 p-5">
          <div className="flex flex-col gap-1">
            <Heading className="font-display font-semibold text-xl leading-tight tracking-tight [overflow-wrap:anywhere]">
              <Link to={profilePath} state={fromSearchState()} className="rounded-[4px] hover:text-coral-700">
                {card.displayName}
              </Link>
            </Heading>
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-zinc-600">
              <span className="font-medium text-zinc-800">{ROLE_LABELS[card.role]}</span>
              {card.location && (
                <span className="inline-flex min-w-0 items-center gap-1">
                  <MapPinIcon className="size-3.5 shrink-0" aria-hidden="true" />
                  <span className="[overflow-wrap:anywhere]">{card.location}</span>
                </span>
              )}
            </p>
            {rating && (
              <p className="inline-flex items-center gap-1 text-sm text-zinc-700">
                <StarIcon className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
                <span className="sr-only">Rated </span>
                {rating}
              </p>
            )}
          </div>

          {card.bio && (
            <p className="line-clamp-2 text-sm text-zinc-700 [overflow-wrap:anywhere]">{card.bio}</p>
          )}

          {shown.length > 0 && (
            <ul className="flex flex-wrap gap-1.5" aria-label="Specialties">
              {shown.map((specialty) => (
                <li key={specialty}>
                  <Badge variant="violet">{humanize(specialty)}</Badge>
                </li>
              ))}
              {more > 0 && (
                <li>
                  <Badge variant="outline">+{more} more</Badge>
                </li>
              )}
            </ul>
          )}

          <div className="mt-auto flex flex-col gap-3 border-zinc-200 border-t pt-4">
            <p className="font-semibold text-ink">{rateText(card)}</p>
            <div className={CARD_BUTTONS}>
              <Button asChild variant="outline" className="w-full">
                <Link to={profilePath} state={fromSearchState()}>
                  View Profile<span className="sr-only"> of {card.displayName}</span>
                </Link>
              </Button>
              <ConnectButton card={card} />
            </div>
          </div>
        </div>
      </article>
    </div>
  );
}

/** The shape of a card while results load (laid out like the card, so nothing jumps). */
export function ProfessionalCardSkeleton({ grid }: { grid: CardGrid }) {
  return (
    <div
      className={cn(
        'flex flex-col overflow-hidden rounded-card border border-zinc-200 bg-white',
        CARD_GRIDS[grid].article,
      )}
    >
      <Skeleton className={cn('aspect-[16/10] rounded-none', CARD_GRIDS[grid].picture)} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <div className="flex gap-1.5">
          <Skeleton className="h-6 w-16 rounded-full" />
          <Skeleton className="h-6 w-20 rounded-full" />
        </div>
        <Skeleton className="mt-2 h-6 w-24" />
        <div className={cn(CARD_BUTTONS, 'border-zinc-200 border-t pt-4')}>
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      </div>
    </div>
  );
}
