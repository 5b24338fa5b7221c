import { useId } from 'react';
import { toast } from 'sonner';
import { offersBooking } from '../../../../shared/policies';
import type { Profile } from '../../../../shared/schemas/profiles';
import { Switch } from '../../../components/ui/switch';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useSetAvailability } from '../api/profiles-api';
import { PROFILE_UI_TEXTS } from '../lib/profile-texts';

/** The member's own Available/Unavailable toggle (dashboard overview and settings). */
export function AvailabilitySwitch({
  profile,
}: {
  profile: Pick<Profile, 'isAvailable' | 'isSuspended' | 'role'>;
}) {
  const id = useId();
  const hintId = useId();
  const setAvailability = useSetAvailability();
  // While saving, show where the switch is going.
  const checked = setAvailability.isPending ? Boolean(setAvailability.variables) : profile.isAvailable;

  async function change(isAvailable: boolean) {
    if (setAvailability.isPending) return;
    try {
      const { message } = await setAvailability.mutateAsync(isAvailable);
      toast.success(message);
    } catch (error) {
      toast.error(PROFILE_UI_TEXTS.availabilityFailed, {
        description: isApiError(error) ? errorMessage(error) : undefined,
      });
    }
  }

  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between gap-4">
        <label htmlFor={id} className="grid cursor-pointer gap-0.5">
          <span className="font-semibold">{checked ? 'Available' : 'Unavailable'}</span>
          <span id={hintId} className="text-sm text-zinc-600">
            {offersBooking({ role: profile.role, isSuspended: profile.isSuspended, isAvailable: checked })
              ? 'Clients can connect and book you.'
              : 'Connect and Book Now are hidden on your profile.'}
          </span>
        </label>
        <Switch
          id={id}
          aria-label="Available for work"
          checked={checked}
          // Not disabled while saving: a disabled button loses the keyboard focus.
          aria-disabled={setAvailability.isPending || undefined}
          className="aria-disabled:opacity-60"
          aria-describedby={hintId}
          onCheckedChange={(value) => void change(value)}
        />
      </div>
      {profile.isSuspended && (
        <p className="rounded-button bg-amber-50 px-3 py-2 text-amber-950 text-sm">
          An administrator has suspended your profile, so it is hidden from discovery whatever this switch
          says.
        </p>
      )}
    </div>
  );
}
