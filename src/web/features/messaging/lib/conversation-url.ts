// The open conversation lives in the address (/dashboard?tab=messages&with=<userId>), so
// reload, links and the back button keep it (docs/product.md, Conversations).

const MEMBER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The conversation a link opens: the member's id, or null for none (or nonsense). */
export function readConversationParam(value: string | null): string | null {
  return value && MEMBER_ID.test(value) ? value.toLowerCase() : null;
}

/** The dashboard's Messages tab, with the conversation with `otherId` open. */
export function conversationPath(otherId?: string | null): string {
  const params = new URLSearchParams({ tab: 'messages' });
  if (otherId) params.set('with', otherId);
  return `/dashboard?${params}`;
}

/** The same address with another conversation open (or none), other parameters kept. */
export function withConversation(current: URLSearchParams, otherId: string | null): string {
  const next = new URLSearchParams(current);
  next.set('tab', 'messages');
  if (otherId) next.set('with', otherId);
  else next.delete('with');
  return `?${next}`;
}
