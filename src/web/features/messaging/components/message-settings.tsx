import { useId, useRef } from 'react';
import { toast } from 'sonner';
import { MESSAGING_TEXTS } from '../../../../shared/schemas/messaging';
import { LoadFailed } from '../../../components/load-failed';
import { MemberAvatar } from '../../../components/member-avatar';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useFocusAfterRemoval } from '../../../lib/use-focus-after-removal';
import {
  useBlockedMembers,
  useMessageSettings,
  useSaveMessageSettings,
  useUnblockMember,
} from '../api/messaging-api';
import { MESSAGING_UI_TEXTS } from '../lib/messaging-ui-texts';

/**
 * Settings of messages (docs/product.md, Unread message email; Blocking and reporting):
 * the unread email switch, and the members I blocked, each with Unblock. The settings
 * tab puts it in a card of its own.
 */
export function MessageSettings() {
  return (
    <div className="grid gap-6">
      <UnreadEmailSwitch />
      <BlockedMembers />
    </div>
  );
}

function UnreadEmailSwitch() {
  const settings = useMessageSettings();
  const save = useSaveMessageSettings();
  const id = useId();
  const hintId = useId();
  const checked = save.isPending
    ? Boolean(save.variables?.emailUnreadMessages)
    : (settings.data?.emailUnreadMessages ?? false);

  async function change(emailUnreadMessages: boolean) {
    if (save.isPending) return;
    try {
      await save.mutateAsync({ emailUnreadMessages });
      toast.success(MESSAGING_TEXTS.settingsSaved);
    } catch (error) {
      toast.error(MESSAGING_UI_TEXTS.settingsFailed, {
        description: isApiError(error) ? errorMessage(error) : undefined,
      });
    }
  }

  if (settings.isError && !settings.data) {
    return (
      <LoadFailed
        title={MESSAGING_UI_TEXTS.settingsLoadFailed}
        error={settings.error}
        onRetry={() => void settings.refetch()}
      />
    );
  }

  return (
    <div className="flex items-center justify-between gap-4">
      <label htmlFor={id} className="grid cursor-pointer gap-0.5">
        <span className="font-semibold">{MESSAGING_UI_TEXTS.emailSwitch}</span>
        <span id={hintId} className="text-sm text-zinc-600">
          {settings.data ? MESSAGING_UI_TEXTS.emailSwitchHint(settings.data.unreadEmailDelayMinutes) : null}
        </span>
      </label>
      {settings.isPending ? (
        <Skeleton className="h-6 w-11 rounded-full" />
      ) : (
        <Switch
          id={id}
          checked={checked}
          aria-label={MESSAGING_UI_TEXTS.emailSwitch}
          aria-describedby={hintId}
          // Not disabled while saving: a disabled control loses the keyboard focus.
          aria-disabled={save.isPending || undefined}
          className="aria-disabled:opacity-60"
          onCheckedChange={(value) => void change(value)}
        />
      )}
    </div>
  );
}

const memberIdOf = (member: { userId: string }) => member.userId;

function BlockedMembers() {
  const blocked = useBlockedMembers();
  const unblock = useUnblockMember();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const members = blocked.data?.members;
  const focusAfterRemoval = useFocusAfterRemoval({
    items: members,
    idOf: memberIdOf,
    listRef,
    fallbackRef: titleRef,
  });

  async function unblockMember(userId: string, index: number) {
    if (unblock.isPending) return;
    try {
      const { message } = await unblock.mutateAsync(userId);
      toast.success(message);
      focusAfterRemoval(userId, index);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <div className="grid gap-3 border-zinc-200 border-t pt-5">
      <h3 id={titleId} ref={titleRef} tabIndex={-1} className="font-semibold outline-none">
        {MESSAGING_UI_TEXTS.blockedTitle}
      </h3>
      {blocked.isPending && <Skeleton className="h-11 w-full" />}
      {blocked.isError && !blocked.data && (
        <LoadFailed
          title={MESSAGING_UI_TEXTS.blockedLoadFailed}
          error={blocked.error}
          onRetry={() => void blocked.refetch()}
        />
      )}
      {blocked.data && blocked.data.members.length === 0 && (
        <p className="text-sm text-zinc-600">{MESSAGING_UI_TEXTS.noBlocked}</p>
      )}
      {blocked.data && blocked.data.members.length > 0 && (
        <ul ref={listRef} aria-labelledby={titleId} className="grid gap-2">
          {blocked.data.members.map((member, index) => (
            <li key={member.userId} className="flex items-center gap-3">
              <MemberAvatar member={member} className="size-9" />
              <span className="min-w-0 flex-1 truncate font-medium">{member.displayName}</span>
              <Button
                variant="outline"
                size="sm"
                // Not disabled while it works: a disabled button drops the keyboard's focus.
                aria-disabled={(unblock.isPending && unblock.variables === member.userId) || undefined}
                onClick={() => void unblockMember(member.userId, index)}
              >
                {MESSAGING_UI_TEXTS.unblock}
                <span className="sr-only"> {member.displayName}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
