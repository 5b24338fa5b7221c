import { useId } from 'react';
import { CONTACT_TOPIC_LABELS, type ContactMessage } from '../../../../shared/schemas/marketing';
import { type LoadedFocus, LoadMore, useLoadedFocus } from '../../../components/load-more';
import { Badge } from '../../../components/ui/badge';
import { useContactMessages } from '../api/contact-messages-api';
import { MODERATION_UI_TEXTS as T } from '../lib/moderation-ui-texts';
import {
  AdminTable,
  Cell,
  formatInstant,
  ListEmpty,
  ListError,
  ListLoading,
  Row,
  TabHeading,
} from './moderation-parts';

/**
 * The Contact messages tab (docs/product.md, Admin tabs): what was sent through the
 * contact form, newest first, each with its time, topic, sender (email as a link to
 * write back) and message; older ones a page at a time.
 */
export function ContactMessagesTab() {
  const headingId = useId();
  const messages = useContactMessages();
  const items = messages.data?.pages.flatMap((page) => page.messages) ?? [];
  const loadedFocus = useLoadedFocus(messages.data?.pages.length ?? 0, items.length);

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <TabHeading id={headingId} title={T.contactHeading} intro={T.contactIntro} />
      {messages.isPending ? (
        <ListLoading label={T.loading} />
      ) : messages.isError && !messages.isFetchNextPageError ? (
        <ListError
          title={T.contactLoadFailed}
          error={messages.error}
          onRetry={() => void messages.refetch()}
        />
      ) : (
        <>
          <ContactMessagesTable messages={items} itemRef={loadedFocus.itemRef} />
          <LoadMore
            pages={messages}
            label={T.loadOlder}
            failedText={T.contactLoadFailed}
            className="justify-items-center"
            focus={loadedFocus}
          />
        </>
      )}
    </section>
  );
}

/** The messages as the server sent them (newest first), or the empty state. */
export function ContactMessagesTable({
  messages,
  itemRef,
}: {
  messages: readonly ContactMessage[];
  itemRef?: LoadedFocus['itemRef'];
}) {
  if (messages.length === 0) return <ListEmpty>{T.noContactMessages}</ListEmpty>;
  return (
    <AdminTable
      label={T.contactLabel}
      lastIsActions={false}
      columns={[T.received, T.topic, T.from, T.content]}
    >
      {messages.map((message, index) => (
        <Row key={message.id} ref={itemRef?.(index)}>
          <Cell label={T.received} className="whitespace-nowrap">
            <time dateTime={message.createdAt}>{formatInstant(message.createdAt)}</time>
          </Cell>
          <Cell label={T.topic}>
            <Badge variant="secondary">{CONTACT_TOPIC_LABELS[message.topic]}</Badge>
          </Cell>
          <Cell label={T.from} wide>
            <span className="block min-w-0 [overflow-wrap:anywhere]">
              <span className="font-medium">{message.name}</span>
              <a
                href={`mailto:${message.email}`}
                className="block w-fit max-w-full rounded-[4px] text-coral-700 text-xs underline-offset-4 hover:underline"
              >
                {message.email}
              </a>
            </span>
          </Cell>
          <Cell label={T.content} wide className="max-w-xl">
            {/* Text, never markup: React writes it as it was typed. */}
            <span className="block whitespace-pre-line [overflow-wrap:anywhere]">{message.message}</span>
          </Cell>
        </Row>
      ))}
    </AdminTable>
  );
}
