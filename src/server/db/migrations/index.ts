import type { Migration } from 'kysely';
import * as initialSchema from './0001-initial-schema.js';
import * as contactAndNewsletter from './0002-contact-and-newsletter.js';
import * as discovery from './0003-discovery.js';
import * as discoveryLocationsAndCounts from './0004-discovery-locations-and-counts.js';
import * as dayRatesAndReviewPages from './0005-day-rates-and-review-pages.js';
import * as emailOutbox from './0006-email-outbox.js';
import * as auditTrail from './0007-audit-trail.js';
import * as messagingAndLiveEvents from './0008-messaging-and-live-events.js';
import * as bookingLifecycle from './0009-booking-lifecycle.js';
import * as adminPeople from './0010-admin-people.js';
import * as adminModeration from './0011-admin-moderation.js';
import * as publicPageNotices from './0012-public-page-notices.js';
import * as conversationLocks from './0013-conversation-locks.js';
import * as unreadCountsOfReadMessages from './0014-unread-counts-of-read-messages.js';
import * as ratingAfterProfileLock from './0015-rating-after-profile-lock.js';
import * as sitemapLayouts from './0016-sitemap-layouts.js';
import * as bookedDatesNotices from './0017-booked-dates-notices.js';
import * as listingWithdrawalNotices from './0018-listing-withdrawal-notices.js';
import * as imageReferenceIndexes from './0019-image-reference-indexes.js';
import * as upcomingBookings from './0020-upcoming-bookings.js';
import * as savedTalent from './0021-saved-talent.js';
import * as awaitingReview from './0022-awaiting-review.js';
import * as reviewReminders from './0023-review-reminders.js';
import * as sessionIds from './0024-session-ids.js';
import * as deletedAccounts from './0025-deleted-accounts.js';
import * as emailChanges from './0026-email-changes.js';
import * as knownDevices from './0027-known-devices.js';
import * as knownDeviceTimeZones from './0028-known-device-time-zones.js';
import * as calendarFeeds from './0029-calendar-feeds.js';
import * as reviewReports from './0030-review-reports.js';
import * as messagePhotos from './0031-message-photos.js';
import * as shootReminders from './0032-shoot-reminders.js';
import * as requestAnswerNotices from './0033-request-answer-notices.js';
import * as newShootTimes from './0034-new-shoot-times.js';
import * as newPlace from './0035-new-place.js';

/** Every migration, in order. Names are permanent once released. */
export const migrations: Record<string, Migration> = {
  '0001-initial-schema': initialSchema,
  '0002-contact-and-newsletter': contactAndNewsletter,
  '0003-discovery': discovery,
  '0004-discovery-locations-and-counts': discoveryLocationsAndCounts,
  '0005-day-rates-and-review-pages': dayRatesAndReviewPages,
  '0006-email-outbox': emailOutbox,
  '0007-audit-trail': auditTrail,
  '0008-messaging-and-live-events': messagingAndLiveEvents,
  '0009-booking-lifecycle': bookingLifecycle,
  '0010-admin-people': adminPeople,
  '0011-admin-moderation': adminModeration,
  '0012-public-page-notices': publicPageNotices,
  '0013-conversation-locks': conversationLocks,
  '0014-unread-counts-of-read-messages': unreadCountsOfReadMessages,
  '0015-rating-after-profile-lock': ratingAfterProfileLock,
  '0016-sitemap-layouts': sitemapLayouts,
  '0017-booked-dates-notices': bookedDatesNotices,
  '0018-listing-withdrawal-notices': listingWithdrawalNotices,
  '0019-image-reference-indexes': imageReferenceIndexes,
  '0020-upcoming-bookings': upcomingBookings,
  '0021-saved-talent': savedTalent,
  '0022-awaiting-review': awaitingReview,
  '0023-review-reminders': reviewReminders,
  '0024-session-ids': sessionIds,
  '0025-deleted-accounts': deletedAccounts,
  '0026-email-changes': emailChanges,
  '0027-known-devices': knownDevices,
  '0028-known-device-time-zones': knownDeviceTimeZones,
  '0029-calendar-feeds': calendarFeeds,
  '0030-review-reports': reviewReports,
  '0031-message-photos': messagePhotos,
  '0032-shoot-reminders': shootReminders,
  '0033-request-answer-notices': requestAnswerNotices,
  '0034-new-shoot-times': newShootTimes,
  '0035-new-place': newPlace,
};
