// A deleted account keeps its row under an address of the reserved .invalid domain
// (docs/product.md, Deleting an account): no mail can reach it, so none is queued to it.

const DELETED_EMAIL_DOMAIN = 'deleted.invalid';

/** The address a deleted account's row keeps: unique, and nobody's. */
export function deletedAccountEmail(userId: string): string {
  return `deleted-${userId}@${DELETED_EMAIL_DOMAIN}`;
}

export function isDeletedAccountEmail(address: string): boolean {
  return address.endsWith(`@${DELETED_EMAIL_DOMAIN}`);
}
