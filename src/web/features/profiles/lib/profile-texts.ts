// The texts that only the web shows (docs/product.md, Texts; the server's own messages come
// from PROFILE_MESSAGES in shared/schemas/profiles.ts).

export const PROFILE_UI_TEXTS = {
  createFailed: 'Failed to create profile: ',
  updateFailed: 'Failed to update profile: ',
  loadFailed: 'Failed to load profile',
  settingsUpdateFailed: 'Failed to update profile',
  availabilityFailed: 'Failed to update availability',
  statsFailed: 'Failed to load stats',
  clientNote: (name: string) => `${name} hires creative talent on Frameline.`,
  suspendedNote: (name: string) => `${name}'s profile is suspended: it cannot be contacted or booked.`,
  imageTooLarge: 'File size must be less than 5MB',
  notAnImage: 'Please select an image file',
  imageUploadFailed: (slot: 'avatar' | 'banner') => `Failed to upload ${slot} image: `,
  itemExists: 'Item already exists',
  signInToConnect: 'Please sign in to connect with professionals',
  signInToBook: 'Please sign in to book professionals',
  connectSelf: 'You cannot connect with yourself',
  bookSelf: 'You cannot book yourself',
  bookingNote: 'They are emailed at once and answer from their dashboard.',
  contactPrivate: 'Contact details are private',
  useConnect: 'Use the Connect button to get in touch',
  rateNegotiable: 'Rate negotiable',
} as const;
