import { useRouteContext } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useSession } from '../auth/use-session';
import { openLiveChannel } from './live-channel';
import { presentOthers, type Viewer } from './present-others';

/**
 * Who else has the screen of `topic` open (realtime presence on a private channel, which the
 * policies on realtime.messages open to the business's team only: migration 0280). Each tab
 * says it is here under its user id; the list leaves out the viewer's own tabs.
 */
export function useScreenViewers(topic: string): Viewer[] {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const user = useSession()?.user;
  const userId = user?.id;
  const email = user?.email ?? '';
  const [viewers, setViewers] = useState<Viewer[]>([]);

  useEffect(() => {
    if (userId === undefined) return;
    const close = openLiveChannel(
      supabase,
      topic,
      { config: { private: true, presence: { key: userId } } },
      (channel) => {
        channel.on('presence', { event: 'sync' }, () =>
          setViewers(presentOthers(channel.presenceState<{ email?: unknown }>(), userId)),
        );
      },
      (status, channel) => {
        if (status === 'SUBSCRIBED') void channel.track({ email });
      },
    );
    return () => {
      close();
      setViewers([]);
    };
  }, [supabase, topic, userId, email]);

  return viewers;
}
