import { Button, Center, Loader, Menu, Modal } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { Catalogue } from '@/features/bookings/queries';

// The forms load when one is opened, so the list and calendar come up sooner.
const SessionForm = lazy(() => import('./session-form').then((m) => ({ default: m.SessionForm })));
const SeriesForm = lazy(() => import('./series-form').then((m) => ({ default: m.SeriesForm })));
const AppointmentForm = lazy(() =>
  import('./appointment-form').then((m) => ({ default: m.AppointmentForm })),
);

type Kind = 'session' | 'series' | 'appointment';

const titles: Record<Kind, string> = {
  session: 'New group session',
  series: 'New weekly series',
  appointment: 'New private appointment',
};

/** "New": a one-off group session, a weekly series of them, or a client's private appointment. */
export function NewBookingMenu({ catalogue }: { catalogue: Catalogue }) {
  const [open, setOpen] = useState<Kind | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <Menu position="bottom-end">
        <Menu.Target>
          <Button>New booking</Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => setOpen('session')}>One-off group session</Menu.Item>
          <Menu.Item onClick={() => setOpen('series')}>Weekly series</Menu.Item>
          <Menu.Item onClick={() => setOpen('appointment')}>Private appointment</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal
        opened={open !== null}
        onClose={close}
        title={open ? titles[open] : ''}
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Suspense
          fallback={
            <Center py="md">
              <Loader size="sm" aria-label="Loading the form" />
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
