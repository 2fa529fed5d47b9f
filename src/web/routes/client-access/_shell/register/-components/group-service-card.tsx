import { Button, Paper, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { StatusBadge } from '@/components/status-badge';
import { useBookingBusiness } from '@/features/client-profile/use-client-area';
import { isFull } from '@shared/offer-text.ts';
import { ownPlaceLabel, type OwnPlace } from '@/features/registration/own-place';
import type { OfferedService, OpenSession } from '@/features/registration/queries';
import { sessionFillText } from '@/features/registration/session-fill-text';
import { formatDateTime } from '@/features/tenancy/format-time';
import { ServiceHeading } from './service-heading';
import { staffAndPlace } from './staff-and-place';
import classes from './session-link.module.css';
import { useIntl } from 'react-intl';

// A week of a daily class fits; the rest waits behind a button, so a phone screen stays short.
const firstShown = 5;

/** A group service in the catalogue, with its sessions of the next two weeks to choose from. */
export function GroupServiceCard({
  service,
  sessions,
  places,
  waitlistOpen,
}: {
  service: OfferedService;
  sessions: OpenSession[];
  places: Map<string, OwnPlace>;
  /** Whether the business keeps a waitlist, so a full session invites joining it. */
  waitlistOpen: boolean;
}) {
  const [showAll, setShowAll] = useState(false);
  const intl = useIntl();
  const headingId = `service-${service.id}`;
  const listId = `sessions-${service.id}`;
  const shown = showAll ? sessions : sessions.slice(0, firstShown);

  return (
    // The id is the anchor of a shared link to this service (serviceLinkUrl, issue 19).
    <Paper
      withBorder
      p="md"
      component="article"
      aria-labelledby={headingId}
      id={`service-${service.id}`}
    >
      <Stack gap="sm">
        <ServiceHeading service={service} id={headingId} />
        {sessions.length === 0 ? (
          <Text size="sm">{intl.formatMessage({ id: 'register.noClasses' })}</Text>
        ) : (
          <Stack component="ul" gap="xs" id={listId} p={0} m={0} style={{ listStyle: 'none' }}>
            {shown.map((session) => (
              <li key={session.id}>
                <SessionLink
                  session={session}
                  place={places.get(session.id)}
                  waitlistOpen={waitlistOpen}
                />
              </li>
            ))}
          </Stack>
        )}
        {sessions.length > firstShown && (
          <Button
            variant="subtle"
            size="sm"
            aria-expanded={showAll}
            aria-controls={listId}
            onClick={() => setShowAll((value) => !value)}
            style={{ alignSelf: 'flex-start' }}
          >
            {showAll
              ? intl.formatMessage({ id: 'register.showFewer' })
              : intl.formatMessage({ id: 'register.showAll' }, { count: sessions.length })}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

function SessionLink({
  session,
  place,
  waitlistOpen,
}: {
  session: OpenSession;
  place: OwnPlace | undefined;
  waitlistOpen: boolean;
}) {
  const tenant = useBookingBusiness();
  const intl = useIntl();
  return (
    <Link
      to="/client-access/register/group-options/"
      search={{ service_id: session.service_id, booking_id: session.id }}
      className={classes.link}
    >
      <span className={classes.when}>
        <Text span fw={600} display="block">
          {formatDateTime(session.starts_at, tenant.time_zone, intl.locale)}
        </Text>
        <Text span size="sm" c="dimmed" display="block">
          {staffAndPlace(session, intl, 'lower')}
        </Text>
      </span>
      <span className={classes.fill}>
        <Text span size="sm" fw={isFull(session) ? 600 : 400}>
          {sessionFillText(session, place, waitlistOpen, intl)}
        </Text>
        {place && (
          <StatusBadge color={place.status === 'waitlisted' ? 'violet' : 'teal'}>
            {ownPlaceLabel(place, intl)}
          </StatusBadge>
        )}
      </span>
    </Link>
  );
}
