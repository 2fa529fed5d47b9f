import { useDebouncedCallback } from '@mantine/hooks';
import { useState, type ChangeEvent } from 'react';

/**
 * A search box's text: what is typed shows at once, and `onSettle` hears it `delay` ms after the
 * typing stops, so the list (and the address that holds the search) does not change per key.
 * `inputProps` go on the TextInput; `clear` empties the box when the filters are cleared.
 */
export function useTypedSearch(initial: string, onSettle: (text: string) => void, delay: number) {
  const [text, setText] = useState(initial);
  const settle = useDebouncedCallback(onSettle, delay);
  return {
    inputProps: {
      value: text,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setText(event.currentTarget.value);
        settle(event.currentTarget.value);
      },
    },
    clear: () => setText(''),
  };
}
