import { FlagIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { Profile } from '../../../../../shared/schemas/profiles';
import { Button } from '../../../../components/ui/button';
import { useAuth } from '../../../auth';
import { PROFILE_UI_TEXTS } from '../../lib/profile-texts';

// The report form loads when it is first opened: a visitor reading the profile does not
// pay for it (docs/decisions/0022).
const ReportDialog = lazy(async () => ({ default: (await import('../../../messaging')).ReportDialog }));

/**
 * 'Report this profile' at the foot of the profile, for a signed-in member who is not its owner
 * (docs/product.md, Blocking and reporting): a fake profile or stolen work reaches the
 * admin area's Reports queue, as a report from a conversation does.
 */
export function ReportProfile({ profile }: { profile: Profile }) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (!user || user.id === profile.userId) return null;
  return (
    <div className="flex">
      <Button
        variant="ghost"
        size="sm"
        className="-ml-3 text-zinc-600"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <FlagIcon aria-hidden="true" />
        {PROFILE_UI_TEXTS.reportProfile}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ReportDialog
            member={{
              userId: profile.userId,
              displayName: profile.displayName,
              role: profile.role,
              avatar: profile.avatar,
            }}
            open={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      )}
    </div>
  );
}
