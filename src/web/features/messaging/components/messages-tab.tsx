import { MessageSquareIcon } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { MESSAGING_TEXTS, type MemberSummary } from '../../../../shared/schemas/messaging';
import { cn } from '../../../lib/cn';
import { readConversationParam, withConversation } from '../lib/conversation-url';
import { MESSAGING_UI_TEXTS } from '../lib/messaging-ui-texts';
import { ConversationList } from './conversation-list';
import type { ConversationMenuLink } from './conversation-menu';
import { ThreadView } from './thread-view';

/**
 * The dashboard's Messages tab (docs/product.md, Conversations): the list on the left and
 * the open thread on the right, in a 600 px panel; on a phone the list and the thread are
 * separate screens. The open conversation is in the address (`with`).
 */
export function MessagesTab({
  me,
  threadAside,
  threadActions,
  threadMenuLinks,
}: {
  me: string;
  /** What the app shows above a thread of another feature's (the open bookings with the member). */
  threadAside?: (otherId: string) => ReactNode;
  /** Another feature's actions on the member in the thread's header (Save). */
  threadActions?: (other: MemberSummary) => ReactNode;
  /** Another feature's links in the conversation's menu (the bookings with the member). */
  threadMenuLinks?: (other: MemberSummary) => readonly ConversationMenuLink[];
}) {
  const [params] = useSearchParams();
  const otherId = readConversationParam(params.get('with'));
  const hrefFor = (id: string | null) => withConversation(params, id);

  // Back from a thread on a phone: the focus returns to the conversation it came from.
  const panel = useRef<HTMLDivElement>(null);
  const previous = useRef(otherId);
  useEffect(() => {
    const left = previous.current;
    previous.current = otherId;
    if (left && !otherId) {
      panel.current?.querySelector<HTMLElement>(`[data-conversation="${left}"]`)?.focus();
    }
  }, [otherId]);

  return (
    <div
      ref={panel}
      className="grid h-[min(600px,calc(100dvh-5rem))] grid-cols-[minmax(0,1fr)] overflow-hidden rounded-card border border-zinc-200 bg-white md:h-[600px] md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]"
    >
      <section
        aria-label={MESSAGING_UI_TEXTS.conversationsLabel}
        className={cn('min-h-0 flex-col border-zinc-200 md:flex md:border-r', otherId ? 'hidden' : 'flex')}
      >
        <ConversationList me={me} selectedId={otherId} hrefFor={hrefFor} />
      </section>
      <section
        aria-label="Conversation"
        className={cn('min-h-0 flex-col md:flex', otherId ? 'flex' : 'hidden')}
      >
        {otherId ? (
          <ThreadView
            key={otherId}
            me={me}
            otherId={otherId}
            backHref={hrefFor(null)}
            aside={threadAside?.(otherId)}
            headerActions={threadActions}
            menuLinks={threadMenuLinks}
          />
        ) : (
          <div className="flex flex-1 flex-col items-center justify-center gap-3 bg-canvas p-6 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-violet-50 text-violet-700">
              <MessageSquareIcon aria-hidden="true" className="size-6" />
            </span>
            <p className="text-zinc-600">{MESSAGING_TEXTS.selectConversation}</p>
          </div>
        )}
      </section>
    </div>
  );
}
