import type { QueryClient } from '@tanstack/react-query';
import { API_PATHS } from '../../shared/api-paths';
import { type MemberEvent, STREAM_RESET } from '../../shared/schemas/messaging';
import {
  applyBookingEvent,
  BOOKING_EVENT_TYPES,
  isBookingEvent,
  refreshAllBookings,
} from '../features/bookings/api/bookings-live';
import {
  applyMessagingEvent,
  MESSAGING_EVENT_TYPES,
  refreshMessaging,
} from '../features/messaging/api/messaging-live';
import {
  applySavedTalentEvent,
  isSavedTalentEvent,
  refreshSavedTalent,
  SAVED_TALENT_EVENT_TYPES,
} from '../features/saved-talent/api/saved-talent-live';
import { isApiError } from '../lib/api-client';
import { openEventStream } from '../lib/event-stream';
import { authKeys } from '../lib/query-keys';

/** A 4xx answer: the server refused the request as such, and asking again changes nothing. */
function isClientRefusal(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

/** Opens this tab's event stream for the member and keeps the caches current; returns stop. */
export function startMemberEvents(queryClient: QueryClient, memberId: string): () => void {
  const stream = openEventStream<MemberEvent>({
    url: API_PATHS.events,
    types: [...MESSAGING_EVENT_TYPES, ...BOOKING_EVENT_TYPES, ...SAVED_TALENT_EVENT_TYPES, STREAM_RESET.type],
    onEvent: (event) => {
      if (event.type === STREAM_RESET.type) {
        // Away longer than events are kept: what was missed is read again.
        void refreshMessaging(queryClient);
        void refreshAllBookings(queryClient);
        void refreshSavedTalent(queryClient);
      } else if (isBookingEvent(event)) void applyBookingEvent(queryClient, event);
      else if (isSavedTalentEvent(event)) void applySavedTalentEvent(queryClient, event);
      else applyMessagingEvent(queryClient, memberId, event);
    },
    onOpen: ({ resumed }) => {
      // Whatever failed to load while the server could not be reached (a list showing
      // 'Failed to load') is read again now that it answers.
      void queryClient.invalidateQueries({
        predicate: (query) => query.state.status === 'error' && !isClientRefusal(query.state.error),
      });
      // The stream starts at the newest event: whatever happened between reading the
      // lists and this moment is read again. A resumed stream sends what was missed.
      if (resumed) return;
      void refreshMessaging(queryClient);
      void refreshAllBookings(queryClient);
      void refreshSavedTalent(queryClient);
    },
    onDrop: ({ everOpened, attempt }) => {
      // A stream refused may mean the session ended (signed out in another tab, a password
      // reset): read the session again; once it is gone, LiveUpdates closes the stream.
      if (!everOpened || attempt > 1) void queryClient.invalidateQueries({ queryKey: authKeys.session() });
    },
  });
  const online = () => stream.reconnectNow();
  window.addEventListener('online', online);
  return () => {
    window.removeEventListener('online', online);
    stream.close();
  };
}
