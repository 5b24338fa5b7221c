import { CircleAlertIcon, MessageSquareIcon, RotateCwIcon, SearchIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { conversationCountText, MESSAGING_TEXTS } from '../../../../shared/schemas/messaging';
import { LoadMore, useLoadedFocus } from '../../../components/load-more';
import { MemberAvatar } from '../../../components/member-avatar';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { FROM_OPENER } from '../../../lib/close-to-opener';
import { cn } from '../../../lib/cn';
import { timeAgo, useNow } from '../../../lib/relative-time';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useConversations } from '../api/messaging-api';
import { useIsTyping } from '../api/typing';
import { MESSAGING_UI_TEXTS, messagePreview } from '../lib/messaging-ui-texts';
import { UnreadBadge } from './unread-badge';

/** Characters of the last message shown in the list (one line shows fewer). */
const PREVIEW_LENGTH = 100;

/**
 * The conversation list (docs/product.md, Conversations): newest activity first, 20 at a
 * time, each a link that opens its thread.
 */
export function ConversationList({
  me,
  selectedId,
  hrefFor,
}: {
  me: string;
  selectedId: string | null;
  hrefFor: (otherId: string) => string;
}) {
  const [draft, setDraft] = useState('');
  const settled = useDebouncedValue(draft.trim());
  // Emptied, the whole list comes back at once; typed, once the typing rests.
  const q = draft.trim() === '' ? '' : settled;
  const conversations = useConversations(q);
  const now = useNow();
  const items = conversations.data?.pages.flatMap((page) => page.items) ?? [];
  const loadedFocus = useLoadedFocus(conversations.data?.pages.length ?? 0, items.length);
  const total = conversations.data?.pages[0]?.total ?? 0;
  const searching = q !== '';
  const searchId = useId();
  const searchInput = useRef<HTMLInputElement>(null);
  const clearSearch = () => {
    setDraft('');
    searchInput.current?.focus();
  };

  return (
    <>
      <div className="flex h-16 shrink-0 items-center border-zinc-200 border-b px-4">
        <h2 className="font-semibold">
          {conversations.data ? conversationCountText(total) : MESSAGING_UI_TEXTS.conversationsLabel}
        </h2>
      </div>

      {/* Searching needs something to search: not offered to a member with no conversations. */}
      {(draft !== '' || searching || total > 0) && (
        <search className="shrink-0 border-zinc-200 border-b p-2">
          <label htmlFor={searchId} className="sr-only">
            {MESSAGING_UI_TEXTS.searchLabel}
          </label>
          <div className="relative">
            <SearchIcon
              aria-hidden="true"
              className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-zinc-500"
            />
            <Input
              ref={searchInput}
              id={searchId}
              type="search"
              value={draft}
              maxLength={100}
              autoComplete="off"
              placeholder={MESSAGING_UI_TEXTS.searchPlaceholder}
              className="pl-9"
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                // Escape empties the box (a search field's own behaviour, made the same everywhere).
                if (event.key === 'Escape' && draft !== '') {
                  event.preventDefault();
                  setDraft('');
                }
              }}
            />
          </div>
        </search>
      )}

      <div className="min-h-0 flex-1 overflow-y-auto">
        {conversations.isPending && (
          <div role="status" aria-label="Loading conversations" className="grid gap-1 p-2">
            {[0, 1, 2, 3].map((key) => (
              <div key={key} className="flex items-center gap-3 p-2">
                <Skeleton className="size-11 rounded-full" />
                <div className="grid flex-1 gap-2">
                  <Skeleton className="h-4 w-2/3" />
                  <Skeleton className="h-3 w-full" />
                </div>
              </div>
            ))}
          </div>
        )}

        {conversations.isError && !conversations.data && (
          <div role="alert" className="grid justify-items-start gap-3 p-4 text-sm">
            <p className="flex items-center gap-2 font-semibold text-red-800">
              <CircleAlertIcon aria-hidden="true" className="size-4" />
              {MESSAGING_TEXTS.loadConversationsFailed}
            </p>
            <p className="text-zinc-600">{errorMessage(conversations.error)}</p>
            <Button variant="outline" size="sm" onClick={() => void conversations.refetch()}>
              <RotateCwIcon aria-hidden="true" />
              {MESSAGING_UI_TEXTS.tryAgain}
            </Button>
          </div>
        )}

        {conversations.data && items.length === 0 && searching && (
          <div role="status" className="grid justify-items-center gap-3 px-6 py-12 text-center">
            <p className="font-semibold [overflow-wrap:anywhere]">{MESSAGING_UI_TEXTS.noMatch(q)}</p>
            <Button variant="outline" size="sm" onClick={clearSearch}>
              {MESSAGING_UI_TEXTS.clearSearch}
            </Button>
          </div>
        )}

        {conversations.data && items.length === 0 && !searching && (
          <div className="grid justify-items-center gap-3 px-6 py-12 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-violet-50 text-violet-700">
              <MessageSquareIcon aria-hidden="true" className="size-6" />
            </span>
            <p className="font-semibold">{MESSAGING_TEXTS.noConversations}</p>
            <p className="text-sm text-zinc-600">{MESSAGING_UI_TEXTS.noConversationsHint}</p>
            <Button asChild variant="outline" size="sm">
              <Link to="/discover-talent">{MESSAGING_UI_TEXTS.findTalent}</Link>
            </Button>
          </div>
        )}

        {items.length > 0 && (
          <ul
            aria-label={MESSAGING_UI_TEXTS.conversationsLabel}
            aria-busy={conversations.isPlaceholderData || undefined}
            className={cn('flex flex-col gap-0.5 p-2', conversations.isPlaceholderData && 'opacity-60')}
          >
            {items.map(({ otherMember, lastMessage, unreadCount }, index) => {
              const selected = otherMember.userId === selectedId;
              const mine = lastMessage.senderId === me;
              return (
                <li key={otherMember.userId} ref={loadedFocus.itemRef(index)}>
                  <Link
                    to={hrefFor(otherMember.userId)}
                    state={FROM_OPENER}
                    data-conversation={otherMember.userId}
                    aria-current={selected ? 'true' : undefined}
                    className={cn(
                      'flex items-center gap-3 rounded-button p-2 transition-colors hover:bg-zinc-100',
                      selected && 'bg-zinc-100',
                    )}
                  >
                    <MemberAvatar member={otherMember} className="size-11" />
                    <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                      <span className="flex items-baseline justify-between gap-2">
                        <span
                          className={cn(
                            'min-w-0 truncate',
                            unreadCount > 0 ? 'font-semibold' : 'font-medium',
                          )}
                        >
                          {otherMember.displayName}
                        </span>
                        <time dateTime={lastMessage.createdAt} className="shrink-0 text-xs text-zinc-600">
                          {timeAgo(lastMessage.createdAt, now)}
                        </time>
                      </span>
                      <span className="flex items-center justify-between gap-2">
                        <span
                          className={cn(
                            'min-w-0 truncate text-sm',
                            unreadCount > 0 ? 'text-ink' : 'text-zinc-600',
                          )}
                        >
                          <LastLine
                            memberId={otherMember.userId}
                            content={
                              lastMessage.content || (lastMessage.photo ? MESSAGING_UI_TEXTS.photoInList : '')
                            }
                            mine={mine}
                          />
                        </span>
                        <UnreadBadge count={unreadCount} />
                      </span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}

        <LoadMore
          pages={conversations}
          label={MESSAGING_UI_TEXTS.loadMore}
          failedText={MESSAGING_TEXTS.loadConversationsFailed}
          variant="ghost"
          className="justify-items-center p-2 pt-0"
          buttonClassName="w-full"
          focus={loadedFocus}
        />
      </div>
    </>
  );
}

/** The last message's first words, or 'typing…' while the member writes to me. */
function LastLine({ memberId, content, mine }: { memberId: string; content: string; mine: boolean }) {
  if (useIsTyping(memberId)) return <span className="text-coral-700">{MESSAGING_UI_TEXTS.typingInList}</span>;
  return (
    <>
      {mine && MESSAGING_UI_TEXTS.you}
      {/* A line's worth: the link's name is not the whole message. */}
      {messagePreview(content, PREVIEW_LENGTH)}
    </>
  );
}
