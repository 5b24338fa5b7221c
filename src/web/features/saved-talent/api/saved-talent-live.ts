import type { QueryClient } from '@tanstack/react-query';
import type { MemberEvent } from '../../../../shared/schemas/messaging';
import { savedTalentKeys } from '../../../lib/query-keys';
import { storeSavedChange } from './saved-talent-api';

// What the live events of saved talent change in this tab (docs/product.md, Saved talent):
// a save or removal in another of my tabs shows here at once.

/** The events of saved talent the stream carries. */
export const SAVED_TALENT_EVENT_TYPES = [
  'saved-talent.changed',
] as const satisfies readonly MemberEvent['type'][];

type SavedTalentEvent = Extract<MemberEvent, { type: (typeof SAVED_TALENT_EVENT_TYPES)[number] }>;

export function isSavedTalentEvent(event: MemberEvent): event is SavedTalentEvent {
  return (SAVED_TALENT_EVENT_TYPES as readonly string[]).includes(event.type);
}

export function applySavedTalentEvent(queryClient: QueryClient, event: SavedTalentEvent): Promise<unknown> {
  return storeSavedChange(queryClient, event.talentId, event.saved);
}

/** After a gap nothing could fill: everything saved talent shows is read again. */
export function refreshSavedTalent(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: savedTalentKeys.all });
}
