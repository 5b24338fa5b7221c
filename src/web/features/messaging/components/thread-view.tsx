import { useMutationState, useQueryClient } from '@tanstack/react-query';
import { ArrowLeftIcon, CircleAlertIcon, LockIcon, RotateCwIcon } from 'lucide-react';
import { Fragment, type ReactNode, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ROLE_LABELS } from '../../../../shared/enums';
import { mayDeleteMessage } from '../../../../shared/policies';
import { MESSAGING_TEXTS, type MemberSummary, type Message } from '../../../../shared/schemas/messaging';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadMore, useLoadedFocus } from '../../../components/load-more';
import { MemberAvatar } from '../../../components/member-avatar';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useCloseToOpener } from '../../../lib/close-to-opener';
import { cn } from '../../../lib/cn';
import { messagingKeys } from '../../../lib/query-keys';
import { fullTime, messageDay, sameDay, timeAgo, useNow } from '../../../lib/relative-time';
import { useAuth } from '../../auth';
import {
  forgetSends,
  mayRetrySend,
  type SendVariables,
  useDeleteMessage,
  useMarkRead,
  useSendMessage,
  useThread,
} from '../api/messaging-api';
import { useIsTyping, useTypingSignal } from '../api/typing';
import { newClientId } from '../lib/client-id';
import { MESSAGING_UI_TEXTS } from '../lib/messaging-ui-texts';
import { ConversationMenu, type ConversationMenuLink, ReportDialog } from './conversation-menu';
import { MessageComposer } from './message-composer';
import { LocalPhoto, MessagePhotoView } from './message-photo';

/** Within this many pixels of an end, the thread counts as scrolled to it. */
const NEAR_PX = 96;

type OutboxEntry = {
  mutationId: number;
  status: 'pending' | 'error';
  variables: SendVariables;
  submittedAt: number;
  error: Error | null;
};

/**
 * The thread with one member (docs/product.md, Conversations, Sending, Read state): oldest
 * first, older pages loaded when scrolled to the top; my sends show at once and stay,
 * marked, if the server refused them; opening it marks the other member's messages read.
 */
export function ThreadView({
  me,
  otherId,
  backHref,
  aside,
  headerActions,
  menuLinks,
}: {
  me: string;
  otherId: string;
  backHref: string;
  /** Shown between the header and the messages. */
  aside?: ReactNode;
  /** Other features' actions on the member, beside the conversation's menu (Save). */
  headerActions?: (other: MemberSummary) => ReactNode;
  /** Other features' links in the conversation's menu (the bookings with the member). */
  menuLinks?: (other: MemberSummary) => readonly ConversationMenuLink[];
}) {
  const closeToOpener = useCloseToOpener();
  const queryClient = useQueryClient();
  const thread = useThread(otherId);
  const now = useNow();
  const newest = thread.data?.pages[0];
  const other = newest?.otherMember;

  const messages = useMemo(
    () => (thread.data ? [...thread.data.pages].reverse().flatMap((page) => page.messages) : []),
    [thread.data],
  );

  // Sends of this tab still on their way, or refused: shown after the stored messages.
  const sendKey = messagingKeys.send(me, otherId);
  const sends = useMutationState({
    filters: { mutationKey: sendKey },
    select: (mutation) => ({
      mutationId: mutation.mutationId,
      status: mutation.state.status,
      variables: mutation.state.variables as SendVariables | undefined,
      submittedAt: mutation.state.submittedAt,
      error: mutation.state.error,
    }),
  });
  const outbox = useMemo(() => {
    const stored = new Set(messages.map((message) => message.clientId));
    return sends
      .filter(
        (entry): entry is OutboxEntry =>
          (entry.status === 'pending' || entry.status === 'error') &&
          entry.variables !== undefined &&
          !stored.has(entry.variables.clientId),
      )
      .sort((a, b) => a.submittedAt - b.submittedAt);
  }, [sends, messages]);
  const sending = outbox.some((entry) => entry.status === 'pending');
  // A send whose message the thread holds is done, also if the answer to it was lost: it
  // leaves for good, so a later deletion of the message does not bring it back to retry.
  useEffect(() => {
    const stored = new Set(messages.map((message) => message.clientId));
    const done = sends.flatMap((entry) =>
      entry.variables && stored.has(entry.variables.clientId) ? [entry.variables.clientId] : [],
    );
    forgetSends(queryClient, me, otherId, done);
  }, [sends, messages, queryClient, me, otherId]);

  // The message being reported: kept while its dialog closes, so the dialog does not change under it.
  const [reported, setReported] = useState<Message | null>(null);
  const [reportOpen, setReportOpen] = useState(false);

  // Deleting one of my messages, after a question (docs/product.md, Deleting a message).
  const { user } = useAuth();
  // Kept while its question closes, as the reported one is.
  const [deleting, setDeleting] = useState<Message | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const deleteMessage = useDeleteMessage(otherId);
  const mayDelete = (message: Message) =>
    mayDeleteMessage(
      user,
      {
        senderId: message.senderId,
        recipientId: message.recipientId,
        createdAt: new Date(message.createdAt),
      },
      new Date(now),
    ).allowed;
  async function deleteNow(message: Message) {
    try {
      const { message: done } = await deleteMessage.mutateAsync(message.id);
      toast.success(done, { id: 'message-deleted' });
    } catch (error) {
      toast.error(errorMessage(error), { id: 'message-deleted' });
    }
    // The message's row is gone: the keyboard goes on writing (or to the conversation's name).
    (composerRef.current ?? headingRef.current)?.focus({ preventScroll: true });
  }

  const send = useSendMessage(me, otherId, {
    onSent: () => toast.success(MESSAGING_TEXTS.sent, { id: 'message-sent' }),
    onFailed: (error) =>
      toast.error(MESSAGING_TEXTS.sendFailed, {
        id: 'message-failed',
        description: isApiError(error) ? error.message : undefined,
      }),
  });

  function forget(entry: OutboxEntry) {
    const cache = queryClient.getMutationCache();
    const mutation = cache.getAll().find((candidate) => candidate.mutationId === entry.mutationId);
    if (mutation) cache.remove(mutation);
  }

  // Opening the thread, and each new message from the other member while it is open and
  // the tab is in view, marks their messages to me as read. A failure is only left be.
  const { mutate: markRead } = useMarkRead();
  const newestUnread = messages.findLast((message) => message.senderId === otherId && !message.readAt)?.id;
  const markedFor = useRef<string | null>(null);
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const update = () => setVisible(document.visibilityState === 'visible');
    update();
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  useEffect(() => {
    if (!thread.data || !visible) return;
    const key = newestUnread ?? 'opened';
    if (markedFor.current === key || (markedFor.current !== null && !newestUnread)) return;
    markedFor.current = key;
    markRead(otherId);
  }, [thread.data, visible, newestUnread, otherId, markRead]);

  // Scrolling: start at the newest; stay at the bottom as messages arrive if the reader
  // was there (or sent one); keep the place when older messages come in above.
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const beforeOlder = useRef<{ height: number; top: number } | null>(null);
  const pageCount = thread.data?.pages.length ?? 0;
  const lastKey = `${messages.at(-1)?.id}:${outbox.length}`;
  const lastIsMine = outbox.length > 0 || messages.at(-1)?.senderId === me;

  useLayoutEffect(() => {
    const element = scroller.current;
    const before = beforeOlder.current;
    if (!element || !before || !pageCount) return;
    beforeOlder.current = null;
    element.scrollTop = element.scrollHeight - before.height + before.top;
  }, [pageCount]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the last message changes.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && (atBottom.current || lastIsMine)) element.scrollTop = element.scrollHeight;
  }, [lastKey]);

  const loadedFocus = useLoadedFocus(thread.data?.pages.length ?? 0, messages.length, { addedAbove: true });

  function loadOlder() {
    const element = scroller.current;
    if (!element || !thread.hasNextPage || thread.isFetchingNextPage) return;
    beforeOlder.current = { height: element.scrollHeight, top: element.scrollTop };
    void thread.fetchNextPage();
  }

  function onScroll() {
    const element = scroller.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_PX;
    // After a failed page, only the button tries again (its failure text stays in view).
    if (element.scrollTop < NEAR_PX && !thread.isFetchNextPageError) loadOlder();
  }

  // The other member writing now, under the last message; the thread stays at the bottom
  // for it when the reader was there.
  const otherTyping = useIsTyping(otherId);
  const typingSignal = useTypingSignal(otherId);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && otherTyping && atBottom.current) element.scrollTop = element.scrollHeight;
  }, [otherTyping]);

  // A new message from the other member is read out once; the list itself is not live.
  const [announcement, setAnnouncement] = useState('');
  const lastSeenId = useRef<string | undefined>(undefined);
  useEffect(() => {
    const last = messages.at(-1);
    if (!last || !other) return;
    if (lastSeenId.current !== undefined && last.id !== lastSeenId.current && last.senderId === otherId) {
      setAnnouncement(`${other.displayName}: ${last.content}`);
    }
    lastSeenId.current = last.id;
  }, [messages, other, otherId]);

  // Once the thread is there, the focus goes where the reader will act next.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const composerRef = useRef<HTMLTextAreaElement>(null);
  const focused = useRef(false);
  useEffect(() => {
    if (!newest || focused.current) return;
    focused.current = true;
    // Without scrolling: on a phone the thread's header (name, back, options) stays in view.
    if (newest.canSend) composerRef.current?.focus({ preventScroll: true });
    else headingRef.current?.focus({ preventScroll: true });
  }, [newest]);

  const lastMine = messages.findLast((message) => message.senderId === me)?.id;
  // Sends still on their way are today's: a new day starts with them when it has no message yet.
  const firstUnsent = outbox[0] && new Date(outbox[0].submittedAt).toISOString();
  const lastStored = messages.at(-1)?.createdAt;
  const outboxStartsDay =
    firstUnsent && (!lastStored || !sameDay(lastStored, firstUnsent)) ? firstUnsent : null;

  return (
    <>
      <div className="flex h-16 shrink-0 items-center gap-2 border-zinc-200 border-b px-2 md:px-4">
        <Button asChild variant="ghost" size="icon" className="md:hidden">
          <Link
            to={backHref}
            aria-label={MESSAGING_UI_TEXTS.back}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              closeToOpener(backHref);
            }}
          >
            <ArrowLeftIcon aria-hidden="true" className="size-5" />
          </Link>
        </Button>
        {other ? (
          <>
            <MemberAvatar member={other} className="size-9" />
            <div className="grid min-w-0 flex-1">
              <h2 ref={headingRef} tabIndex={-1} className="truncate font-semibold outline-none">
                {other.displayName}
              </h2>
              {other.role && <p className="truncate text-xs text-zinc-600">{ROLE_LABELS[other.role]}</p>}
            </div>
            {headerActions?.(other)}
            <ConversationMenu
              member={other}
              blockedByMe={newest.blockedByMe}
              profileViewable={newest.profileViewable}
              links={menuLinks?.(other)}
            />
          </>
        ) : (
          <div className="flex flex-1 items-center gap-3" aria-hidden="true">
            <Skeleton className="size-9 rounded-full" />
            <Skeleton className="h-4 w-32" />
          </div>
        )}
      </div>

      {aside}

      <div
        ref={scroller}
        onScroll={onScroll}
        className="flex min-h-0 flex-1 flex-col overflow-y-auto bg-white px-3 py-4"
      >
        {thread.isPending && (
          <div role="status" aria-label="Loading messages" className="grid gap-3">
            <Skeleton className="h-12 w-2/3" />
            <Skeleton className="h-12 w-1/2 justify-self-end" />
            <Skeleton className="h-16 w-3/5" />
          </div>
        )}

        {thread.isError && !thread.data && (
          <div role="alert" className="grid justify-items-start gap-3 text-sm">
            <p className="flex items-center gap-2 font-semibold text-red-800">
              <CircleAlertIcon aria-hidden="true" className="size-4" />
              {MESSAGING_TEXTS.loadMessagesFailed}
            </p>
            <p className="text-zinc-600">{errorMessage(thread.error)}</p>
            <Button variant="outline" size="sm" onClick={() => void thread.refetch()}>
              <RotateCwIcon aria-hidden="true" />
              {MESSAGING_UI_TEXTS.tryAgain}
            </Button>
          </div>
        )}

        <LoadMore
          pages={thread}
          label={MESSAGING_UI_TEXTS.loadEarlier}
          failedText={MESSAGING_TEXTS.loadMessagesFailed}
          variant="ghost"
          size="sm"
          className="mb-3 justify-items-center"
          onLoad={loadOlder}
          focus={loadedFocus}
        />

        {other && messages.length === 0 && outbox.length === 0 && (
          <p className="my-auto py-12 text-center text-sm text-zinc-600">
            {MESSAGING_UI_TEXTS.emptyThread(other.displayName)}
          </p>
        )}

        {other && (messages.length > 0 || outbox.length > 0) && (
          // The newest messages sit at the bottom, near the composer, however few there are.
          <ol aria-label={`Messages with ${other.displayName}`} className="mt-auto flex flex-col gap-3">
            {messages.map((message, index) => {
              const previous = messages[index - 1];
              return (
                <Fragment key={message.id}>
                  {(!previous || !sameDay(previous.createdAt, message.createdAt)) && (
                    <DaySeparator label={messageDay(message.createdAt, now)} />
                  )}
                  <MessageItem
                    itemRef={loadedFocus.itemRef(index)}
                    message={message}
                    mine={message.senderId === me}
                    senderName={message.senderId === me ? 'You' : other.displayName}
                    now={now}
                    status={message.id === lastMine ? (message.readAt ? 'seen' : 'sent') : null}
                    onReport={
                      message.senderId === me
                        ? undefined
                        : () => {
                            setReported(message);
                            setReportOpen(true);
                          }
                    }
                    onDelete={
                      message.senderId === me && mayDelete(message)
                        ? () => {
                            setDeleting(message);
                            setDeleteOpen(true);
                          }
                        : undefined
                    }
                  />
                </Fragment>
              );
            })}
            {outboxStartsDay && <DaySeparator label={messageDay(outboxStartsDay, now)} />}
            {outbox.map((entry) => (
              <li
                key={entry.variables.clientId}
                className="grid max-w-[85%] justify-items-end gap-1 self-end"
              >
                {entry.variables.photo && (
                  <LocalPhoto
                    file={entry.variables.photo}
                    className={cn(
                      'max-h-60 max-w-60 rounded-2xl',
                      entry.status === 'pending' && 'opacity-70',
                    )}
                  />
                )}
                {entry.variables.content && (
                  <p
                    className={cn(
                      'whitespace-pre-wrap rounded-2xl rounded-br-md bg-coral-100 px-3.5 py-2 text-ink [overflow-wrap:anywhere]',
                      entry.status === 'pending' && 'opacity-70',
                    )}
                  >
                    <span className="sr-only">You: </span>
                    <span>{entry.variables.content}</span>
                  </p>
                )}
                {entry.status === 'pending' ? (
                  <p className="text-xs text-zinc-600">{MESSAGING_UI_TEXTS.sending}</p>
                ) : (
                  <div className="flex items-center gap-1 text-xs">
                    <span className="font-medium text-red-700">{MESSAGING_UI_TEXTS.failed}</span>
                    {/* Retry only where sending again may succeed (not after a block). */}
                    {mayRetrySend(entry.error) && (
                      <Button
                        variant="link"
                        size="inline"
                        className="min-h-11 px-1 text-xs sm:min-h-6"
                        disabled={sending}
                        onClick={() => {
                          forget(entry);
                          send.mutate(entry.variables);
                          // Both buttons go with the failed entry: the keyboard goes on writing.
                          composerRef.current?.focus();
                        }}
                      >
                        {MESSAGING_UI_TEXTS.retry}
                      </Button>
                    )}
                    <Button
                      variant="link"
                      size="inline"
                      className="min-h-11 px-1 text-xs text-zinc-700 sm:min-h-6"
                      onClick={() => {
                        forget(entry);
                        composerRef.current?.focus();
                      }}
                    >
                      {MESSAGING_UI_TEXTS.discard}
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ol>
        )}
        {/* Always there, so a screen reader hears it appear; empty while nobody types. */}
        <p aria-live="polite" className={cn('text-sm text-zinc-600', otherTyping && 'mt-2')}>
          {other && otherTyping && (
            <span className="inline-flex items-center gap-2">
              <span aria-hidden="true" className="inline-flex gap-0.5">
                {[0, 1, 2].map((dot) => (
                  <span
                    key={dot}
                    className="size-1.5 animate-pulse rounded-full bg-zinc-400 motion-reduce:animate-none"
                    style={{ animationDelay: `${dot * 200}ms` }}
                  />
                ))}
              </span>
              {MESSAGING_UI_TEXTS.typing(other.displayName)}
            </span>
          )}
        </p>
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
      </div>
      <ConfirmDialog
        open={deleteOpen}
        title={MESSAGING_UI_TEXTS.deleteMessageTitle}
        description={MESSAGING_UI_TEXTS.deleteMessageBody(other?.displayName ?? '', Boolean(deleting?.photo))}
        keepLabel={MESSAGING_UI_TEXTS.keepMessage}
        confirmLabel={MESSAGING_UI_TEXTS.deleteMessageConfirm}
        onAnswer={(confirmed) => {
          setDeleteOpen(false);
          if (confirmed && deleting) void deleteNow(deleting);
        }}
      />
      {other && reported && (
        <ReportDialog member={other} message={reported} open={reportOpen} onOpenChange={setReportOpen} />
      )}

      {newest &&
        (newest.canSend ? (
          <MessageComposer
            me={me}
            otherId={otherId}
            otherName={newest.otherMember.displayName}
            sending={sending}
            textareaRef={composerRef}
            onTyping={(writing) => (writing ? typingSignal.typing() : typingSignal.stopped())}
            onSend={(content, photo) => {
              atBottom.current = true;
              typingSignal.sent();
              send.mutate({
                recipientId: otherId,
                clientId: newClientId(),
                content,
                photo: photo ?? undefined,
              });
            }}
          />
        ) : (
          <div className="flex shrink-0 items-start gap-3 border-zinc-200 border-t bg-white p-4 text-sm">
            <LockIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-zinc-600" />
            <p className="text-zinc-700">{newest.cannotSendReason}</p>
          </div>
        ))}
    </>
  );
}

function MessageItem({
  itemRef,
  message,
  mine,
  senderName,
  now,
  status,
  onReport,
  onDelete,
}: {
  itemRef: (element: HTMLElement | null) => void;
  message: Message;
  mine: boolean;
  senderName: string;
  now: number;
  status: 'seen' | 'sent' | null;
  /** Offered on the other member's messages. */
  onReport?: () => void;
  /** Offered on my messages while I may still delete them. */
  onDelete?: () => void;
}) {
  return (
    <li
      ref={itemRef}
      tabIndex={-1}
      className={cn(
        'grid max-w-[85%] gap-1 rounded-2xl outline-none focus-visible:ring-2 focus-visible:ring-coral-500 focus-visible:ring-offset-2',
        mine ? 'self-end justify-items-end' : 'self-start',
      )}
    >
      {message.photo && <MessagePhotoView photo={message.photo} senderName={senderName} />}
      {message.content && (
        <p
          className={cn(
            'whitespace-pre-wrap rounded-2xl px-3.5 py-2 text-ink [overflow-wrap:anywhere]',
            mine ? 'rounded-br-md bg-coral-100' : 'rounded-bl-md bg-zinc-100',
          )}
        >
          <span className="sr-only">{senderName}: </span>
          <span>{message.content}</span>
        </p>
      )}
      <p className="text-xs text-zinc-600">
        <time dateTime={message.createdAt} title={fullTime(message.createdAt)}>
          {timeAgo(message.createdAt, now)}
        </time>
        {status && (
          <>
            {' · '}
            <span className={cn(status === 'seen' && 'font-medium text-ink')}>
              {status === 'seen' ? MESSAGING_UI_TEXTS.seen : MESSAGING_UI_TEXTS.sent}
            </span>
          </>
        )}
        {onReport && (
          <>
            {' · '}
            <Button
              variant="link"
              size="inline"
              className="min-h-11 px-1 text-xs text-zinc-600 sm:min-h-6"
              aria-label={MESSAGING_UI_TEXTS.reportMessageLabel(
                senderName,
                timeAgo(message.createdAt, now),
                message.content,
              )}
              onClick={onReport}
            >
              {MESSAGING_UI_TEXTS.reportMessageAction}
            </Button>
          </>
        )}
        {onDelete && (
          <>
            {' · '}
            <Button
              variant="link"
              size="inline"
              className="min-h-11 px-1 text-xs text-zinc-600 sm:min-h-6"
              aria-label={MESSAGING_UI_TEXTS.deleteMessageLabel(
                timeAgo(message.createdAt, now),
                message.content || MESSAGING_UI_TEXTS.photoInList,
              )}
              onClick={onDelete}
            >
              {MESSAGING_UI_TEXTS.deleteMessageAction}
            </Button>
          </>
        )}
      </p>
    </li>
  );
}

/** A day's heading in the thread ('Today', 'March 05, 2027'): a reader can jump by day. */
function DaySeparator({ label }: { label: string }) {
  return (
    <li className="flex items-center gap-3 py-1">
      <span aria-hidden="true" className="h-px flex-1 bg-zinc-200" />
      <h3 className="font-medium text-xs text-zinc-600">{label}</h3>
      <span aria-hidden="true" className="h-px flex-1 bg-zinc-200" />
    </li>
  );
}
