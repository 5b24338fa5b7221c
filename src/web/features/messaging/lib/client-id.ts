import { newUuid } from '../../../lib/new-uuid';

/**
 * The id this tab gives a message before sending it (a UUID): sending it again is the same
 * message (docs/product.md, Sending).
 */
export function newClientId(): string {
  return newUuid();
}
