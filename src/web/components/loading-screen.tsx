import { Center } from '@mantine/core';

/** What the app shows while supabase-js reads the stored session (SPEC.md section 2). */
export function LoadingScreen() {
  return (
    <Center mih="100dvh" role="status">
      Loading...
    </Center>
  );
}
