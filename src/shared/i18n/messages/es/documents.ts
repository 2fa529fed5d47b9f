import type { Translation } from '../../message-ids.ts';
import type source from '../en/documents.ts';

// Read by staff and by clients, both addressed with "tú".
export default {
  // A document's text.
  loadingText: 'Cargando {title}',
  textLabel: '{title}, versión {version}',

  // Signing it.
  signFormLabel: 'Firmar {title}',
  signatureName: 'Tu nombre completo, como firma',
  consent: 'He leído «{title}» y estoy de acuerdo.',
  sign: 'Firmar',
  nameMissing: 'Escribe tu nombre completo para firmar.',
  consentMissing: 'Marca la casilla para aceptar antes de firmar.',

  // A shared file in a list, and its actions.
  fileMissing: 'No está en el almacenamiento',
  fileTypeAndSize: '{type}, {size}',
  fileDetails: '{kept} · añadido: {added}',
  viewFile: 'Ver',
  viewFileLabel: 'Ver {title} (se abre en una pestaña nueva)',
  downloadFile: 'Descargar',
  downloadFileLabel: 'Descargar {title}',
  fileNotOpened: 'No se ha podido abrir {title}',
  fileNotDownloaded: 'No se ha podido descargar {title}',
} satisfies Translation<typeof source>;
