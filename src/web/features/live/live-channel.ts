import type { RealtimeChannel, RealtimeChannelOptions } from '@supabase/supabase-js';
import type { Supabase } from '@/supabase';

/**
 * A realtime channel for one screen's lifetime. supabase-js hands back the channel it already
 * has for a topic, and one that is still leaving (a screen left and opened again at once, or
 * React's development double mount) refuses new listeners; so this waits for it to be gone
 * first. `setUp` adds the listeners, then the channel is subscribed; `onStatus` hears
 * 'SUBSCRIBED' again after every reconnection. The returned function closes it.
 */
export function openLiveChannel(
  supabase: Supabase,
  topic: string,
  options: RealtimeChannelOptions,
  setUp: (channel: RealtimeChannel) => void,
  onStatus?: (status: string, channel: RealtimeChannel) => void,
): () => void {
  let channel: RealtimeChannel | undefined;
  let closed = false;
  const leaving = supabase.getChannels().find((c) => c.topic === `realtime:${topic}`);
  void (leaving ? supabase.removeChannel(leaving) : Promise.resolve()).then(() => {
    if (closed) return;
    channel = supabase.channel(topic, options);
    setUp(channel);
    const opened = channel;
    opened.subscribe((status) => onStatus?.(status, opened));
  });
  return () => {
    closed = true;
    if (channel) void supabase.removeChannel(channel);
  };
}
