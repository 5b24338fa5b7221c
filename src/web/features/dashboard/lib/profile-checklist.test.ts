import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../../shared/schemas/profiles';
import { profileChecklist } from './profile-checklist';

const bare: Profile = {
  userId: '3f2b8c1e-0a4d-4e5f-9b6a-7c8d9e0f1a2b',
  displayName: 'Kai Keen',
  role: 'photographer',
  bio: null,
  location: null,
  specialties: [],
  skills: [],
  equipment: [],
  hourlyRate: null,
  dayRate: null,
  experienceYears: 0,
  isAvailable: true,
  isSuspended: false,
  verificationStatus: 'unverified',
  instagramHandle: null,
  websiteUrl: null,
  avatar: null,
  cover: null,
  rating: { average: null, count: 0 },
  requestAnswers: null,
  createdAt: '2026-12-01T10:00:00.000Z',
  updatedAt: '2026-12-01T10:00:00.000Z',
};
const done = (profile: Profile, works: number | null) =>
  Object.fromEntries(profileChecklist(profile, works).map((item) => [item.key, item.done]));

describe('the checklist of a professional’s profile', () => {
  it('asks for what clients cannot see yet, and counts what is there', () => {
    expect(done(bare, 0)).toEqual({
      photo: false,
      bio: false,
      location: false,
      specialties: false,
      rate: false,
      portfolio: false,
    });
    const full: Profile = {
      ...bare,
      avatar: {
        url: '/media/a.webp',
        thumbUrl: '/media/a-thumb.webp',
        width: 400,
        height: 400,
        color: '#333333',
      },
      bio: 'Portraits in daylight.',
      location: 'Lisbon',
      specialties: ['portrait'],
      hourlyRate: 120,
    };
    expect(Object.values(done(full, 3)).every(Boolean)).toBe(true);
    // A bio of spaces is no bio; either rate is a rate.
    expect(done({ ...full, bio: '   ' }, 3).bio).toBe(false);
    expect(done({ ...full, hourlyRate: null, dayRate: 900 }, 3).rate).toBe(true);
  });

  it('counts the portfolio toward three works, and leaves it out while not known', () => {
    const label = (works: number) =>
      profileChecklist(bare, works).find((item) => item.key === 'portfolio')?.label;
    expect(label(0)).toBe('Show at least 3 works in your portfolio');
    expect(label(2)).toBe('Show at least 3 works in your portfolio (2 so far)');
    expect(done(bare, 2).portfolio).toBe(false);
    expect(done(bare, 7).portfolio).toBe(true);
    expect(profileChecklist(bare, null).map((item) => item.key)).not.toContain('portfolio');
  });
});
