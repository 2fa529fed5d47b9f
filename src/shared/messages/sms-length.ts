// How many parts a text message takes (3GPP TS 23.038): in the GSM 7-bit alphabet 160
// characters fit one, and 153 each part of a longer one (its header takes the rest); the
// extension characters (€, [, ], {, }, …) count twice. A single character outside that alphabet
// (curly quotes, most emoji, accents beyond it) sends the whole text as UCS-2: 70, then 67 a
// part, and emoji outside the basic plane count twice. Shown beside a business's own text.

const gsmBasic =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const gsmExtension = '^{}\\[~]|€\f';

export interface SmsLength {
  /** Characters as the network counts them. */
  units: number;
  /** The parts it is sent in. */
  segments: number;
  /** Characters a single part holds in this text's alphabet: 160, or 70. */
  perSegment: number;
  unicode: boolean;
}

export function smsLength(text: string): SmsLength {
  let gsm = 0;
  let unicode = false;
  for (const char of text) {
    if (gsmBasic.includes(char)) gsm += 1;
    else if (gsmExtension.includes(char)) gsm += 2;
    else unicode = true;
  }
  // UCS-2 counts 16-bit units: a character beyond the basic plane is two.
  const units = unicode ? text.length : gsm;
  const [single, multi] = unicode ? [70, 67] : [160, 153];
  const segments = units === 0 ? 0 : units <= single ? 1 : Math.ceil(units / multi);
  return { units, segments, perSegment: single, unicode };
}
