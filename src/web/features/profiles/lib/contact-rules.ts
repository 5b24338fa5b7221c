import { type Actor, mayBook, mayContact, type ProfileSubject } from '../../../../shared/policies';
import { POLICY_TEXTS } from '../../../../shared/texts';
import { conversationPath } from '../../messaging';
import { PROFILE_UI_TEXTS } from './profile-texts';

export type ContactAction = 'connect' | 'book';

export type ContactOutcome =
  | { kind: 'sign-in'; message: string }
  | { kind: 'refused'; message: string }
  | { kind: 'open'; path: string }
  | { kind: 'book' };

/**
 * What Connect and Book Now on a public profile do for this viewer, decided by the shared
 * rules (shared/policies.ts: mayContact, mayBook): visitors sign in first, nobody contacts
 * or books themselves. Connect opens the conversation with the professional in the
 * dashboard; Book Now opens the 'Create New Booking' form with the professional chosen
 * (docs/product.md, Public profile page).
 */
export function contactOutcome(
  action: ContactAction,
  viewer: Actor,
  profile: ProfileSubject & { displayName: string },
): ContactOutcome {
  const verdict = action === 'connect' ? mayContact(viewer, profile) : mayBook(viewer, profile);
  if (!verdict.allowed) {
    switch (verdict.refusal) {
      case 'sign_in':
        return {
          kind: 'sign-in',
          message: action === 'connect' ? PROFILE_UI_TEXTS.signInToConnect : PROFILE_UI_TEXTS.signInToBook,
        };
      case 'self':
        return {
          kind: 'refused',
          message: action === 'connect' ? PROFILE_UI_TEXTS.connectSelf : PROFILE_UI_TEXTS.bookSelf,
        };
      default:
        return { kind: 'refused', message: POLICY_TEXTS[verdict.refusal] };
    }
  }
  if (action === 'connect') return { kind: 'open', path: conversationPath(profile.userId) };
  return { kind: 'book' };
}
