import { Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { TextLink } from '@/components/text-link';
import { useBookingBusiness } from '@/features/client-profile/use-client-area';
import {
  membershipChoiceText,
  type MembershipChoice,
} from '@/features/registration/membership-choices';
import { choiceText, type PaymentChoice } from '@/features/registration/payment-choices';
import classes from './session-link.module.css';

/**
 * The ways to pay for a session, each a link to its confirmation screen: a membership held
 * first (issue 35), then the packs, passes and drop-ins, then the plans to join. A membership
 * that cannot book it now says why instead of linking, with the way to its card when paused.
 */
export function PaymentChoiceLinks({
  choices,
  memberships,
  serviceId,
  bookingId,
}: {
  choices: PaymentChoice[];
  memberships: { member: MembershipChoice[]; join: MembershipChoice[] };
  serviceId: string;
  bookingId: string;
}) {
  const tenant = useBookingBusiness();
  const intl = useIntl();
  const search = { service_id: serviceId, booking_id: bookingId };
  const membershipItem = (choice: MembershipChoice) => {
    const text = membershipChoiceText(choice, intl);
    if (choice.way === 'join')
      return (
        <li key={choice.plan.id}>
          <Link
            to="/client-access/register/group-options/plan/$planId"
            params={{ planId: choice.plan.id }}
            search={search}
            className={classes.link}
          >
            <ChoiceWords {...text} />
          </Link>
        </li>
      );
    const { membership, bar } = choice;
    if (bar === null)
      return (
        <li key={membership.id}>
          <Link
            to="/client-access/register/group-options/membership/$subscriptionId"
            params={{ subscriptionId: membership.id }}
            search={search}
            className={classes.link}
          >
            <ChoiceWords {...text} />
          </Link>
        </li>
      );
    return (
      <li key={membership.id}>
        <div className={`${classes.link} ${classes.barred}`}>
          <ChoiceWords {...text} />
          {(bar === 'paused' || bar === 'suspended') && (
            <TextLink
              to="/client-access/membership"
              search={{ subscription: membership.id, update_card: 1 }}
              size="sm"
            >
              {intl.formatMessage({ id: 'membership.updateCard' })}
            </TextLink>
          )}
        </div>
      </li>
    );
  };
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {memberships.member.map(membershipItem)}
      {choices.map((choice) => (
        <li key={choice.option.id}>
          <Link
            to="/client-access/register/group-options/$optionId"
            params={{ optionId: choice.option.id }}
            search={search}
            className={classes.link}
          >
            <ChoiceWords {...choiceText(choice, tenant.time_zone, intl)} />
          </Link>
        </li>
      ))}
      {memberships.join.map(membershipItem)}
    </Stack>
  );
}

/** A way's name and what it gives, and what it costs at the end of the line. */
function ChoiceWords({ title, detail, cost }: { title: string; detail: string; cost: string }) {
  return (
    <>
      <span className={classes.when}>
        <Text span fw={600} display="block">
          {title}
        </Text>
        <Text span size="sm" c="dimmed" display="block">
          {detail}
        </Text>
      </span>
      <Text span fw={600} className={classes.fill}>
        {cost}
      </Text>
    </>
  );
}
