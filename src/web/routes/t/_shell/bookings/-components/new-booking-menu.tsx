import { Button, Center, Loader, Menu, Modal } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Catalogue } from '@/features/bookings/queries';
import type { MessageId } from '@shared/i18n/message-ids.ts';

// The forms load when one is opened, so the list and calendar come up sooner.
const SessionForm = lazy(() => import('./session-form').then((m) => ({ default: m.SessionForm })));
const SeriesForm = lazy(() => import('./series-form').then((m) => ({ default: m.SeriesForm })));
const AppointmentForm = lazy(() =>
  import('./appointment-form').then((m) => ({ default: m.AppointmentForm })),
);

type Kind = 'session' | 'series' | 'appointment';

const titles = {
  session: 'bookings.newGroupSession',
  series: 'bookings.newWeeklySeries',
  appointment: 'bookings.newPrivateAppointment',
} as const satisfies Record<Kind, MessageId>;

/** "New": a one-off group session, a weekly series of them, or a client's private appointment. */
export function NewBookingMenu({ catalogue }: { catalogue: Catalogue }) {
  const intl = useIntl();
  const [open, setOpen] = useState<Kind | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <Menu position="bottom-end">
        <Menu.Target>
          <Button>{intl.formatMessage({ id: 'bookings.newBooking' })}</Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => setOpen('session')}>
            {intl.formatMessage({ id: 'bookings.menuGroupSession' })}
          </Menu.Item>
          <Menu.Item onClick={() => setOpen('series')}>
            {intl.formatMessage({ id: 'bookings.menuWeeklySeries' })}
          </Menu.Item>
          <Menu.Item onClick={() => setOpen('appointment')}>
            {intl.formatMessage({ id: 'bookings.menuPrivateAppointment' })}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal
        opened={open !== null}
        onClose={close}
        title={open ? intl.formatMessage({ id: titles[open] }) : ''}
        size="lg"
        closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'bookings.close' }) }}
      >
        <Suspense
          fallback={
            <Center py="md">
              <Loader size="sm" aria-label={intl.formatMessage({ id: 'bookings.loadingForm' })} />
            </Center>
          }
        >
          {open === 'session' && <SessionForm catalogue={catalogue} onDone={close} />}
          {open === 'series' && <SeriesForm catalogue={catalogue} onDone={close} />}
          {open === 'appointment' && <AppointmentForm catalogue={catalogue} onDone={close} />}
        </Suspense>
      </Modal>
    </>
  );
}
