import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { notifyFailed, notifySaved } from '@/components/notify';
import { brandKeys, businessBrandQuery } from '@/features/brand/queries';
import { saveEmbedOrigins } from '@/features/embed/mutations';
import { readWebsiteOrigins } from '@/features/embed/website-origins';
import { useMembership } from '@/features/tenancy/use-tenant';

const errorOf = (text: string) => {
  const read = readWebsiteOrigins(text);
  return 'error' in read ? read.error : null;
};

/**
 * The business's own websites, where the embedded card books inside itself (owners only: the
 * sites named here may frame the booking pages). Elsewhere the booking opens in a new tab.
 */
export function EmbedWebsitesForm({ editable }: { editable: boolean }) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const { tenant } = useMembership();
  const { data: brand } = useSuspenseQuery(businessBrandQuery(supabase, tenant.slug));
  const form = useForm({
    initialValues: { websites: (brand?.embed_origins ?? []).join('\n') },
    validate: { websites: errorOf },
  });
  const submit = form.onSubmit(async ({ websites }) => {
    const read = readWebsiteOrigins(websites);
    if ('error' in read) return;
    try {
      const saved = await saveEmbedOrigins(supabase, tenant.id, read.origins);
      await queryClient.invalidateQueries({ queryKey: brandKeys.all });
      form.setValues({ websites: saved.join('\n') });
      form.resetDirty();
      notifySaved(
        saved.length === 0
          ? 'No websites are named: the card shows your timetable everywhere, and the booking continues in a new tab.'
          : 'The websites are saved. On them, clients book inside the card.',
      );
    } catch (error) {
      notifyFailed(error, 'The websites were not saved');
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label="Your websites"
          description="One address a line, like https://example.com. Your timetable shows on any site; on these, clients also book inside the card, and elsewhere the booking continues in a new tab. Only these sites may show your booking pages in a frame."
          autosize
          minRows={2}
          readOnly={!editable}
          {...form.getInputProps('websites')}
        />
        {editable ? (
          <Group>
            <Button type="submit" variant="default" disabled={!form.isDirty()}>
              Save websites
            </Button>
          </Group>
        ) : null}
      </Stack>
    </form>
  );
}
