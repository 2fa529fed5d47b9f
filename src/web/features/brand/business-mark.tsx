import { Group, Image, Text } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { logoUrl } from './queries';

interface BusinessMarkProps {
  name: string;
  logo: string | null | undefined;
}

/** The logo's height in px, as the client area's header has room for. */
const logoHeight = 32;

/**
 * A business's logo and name, as its clients know it, in the client area's header. The name is
 * always written out, so the logo is decorative (empty alt).
 */
export function BusinessMark({ name, logo }: BusinessMarkProps) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      {logo ? (
        <Image
          src={logoUrl(supabase, logo)}
          alt=""
          h={logoHeight}
          w="auto"
          maw={logoHeight * 3}
          fit="contain"
          data-testid="business-logo"
        />
      ) : null}
      <Text component="span" fw={700} fz={{ base: 'md', sm: 'lg' }} truncate>
        {name}
      </Text>
    </Group>
  );
}
