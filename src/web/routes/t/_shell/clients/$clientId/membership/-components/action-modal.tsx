import { Button, Group, Modal, Stack, type ButtonProps } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { notifySaved } from '@/components/notify';
import { FormError } from '@/features/auth/form-error';
import { refreshMemberships } from '@/features/memberships/mutations';
import { useMembership } from '@/features/tenancy/use-tenant';

export interface ActionModalProps {
  /** The button that opens it: "Freeze". */
  label: string;
  variant?: ButtonProps['variant'];
  color?: ButtonProps['color'];
  title: string;
  /** What the action does, and its fields; rendered only while open. */
  children?: ReactNode;
  /** The confirming button's words. */
  confirm: string;
  /**
   * Does it: answers what to say when it worked, or throws the refusal, said above the
   * buttons; null when a field beside it already says what is wrong.
   */
  act: () => Promise<string | null>;
}

/**
 * One action on a membership, confirmed in a dialog that says what it will do (when a
 * cancellation takes effect, what is written off): the database's refusal shows in it, and
 * the client's screens refresh once it is done.
 */
export function ActionModal({
  label,
  variant,
  color,
  title,
  children,
  confirm,
  act,
}: ActionModalProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { tenant } = useMembership();
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const close = () => {
    setOpened(false);
    setError(undefined);
  };
  const run = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const done = await act();
      if (done === null) return;
      await refreshMemberships(queryClient, tenant.id);
      notifySaved(done);
      close();
    } catch (thrown) {
      setError(thrown instanceof Error ? thrown.message : String(thrown));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        size="sm"
        variant={variant ?? 'default'}
        color={color}
        onClick={() => setOpened(true)}
      >
        {label}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={title}
        closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'memberships.close' }) }}
      >
        {opened && (
          <Stack>
            {children}
            <FormError message={error} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {intl.formatMessage({ id: 'memberships.cancel' })}
              </Button>
              <Button color={color} loading={busy} onClick={() => void run()}>
                {confirm}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
