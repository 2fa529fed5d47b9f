import type { Translation } from '../../message-ids.ts';
import type source from '../en/staff.ts';

// The team are "Mitarbeitende"; the person reading is addressed with "Sie".
export default {
  // Words several screens share
  name: 'Name',
  email: 'E-Mail',
  role: 'Rolle',
  cancel: 'Abbrechen',
  close: 'Schließen',
  keepIt: 'Behalten',
  columnActions: 'Aktionen',
  nameInvalid: 'Geben Sie einen Namen mit höchstens 120 Zeichen ein.',
  emailInvalid: 'Geben Sie eine E-Mail-Adresse wie name@example.com ein.',
  doesNotSignIn: 'Meldet sich nicht an',
  endAfterStart: 'Das Ende muss nach dem Beginn liegen.',

  // The team
  listTitle: 'Mitarbeitende',
  listIntro:
    'Ihr Team: wer sich mit welcher Rolle anmeldet, die Profile, Wochenzeiten und Abwesenheiten.',
  listIntroInvite:
    'Ihr Team: wer sich mit welcher Rolle anmeldet, die Profile, Wochenzeiten und Abwesenheiten. Laden Sie neue Mitglieder per E-Mail ein.',
  team: 'Team',
  searchLabel: 'Team durchsuchen',
  searchPlaceholder: 'Name oder E-Mail',
  nounOne: 'Person',
  nounMany: 'Personen',
  listEmpty: 'Noch niemand im Team.',
  listUnmatched: 'Niemand passt zu diesen Filtern.',
  leftTheTeam: 'Hat das Team verlassen',

  // A profile without a sign-in
  addAProfile: 'Profil hinzufügen',
  addStaffProfile: 'Mitarbeiterprofil hinzufügen',
  profileAdded: '{name} ist hinzugefügt. Legen Sie als Nächstes die Wochenzeiten fest.',
  profileNotAdded: 'Das Profil wurde nicht hinzugefügt',
  emailOptionalHint: 'Optional. Eine Anmeldung gibt es erst, wenn Sie die Person einladen.',
  addProfile: 'Profil anlegen',

  // Invitations
  invitations: 'Einladungen',
  invitationsIntro:
    'Jede Einladung geht per E-Mail an die Adresse, mit einem Link zum Annehmen: Die Person registriert sich oder meldet sich mit dieser Adresse an und nimmt sie auf der Einrichtungsseite an. Sie gilt 7 Tage; kopieren Sie sie, um sie auch selbst zu senden, oder senden Sie sie erneut, wenn sie abgelaufen ist.',
  invitationMessage:
    'Sie sind eingeladen, {business} beizutreten. Registrieren Sie sich oder melden Sie sich als {email} an und nehmen Sie dann die Einladung an: {link}',
  copied: 'Die Einladung für {email} ist kopiert: Fügen Sie sie in eine Nachricht ein.',
  sentAgain: 'Die Einladung ist erneut an {email} gesendet und gilt weitere 7 Tage.',
  revokeTitle: 'Einladung zurückziehen?',
  revokeBody: '{email} kann damit nicht mehr {business} beitreten.',
  revoke: 'Zurückziehen',
  revoked: 'Die Einladung für {email} ist zurückgezogen.',
  revokeFor: 'Einladung für {email} zurückziehen',
  noInvitations: 'Keine Einladungen warten auf Annahme.',
  pendingInvitations: 'Offene Einladungen',
  validUntil: 'Gültig bis',
  expired: 'Abgelaufen',
  sendAgain: 'Erneut senden',
  sendAgainTo: 'Erneut an {email} senden',
  copyLink: 'Link kopieren',
  copyLinkFor: 'Link für {email} kopieren',
  inviteForm: 'Teammitglied einladen',
  invited:
    '{email} ist als {role, select, admin {Admin} other {Mitarbeiter}} eingeladen: Die Einladung ist per E-Mail unterwegs. Sie können den Link auch kopieren und selbst senden.',
  invitationNotMade: 'Die Einladung wurde nicht erstellt',
  inviteAsStaff: 'Mitarbeiter: Buchungen, Kundschaft, Check-in',
  inviteAsAdmin: 'Admin: auch Leistungen, Team, Finanzen',
  invite: 'Einladen',

  // A member's screen
  allStaff: 'Alle Mitarbeitenden',
  recordWhat: 'Person im Team',
  readOnly: 'Nur Admins und Inhaber ändern das Team; Sie können es ansehen.',
  services: 'Leistungen',
  noServices:
    'Übernimmt noch keine Leistung: Haken Sie die Person im Reiter „Mitarbeitende“ einer Leistung an.',

  // Profile
  profile: 'Profil',
  profileSaved: 'Das Profil von {name} ist gespeichert.',
  profileNotSaved: 'Das Profil wurde nicht gespeichert',
  colourInvalid: 'Wählen Sie eine Farbe wie #4c6ef5.',
  seenByClients: 'Für Ihre Kundschaft sichtbar.',
  phone: 'Telefon',
  colour: 'Farbe im Kalender',
  bio: 'Kurzbiografie',
  activeSwitch: 'Aktiv: kann gebucht und eingeplant werden',
  saveProfile: 'Profil speichern',

  // Role
  roleDescriptionStaff: 'Betreut Buchungen, Kundschaft, Check-in und Notizen.',
  roleDescriptionAdmin: 'Außerdem Leistungen, Team, Finanzen und Dokumente.',
  roleDescriptionOwner: 'Außerdem die Unternehmenseinstellungen und Rollen.',
  noLongerMember: 'Nicht mehr Mitglied des Unternehmens: Eine Anmeldung ist nicht mehr möglich.',
  noSignIn:
    'Mit diesem Profil meldet sich niemand an. Laden Sie die E-Mail-Adresse ein, um Zugang zu geben.',
  roleChanged:
    '{name} hat jetzt die Rolle {role, select, owner {Inhaber} admin {Admin} other {Mitarbeiter}}.',
  roleNotChanged: 'Die Rolle wurde nicht geändert',
  roleInBusiness: 'Rolle im Unternehmen',
  changeRole: 'Rolle ändern',
  roleReadOnly: '{role}: {description} Nur Inhaber ändern Rollen.',
  onlyOwnerChangesRoles: 'Nur Inhaber können Rollen ändern.',
  roleNotAllowed: 'Ihre Rolle in diesem Unternehmen erlaubt das nicht.',

  // Time off
  timeOff: 'Abwesenheiten',
  timeOffIntro:
    'Während einer Abwesenheit kann bei {name} kein Einzeltermin gebucht werden. Die Zeiten sind Ortszeit in {zone}.',
  enterStartAndEnd: 'Geben Sie Tag und Uhrzeit für Beginn und Ende ein.',
  timeOffAdded: 'Die Abwesenheit für {name} ist eingetragen.',
  timeOffNotAdded: 'Die Abwesenheit wurde nicht eingetragen',
  removeTimeOffTitle: 'Diese Abwesenheit entfernen?',
  removeTimeOffBody: '{when}: {name} ist dann wieder buchbar.',
  remove: 'Entfernen',
  timeOffRemoved: 'Die Abwesenheit ist entfernt.',
  timeOffRange: '{from} bis {to}',
  removeTimeOff: 'Abwesenheit {when} entfernen',
  noTimeOff: 'Keine Abwesenheiten geplant.',
  plannedTimeOff: 'Geplante Abwesenheiten',
  from: 'Von',
  until: 'Bis',
  reason: 'Grund',
  addTimeOff: 'Abwesenheit eintragen',
  fromDay: 'Von (Tag)',
  fromTime: 'Von (Uhrzeit)',
  untilDay: 'Bis (Tag)',
  untilTime: 'Bis (Uhrzeit)',
  reasonExample: 'Urlaub',

  // Weekly hours
  weeklyHours: 'Wochenzeiten',
  weeklyIntro:
    'Wann {name} für Einzeltermine buchbar ist, in Ortszeit in {zone}: 09:00 bleibt 09:00, wenn die Uhren umgestellt werden. {hours, plural, one {# Stunde} other {# Stunden}} pro Woche.',
  hoursSaved: 'Die Wochenzeiten von {name} sind gespeichert.',
  hoursNotSaved: 'Die Zeiten wurden nicht gespeichert',
  addHours: 'Zeiten hinzufügen',
  addHoursOn: 'Zeiten am {day} hinzufügen',
  notWorking: 'Arbeitsfrei',
  span: '{day}, Zeitraum {position}',
  spanFrom: '{span}, von',
  spanUntil: '{span}, bis',
  spanInputs: '{from}<dash>–</dash>{until}',
  removeSpan: '{span} entfernen',
  saveWeeklyHours: 'Wochenzeiten speichern',
  unsaved: 'Ungespeicherte Änderungen',
  enterSpan: 'Geben Sie Beginn und Ende ein, etwa 09:00 und 17:00.',
  overlaps: 'Überschneidet sich mit {from}–{to} am selben Tag.',
} satisfies Translation<typeof source>;
