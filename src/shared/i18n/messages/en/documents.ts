// Documents to sign and files shared with a client, for staff and clients (src/web/features/documents).
export default {
  // A document's text (document-text.tsx).
  loadingText: 'Loading {title}',
  textLabel: '{title}, version {version}',

  // Signing it (sign-document-form.tsx).
  signFormLabel: 'Sign {title}',
  signatureName: 'Your full name, as your signature',
  consent: 'I have read "{title}" and agree to it.',
  sign: 'Sign',
  nameMissing: 'Type your full name to sign.',
  consentMissing: 'Tick the box to agree before signing.',

  // A shared file in a list, and its actions (shared-file-item.tsx, shared-file-actions.tsx).
  fileMissing: 'Missing from storage',
  fileTypeAndSize: '{type}, {size}',
  fileDetails: '{kept} · added {added}',
  viewFile: 'View',
  viewFileLabel: 'View {title} (opens a new tab)',
  downloadFile: 'Download',
  downloadFileLabel: 'Download {title}',
  fileNotOpened: '{title} could not be opened',
  fileNotDownloaded: '{title} could not be downloaded',
};
