import { Box, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { documentTitle } from '@/components/document-title';
import { TextLink } from '@/components/text-link';
import { productName } from '@/product-name';
import { FailingQueryCard } from './failing-query-card';
import { HealthCard } from './health-card';
import { RenderErrorCard } from './render-error-card';

/** A live look at the data layer, for developers of the product. */
export function QueryDemo() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'common.demoTitle' });
  return (
    <Box component="main" mih="100dvh" bg="var(--mantine-color-gray-0)">
      <title>{documentTitle(title, intl)}</title>
      <Container size="lg" py="xl">
        <Stack gap="xl">
          <Stack gap="xs">
            <TextLink to="/" size="sm">
              {productName}
            </TextLink>
            <Title order={1}>{title}</Title>
            <Text c="dimmed" maw={720}>
              {intl.formatMessage({ id: 'common.demoIntro' })}
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
