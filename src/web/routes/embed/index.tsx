import { Alert, Button, Container, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import * as z from 'zod/mini';
import { bookingPageUrl, serviceLinkUrl } from '@shared/booking-links.ts';
import { isUuid } from '@shared/uuid.ts';
import { BrandThemeProvider } from '@/features/brand/brand-theme-provider';
import { BusinessMark } from '@/features/brand/business-mark';
import { businessBrandQuery } from '@/features/brand/queries';
import { bookingPlace, browserFramingOrigin } from '@/features/embed/framing-site';
import { browserStorageWorks } from '@/features/embed/storage-works';
import { useReportHeight } from '@/features/embed/use-report-height';

// A business's booking card on its own website (issue 19, point 4): the only page of ours any
// site may frame (security-headers.ts). It shows the business as its clients know it. On a
// website the business named in Settings › Booking page, the booking continues inside the frame
// (only those sites may frame the booking pages); on any other, in a tab of its own, where
// sign-in can never be overlaid by the framing site. Where the browser keeps this frame from
// storing anything, it says so first and opens the tab.

const embedSearch = z.object({
  tenant: z.catch(z.optional(z.string()), undefined),
  service: z.catch(z.optional(z.string()), undefined),
});

export const Route = createFileRoute('/embed/')({
  validateSearch: (search: Record<string, unknown>) => embedSearch.parse(search),
  loaderDeps: ({ search }) => ({ tenant: search.tenant?.trim().toLowerCase() ?? '' }),
  loader: ({ context, deps }) =>
    deps.tenant === ''
      ? null
      : context.queryClient.ensureQueryData(businessBrandQuery(context.supabase, deps.tenant)),
  component: EmbedPage,
});

const newTab = { target: '_blank', rel: 'noopener' } as const;

function EmbedPage() {
  const content = useRef<HTMLDivElement>(null);
  useReportHeight(content);
  const { tenant } = Route.useLoaderDeps();
  return <div ref={content}>{tenant === '' ? <Missing /> : <BusinessCard slug={tenant} />}</div>;
}

function Missing() {
  return (
    <Container size="sm" py="md">
      <Text>
        This booking page needs the address of a business. Copy the snippet again from its settings.
      </Text>
    </Container>
  );
}

function BusinessCard({ slug }: { slug: string }) {
  const supabase = Route.useRouteContext({ select: (context) => context.supabase });
  const { service } = Route.useSearch();
  const { data: brand } = useSuspenseQuery(businessBrandQuery(supabase, slug));
  // Inside a frame only: a page opened on its own keeps what it needs like any other tab.
  const [blocked] = useState(() => window.parent !== window && !browserStorageWorks());
  const [framing] = useState(browserFramingOrigin);
  if (brand === null) {
    return (
      <Container size="sm" py="md">
        <Text>No business has the address “{slug}”. Check the snippet in its settings.</Text>
      </Container>
    );
  }
  const inFrame = bookingPlace(framing, brand.embed_origins, !blocked) === 'frame';
  const origin = window.location.origin;
  // The same place in the flow: the service the site linked, else the business's catalogue.
  const href =
    service !== undefined && isUuid(service)
      ? serviceLinkUrl(origin, brand.slug, { id: service.toLowerCase(), kind: 'group' })
      : bookingPageUrl(origin, brand.slug);

  return (
    <BrandThemeProvider colour={brand.brand_colour}>
      <Container component="main" size="sm" py="md">
        <Stack gap="md">
          <header>
            <BusinessMark name={brand.name} logo={brand.brand_logo} size={56} heading />
          </header>
          {brand.brand_description ? <Text>{brand.brand_description}</Text> : null}
          {blocked ? (
            <Alert color="blue" variant="light" title="Your booking continues in a new tab">
              <Stack gap="sm" align="flex-start">
                <Text size="sm">
                  This browser does not let {brand.name}’s booking page keep your sign-in inside
                  another website, so the booking opens in a tab of its own, at the same place.
                </Text>
                <Button component="a" href={href} {...newTab}>
                  Continue in a new tab
                </Button>
              </Stack>
            </Alert>
          ) : (
            <Stack gap={4} align="flex-start">
              <Button component="a" href={href} size="md" {...(inFrame ? {} : newTab)}>
                Book with {brand.name}
              </Button>
              <Text size="sm" c="dimmed">
                {inFrame
                  ? 'See the timetable and book, right here.'
                  : 'See the timetable and book. Opens in a new tab.'}
              </Text>
            </Stack>
          )}
        </Stack>
      </Container>
    </BrandThemeProvider>
  );
}
