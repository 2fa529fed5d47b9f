import { Box, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextLink } from '@/components/text-link';
import { productName } from '@/product-name';
import { SignedInBanner } from './signed-in-banner';
import { WayIn } from './way-in';

export function Landing() {
  const intl = useIntl();
  return (
    <Box component="main" mih="100dvh" bg="var(--mantine-color-gray-0)">
      <title>{productName}</title>
      <Container size="md" py={{ base: 'xl', sm: 64 }}>
        <Stack gap="xl">
          <Stack gap="sm">
            <Title order={1}>{productName}</Title>
            <Text size="lg" maw={620}>
              {intl.formatMessage({ id: 'common.landingIntro' })}
            </Text>
          </Stack>
          <SignedInBanner />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <WayIn
              title={intl.formatMessage({ id: 'common.landingForBusinesses' })}
              description={intl.formatMessage({ id: 'common.landingForBusinessesText' })}
              signInTo="/t/login/"
              signInLabel={intl.formatMessage({ id: 'auth.businessSignInTitle' })}
              signUpTo="/t/signup/"
              signUpLabel={intl.formatMessage({ id: 'auth.businessSignUpTitle' })}
            />
            <WayIn
              title={intl.formatMessage({ id: 'common.landingForClients' })}
              description={intl.formatMessage({ id: 'common.landingForClientsText' })}
              signInTo="/client-access/login/"
              signInLabel={intl.formatMessage({ id: 'auth.clientSignInTitle' })}
              signUpTo="/client-access/signup/"
              signUpLabel={intl.formatMessage({ id: 'auth.clientSignUpTitle' })}
            />
          </SimpleGrid>
          <Group>
            <Text size="sm" c="dimmed">
              <FormattedMessage
                id="common.landingDemo"
                values={{
                  link: (chunks) => (
                    <TextLink to="/demo/tanstack-query" size="sm">
                      {chunks}
                    </TextLink>
                  ),
                }}
              />
            </Text>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
