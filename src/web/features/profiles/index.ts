// What other features use of profiles (docs/decisions/0015): the signed-in member's
// profile and stats, the settings cards and the pieces of a profile the dashboard shows.
export { useMyProfile, useMyStats } from './api/profiles-api';
export { AvailabilitySwitch } from './components/availability-switch';
export { ProfileAvatar } from './components/profile-avatar';
export { ShareProfileButton } from './components/public/share-profile-button';
export { BasicInfoCard } from './components/settings/basic-info-card';
export { ProfessionalDetailsCard } from './components/settings/professional-details-card';
export { ProfileImagesCard } from './components/settings/profile-images-card';
export { SettingsCard } from './components/settings/settings-card';
export { TagListCard } from './components/settings/tag-list-card';
export { UnsavedSettingsGuard } from './components/settings/unsaved-settings';
export { VerifiedBadge } from './components/verified-badge';
export { editProfilePath, type ProfileFocusField } from './lib/profile-focus';
export { instagramUrl, isVerified, roleLabel, websiteLabel } from './lib/profile-format';
export { PROFILE_UI_TEXTS } from './lib/profile-texts';
export { uploadRefusal } from './lib/upload-refusal';
