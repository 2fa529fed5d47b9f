// The replies that opt a number out of texts and back in: Twilio's standard keywords, which
// it honours at the carrier for the sending number whatever we do (Advanced Opt-Out). A reply
// is a keyword only when it is the whole message, in any case, with spaces or a full stop.

const stopWords = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT']);
const startWords = new Set(['START', 'UNSTOP']);

/** Whether a reply opts its number out (stop), back in (start), or neither. */
export function optOutKeyword(body: string): 'stop' | 'start' | undefined {
  const word = body
    .trim()
    .replace(/[.!]+$/, '')
    .toUpperCase();
  if (stopWords.has(word)) return 'stop';
  if (startWords.has(word)) return 'start';
  return undefined;
}
