import { Box, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { TextLink } from '@/components/text-link';
import { productName } from '@/product-name';
import { SignedInBanner } from './signed-in-banner';
import { WayIn } from './way-in';

export function Landing() {
  return (
    <Box component="main" mih="100dvh" bg="var(--mantine-color-gray-0)">
      <title>{productName}</title>
      <Container size="md" py={{ base: 'xl', sm: 64 }}>
        <Stack gap="xl">
          <Stack gap="sm">
            <Title order={1}>{productName}</Title>
            <Text size="lg" maw={620}>
              Bookings and scheduling for studios, gyms, clinics, tutors and salons. Your team runs
              sessions, appointments, clients and payments; your clients book and sign their
              documents online.
            </Text>
          </Stack>
          <SignedInBanner />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <WayIn
              title="For businesses"
              description="Run your bookings, clients, services, staff and transactions."
              signInTo="/t/login/"
              signInLabel="Sign in to your business"
              signUpTo="/t/signup/"
              signUpLabel="Create a business account"
            />
            <WayIn
              title="For clients"
              description="Book appointments and group sessions, and manage your documents."
              signInTo="/client-access/login/"
              signInLabel="Sign in to book"
              signUpTo="/client-access/signup/"
              signUpLabel="Create a client account"
            />
          </SimpleGrid>
          <Group>
            <Text size="sm" c="dimmed">
              Building the product?{' '}
              <TextLink to="/demo/tanstack-query" size="sm">
                See the data layer demo
              </TextLink>
              .
            </Text>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
