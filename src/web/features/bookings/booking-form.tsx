import { Button, Group, Stack, type MantineSpacing } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FormError } from '../auth/form-error';

interface BookingFormProps {
  /** The submit, its pending state and the refusal shown above the fields: useRefusalSubmit's. */
  submit: (event?: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  error: string | undefined;
  /** What the submit button says. */
  action: string;
  /** Close beside the submit, for a form in a modal. */
  onClose?: () => void;
  /** A heading above the refusal, naming the form through aria-labelledby. */
  heading?: ReactNode;
  gap?: MantineSpacing;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  children: ReactNode;
}

/** The frame of the forms that book, schedule and move: refusal, fields, then the buttons. */
export function BookingForm({
  submit,
  submitting,
  error,
  action,
  onClose,
  heading,
  gap,
  children,
  ...name
}: BookingFormProps) {
  const intl = useIntl();
  return (
    <form noValidate onSubmit={submit} {...name}>
      <Stack gap={gap}>
        {heading}
        <FormError message={error} />
        {children}
        <Group justify="flex-end">
          {onClose && (
            <Button variant="default" onClick={onClose}>
              {intl.formatMessage({ id: 'bookings.close' })}
            </Button>
          )}
          <Button type="submit" loading={submitting}>
            {action}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
