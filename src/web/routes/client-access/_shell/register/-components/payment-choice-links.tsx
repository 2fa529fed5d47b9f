import { Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useBookingBusiness } from '@/features/client-profile/use-client-area';
import { choiceText, type PaymentChoice } from '@/features/registration/payment-choices';
import classes from './session-link.module.css';
import { useIntl } from 'react-intl';

/** The ways to pay for a session, each a link to its confirmation screen. */
export function PaymentChoiceLinks({
  choices,
  serviceId,
  bookingId,
}: {
  choices: PaymentChoice[];
  serviceId: string;
  bookingId: string;
}) {
  const tenant = useBookingBusiness();
  const intl = useIntl();
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {choices.map((choice) => {
        const text = choiceText(choice, tenant.time_zone, intl);
        return (
          <li key={choice.option.id}>
            <Link
              to="/client-access/register/group-options/$optionId"
              params={{ optionId: choice.option.id }}
              search={{ service_id: serviceId, booking_id: bookingId }}
              className={classes.link}
            >
              <span className={classes.when}>
                <Text span fw={600} display="block">
                  {text.title}
                </Text>
                <Text span size="sm" c="dimmed" display="block">
                  {text.detail}
                </Text>
              </span>
              <Text span fw={600} className={classes.fill}>
                {text.cost}
              </Text>
            </Link>
          </li>
        );
      })}
    </Stack>
  );
}
