import { describe, expect, it } from 'vitest';
import { EMPTY_PROFILE_FORM } from '../components/profile-form-fields';
import { parseWizardDraft, wizardPercent } from './wizard-progress';

describe('repair 16 (b): the wizard counts completed steps and keeps its draft', () => {
  it('shows 0, 33 and 67 percent on the three steps, and 100 only when the profile is saved', () => {
    expect([0, 1, 2, 3].map((completed) => wizardPercent(completed, 3))).toEqual([0, 33, 67, 100]);
    expect(wizardPercent(5, 3)).toBe(100);
    expect(wizardPercent(-1, 3)).toBe(0);
  });

  it('takes back a stored draft of the right shape, and nothing else', () => {
    const stored = {
      step: 2,
      values: {
        ...EMPTY_PROFILE_FORM,
        role: 'stylist',
        firstName: 'Ines',
        dayRate: '900',
        specialties: ['fashion'],
      },
    };
    expect(parseWizardDraft(JSON.parse(JSON.stringify(stored)), 3, EMPTY_PROFILE_FORM)).toEqual(stored);
    // Fields of another shape fall back to empty; unknown roles are dropped.
    expect(
      parseWizardDraft(
        { step: 1, values: { role: 'wizard', firstName: 7, bio: 'Hi' } },
        3,
        EMPTY_PROFILE_FORM,
      ),
    ).toEqual({ step: 1, values: { ...EMPTY_PROFILE_FORM, bio: 'Hi' } });
    for (const bad of [null, 'text', { step: 3, values: {} }, { step: 1.5, values: {} }, { step: 0 }]) {
      expect(parseWizardDraft(bad, 3, EMPTY_PROFILE_FORM)).toBeNull();
    }
  });
});
