import { Anchor, Code, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMemo } from 'react';
import { bookingPageUrl } from '@shared/booking-links.ts';
import { CopyLinkButton } from '@/components/copy-link-button';
import { SectionHeader } from '@/components/section-header';
import { EmbedWebsitesForm } from './embed-websites-form';
import { embedSnippet } from '@/features/embed/embed-snippet';
import { qrCodePath, qrCodeSvg } from '@/features/embed/qr-code-path';
import { useMembership } from '@/features/tenancy/use-tenant';

/**
 * The booking page's link, its QR code to print, and the snippet for the business's website with
 * the websites where it books inside itself (owners change those).
 */
export function BookingPageShare({ owner }: { owner: boolean }) {
  const { tenant } = useMembership();
  const origin = window.location.origin;
  const link = bookingPageUrl(origin, tenant.slug);
  const snippet = embedSnippet(origin, tenant.slug, tenant.name);
  const qr = useMemo(() => qrCodePath(link), [link]);
  const qrFile = useMemo(
    () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrCodeSvg(link))}`,
    [link],
  );

  return (
    <Stack gap="xl">
      <SectionHeader title="Share your booking page">
        Anyone with the link sees what {tenant.name} offers and books, signed in or not.
      </SectionHeader>
      <Stack gap="xs">
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            label="Link to your booking page"
            value={link}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            style={{ flex: 1, minWidth: 0 }}
          />
          <CopyLinkButton value={link} />
        </Group>
      </Stack>
      <Stack gap="xs">
        <Title order={3}>QR code</Title>
        <Text c="dimmed" size="sm">
          For your front desk, flyers and posters: a phone’s camera opens the booking page.
        </Text>
        <Group align="center" gap="lg">
          <Paper withBorder p={0} w={168} h={168}>
            <svg
              viewBox={`0 0 ${qr.size} ${qr.size}`}
              width="100%"
              height="100%"
              role="img"
              aria-label={`QR code of ${link}`}
              shapeRendering="crispEdges"
            >
              <rect width={qr.size} height={qr.size} fill="#fff" />
              <path d={qr.path} fill="#000" />
            </svg>
          </Paper>
          <Anchor href={qrFile} download={`${tenant.slug}-booking-qr-code.svg`}>
            Download the QR code (SVG, prints sharp at any size)
          </Anchor>
        </Group>
      </Stack>
      <Stack gap="xs">
        <Title order={3}>On your own website</Title>
        <Text c="dimmed" size="sm">
          Paste this where your timetable should appear: it shows your services, sessions and prices
          on any website, and fits its height to them. On the websites named below, clients also
          book inside it; elsewhere the booking continues in a new tab, at what they chose.
        </Text>
        <Code
          block
          aria-label="Embed snippet"
          data-testid="embed-snippet"
          style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
        >
          {snippet}
        </Code>
        <Group>
          <CopyLinkButton value={snippet} label="Copy the snippet" />
        </Group>
        <EmbedWebsitesForm editable={owner} />
      </Stack>
    </Stack>
  );
}
