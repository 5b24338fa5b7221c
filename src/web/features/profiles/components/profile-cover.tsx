import type { Profile } from '../../../../shared/schemas/profiles';
import { cn } from '../../../lib/cn';

/** A member's banner, or a quiet gradient in the brand colours while there is none. */
export function ProfileCover({
  profile,
  className,
  priority = false,
}: {
  profile: Pick<Profile, 'cover'>;
  className?: string;
  /** Load at once (the top of a page) rather than lazily. */
  priority?: boolean;
}) {
  const cover = profile.cover;
  // The banner's thumb is 960 px wide (server/lib/images.ts), or the banner's own width
  // when that is smaller: enough for a phone, and far fewer bytes for the page's
  // largest paint than the 1920 px banner.
  const thumbWidth = cover ? Math.min(960, cover.width) : 0;
  const srcSet =
    cover && thumbWidth < cover.width
      ? `${cover.thumbUrl} ${thumbWidth}w, ${cover.url} ${cover.width}w`
      : undefined;
  return (
    <div
      className={cn(
        'relative overflow-hidden bg-[linear-gradient(120deg,#0b0b0f_0%,#2f1c8f_45%,#ff5a4e_100%)]',
        className,
      )}
      style={cover ? { background: cover.color } : undefined}
    >
      {cover && (
        <img
          src={cover.url}
          srcSet={srcSet}
          sizes={srcSet ? '100vw' : undefined}
          alt=""
          width={cover.width}
          height={cover.height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className="absolute inset-0 size-full object-cover"
        />
      )}
    </div>
  );
}
