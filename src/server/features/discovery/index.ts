// What other features use of discovery (docs/decisions/0015): the pages the public
// pages are rendered from.
export { type DiscoveryDeps, discoverProfessionals, roleCounts } from './discovery.service.js';
