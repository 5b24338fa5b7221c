// What other features use of profiles (docs/decisions/0015): a profile as a viewer sees
// it, and the rules every image upload keeps (a profile in good standing, the upload rate).
export { assertMayUpload, countUpload, getProfileForViewer, type UploadDeps } from './profiles.service.js';
