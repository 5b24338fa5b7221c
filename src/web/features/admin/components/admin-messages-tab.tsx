import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { toast } from 'sonner';
import {
  ADMIN_MESSAGES_SHOWN,
  type AdminMessage,
  MODERATION_TEXTS,
} from '../../../../shared/schemas/moderation';
import { LoadMore } from '../../../components/load-more';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import {
  Pagination,
  PaginationContent,
  PaginationItem,
  PaginationNext,
  PaginationPrevious,
} from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { MessagePhotoView } from '../../messaging';
import { useAdminConversation, useAdminMessages, useHideMessage } from '../api/admin-messages-api';
import { MODERATION_UI_TEXTS as T } from '../lib/moderation-ui-texts';
import {
  AdminTable,
  Cell,
  formatInstant,
  ListEmpty,
  ListError,
  ListLoading,
  Person,
  Row,
  RowActions,
  TabHeading,
} from './moderation-parts';
import { ReasonDialog } from './reason-dialog';

/** A message's state: deleted by an administrator, else read or unread by its recipient. */
export function MessageStateBadge({ message }: { message: Pick<AdminMessage, 'hiddenAt' | 'readAt'> }) {
  if (message.hiddenAt) return <Badge variant="destructive">{T.deleted}</Badge>;
  return message.readAt ? (
    <Badge variant="secondary">{T.read}</Badge>
  ) : (
    <Badge variant="violet">{T.unread}</Badge>
  );
}

/**
 * The admin Messages tab (docs/product.md, Admin tabs): the latest 100 messages, 20 shown
 * a page, with time, sender and recipient, content (as text) and Read/Unread. View opens
 * the conversation around a message (an audited read); Delete hides it from both members,
 * with a reason.
 */
export function AdminMessagesTab() {
  const headingId = useId();
  const messages = useAdminMessages();
  const items = messages.data?.pages.flatMap((page) => page.items) ?? [];
  const [page, setPage] = useState(0);
  const [viewing, setViewing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AdminMessage | null>(null);
  const hide = useHideMessage();
  const tableRef = useRef<HTMLDivElement>(null);

  const pages = Math.max(1, Math.ceil(items.length / ADMIN_MESSAGES_SHOWN));
  const current = Math.min(page, pages - 1);
  const shown = items.slice(current * ADMIN_MESSAGES_SHOWN, (current + 1) * ADMIN_MESSAGES_SHOWN);
  const goTo = (next: number) => {
    setPage(next);
    tableRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <TabHeading id={headingId} title={T.messagesHeading} intro={T.messagesIntro} />
      {messages.isPending ? (
        <ListLoading label={T.loading} />
      ) : messages.isError && !messages.isFetchNextPageError ? (
        <ListError
          title={MODERATION_TEXTS.messagesLoadFailed}
          error={messages.error}
          onRetry={() => void messages.refetch()}
        />
      ) : items.length === 0 ? (
        <ListEmpty>{T.noMessages}</ListEmpty>
      ) : (
        <div ref={tableRef} className="grid scroll-mt-4 gap-3">
          <AdminTable
            label={T.messagesLabel}
            columns={[T.sentAt, T.from, T.to, T.content, T.status, T.actions]}
          >
            {shown.map((message) => (
              <Row key={message.id}>
                <Cell label={T.sentAt} className="whitespace-nowrap">
                  <time dateTime={message.createdAt}>{formatInstant(message.createdAt)}</time>
                </Cell>
                <Cell label={T.from}>
                  <Person person={message.sender} />
                </Cell>
                <Cell label={T.to}>
                  <Person person={message.recipient} />
                </Cell>
                <Cell label={T.content} wide className="max-w-md">
                  {/* Text, never markup: React writes it as it was typed. */}
                  <span className="line-clamp-3 whitespace-pre-line [overflow-wrap:anywhere]">
                    {message.content}
                  </span>
                  {message.photo && <span className="block text-xs text-zinc-600">{T.withPhoto}</span>}
                  {message.hiddenReason && (
                    <span className="block text-xs text-zinc-600">
                      {T.deletedBecause(message.hiddenReason)}
                    </span>
                  )}
                  {message.deletedBySender && (
                    <span className="block text-xs text-zinc-600">{T.deletedBySender}</span>
                  )}
                </Cell>
                <Cell label={T.status}>
                  <MessageStateBadge message={message} />
                </Cell>
                <Cell label={T.actions} actions>
                  <RowActions>
                    <Button size="sm" variant="outline" onClick={() => setViewing(message.id)}>
                      {T.view}
                    </Button>
                    {!message.hiddenAt && (
                      <Button
                        size="sm"
                        variant="ghost"
                        className="text-red-700"
                        onClick={() => setDeleting(message)}
                      >
                        {T.deleteMessage}
                      </Button>
                    )}
                  </RowActions>
                </Cell>
              </Row>
            ))}
          </AdminTable>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-zinc-600" aria-live="polite">
              {T.pageOf(current + 1, pages)}
            </p>
            <Pagination className="mx-0 w-auto">
              <PaginationContent>
                <PaginationItem>
                  {/* aria-disabled: reaching the first or last page keeps the keyboard's focus here. */}
                  <PaginationPrevious
                    aria-disabled={current === 0 || undefined}
                    onClick={() => current > 0 && goTo(current - 1)}
                  >
                    {T.previous}
                  </PaginationPrevious>
                </PaginationItem>
                <PaginationItem>
                  <PaginationNext
                    aria-disabled={current >= pages - 1 || undefined}
                    onClick={() => current < pages - 1 && goTo(current + 1)}
                  >
                    {T.next}
                  </PaginationNext>
                </PaginationItem>
              </PaginationContent>
            </Pagination>
          </div>
          {current === pages - 1 && (
            <LoadMore
              pages={messages}
              label={T.loadOlder}
              failedText={MODERATION_TEXTS.messagesLoadFailed}
              className="justify-items-center"
              onLoad={() =>
                // After a failure the reader stays by the button and its message; else
                // the new page is shown and its first row takes the focus (the button goes).
                void messages.fetchNextPage().then((result) => {
                  if (result.isFetchNextPageError) return;
                  flushSync(() => goTo(current + 1));
                  tableRef.current?.querySelector<HTMLElement>('tbody tr')?.focus();
                })
              }
            />
          )}
        </div>
      )}

      <ConversationDialog messageId={viewing} onClose={() => setViewing(null)} />
      <ReasonDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={T.deleteTitle}
        description={T.deleteDescription}
        confirmLabel={T.deleteConfirm}
        destructive
        failedText={MODERATION_TEXTS.messageHideFailed}
        onConfirm={async (reason) => {
          if (!deleting) return;
          const answer = await hide.mutateAsync({ messageId: deleting.id, reason });
          toast.success(answer.message);
        }}
      >
        {deleting && (
          <blockquote className="max-h-40 overflow-y-auto whitespace-pre-line rounded-button bg-zinc-50 p-3 text-sm [overflow-wrap:anywhere]">
            {deleting.content}
          </blockquote>
        )}
      </ReasonDialog>
    </section>
  );
}

/** The conversation around one message; opening it is recorded in the audit log. */
export function ConversationDialog({
  messageId,
  onClose,
}: {
  messageId: string | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={messageId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        {messageId && <ConversationContent messageId={messageId} />}
      </DialogContent>
    </Dialog>
  );
}

function ConversationContent({ messageId }: { messageId: string }) {
  const conversation = useAdminConversation(messageId);
  const focusRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (conversation.data) focusRef.current?.scrollIntoView({ block: 'center' });
  }, [conversation.data]);

  if (conversation.isPending) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>{T.conversationTitle}</DialogTitle>
          <DialogDescription>{T.conversationAudited}</DialogDescription>
        </DialogHeader>
        <div role="status" aria-label={T.loading} className="grid gap-2">
          <Skeleton className="h-12 w-2/3" />
          <Skeleton className="ml-auto h-12 w-2/3" />
          <Skeleton className="h-12 w-1/2" />
        </div>
      </>
    );
  }
  if (conversation.isError) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>{MODERATION_TEXTS.conversationLoadFailed}</DialogTitle>
          <DialogDescription>{T.conversationAudited}</DialogDescription>
        </DialogHeader>
        <ListError
          title={MODERATION_TEXTS.conversationLoadFailed}
          error={conversation.error}
          onRetry={() => void conversation.refetch()}
        />
      </>
    );
  }
  const { members, messages, focusId, hasEarlier, hasLater } = conversation.data;
  const [first, second] = members;
  return (
    <>
      <DialogHeader>
        <DialogTitle>{T.conversationTitle}</DialogTitle>
        <DialogDescription>
          {first && second ? `${T.conversationBetween(first.name, second.name)}. ` : ''}
          {T.conversationAudited}
        </DialogDescription>
      </DialogHeader>
      {hasEarlier && <p className="text-center text-xs text-zinc-600">{T.earlierExist}</p>}
      <ol className="grid gap-2" aria-label={T.conversationTitle}>
        {messages.map((message) => {
          const fromFirst = message.sender.userId === first?.userId;
          const focused = message.id === focusId;
          return (
            <li
              key={message.id}
              ref={focused ? focusRef : undefined}
              aria-current={focused ? 'true' : undefined}
              className={cn(
                'grid max-w-[85%] gap-1 rounded-card px-3 py-2 text-sm',
                fromFirst ? 'justify-self-start bg-zinc-100' : 'justify-self-end bg-coral-50',
                focused && 'ring-2 ring-violet-600',
                message.hiddenAt && 'border border-red-300 border-dashed',
              )}
            >
              <span className="flex flex-wrap items-center gap-x-2 text-xs text-zinc-600">
                <span className="font-semibold text-ink">{message.sender.name}</span>
                <time dateTime={message.createdAt}>{formatInstant(message.createdAt)}</time>
                {focused && <span className="sr-only">{T.thisMessage}</span>}
                <MessageStateBadge message={message} />
              </span>
              {message.photo && <MessagePhotoView photo={message.photo} senderName={message.sender.name} />}
              <span className="whitespace-pre-line [overflow-wrap:anywhere]">{message.content}</span>
              {message.hiddenReason && (
                <span className="text-xs text-red-800">{T.deletedBecause(message.hiddenReason)}</span>
              )}
              {message.deletedBySender && <span className="text-xs text-red-800">{T.deletedBySender}</span>}
            </li>
          );
        })}
      </ol>
      {hasLater && <p className="text-center text-xs text-zinc-600">{T.laterExist}</p>}
    </>
  );
}
