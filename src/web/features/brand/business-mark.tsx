import { Group, Image, Text, Title } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { logoUrl } from './queries';

interface BusinessMarkProps {
  name: string;
  logo: string | null | undefined;
  /** The logo's height in px; the name beside it is the larger for a larger mark. */
  size?: number;
  /** The name is the page's heading (the embed page), not a line of the header. */
  heading?: boolean;
}

/**
 * A business's logo and name, as its clients know it: the client area's header and the embed
 * page. The name is always written out, so the logo is decorative (empty alt).
 */
export function BusinessMark({ name, logo, size = 32, heading = false }: BusinessMarkProps) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      {logo ? (
        <Image
          src={logoUrl(supabase, logo)}
          alt=""
          h={size}
          w="auto"
          maw={size * 3}
          fit="contain"
          data-testid="business-logo"
        />
      ) : null}
      {heading ? (
        <Title order={1} size="h2">
          {name}
        </Title>
      ) : (
        <Text component="span" fw={700} fz={{ base: 'md', sm: 'lg' }} truncate>
          {name}
        </Text>
      )}
    </Group>
  );
}
