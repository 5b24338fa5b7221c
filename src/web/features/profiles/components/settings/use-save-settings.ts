import { toast } from 'sonner';
import { PROFILE_MESSAGES, type Profile, type ProfileSettings } from '../../../../../shared/schemas/profiles';
import { errorMessage } from '../../../../lib/api-client';
import { useUpdateProfileSettings } from '../../api/profiles-api';
import { PROFILE_UI_TEXTS } from '../../lib/profile-texts';

export type SaveResult = { profile: Profile; error?: undefined } | { profile?: undefined; error: unknown };

/** Saves one settings card (PATCH) and says how it went: 'Profile updated successfully' or not. */
export function useSaveSettings() {
  const update = useUpdateProfileSettings();
  async function save(changes: ProfileSettings): Promise<SaveResult> {
    try {
      const { profile, message } = await update.mutateAsync(changes);
      toast.success(message || PROFILE_MESSAGES.settingsUpdated);
      return { profile };
    } catch (error) {
      toast.error(PROFILE_UI_TEXTS.settingsUpdateFailed, { description: errorMessage(error) });
      return { error };
    }
  }
  return { save, isPending: update.isPending };
}
