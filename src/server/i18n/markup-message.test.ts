import { describe, expect, it } from 'vitest';
import { wordsIn } from '../../shared/i18n/static-words.ts';
import { markupMessage } from './markup-message.ts';

describe('markupMessage', () => {
  it("makes the message's tags elements, and its words and values text", () => {
    const time = '<script>Fri & Sat</script>';
    expect(
      String(markupMessage(wordsIn('en'), 'booking-page.nextFree', { time }, ['strong'])),
    ).toBe('Next free time: <strong>&lt;script&gt;Fri &amp; Sat&lt;/script&gt;</strong>');
    expect(
      String(markupMessage(wordsIn('ar'), 'booking-page.nextFree', { time: 'الجمعة' }, ['strong'])),
    ).toBe('أقرب موعد متاح: <strong>الجمعة</strong>');
  });
});
