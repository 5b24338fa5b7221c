import { HeartIcon } from 'lucide-react';
import type { MemberRole } from '../../../../shared/enums';
import { maySaveTalent } from '../../../../shared/policies';
import { cn } from '../../../lib/cn';
import { useAuth } from '../../auth';
import { useSavedIds, useToggleSaved } from '../api/saved-talent-api';
import { SAVED_TALENT_UI_TEXTS as TEXTS } from '../lib/saved-talent-texts';

/**
 * The heart on a talent card (docs/product.md, Saved talent): saves the professional, or
 * removes them, without opening the profile. Shown to a member who may save them, so a
 * visitor's page (the one reused for every visitor) has none.
 */
export function SaveTalentHeart({
  talent,
  className,
}: {
  talent: { userId: string; displayName: string; role: MemberRole };
  className?: string;
}) {
  const { user } = useAuth();
  const allowed = maySaveTalent(user, { ...talent, isSuspended: false }).allowed;
  const savedIds = useSavedIds(allowed);
  const toggle = useToggleSaved(talent.userId);
  if (!allowed) return null;
  const saved = savedIds.data?.has(talent.userId) === true;

  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={TEXTS.saveNamed(talent.displayName)}
      title={saved ? TEXTS.saved : TEXTS.save}
      onClick={() => toggle(!saved)}
      className={cn(
        'flex size-11 items-center justify-center rounded-full bg-white/90 text-ink shadow-sm transition-colors hover:bg-white sm:size-10',
        className,
      )}
    >
      <HeartIcon aria-hidden="true" className={cn('size-5', saved && 'fill-coral-500 text-coral-600')} />
    </button>
  );
}
