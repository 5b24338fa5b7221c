// What other features use of profiles (docs/decisions/0015): a profile as a viewer sees
// it, members as other lists name them, and the rules every image upload keeps (a
// profile in good standing, the upload rate), the standing of members locked for a write,
// and the member's own profile (their data export).
export { memberSummaries } from './member-summaries.js';
export {
  assertMayUpload,
  countedUpload,
  countProfileView,
  getOwnProfile,
  getProfileForViewer,
  type UploadDeps,
} from './profiles.service.js';
export { lockStandings } from './standing.js';
