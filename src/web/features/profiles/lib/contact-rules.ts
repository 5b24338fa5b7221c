import { PROFILE_UI_TEXTS } from './profile-texts';

export type ContactAction = 'connect' | 'book';

export type ContactOutcome =
  | { kind: 'sign-in'; message: string }
  | { kind: 'self'; message: string }
  | { kind: 'sent'; message: string };

/**
 * Connect and Book Now on a public profile (SPEC 5): visitors sign in first, nobody
 * contacts themselves; otherwise the request goes out. (Messaging and bookings arrive
 * in a later release, so for now the outcome is only a toast.)
 */
export function contactOutcome(
  action: ContactAction,
  viewerId: string | null | undefined,
  profileUserId: string,
): ContactOutcome {
  if (!viewerId) {
    return {
      kind: 'sign-in',
      message: action === 'connect' ? PROFILE_UI_TEXTS.signInToConnect : PROFILE_UI_TEXTS.signInToBook,
    };
  }
  if (viewerId === profileUserId) {
    return {
      kind: 'self',
      message: action === 'connect' ? PROFILE_UI_TEXTS.connectSelf : PROFILE_UI_TEXTS.bookSelf,
    };
  }
  return {
    kind: 'sent',
    message: action === 'connect' ? PROFILE_UI_TEXTS.connectSent : PROFILE_UI_TEXTS.bookingInitiated,
  };
}
