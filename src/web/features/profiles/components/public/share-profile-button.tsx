import { Share2Icon } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../lib/cn';
import { useHydrated } from '../../../../lib/use-hydrated';
import { FINE_POINTER } from '../../../../lib/use-media-query';
import { PROFILE_UI_TEXTS as TEXTS } from '../../lib/profile-texts';

/**
 * Share on a profile (docs/product.md, Public profile page): on a phone or tablet the
 * system's share sheet; with a mouse, or where there is no sheet, the profile's address
 * copied, said only once the copy is made. Shown once scripts run: it needs them.
 */
export function ShareProfileButton({
  profile,
  label = TEXTS.share,
  variant = 'outline',
  size = 'sm',
  className,
}: {
  profile: { userId: string; displayName: string };
  label?: string;
  variant?: 'outline' | 'ghost';
  size?: 'sm' | 'default';
  className?: string;
}) {
  const hydrated = useHydrated();
  if (!hydrated) return null;

  async function share() {
    const url = `${window.location.origin}/profile/${profile.userId}`;
    const sheet = typeof navigator.share === 'function' && !window.matchMedia(FINE_POINTER).matches;
    if (sheet) {
      try {
        await navigator.share({ title: TEXTS.shareTitle(profile.displayName), url });
        return;
      } catch (error) {
        // Closed without sharing: nothing to say. Refused by the browser: copy instead.
        if ((error as { name?: string }).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(TEXTS.linkCopied);
    } catch {
      toast.error(TEXTS.linkNotCopied(url));
    }
  }

  return (
    <Button variant={variant} size={size} className={className} onClick={share}>
      <Share2Icon aria-hidden="true" />
      {/* On the narrowest phones the icon alone, as the Save heart beside it. */}
      <span className={cn(size === 'sm' && 'max-[22rem]:sr-only')}>{label}</span>
    </Button>
  );
}
