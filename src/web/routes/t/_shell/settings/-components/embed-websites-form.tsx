import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { notifyFailed, notifySaved } from '@/components/notify';
import { brandKeys, businessBrandQuery } from '@/features/brand/queries';
import { saveEmbedOrigins } from '@/features/embed/mutations';
import { readWebsiteOrigins } from '@/features/embed/website-origins';
import { useMembership } from '@/features/tenancy/use-tenant';

/**
 * The business's own websites, where the embedded card books inside itself (owners only: the
 * sites named here may frame the booking pages). Elsewhere the booking opens in a new tab.
 */
export function EmbedWebsitesForm({ editable }: { editable: boolean }) {
  const intl = useIntl();
  const { formatMessage } = intl;
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const { tenant } = useMembership();
  const { data: brand } = useSuspenseQuery(businessBrandQuery(supabase, tenant.slug));
  const form = useForm({
    initialValues: { websites: (brand?.embed_origins ?? []).join('\n') },
    validate: {
      websites: (text) => {
        const read = readWebsiteOrigins(text, intl);
        return 'error' in read ? read.error : null;
      },
    },
  });
  const submit = form.onSubmit(async ({ websites }) => {
    const read = readWebsiteOrigins(websites, intl);
    if ('error' in read) return;
    try {
      const saved = await saveEmbedOrigins(supabase, tenant.id, read.origins, intl);
      await queryClient.invalidateQueries({ queryKey: brandKeys.all });
      form.setValues({ websites: saved.join('\n') });
      form.resetDirty();
      notifySaved(
        saved.length === 0
          ? formatMessage({ id: 'settings.noWebsitesSaved' })
          : formatMessage({ id: 'settings.websitesSaved' }),
      );
    } catch (error) {
      notifyFailed(error, formatMessage({ id: 'settings.websitesNotSaved' }));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={formatMessage({ id: 'settings.websites' })}
          description={formatMessage({ id: 'settings.websitesHint' })}
          autosize
          minRows={2}
          readOnly={!editable}
          {...form.getInputProps('websites')}
        />
        {editable ? (
          <Group>
            <Button type="submit" variant="default" disabled={!form.isDirty()}>
              {formatMessage({ id: 'settings.saveWebsites' })}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </form>
  );
}
