import QRCode from 'qrcode';

/**
 * A QR code of the text as one SVG path of its dark modules, with the quiet zone the standard
 * asks for around it (4 modules). The same `qrcode` library the server uses for authenticator
 * enrolment (src/server/auth/mfa/enroll-factor.ts); drawn here rather than fetched, since the
 * booking link is public.
 */
export function qrCodePath(text: string): { size: number; path: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) parts.push(`M${column + quiet} ${row + quiet}h1v1h-1z`);
    }
  }
  return { size: modules.size + 2 * quiet, path: parts.join('') };
}

/** The QR code as a standalone SVG file, black on white, for printing. */
export function qrCodeSvg(text: string): string {
  const { size, path } = qrCodePath(text);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size * 8}" height="${size * 8}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
}
