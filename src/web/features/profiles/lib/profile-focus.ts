// Edit Your Profile (/onboarding) opened at one field (`/onboarding?focus=bio`): the
// dashboard's checklist sends a professional straight to what their profile lacks.

/** The fields of Edit Your Profile an address may put the focus on. */
export const PROFILE_FOCUS_FIELDS = ['bio', 'location', 'specialties', 'dayRate'] as const;
export type ProfileFocusField = (typeof PROFILE_FOCUS_FIELDS)[number];

/** Edit Your Profile, with the focus on `field`. */
export function editProfilePath(field: ProfileFocusField): string {
  return `/onboarding?${new URLSearchParams({ focus: field })}`;
}

/** The field an address asks to focus, or null (for none, or one not known). */
export function readProfileFocus(params: URLSearchParams): ProfileFocusField | null {
  const field = params.get('focus');
  return (PROFILE_FOCUS_FIELDS as readonly string[]).includes(field ?? '')
    ? (field as ProfileFocusField)
    : null;
}
