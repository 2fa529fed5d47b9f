import { Box, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { TextLink } from '@/components/text-link';
import { productName } from '@/product-name';
import { FailingQueryCard } from './failing-query-card';
import { HealthCard } from './health-card';
import { RenderErrorCard } from './render-error-card';

/** A live look at the data layer, for developers of the product. */
export function QueryDemo() {
  return (
    <Box component="main" mih="100dvh" bg="var(--mantine-color-gray-0)">
      <title>{`TanStack Query demo · ${productName}`}</title>
      <Container size="lg" py="xl">
        <Stack gap="xl">
          <Stack gap="xs">
            <TextLink to="/" size="sm">
              {productName}
            </TextLink>
            <Title order={1}>TanStack Query demo</Title>
            <Text c="dimmed" maw={720}>
              The data layer as every screen uses it: cached queries that stay fresh for five
              minutes and retry three times with a doubling delay capped at 30 seconds, and the
              panel a screen shows when it fails.
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            <HealthCard />
            <FailingQueryCard />
            <RenderErrorCard />
          </SimpleGrid>
        </Stack>
      </Container>
    </Box>
  );
}
