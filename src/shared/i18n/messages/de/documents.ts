import type { Translation } from '../../message-ids.ts';
import type source from '../en/documents.ts';

// Read by staff and by clients, both addressed with "Sie".
export default {
  // A document's text.
  loadingText: '{title} wird geladen',
  textLabel: '{title}, Version {version}',

  // Signing it.
  signFormLabel: '{title} unterschreiben',
  signatureName: 'Ihr vollständiger Name als Unterschrift',
  consent: 'Ich habe „{title}“ gelesen und stimme zu.',
  sign: 'Unterschreiben',
  nameMissing: 'Geben Sie zum Unterschreiben Ihren vollständigen Namen ein.',
  consentMissing: 'Setzen Sie vor dem Unterschreiben das Häkchen, um zuzustimmen.',

  // A shared file in a list, and its actions.
  fileMissing: 'Fehlt im Speicher',
  fileTypeAndSize: '{type}, {size}',
  fileDetails: '{kept} · hinzugefügt {added}',
  viewFile: 'Ansehen',
  viewFileLabel: '{title} ansehen (öffnet einen neuen Tab)',
  downloadFile: 'Herunterladen',
  downloadFileLabel: '{title} herunterladen',
  fileNotOpened: '{title} konnte nicht geöffnet werden',
  fileNotDownloaded: '{title} konnte nicht heruntergeladen werden',
} satisfies Translation<typeof source>;
