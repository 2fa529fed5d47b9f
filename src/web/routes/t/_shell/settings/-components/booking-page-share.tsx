import { Anchor, Code, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { bookingPageUrl } from '@shared/booking-links.ts';
import { CopyLinkButton } from '@/components/copy-link-button';
import { SectionHeader } from '@/components/section-header';
import { EmbedWebsitesForm } from './embed-websites-form';
import { embedSnippet } from '@/features/embed/embed-snippet';
import { qrCodePath, qrCodeSvg } from '@/features/embed/qr-code-path';
import { useBusinessWords } from '@/features/embed/use-business-words';
import { useMembership } from '@/features/tenancy/use-tenant';

/**
 * The booking page's link, its QR code to print, and the snippet for the business's website with
 * the websites where it books inside itself (owners change those).
 */
export function BookingPageShare({ owner }: { owner: boolean }) {
  const { formatMessage } = useIntl();
  const { tenant } = useMembership();
  // The snippet goes on the business's website, so it speaks the business's language.
  const businessWords = useBusinessWords(tenant.locale);
  const origin = window.location.origin;
  const link = bookingPageUrl(origin, tenant.slug);
  const snippet = embedSnippet(origin, tenant.slug, tenant.name, businessWords);
  const qr = useMemo(() => qrCodePath(link), [link]);
  const qrFile = useMemo(
    () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrCodeSvg(link))}`,
    [link],
  );

  return (
    <Stack gap="xl">
      <SectionHeader title={formatMessage({ id: 'settings.shareTitle' })}>
        <FormattedMessage id="settings.shareIntro" values={{ business: tenant.name }} />
      </SectionHeader>
      <Stack gap="xs">
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            label={formatMessage({ id: 'settings.bookingPageLink' })}
            value={link}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            style={{ flex: 1, minWidth: 0 }}
          />
          <CopyLinkButton value={link} />
        </Group>
      </Stack>
      <Stack gap="xs">
        <Title order={3}>
          <FormattedMessage id="settings.qrCodeTitle" />
        </Title>
        <Text c="dimmed" size="sm">
          <FormattedMessage id="settings.qrCodeIntro" />
        </Text>
        <Group align="center" gap="lg">
          <Paper withBorder p={0} w={168} h={168}>
            <svg
              viewBox={`0 0 ${qr.size} ${qr.size}`}
              width="100%"
              height="100%"
              role="img"
              aria-label={formatMessage({ id: 'settings.qrCodeOf' }, { link })}
              shapeRendering="crispEdges"
            >
              <rect width={qr.size} height={qr.size} fill="#fff" />
              <path d={qr.path} fill="#000" />
            </svg>
          </Paper>
          <Anchor href={qrFile} download={`${tenant.slug}-booking-qr-code.svg`}>
            <FormattedMessage id="settings.qrCodeDownload" />
          </Anchor>
        </Group>
      </Stack>
      <Stack gap="xs">
        <Title order={3}>
          <FormattedMessage id="settings.ownWebsiteTitle" />
        </Title>
        <Text c="dimmed" size="sm">
          <FormattedMessage id="settings.ownWebsiteIntro" />
        </Text>
        <Code
          block
          aria-label={formatMessage({ id: 'settings.embedSnippet' })}
          data-testid="embed-snippet"
          style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
        >
          {snippet}
        </Code>
        <Group>
          <CopyLinkButton value={snippet} label={formatMessage({ id: 'settings.copySnippet' })} />
        </Group>
        <EmbedWebsitesForm editable={owner} />
      </Stack>
    </Stack>
  );
}
