import type { Translation } from '../../message-ids.ts';
import type source from '../en/calendars.ts';

export default {
  title: 'Kalender',
  cardText:
    'Verbinden Sie Ihre eigenen Kalender: Termine dort halten Kunden davon ab, Sie zu buchen, und Ihre Buchungen erscheinen dort. <link>Kalender öffnen</link>',
  intro:
    'Ihre eigenen Kalender und {business}: Belegte Zeiten in den gewählten Kalendern sind für Kunden nicht buchbar, und Ihre Buchungen werden in den Kalender Ihrer Wahl eingetragen. Zurück zu den <link>Einstellungen</link>.',
  loading: 'Kalender werden geladen',
  signInAgain: 'Melden Sie sich erneut an, um Ihre Kalender zu ändern.',
  serverAnswered: 'Der Server antwortete mit {status}.',

  noStaffTitle: 'Nichts von Ihnen zu verbinden',
  noStaffText:
    'Sie haben bei {business} kein Mitarbeiterprofil, also gibt es keine Buchungen von Ihnen abzugleichen. Inhaber oder Admins können Sie unter Team hinzufügen.',
  ownTitle: 'Ihre verbundenen Kalender',
  ownIntro:
    'Wählen Sie, welche Kalender Ihre freien Zeiten blockieren und welcher Ihre Buchungen erhält. Belegte Zeiten werden alle paar Minuten gelesen, und sofort, wenn der Anbieter eine Änderung meldet.',
  emptyTitle: 'Noch keine Kalender verbunden',
  emptyText:
    'Verbinden Sie unten einen. Belegte Zeiten darin halten Kunden von {business} davon ab, Sie dann zu buchen, und Ihre Buchungen erscheinen darin, sobald sie gebucht, verschoben oder storniert werden.',
  noDestination:
    'Keiner Ihrer Kalender erhält Ihre Buchungen: Wählen Sie einen mit „Erhält meine Buchungen“.',

  providerCaldav: 'CalDAV',
  providerGoogle: 'Google Kalender',
  providerMicrosoft: 'Microsoft 365',
  connectionTitle: '{provider}: {account}',
  calendarsOf: 'Kalender von {account}',
  noCalendars: 'Dieses Konto hat keine Kalender.',
  syncedAgo: 'Zuletzt abgeglichen {when}',
  notSyncedYet: 'Noch nicht abgeglichen',
  syncing: 'Wird jetzt abgeglichen…',
  syncNow: 'Jetzt abgleichen',
  syncNowLabel: '{account} jetzt abgleichen',
  syncAsked: '{account} wird jetzt abgeglichen.',
  syncNotAsked: 'Der Abgleich wurde nicht gestartet',
  errorTitle: 'Dieses Konto braucht Ihre Aufmerksamkeit',
  errorText: 'Seit {when}: {reason} Verbinden Sie es erneut, um fortzufahren.',
  errorUnknown: 'Etwas ist schiefgegangen ({code}).',
  disconnect: 'Trennen',
  disconnectLabel: '{account} trennen',
  disconnectTitle: '{account} trennen?',
  disconnectText:
    'Seine belegten Zeiten blockieren Ihre freien Zeiten nicht mehr, und es werden keine Buchungen mehr eingetragen. Bereits eingetragene Termine bleiben in diesem Kalender: Löschen Sie sie dort, wenn Sie sie nicht mehr wollen.',
  keepConnected: 'Behalten',
  disconnected: '{account} ist getrennt.',
  notDisconnected: 'Es wurde nicht getrennt',

  blocks: 'Blockiert meine freien Zeiten',
  blocksLabel: '{calendar} blockiert meine freien Zeiten',
  receives: 'Erhält meine Buchungen',
  receivesLabel: '{calendar} erhält meine Buchungen',
  blocksOn: '{calendar} blockiert jetzt Ihre freien Zeiten.',
  blocksOff: '{calendar} blockiert Ihre freien Zeiten nicht mehr.',
  receivesOn: 'Ihre Buchungen gehen jetzt in {calendar}.',
  useNotSaved: 'Die Änderung wurde nicht gespeichert',
  usesBlocks: 'blockiert freie Zeiten',
  usesReceives: 'erhält Buchungen',
  usesNothing: 'Nicht genutzt',
  busyCount:
    '{count, plural, =0 {Keine belegten Termine} one {# belegter Termin} other {# belegte Termine}}',
  pendingWrites:
    '{count, plural, one {# Buchung wartet auf den Eintrag} other {# Buchungen warten auf den Eintrag}}',
  readOnly: 'Nur lesbar: kann keine Buchungen erhalten',
  syncError: 'Nicht gelesen: {reason}',
  writeError: 'Buchungen nicht eingetragen: {reason}',

  connectTitle: 'Einen Kalender verbinden',
  connectIntro:
    'Bei Google und Microsoft 365 melden Sie sich dort an und erlauben den Zugriff. Jeder andere Kalender mit CalDAV (iCloud, Fastmail, Nextcloud, Radicale) wird mit seiner Adresse, Ihrem Benutzernamen und einem App-Passwort verbunden.',
  connectGoogle: 'Google verbinden',
  connectMicrosoft: 'Microsoft 365 verbinden',
  oauthNotSetUp:
    'Google und Microsoft 365 erscheinen hier, sobald Inhaber oder Admins von {business} sie eingerichtet haben.',
  oauthNotSetUpAdmin:
    'Google und Microsoft 365 erscheinen hier, sobald Sie sie unten unter „Google und Microsoft 365 für Ihr Team“ einrichten.',
  consentNotOpened: 'Die Anmeldeseite wurde nicht geöffnet',
  connectedNotice: '{provider} ist verbunden: Die belegten Zeiten werden jetzt gelesen.',
  notConnected: 'Der Kalender wurde nicht verbunden',
  caldavTitle: 'CalDAV: iCloud, Fastmail, Nextcloud und andere',
  serverUrl: 'Kalenderadresse',
  serverUrlHint:
    'iCloud: https://caldav.icloud.com · Fastmail: https://caldav.fastmail.com · Nextcloud: https://ihre-cloud/remote.php/dav',
  username: 'Benutzername',
  usernameHint: 'Meist Ihre E-Mail-Adresse.',
  appPassword: 'App-Passwort',
  appPasswordHint:
    'Erstellen Sie eines in den Sicherheitseinstellungen Ihres Kontos (iCloud und Fastmail verlangen es). Es wird versiegelt aufbewahrt und nie wieder angezeigt.',
  connectCaldav: 'Verbinden',

  clientsTitle: 'Google und Microsoft 365 für Ihr Team',
  clientsIntro:
    'Ihr Team verbindet Google- und Microsoft-365-Kalender über die eigene App-Registrierung von {business} beim jeweiligen Anbieter, so wie Kartenzahlungen Ihre eigenen Schlüssel nutzen. Registrieren Sie dort eine App, geben Sie ihr die Weiterleitungsadresse unten und tragen Sie hier Client-ID und Geheimnis ein.',
  clientSetUp: 'Eingerichtet am {when}, Client-ID {clientId}.',
  clientNotSetUp: 'Nicht eingerichtet: Ihr Team kann {provider} noch nicht verbinden.',
  redirectUri: 'Zu registrierende Weiterleitungsadresse',
  copyRedirect: 'Weiterleitungsadresse für {provider} kopieren',
  clientId: 'Client-ID',
  clientIdTestHint:
    'In dieser Testversion nutzt eine Client-ID, die mit test_ beginnt, den eingebauten Testanbieter, mit beliebigem Geheimnis.',
  clientSecret: 'Client-Geheimnis',
  clientSecretHint:
    'Wird versiegelt aufbewahrt und nie wieder angezeigt: Geben Sie es bei jedem Speichern erneut ein.',
  saveClient: '{provider} speichern',
  clientSaved: '{provider} ist für Ihr Team eingerichtet.',
  clientNotSaved: '{provider} wurde nicht eingerichtet',
  removeClient: 'Entfernen',
  removeClientNamed: '{provider} entfernen',
  removeClientTitle: '{provider} entfernen?',
  removeClientText:
    'Niemand in Ihrem Team kann {provider} mehr verbinden, und darüber bereits verbundene Kalender werden nicht mehr abgeglichen.',
  clientRemoved: '{provider} ist entfernt.',
  clientNotRemoved: 'Es wurde nicht entfernt',

  staffTitle: 'Verbundene Kalender',
  staffIntro:
    'Die eigenen Kalender von {name}: die, die freie Zeiten blockieren, und der, in den Buchungen eingetragen werden. {name} wählt sie unter Einstellungen › Kalender.',
  staffNone: '{name} hat keine Kalender verbunden.',

  clashBadge: 'Kalenderkonflikt',
  clashTitle: 'Dieser Termin überschneidet sich mit einer belegten Zeit',
  clash: 'Überschneidet sich mit dem Kalender von {staff}: {title}, {time}',
  clashNoStaff: 'Überschneidet sich mit dem Kalender der Lehrkraft: {title}, {time}',
  clashBusy: 'Belegt',
  clashTime: '{start}–{end}',
} satisfies Translation<typeof source>;
