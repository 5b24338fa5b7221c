import { HeartIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { maySaveTalent, type ProfileSubject } from '../../../../shared/policies';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { signInPath, useAuth } from '../../auth';
import { useSavedState, useToggleSaved } from '../api/saved-talent-api';
import { SAVED_TALENT_UI_TEXTS as TEXTS } from '../lib/saved-talent-texts';

/**
 * Save on a professional's profile (docs/product.md, Saved talent): 'Save', and once
 * saved 'Saved', which removes them again. A visitor is asked to sign in; not offered on
 * my own profile, a client's, a suspended one, or to a suspended member.
 */
export function SaveTalentButton({
  profile,
  className,
}: {
  profile: Pick<ProfileSubject, 'userId' | 'role' | 'isSuspended'>;
  className?: string;
}) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const verdict = maySaveTalent(user, profile);
  const state = useSavedState(profile.userId, verdict.allowed);
  const toggle = useToggleSaved(profile.userId);
  if (!verdict.allowed && verdict.refusal !== 'sign_in') return null;
  const saved = state.data?.saved === true;

  function press() {
    if (verdict.allowed) return toggle(!saved);
    toast.error(TEXTS.signInToSave);
    navigate(signInPath(`/profile/${profile.userId}`));
  }

  return (
    <Button
      variant="outline"
      size="sm"
      className={cn(saved && 'border-coral-200 bg-coral-50 hover:bg-coral-100', className)}
      onClick={press}
    >
      <HeartIcon aria-hidden="true" className={cn(saved && 'fill-coral-500 text-coral-600')} />
      {/* On the narrowest phones the heart alone, beside the avatar and the badge. */}
      <span className="max-[22rem]:sr-only">{saved ? TEXTS.saved : TEXTS.save}</span>
    </Button>
  );
}
