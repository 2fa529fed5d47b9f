/** A size as a person reads it: 1536 → "1.5 KB", 52428800 → "50 MB". */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const [value, unit] = bytes < 1024 ** 2 ? [bytes / 1024, 'KB'] : [bytes / 1024 ** 2, 'MB'];
  return `${Number(value.toFixed(value < 10 ? 1 : 0))} ${unit}`;
}
