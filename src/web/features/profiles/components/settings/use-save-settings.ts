import { toast } from 'sonner';
import type { Profile, ProfileSettings } from '../../../../../shared/schemas/profiles';
import { PROFILE_MESSAGES } from '../../../../../shared/texts';
import { useUpdateProfileSettings } from '../../api/profiles-api';
import { PROFILE_UI_TEXTS } from '../../lib/profile-texts';

/**
 * Saves one settings card (PATCH) and says how it went: 'Profile updated successfully',
 * or 'Failed to update profile' with the reason (`onFailure`, for the card's <Form>).
 */
export function useSaveSettings() {
  const update = useUpdateProfileSettings();
  return {
    /** The saved profile; a failure is thrown for the form to show. */
    async mutateAsync(changes: ProfileSettings): Promise<Profile> {
      const { profile, message } = await update.mutateAsync(changes);
      toast.success(message || PROFILE_MESSAGES.settingsUpdated);
      return profile;
    },
    onFailure({ message }: { message: string }) {
      toast.error(PROFILE_UI_TEXTS.settingsUpdateFailed, { description: message });
    },
  };
}
