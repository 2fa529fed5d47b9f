import { Container, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { documentTitle } from './document-title';
import { specNotFound } from './spec-texts';
import { TextLink } from './text-link';

/** What an address that matches no screen shows (SPEC.md section 2): its heading in English. */
export function NotFoundPanel() {
  const intl = useIntl();
  return (
    <Container size="sm" py="xl">
      <title>{documentTitle(specNotFound, intl)}</title>
      <Stack align="flex-start">
        <Title order={1}>{specNotFound}</Title>
        <Text>{intl.formatMessage({ id: 'common.notFoundText' })}</Text>
        <TextLink to="/">{intl.formatMessage({ id: 'common.goHome' })}</TextLink>
      </Stack>
    </Container>
  );
}
