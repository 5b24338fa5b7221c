// Texts only the admin area's screens show (docs/product.md, Texts by feature: Admin).
// Texts the server also sends live in shared/schemas/admin-people.ts.

export const ADMIN_UI_TEXTS = {
  statsFailed: 'Failed to load dashboard data',
  professionalSuspended: 'Professional suspended successfully',
  professionalActivated: 'Professional activated successfully',
  professionalStatusFailed: 'Failed to update professional status',
  verificationSet: (verified: boolean) =>
    verified ? 'Professional marked as verified' : 'Professional marked as not verified',
  verificationFailed: 'Failed to update verification status',
  professionalsFailed: 'Failed to load professionals',
  adminsFailed: 'Failed to load admin users',
  adminAdded: 'Admin user added successfully',
  adminAddFailed: 'Failed to add admin user',
  adminActivated: 'Admin activated successfully',
  adminDeactivated: 'Admin deactivated successfully',
  adminStatusFailed: 'Failed to update admin status',
  changeLevel: 'Change level',
  adminLevelChanged: 'Admin level updated successfully',
  adminLevelFailed: 'Failed to update admin level',
  adminRemoveConfirm: 'Are you sure you want to remove this admin user?',
  adminRemoved: 'Admin user removed successfully',
  adminRemoveFailed: 'Failed to remove admin user',
  settingsFailed: 'Failed to load platform settings',
  settingsSaved: 'Platform settings saved',
} as const;
