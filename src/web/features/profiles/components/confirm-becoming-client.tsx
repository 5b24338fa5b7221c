import { useState } from 'react';
import { keepsProfessionalDetails, type MemberRole } from '../../../../shared/enums';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PROFILE_UI_TEXTS } from '../lib/profile-texts';

/**
 * A professional becoming a client loses what only professionals keep (experience, rates,
 * their place in discovery, the portfolio shown): every form that can change the role asks
 * first. `confirm(from, to)` resolves true at once when nothing would be lost; render
 * `dialog` beside the form.
 */
export function useConfirmBecomingClient() {
  const [answer, setAnswer] = useState<((confirmed: boolean) => void) | null>(null);
  const confirm = (from: MemberRole, to: MemberRole | undefined): Promise<boolean> => {
    if (to === undefined || !keepsProfessionalDetails(from) || keepsProfessionalDetails(to))
      return Promise.resolve(true);
    return new Promise<boolean>((resolve) => setAnswer(() => resolve));
  };
  const dialog = (
    <ConfirmDialog
      open={answer !== null}
      title={PROFILE_UI_TEXTS.becomeClientTitle}
      description={PROFILE_UI_TEXTS.becomeClientDescription}
      keepLabel={PROFILE_UI_TEXTS.keepRole}
      confirmLabel={PROFILE_UI_TEXTS.becomeClient}
      onAnswer={(confirmed) => {
        answer?.(confirmed);
        setAnswer(null);
      }}
    />
  );
  return { confirm, dialog };
}
