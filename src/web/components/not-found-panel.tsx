import { Container, Stack, Text, Title } from '@mantine/core';
import { productName } from '../product-name';
import { TextLink } from './text-link';

/** What an address that matches no screen shows (SPEC.md section 2). */
export function NotFoundPanel() {
  return (
    <Container size="sm" py="xl">
      <title>{`Not Found · ${productName}`}</title>
      <Stack align="flex-start">
        <Title order={1}>Not Found</Title>
        <Text>There is no page at this address. The link may be old or mistyped.</Text>
        <TextLink to="/">Go to the home page</TextLink>
      </Stack>
    </Container>
  );
}
