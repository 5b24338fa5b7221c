// What other features use of discovery (docs/decisions/0015): the pages the public
// pages are rendered from.
export { roleCounts } from './counts.js';
export { type DiscoveryDeps, discoverProfessionals } from './discovery.service.js';
