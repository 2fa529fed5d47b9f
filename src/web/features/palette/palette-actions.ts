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

export const screenJumps: PaletteEntry[] = [
  {
    id: 'go-dashboard',
    group: 'Go to',
    label: 'Dashboard',
    description: "Today's sessions, arrivals and revenue",
    target: { to: '/t' },
  },
  {
    id: 'go-bookings',
    group: 'Go to',
    label: 'Bookings',
    description: 'Calendar, sessions and appointments; new booking',
    target: { to: '/t/bookings/' },
  },
  {
    id: 'go-clients',
    group: 'Go to',
    label: 'Clients',
    description: 'Client list; add or import clients',
    target: { to: '/t/clients/' },
  },
  {
    id: 'go-services',
    group: 'Go to',
    label: 'Services',
    description: 'Services, prices and timetable',
    target: { to: '/t/services/' },
  },
  {
    id: 'go-staff',
    group: 'Go to',
    label: 'Staff',
    description: 'Team, invitations and hours',
    target: { to: '/t/staff/' },
  },
  {
    id: 'go-transactions',
    group: 'Go to',
    label: 'Transactions',
    description: 'The ledger, totals and export',
    target: { to: '/t/transactions/' },
  },
  {
    id: 'go-settings',
    group: 'Go to',
    label: 'Settings',
    description: 'Business profile, policies and your account',
    target: { to: '/t/settings/' },
  },
];

/** The screens whose name or description holds the query (all of them for an empty one). */
export function matchingJumps(query: string): PaletteEntry[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return screenJumps;
  return screenJumps.filter((jump) =>
    `${jump.label} ${jump.description ?? ''}`.toLowerCase().includes(needle),
  );
}

export interface PaletteFound {
  clients: { id: string; full_name: string; email: string | null }[];
  services: { id: string; name: string; kind: string }[];
  staff: { id: string; display_name: string }[];
  bookings: { id: string; starts_at: string; service: { name: string } }[];
}

/** What the database found, as palette entries, grouped by kind. */
export function foundEntries(found: PaletteFound, zone: string): PaletteEntry[] {
  return [
    ...found.clients.map((client) => ({
      id: `client-${client.id}`,
      group: 'Clients',
      label: client.full_name,
      description: client.email ?? undefined,
      target: { to: '/t/clients/$clientId/', params: { clientId: client.id } } as const,
    })),
    ...found.bookings.map((booking) => ({
      id: `booking-${booking.id}`,
      group: 'Upcoming bookings',
      label: booking.service.name,
      description: formatDateTime(booking.starts_at, zone),
      target: { to: '/t/bookings/$bookingId/', params: { bookingId: booking.id } } as const,
    })),
    ...found.services.map((service) => ({
      id: `service-${service.id}`,
      group: 'Services',
      label: service.name,
      description: service.kind === 'group' ? 'Group classes' : 'Private appointments',
      target: { to: '/t/services/$serviceId/', params: { serviceId: service.id } } as const,
    })),
    ...found.staff.map((member) => ({
      id: `staff-${member.id}`,
      group: 'Staff',
      label: member.display_name,
      target: { to: '/t/staff/$staffId/', params: { staffId: member.id } } as const,
    })),
  ];
}
