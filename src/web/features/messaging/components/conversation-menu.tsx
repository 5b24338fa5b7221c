import {
  BanIcon,
  EllipsisVerticalIcon,
  FlagIcon,
  type LucideIcon,
  UserIcon,
  UserRoundCheckIcon,
} from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  MESSAGING_TEXTS,
  type MemberSummary,
  type Message,
  reportSchema,
} from '../../../../shared/schemas/messaging';
import { type Review, reportReviewSchema } from '../../../../shared/schemas/reviews';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { useBlockMember, useReportMember, useReportReview, useUnblockMember } from '../api/messaging-api';
import { MESSAGING_UI_TEXTS } from '../lib/messaging-ui-texts';

type Open = 'block' | 'report' | null;

/** A link another feature adds to a conversation's options (the bookings with the member). */
export type ConversationMenuLink = { label: string; to: string; icon: LucideIcon };

/**
 * A conversation's options (docs/product.md, Blocking and reporting): the other member's
 * profile (when it can be seen), other features' links (`links`), Report (with a reason)
 * and Block (after a confirmation), or Unblock.
 */
export function ConversationMenu({
  member,
  blockedByMe,
  profileViewable,
  links = [],
}: {
  member: MemberSummary;
  blockedByMe: boolean;
  /** False for a profile that would answer 'Profile not found' (a suspended member's). */
  profileViewable: boolean;
  links?: readonly ConversationMenuLink[];
}) {
  const [open, setOpen] = useState<Open>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const unblock = useUnblockMember();

  // A dialog opened from the menu gives the focus back to the menu's button.
  const returnFocus = (event: Event) => {
    event.preventDefault();
    triggerRef.current?.focus();
  };

  async function unblockNow() {
    try {
      const { message } = await unblock.mutateAsync(member.userId);
      toast.success(message);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            ref={triggerRef}
            variant="ghost"
            size="icon"
            aria-label={MESSAGING_UI_TEXTS.conversationMenu}
          >
            <EllipsisVerticalIcon aria-hidden="true" className="size-5" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {member.role && profileViewable && (
            <DropdownMenuItem asChild>
              <Link to={`/profile/${member.userId}`}>
                <UserIcon aria-hidden="true" />
                {MESSAGING_UI_TEXTS.viewProfile}
              </Link>
            </DropdownMenuItem>
          )}
          {links.map(({ label, to, icon: Icon }) => (
            <DropdownMenuItem key={to} asChild>
              <Link to={to}>
                <Icon aria-hidden="true" />
                {label}
              </Link>
            </DropdownMenuItem>
          ))}
          <DropdownMenuItem onSelect={() => setOpen('report')}>
            <FlagIcon aria-hidden="true" />
            {MESSAGING_UI_TEXTS.reportAction}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          {blockedByMe ? (
            <DropdownMenuItem onSelect={() => void unblockNow()}>
              <UserRoundCheckIcon aria-hidden="true" />
              {MESSAGING_UI_TEXTS.unblockAction}
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem variant="destructive" onSelect={() => setOpen('block')}>
              <BanIcon aria-hidden="true" />
              {MESSAGING_UI_TEXTS.blockAction}
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>

      <BlockDialog
        member={member}
        open={open === 'block'}
        onOpenChange={(value) => setOpen(value ? 'block' : null)}
        onCloseAutoFocus={returnFocus}
      />
      <ReportDialog
        member={member}
        open={open === 'report'}
        onOpenChange={(value) => setOpen(value ? 'report' : null)}
        onCloseAutoFocus={returnFocus}
      />
    </>
  );
}

type DialogProps = {
  member: MemberSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
};

function BlockDialog({ member, open, onOpenChange, onCloseAutoFocus }: DialogProps) {
  const block = useBlockMember();

  async function confirm() {
    try {
      const { message } = await block.mutateAsync(member.userId);
      toast.success(message);
      onOpenChange(false);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{MESSAGING_UI_TEXTS.blockTitle(member.displayName)}</DialogTitle>
          <DialogDescription>{MESSAGING_UI_TEXTS.blockBody}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{MESSAGING_UI_TEXTS.cancel}</Button>
          </DialogClose>
          <Button variant="destructive" disabled={block.isPending} onClick={() => void confirm()}>
            {block.isPending && <Spinner />}
            {MESSAGING_UI_TEXTS.blockConfirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Reports the member, or with `message` one of their messages to me (docs/product.md,
 * Blocking and reporting): the admin area's Reports queue then shows that message.
 */
export function ReportDialog({
  member,
  message,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: DialogProps & { message?: Message }) {
  const report = useReportMember();
  return (
    <ReportFormDialog
      title={
        message ? MESSAGING_UI_TEXTS.reportMessageTitle : MESSAGING_UI_TEXTS.reportTitle(member.displayName)
      }
      quote={
        message
          ? {
              label: MESSAGING_UI_TEXTS.reportedMessage,
              content: message.content || MESSAGING_UI_TEXTS.photoInList,
            }
          : undefined
      }
      parse={(reason) => reportSchema.safeParse({ memberId: member.userId, messageId: message?.id, reason })}
      send={(input) => report.mutateAsync(input)}
      sending={report.isPending}
      onReset={() => report.reset()}
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}

/** Reports a review I read on a profile: the Reports queue shows it, and can hide it. */
export function ReportReviewDialog({
  review,
  open,
  onOpenChange,
}: {
  review: Pick<Review, 'id' | 'comment' | 'rating'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const report = useReportReview();
  return (
    <ReportFormDialog
      title={MESSAGING_UI_TEXTS.reportReviewTitle}
      quote={{
        label: MESSAGING_UI_TEXTS.reportedReview,
        content: review.comment ?? MESSAGING_UI_TEXTS.reviewStars(review.rating),
      }}
      parse={(reason) => reportReviewSchema.safeParse({ reason })}
      send={(input) => report.mutateAsync({ reviewId: review.id, ...input })}
      sending={report.isPending}
      onReset={() => report.reset()}
      open={open}
      onOpenChange={onOpenChange}
    />
  );
}

/** The report's dialog: what is reported, the reason, and the team's thanks once sent. */
function ReportFormDialog<Input>({
  title,
  quote,
  parse,
  send,
  sending,
  onReset,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  title: string;
  quote?: { label: string; content: string };
  parse: (
    reason: string,
  ) => { success: true; data: Input } | { success: false; error: { issues: { message: string }[] } };
  send: (input: Input) => Promise<{ message: string }>;
  sending: boolean;
  onReset: () => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const reasonId = useId();
  const errorId = useId();

  function change(value: boolean) {
    onOpenChange(value);
    if (!value) {
      // A closed report starts afresh next time.
      setReason('');
      setError(null);
      setConfirmation(null);
      onReset();
    }
  }

  async function submit() {
    const parsed = parse(reason);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MESSAGING_TEXTS.reportReason);
      return;
    }
    setError(null);
    try {
      const { message } = await send(parsed.data);
      setConfirmation(message);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{MESSAGING_UI_TEXTS.reportBody}</DialogDescription>
        </DialogHeader>
        {quote && (
          <figure className="grid gap-1 text-sm">
            <figcaption className="font-medium">{quote.label}</figcaption>
            <blockquote className="line-clamp-4 whitespace-pre-wrap rounded-button border border-zinc-200 bg-canvas px-3 py-2 text-zinc-800 [overflow-wrap:anywhere]">
              {quote.content}
            </blockquote>
          </figure>
        )}
        {confirmation ? (
          <>
            <p role="status" className="rounded-button bg-green-50 px-4 py-3 text-green-900 text-sm">
              {confirmation}
            </p>
            <DialogFooter>
              <DialogClose asChild>
                <Button>{MESSAGING_UI_TEXTS.close}</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : (
          <form
            noValidate
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <div className="grid gap-2">
              <label htmlFor={reasonId} className="font-medium text-sm">
                {MESSAGING_UI_TEXTS.reportReasonLabel}
              </label>
              <Textarea
                id={reasonId}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
              />
              {error && (
                <p id={errorId} role="alert" className="text-red-700 text-sm">
                  {error}
                </p>
              )}
            </div>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">{MESSAGING_UI_TEXTS.cancel}</Button>
              </DialogClose>
              <Button type="submit" disabled={sending}>
                {sending && <Spinner />}
                {MESSAGING_UI_TEXTS.reportSubmit}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
