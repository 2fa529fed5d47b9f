import type { AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { TextLink } from '@/components/text-link';

/** A booking's name that opens it, wherever bookings are listed (lists, calendars, today). */
export function BookingLink({
  bookingId,
  children,
  ...props
}: { bookingId: string; children: ReactNode } & AnchorProps) {
  return (
    <TextLink to="/t/bookings/$bookingId/overview/" params={{ bookingId }} fw={600} {...props}>
      {children}
    </TextLink>
  );
}
