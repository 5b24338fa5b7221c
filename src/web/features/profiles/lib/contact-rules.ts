import { PROFILE_UI_TEXTS } from './profile-texts';

export type ContactAction = 'connect' | 'book';

export type ContactOutcome =
  | { kind: 'sign-in'; message: string }
  | { kind: 'self'; message: string }
  | { kind: 'coming-soon'; message: string };

/**
 * Connect and Book Now on a public profile (SPEC 5): visitors sign in first, nobody
 * contacts themselves. Messaging and bookings are not built yet, so for anyone else the
 * answer says so and claims nothing was sent (D24).
 */
export function contactOutcome(
  action: ContactAction,
  viewerId: string | null | undefined,
  profile: { userId: string; displayName: string },
): ContactOutcome {
  if (!viewerId) {
    return {
      kind: 'sign-in',
      message: action === 'connect' ? PROFILE_UI_TEXTS.signInToConnect : PROFILE_UI_TEXTS.signInToBook,
    };
  }
  if (viewerId === profile.userId) {
    return {
      kind: 'self',
      message: action === 'connect' ? PROFILE_UI_TEXTS.connectSelf : PROFILE_UI_TEXTS.bookSelf,
    };
  }
  return {
    kind: 'coming-soon',
    message:
      action === 'connect'
        ? PROFILE_UI_TEXTS.connectComingSoon(profile.displayName)
        : PROFILE_UI_TEXTS.bookComingSoon(profile.displayName),
  };
}
