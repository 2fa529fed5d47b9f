import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { Button, Center, MantineProvider, Stack, Text } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadAppConfig } from './app-config';
import { SessionGate } from './features/auth/session-gate';
import { createSessionStore } from './features/auth/session-store';
import { wordRefusalsWith } from './features/data/data-error';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { applyLanguageToDocument, LanguageProvider } from './i18n/language-provider';
import { followPersonLanguage, personLocale } from './i18n/follow-person-language';
import { preferLanguage, shownLanguage, spaWords } from './i18n/spa-language';
import { createSupabase } from './supabase';
import { cssVariablesResolver, theme } from './theme';

// The screen of an app that could not start: its catalogue may not have loaded either, so it
// speaks English, whatever the language.
const bootFailure = {
  text: 'The app could not load its settings from the server. Check your connection and reload.',
  reload: 'Reload',
};

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
const root = createRoot(container);

/** The app; without a language when it could not start, whose screen names no message. */
function render(children: ReactNode, withLanguage = true) {
  const app = (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Notifications />
      <ModalsProvider>{children}</ModalsProvider>
    </MantineProvider>
  );
  root.render(
    <StrictMode>{withLanguage ? <LanguageProvider>{app}</LanguageProvider> : app}</StrictMode>,
  );
}

async function boot() {
  // The browser's language is fetched while the settings load; a person's own choice, read
  // from their stored session, comes before the first screen too.
  const [config] = await Promise.all([
    loadAppConfig(),
    preferLanguage({ accepted: navigator.languages }),
  ]);
  // Refusals made outside React (data-error.ts) are said in the language shown from now on.
  wordRefusalsWith(spaWords);
  const supabase = createSupabase(config);
  const { data } = await supabase.auth.getSession();
  await preferLanguage({ person: personLocale(data.session) });
  followPersonLanguage(supabase.auth);
  applyLanguageToDocument(shownLanguage());
  const queryClient = createQueryClient(() => void supabase.auth.signOut({ scope: 'local' }));
  const auth = createSessionStore(supabase.auth);
  const router = createAppRouter({ queryClient, supabase, auth, config });
  render(
    <QueryClientProvider client={queryClient}>
      <SessionGate auth={auth} router={router} />
    </QueryClientProvider>,
  );
}

boot().catch((error: unknown) => {
  console.error(error);
  render(
    <Center mih="100dvh" p="md">
      <Stack align="center" maw={420} ta="center">
        <Text>{bootFailure.text}</Text>
        <Button onClick={() => window.location.reload()}>{bootFailure.reload}</Button>
      </Stack>
    </Center>,
    false,
  );
});
