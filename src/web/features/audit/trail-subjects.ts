import type { MessageId } from '@shared/i18n/message-ids.ts';

// What the audit trail tells of (db/migrations/0356_audit_trail.sql: each audited table's
// subject), who can have made a change, and the groups the Activity screen filters by.

export const actorKinds = ['staff', 'client', 'visitor', 'api_key', 'system'] as const;
export type ActorKind = (typeof actorKinds)[number];

export const trailActions = ['insert', 'update', 'delete'] as const;
export type TrailAction = (typeof trailActions)[number];

/** The subjects in groups a person thinks in: "what" on the Activity screen. */
export const subjectGroups = {
  bookings: ['booking', 'series', 'place', 'attendance'],
  clients: ['client', 'note'],
  services: ['service', 'option', 'service_staff'],
  staff: ['staff', 'hours', 'time_off'],
  settings: [
    'settings',
    'team_member',
    'invitation',
    'message_template',
    'payment_settings',
    'webhook_endpoint',
    'calendar_connection',
    'calendar',
  ],
  money: ['transaction'],
  documents: ['document', 'document_template', 'document_version', 'file'],
  memberships: ['plan', 'plan_service', 'membership', 'membership_freeze', 'membership_period'],
} as const;

export type SubjectGroup = keyof typeof subjectGroups;
export type Subject = (typeof subjectGroups)[SubjectGroup][number];

export const subjectGroupNames = [
  'bookings',
  'clients',
  'services',
  'staff',
  'settings',
  'money',
  'documents',
  'memberships',
] as const satisfies readonly SubjectGroup[];

export const subjects: readonly Subject[] = subjectGroupNames.flatMap(
  (group): readonly Subject[] => subjectGroups[group],
);

export function isSubject(value: string): value is Subject {
  return (subjects as readonly string[]).includes(value);
}

export const groupWords = {
  bookings: 'audit.groupBookings',
  clients: 'audit.groupClients',
  services: 'audit.groupServices',
  staff: 'audit.groupStaff',
  settings: 'audit.groupSettings',
  money: 'audit.groupMoney',
  documents: 'audit.groupDocuments',
  memberships: 'audit.groupMemberships',
} as const satisfies Record<SubjectGroup, MessageId>;

/** Who made a change, in words: "Team", "Client", "Visitor", "API key", "System". */
export const actorKindWords = {
  staff: 'audit.kindStaff',
  client: 'audit.kindClient',
  visitor: 'audit.kindVisitor',
  api_key: 'audit.kindApiKey',
  system: 'audit.kindSystem',
} as const satisfies Record<ActorKind, MessageId>;

/** Each subject as a noun for the CSV and for sentences without a message of their own. */
export const subjectWords = {
  booking: 'audit.subjectBooking',
  series: 'audit.subjectSeries',
  place: 'audit.subjectPlace',
  attendance: 'audit.subjectAttendance',
  client: 'audit.subjectClient',
  note: 'audit.subjectNote',
  service: 'audit.subjectService',
  option: 'audit.subjectOption',
  service_staff: 'audit.subjectServiceStaff',
  staff: 'audit.subjectStaff',
  hours: 'audit.subjectHours',
  time_off: 'audit.subjectTimeOff',
  settings: 'audit.subjectSettings',
  team_member: 'audit.subjectTeamMember',
  invitation: 'audit.subjectInvitation',
  message_template: 'audit.subjectMessageTemplate',
  payment_settings: 'audit.subjectPaymentSettings',
  webhook_endpoint: 'audit.subjectWebhookEndpoint',
  calendar_connection: 'audit.subjectCalendarConnection',
  calendar: 'audit.subjectCalendar',
  file: 'audit.subjectFile',
  transaction: 'audit.subjectTransaction',
  document: 'audit.subjectDocument',
  document_template: 'audit.subjectDocumentTemplate',
  document_version: 'audit.subjectDocumentVersion',
  plan: 'audit.subjectPlan',
  plan_service: 'audit.subjectPlanService',
  membership: 'audit.subjectMembership',
  membership_freeze: 'audit.subjectMembershipFreeze',
  membership_period: 'audit.subjectMembershipPeriod',
} as const satisfies Record<Subject, MessageId>;

export const actionWords = {
  insert: 'audit.actionInsert',
  update: 'audit.actionUpdate',
  delete: 'audit.actionDelete',
} as const satisfies Record<TrailAction, MessageId>;
