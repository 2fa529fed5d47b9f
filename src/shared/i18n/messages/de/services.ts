import type { Translation } from '../../message-ids.ts';
import type source from '../en/services.ts';

// A service is a "Leistung", sold as Einzeltermin or Gruppenkurs; one meeting of a course is a
// "Termin". The business's staff are addressed with "Sie".
export default {
  // Words several screens share
  name: 'Name',
  kind: 'Art',
  cancel: 'Abbrechen',
  close: 'Schließen',
  places: 'Plätze',
  placesPerSession: 'Plätze pro Termin',
  durationMinutes: 'Dauer (Minuten)',
  location: 'Ort',
  instructor: 'Lehrkraft',
  kindGroup: 'Gruppe',
  kindPrivate: 'Einzeln',
  saved: '{name} ist gespeichert.',
  durationInvalid: 'Geben Sie eine Dauer von 5 bis 1440 Minuten ein.',
  placesInvalid: 'Geben Sie 1 bis 1000 Plätze ein.',
  colourInvalid: 'Wählen Sie eine Farbe wie #4c6ef5.',

  // The list of services
  listTitle: 'Leistungen',
  listIntro:
    'Ihre Einzel- und Gruppenangebote mit ihren Optionen und Preisen, den Mitarbeitenden, die sie übernehmen, ihren Buchungsregeln und dem Kursplan.',
  nounOne: 'Leistung',
  nounMany: 'Leistungen',
  listEmpty:
    'Noch keine Leistungen. Legen Sie Ihre erste an: einen Gruppenkurs oder einen Einzeltermin.',
  listUnmatched:
    'Keine Leistung passt zu diesen Filtern. Leeren Sie die Suche oder wählen Sie einen anderen Status.',
  searchLabel: 'Leistungen durchsuchen',
  allKinds: 'Alle Arten',
  columnDuration: 'Dauer',
  oneClient: 'Eine Person',

  // A new service
  newService: 'Neue Leistung',
  nameMissing: 'Geben Sie der Leistung einen Namen.',
  created: '{name} ist angelegt. Fügen Sie als Nächstes die Optionen hinzu.',
  kindGroupClass: 'Gruppenkurs',
  kindPrivateSession: 'Einzeltermin',
  createService: 'Leistung anlegen',

  // A service's screen and its tabs
  allServices: 'Alle Leistungen',
  recordWhat: 'Leistung',
  readOnly: 'Nur Admins und Inhaber ändern Leistungen; Sie können sie ansehen.',
  copyBookingLink: 'Buchungslink für diese Leistung kopieren',
  tabDetails: 'Details',
  tabStaff: 'Mitarbeitende',
  tabRules: 'Buchungsregeln',
  tabTimetable: 'Kursplan',
  optionsAndPrices: 'Optionen und Preise',
  variantsAndPrices: 'Varianten und Preise',
  notSaved: 'Die Leistung wurde nicht gespeichert',

  // Details
  detailsIntro:
    'Was Ihre Kundschaft im Angebot sieht. Bereits geplante Termine behalten ihre Zeiten; eine neue Dauer gilt für neue Termine.',
  detailsForm: 'Details der Leistung',
  nameInvalid: 'Geben Sie der Leistung einen Namen mit höchstens 120 Zeichen.',
  description: 'Beschreibung',
  placesHint: 'Neue Termine beginnen mit so vielen Plätzen.',
  colour: 'Farbe im Kalender',
  activeSwitch: 'Aktiv: Kundinnen und Kunden können sie buchen',
  saveDetails: 'Details speichern',

  // Booking rules
  rulesIntro:
    'Wann Ihre Kundschaft diese Leistung buchen und stornieren kann. Pufferzeiten halten die Mitarbeiterin oder den Mitarbeiter vor und nach jeder Buchung frei.',
  bufferInvalid: 'Geben Sie 0 bis 240 Minuten ein.',
  noticeInvalid: 'Geben Sie 0 bis 720 Stunden ein.',
  advanceInvalid: 'Geben Sie 1 bis 730 Tage ein.',
  windowInvalid: 'Geben Sie 0 Stunden oder mehr ein.',
  rulesSaved: 'Die Buchungsregeln sind gespeichert.',
  bufferBefore: 'Puffer davor (Minuten)',
  bufferAfter: 'Puffer danach (Minuten)',
  minNotice: 'Mindestvorlauf (Stunden)',
  minNoticeHint: 'Wie lange vor Beginn noch gebucht werden kann.',
  maxAdvance: 'Buchbar bis (Tage im Voraus)',
  ownWindow: 'Eigene Stornofrist',
  ownWindowHint: 'Sonst gilt die Stornofrist des Unternehmens.',
  window: 'Stornofrist (Stunden vor Beginn)',
  windowHint: 'Wer später storniert, storniert zu spät.',
  policiesOwner:
    'Es gelten die Richtlinien des Unternehmens (Gebühr bei später Stornierung, Warteliste). <link>In den Einstellungen ändern</link>',
  policiesOthers:
    'Es gelten die Richtlinien des Unternehmens (Gebühr bei später Stornierung, Warteliste). Die Inhaberin oder der Inhaber ändert sie in den Einstellungen.',
  saveRules: 'Regeln speichern',

  // Staff who deliver it
  nowDelivers: '{name} übernimmt jetzt {service}.',
  noLongerDelivers: '{name} übernimmt {service} nicht mehr.',
  staffIntroPrivate:
    'Wen Ihre Kundschaft für diese Leistung buchen kann; deren Wochenzeiten und Abwesenheiten bestimmen die freien Zeiten.',
  staffIntroGroup:
    'Wer diesen Kurs leiten kann; die Lehrkraft jedes Termins wählen Sie im Kursplan.',
  noStaff: 'Noch keine Mitarbeitenden. <link>Laden Sie Ihr Team ein</link>.',
  deliveredBy: 'Übernommen von',
  noLongerActive: 'Nicht mehr aktiv',

  // Options and variants
  optionsIntro:
    'Wie man einen Termin bezahlt: als Einzelbesuch, mit einer Mehrfachkarte, die einige Tage gilt, oder mit einer unbegrenzten Zeitkarte.',
  variantsIntro:
    'Jede Variante hat ihre eigene Dauer und ihren Preis, etwa 30 Minuten oder eine Stunde.',
  addOption: 'Option hinzufügen',
  addVariant: 'Variante hinzufügen',
  noOptions: 'Noch keine Optionen: Diese Leistung kann erst gebucht werden, wenn sie eine hat.',
  noVariants: 'Noch keine Varianten: Diese Leistung kann erst gebucht werden, wenn sie eine hat.',
  options: 'Optionen',
  variants: 'Varianten',
  edit: 'Bearbeiten',
  editName: '{name} bearbeiten',
  noLongerOffered: '{name} wird nicht mehr angeboten.',
  offeredAgain: '{name} wird wieder angeboten.',
  optionVariant: 'Variante',
  optionDropIn: 'Einzelbesuch',
  optionPack: 'Mehrfachkarte',
  optionPass: 'Unbegrenzte Zeitkarte',
  columnGives: 'Was sie enthält',
  columnPrice: 'Preis',
  columnStatus: 'Status',
  columnActions: 'Aktionen',
  offered: 'Angeboten',
  notOffered: 'Nicht angeboten',
  stopOffering: 'Nicht mehr anbieten',
  stopOfferingName: '{name} nicht mehr anbieten',
  offerAgain: 'Wieder anbieten',
  offerAgainName: '{name} wieder anbieten',
  termsDropIn: 'Ein Termin',
  termsPack:
    '{credits, plural, one {# Kursbesuch} other {# Kursbesuche}}, {days, plural, one {# Tag} other {# Tage}} gültig',
  termsPass: 'Unbegrenzt, {days, plural, one {# Tag} other {# Tage}} gültig',

  // An option's form
  newOption: 'Neue Option',
  price: 'Preis ({currency})',
  priceHint: 'In der Währung des Unternehmens, etwa 12,50.',
  classesInPack: 'Kursbesuche auf der Karte',
  validFor: 'Gültig für (Tage nach dem Kauf)',
  save: 'Speichern',
  add: 'Hinzufügen',
  optionNameInvalid: 'Geben Sie der Option einen Namen (höchstens 120 Zeichen).',
  priceInvalid: 'Geben Sie einen Preis in {currency} ein, etwa 12,50.',
  creditsInvalid: 'Geben Sie eine Zahl an Kursbesuchen von 1 bis 1000 ein.',
  validityInvalid: 'Geben Sie ein, wie viele Tage sie gilt, von 1 bis 3650.',

  // Timetable
  timetableIntro:
    'Die nächsten Termine von {service}. Planen Sie eine wöchentliche Serie: Ihre Zeiten bleiben über Zeitumstellungen hinweg dieselbe Ortszeit in {zone}.',
  scheduleSeries: 'Wöchentliche Serie planen',
  noUpcoming: 'Keine anstehenden Termine.',
  nextOfTotal: 'Die nächsten {shown} von {total} anstehenden Terminen.',
  upcomingCount: '{count, plural, one {# anstehender Termin.} other {# anstehende Termine.}}',
  upcomingSessions: 'Anstehende Termine',
  columnWhen: 'Wann',
  sessionWhen: '{start}–{end}',
  notAssigned: 'Nicht zugewiesen',

  // A weekly series
  notListed: '{name} (für diese Leistung nicht eingetragen)',
  scheduled: '{count, plural, one {# Termin ist geplant.} other {# Termine sind geplant.}}',
  weekdays: 'Wochentage',
  startTime: 'Beginn',
  startTimeHint:
    'Ortszeit in {zone}; jeder Termin dauert {minutes, plural, one {# Minute} other {# Minuten}}.',
  firstDay: 'Erster Tag',
  lastDay: 'Letzter Tag',
  noInstructor: 'Noch keine Lehrkraft',
  instructorHint:
    'Die Serie wird abgelehnt, wenn die Lehrkraft zu einem ihrer Termine schon gebucht ist.',
  locationExample: 'Studio 1',
  makesNone: 'Das ergibt noch keine Termine: Wählen Sie Wochentage innerhalb der Daten.',
  makes: '{count, plural, one {Das ergibt # Termin.} other {Das ergibt # Termine.}}',
  schedule: 'Planen',
  weekdaysMissing: 'Wählen Sie mindestens einen Wochentag.',
  startTimeInvalid: 'Geben Sie eine Anfangszeit wie 18:00 ein.',
  firstDayMissing: 'Wählen Sie den ersten Tag.',
  firstDayPast: 'Der erste Tag darf nicht in der Vergangenheit liegen.',
  lastDayMissing: 'Wählen Sie den letzten Tag.',
  lastDayBeforeFirst: 'Der letzte Tag darf nicht vor dem ersten liegen.',
  seriesTooLong: 'Eine Serie läuft höchstens ein Jahr.',
} satisfies Translation<typeof source>;
