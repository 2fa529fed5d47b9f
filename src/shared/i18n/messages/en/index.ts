// English, every area: the source every other language matches key for key (message-ids.ts).
import audit from './audit.ts';
import auth from './auth.ts';
import bookingPage from './booking-page.ts';
import bookings from './bookings.ts';
import calendarFeed from './calendar-feed.ts';
import calendarSync from './calendar-sync.ts';
import calendars from './calendars.ts';
import clientArea from './client-area.ts';
import clients from './clients.ts';
import common from './common.ts';
import dashboard from './dashboard.ts';
import documents from './documents.ts';
import errors from './errors.ts';
import language from './language.ts';
import linkPreview from './link-preview.ts';
import membership from './membership.ts';
import memberships from './memberships.ts';
import money from './money.ts';
import notifications from './notifications.ts';
import offer from './offer.ts';
import register from './register.ts';
import reports from './reports.ts';
import services from './services.ts';
import settings from './settings.ts';
import staff from './staff.ts';
import webhooks from './webhooks.ts';

export default {
  audit,
  auth,
  'booking-page': bookingPage,
  bookings,
  'calendar-feed': calendarFeed,
  'calendar-sync': calendarSync,
  calendars,
  'client-area': clientArea,
  clients,
  common,
  dashboard,
  documents,
  errors,
  language,
  'link-preview': linkPreview,
  membership,
  memberships,
  money,
  notifications,
  offer,
  register,
  reports,
  services,
  settings,
  staff,
  webhooks,
};
