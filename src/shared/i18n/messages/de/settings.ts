import type { Translation } from '../../message-ids.ts';
import type source from '../en/settings.ts';

// The business's own staff are addressed with "Sie" too, as German business software does.
export default {
  profileTitle: 'Unternehmensprofil',
  profileIntro:
    'Wie Kundinnen und Kunden {business} sehen und erreichen. Die Buchungsadresse bleibt /client-access/signup?tenant={slug}.',
  name: 'Name des Unternehmens',
  nameInvalid: 'Geben Sie dem Unternehmen einen Namen mit höchstens 120 Zeichen.',
  contactEmail: 'Kontakt-E-Mail',
  contactEmailInvalid: 'Geben Sie eine E-Mail-Adresse wie hallo@example.com ein.',
  contactPhone: 'Kontakttelefon',
  address: 'Adresse',
  addressHint:
    'Wo man Sie findet: in den Nachrichten an Ihre Kundschaft und in der Beschreibung Ihrer Buchungsseite in Suchergebnissen und geteilten Links.',
  timeZone: 'Zeitzone',
  timeZoneHint: 'Öffnungszeiten und Stundenpläne sind Ortszeiten in dieser Zone.',
  timeZoneMissing: 'Wählen Sie die Zeitzone, in der Sie arbeiten.',
  currency: 'Währung',
  currencyHint: 'Für neue Preise; bestehende behalten ihre Währung.',
  currencyMissing: 'Wählen Sie die Währung, in der Sie abrechnen.',
  language: 'Sprache',
  languageHint:
    'Ihre Buchungsseite spricht die Sprache der Besucher, wenn es eine dieser ist, und sonst diese.',
  saveProfile: 'Profil speichern',
  profileSaved: 'Das Unternehmensprofil ist gespeichert.',
  profileNotSaved: 'Das Unternehmensprofil wurde nicht gespeichert',
} satisfies Translation<typeof source>;
