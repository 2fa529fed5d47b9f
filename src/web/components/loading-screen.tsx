import { Center } from '@mantine/core';
import { specLoading } from './spec-texts';

/** What the app shows while supabase-js reads the stored session (SPEC.md section 2). */
export function LoadingScreen() {
  return (
    <Center mih="100dvh" role="status">
      {specLoading}
    </Center>
  );
}
