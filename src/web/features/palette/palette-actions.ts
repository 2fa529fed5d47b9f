import type { MessageId } from '@shared/i18n/message-ids.ts';
import type { Words } from '@shared/i18n/words.ts';
import { formatDateTime } from '../tenancy/format-time';

/** Where choosing an entry of the palette goes: a screen of the tenant area. */
export type PaletteTarget =
  | {
      to:
        | '/t'
        | '/t/bookings/'
        | '/t/clients/'
        | '/t/services/'
        | '/t/staff/'
        | '/t/transactions/'
        | '/t/settings/';
    }
  | { to: '/t/clients/$clientId/'; params: { clientId: string } }
  | { to: '/t/services/$serviceId/'; params: { serviceId: string } }
  | { to: '/t/staff/$staffId/'; params: { staffId: string } }
  | { to: '/t/bookings/$bookingId/'; params: { bookingId: string } };

export interface PaletteEntry {
  id: string;
  group: string;
  label: string;
  description?: string;
  target: PaletteTarget;
}

// The tenant area's screens, each with what it holds.
const screens = [
  {
    id: 'go-dashboard',
    label: 'common.navDashboard',
    description: 'common.jumpDashboard',
    target: { to: '/t' },
  },
  {
    id: 'go-bookings',
    label: 'common.navBookings',
    description: 'common.jumpBookings',
    target: { to: '/t/bookings/' },
  },
  {
    id: 'go-clients',
    label: 'common.navClients',
    description: 'common.jumpClients',
    target: { to: '/t/clients/' },
  },
  {
    id: 'go-services',
    label: 'common.navServices',
    description: 'common.jumpServices',
    target: { to: '/t/services/' },
  },
  {
    id: 'go-staff',
    label: 'common.navStaff',
    description: 'common.jumpStaff',
    target: { to: '/t/staff/' },
  },
  {
    id: 'go-transactions',
    label: 'common.navTransactions',
    description: 'common.jumpTransactions',
    target: { to: '/t/transactions/' },
  },
  {
    id: 'go-settings',
    label: 'common.navSettings',
    description: 'common.jumpSettings',
    target: { to: '/t/settings/' },
  },
] as const satisfies {
  id: string;
  label: MessageId;
  description: MessageId;
  target: PaletteTarget;
}[];

/** Every screen of the tenant area as a palette entry, in the reader's words. */
export function screenJumps(words: Words): PaletteEntry[] {
  const group = words.formatMessage({ id: 'common.paletteGoTo' });
  return screens.map(({ id, label, description, target }) => ({
    id,
    group,
    label: words.formatMessage({ id: label }),
    description: words.formatMessage({ id: description }),
    target,
  }));
}

/** The screens whose name or description holds the query (all of them for an empty one). */
export function matchingJumps(query: string, words: Words): PaletteEntry[] {
  const jumps = screenJumps(words);
  const needle = query.trim().toLocaleLowerCase(words.locale);
  if (!needle) return jumps;
  return jumps.filter((jump) =>
    `${jump.label} ${jump.description ?? ''}`.toLocaleLowerCase(words.locale).includes(needle),
  );
}

export interface PaletteFound {
  clients: { id: string; full_name: string; email: string | null }[];
  services: { id: string; name: string; kind: string }[];
  staff: { id: string; display_name: string }[];
  bookings: { id: string; starts_at: string; service: { name: string } }[];
}

/** What the database found, as palette entries, grouped by kind, in the reader's words. */
export function foundEntries(found: PaletteFound, zone: string, words: Words): PaletteEntry[] {
  return [
    ...found.clients.map((client) => ({
      id: `client-${client.id}`,
      group: words.formatMessage({ id: 'common.paletteClients' }),
      label: client.full_name,
      description: client.email ?? undefined,
      target: { to: '/t/clients/$clientId/', params: { clientId: client.id } } as const,
    })),
    ...found.bookings.map((booking) => ({
      id: `booking-${booking.id}`,
      group: words.formatMessage({ id: 'common.paletteBookings' }),
      label: booking.service.name,
      description: formatDateTime(booking.starts_at, zone, words.locale),
      target: { to: '/t/bookings/$bookingId/', params: { bookingId: booking.id } } as const,
    })),
    ...found.services.map((service) => ({
      id: `service-${service.id}`,
      group: words.formatMessage({ id: 'common.paletteServices' }),
      label: service.name,
      description:
        service.kind === 'group'
          ? words.formatMessage({ id: 'common.paletteGroupClasses' })
          : words.formatMessage({ id: 'common.palettePrivateAppointments' }),
      target: { to: '/t/services/$serviceId/', params: { serviceId: service.id } } as const,
    })),
    ...found.staff.map((member) => ({
      id: `staff-${member.id}`,
      group: words.formatMessage({ id: 'common.paletteStaff' }),
      label: member.display_name,
      target: { to: '/t/staff/$staffId/', params: { staffId: member.id } } as const,
    })),
  ];
}
