const svgPrefixes = ['data:image/svg+xml;utf-8,', 'data:image/svg+xml;charset=utf-8,'];

/**
 * An `<img src>` for the QR code of a TOTP enrolment. supabase-js puts the server's SVG behind
 * `data:image/svg+xml;utf-8,` as it is, and an SVG's `#ffffff` colours then end the URL at the
 * `#` (a fragment), which leaves a broken image; encoding the SVG keeps it whole.
 */
export function qrCodeSource(qrCode: string): string {
  const prefix = svgPrefixes.find((candidate) => qrCode.startsWith(candidate));
  const svg =
    prefix === undefined
      ? qrCode.startsWith('<')
        ? qrCode
        : undefined
      : qrCode.slice(prefix.length);
  if (svg === undefined) return qrCode;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
