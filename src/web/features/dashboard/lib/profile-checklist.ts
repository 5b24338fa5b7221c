import type { Profile } from '../../../../shared/schemas/profiles';
import type { ProfileFocusField } from '../../profiles';

// Complete your profile (docs/product.md, Dashboards): what a professional's profile does
// not show clients yet, each with where to add it.

/** How many works a portfolio shows before the checklist counts it as done. */
export const PORTFOLIO_GOAL = 3;

export type ChecklistItem = {
  key: 'photo' | 'bio' | 'location' | 'specialties' | 'rate' | 'portfolio';
  label: string;
  done: boolean;
  /** Where it is added: Settings (the photo), a field of Edit Your Profile, or Upload Work. */
  opens: { settings: true } | { field: ProfileFocusField } | { upload: true };
};

/**
 * The checklist of a professional's profile; `portfolioItems` is null while not known, and
 * the portfolio is then left out rather than guessed.
 */
export function profileChecklist(profile: Profile, portfolioItems: number | null): ChecklistItem[] {
  const items: ChecklistItem[] = [
    { key: 'photo', label: 'Add a profile photo', done: profile.avatar !== null, opens: { settings: true } },
    {
      key: 'bio',
      label: 'Write a bio: who you are and how you work',
      done: Boolean(profile.bio?.trim()),
      opens: { field: 'bio' },
    },
    {
      key: 'location',
      label: 'Say where you are based',
      done: Boolean(profile.location?.trim()),
      opens: { field: 'location' },
    },
    {
      key: 'specialties',
      label: 'Choose your specialties',
      done: profile.specialties.length > 0,
      opens: { field: 'specialties' },
    },
    {
      key: 'rate',
      label: 'Set a day or hourly rate',
      done: profile.dayRate !== null || profile.hourlyRate !== null,
      opens: { field: 'dayRate' },
    },
  ];
  if (portfolioItems !== null) {
    items.push({
      key: 'portfolio',
      label:
        portfolioItems > 0 && portfolioItems < PORTFOLIO_GOAL
          ? `Show at least ${PORTFOLIO_GOAL} works in your portfolio (${portfolioItems} so far)`
          : `Show at least ${PORTFOLIO_GOAL} works in your portfolio`,
      done: portfolioItems >= PORTFOLIO_GOAL,
      opens: { upload: true },
    });
  }
  return items;
}
