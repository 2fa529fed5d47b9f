import { Checkbox, Stack, Text } from '@mantine/core';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notifyFailed, notifySaved } from '@/components/notify';
import { SectionHeader } from '@/components/section-header';
import { TextLink } from '@/components/text-link';
import {
  serviceKeys,
  serviceStaffQuery,
  setServiceStaff,
  type Service,
} from '@/features/services/queries';
import { staffKeys, teamQuery } from '@/features/staff/queries';

/** Who delivers the service: each tick is saved at once. */
export function ServiceStaffPanel({ service, canEdit }: { service: Service; canEdit: boolean }) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const { data: team } = useSuspenseQuery(teamQuery(supabase, service.tenant_id));
  const { data: delivering } = useSuspenseQuery(serviceStaffQuery(supabase, service.id));
  const [busy, setBusy] = useState<string>();
  const intl = useIntl();
  const shown = team.filter((member) => member.active || delivering.includes(member.id));

  const toggle = async (staffId: string, name: string, delivers: boolean) => {
    setBusy(staffId);
    try {
      await setServiceStaff(supabase, service, staffId, delivers);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: serviceKeys.staff(service.id) }),
        queryClient.invalidateQueries({ queryKey: staffKeys.services(staffId) }),
      ]);
      const values = { name, service: service.name };
      notifySaved(
        delivers
          ? intl.formatMessage({ id: 'services.nowDelivers' }, values)
          : intl.formatMessage({ id: 'services.noLongerDelivers' }, values),
      );
    } catch (error) {
      notifyFailed(error);
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Stack maw={640}>
      <SectionHeader title={intl.formatMessage({ id: 'services.tabStaff' })}>
        {service.kind === 'private'
          ? intl.formatMessage({ id: 'services.staffIntroPrivate' })
          : intl.formatMessage({ id: 'services.staffIntroGroup' })}
      </SectionHeader>
      {shown.length === 0 ? (
        <Text>
          <FormattedMessage
            id="services.noStaff"
            values={{ link: (chunks) => <TextLink to="/t/staff/">{chunks}</TextLink> }}
          />
        </Text>
      ) : (
        <Checkbox.Group
          label={intl.formatMessage({ id: 'services.deliveredBy' })}
          value={delivering}
        >
          <Stack gap="sm" mt="xs">
            {shown.map((member) => (
              <Checkbox
                key={member.id}
                value={member.id}
                label={member.display_name}
                description={
                  member.active
                    ? member.email
                    : intl.formatMessage({ id: 'services.noLongerActive' })
                }
                disabled={!canEdit || busy === member.id}
                onChange={(event) =>
                  void toggle(member.id, member.display_name, event.currentTarget.checked)
                }
              />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
    </Stack>
  );
}
