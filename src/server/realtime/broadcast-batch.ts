/**
 * The body of `POST /realtime/v1/api/broadcast` (reference/realtime.md §4.3):
 * `{"messages":[{topic, event, payload, private?, id?}]}`, checked message by message. Problems
 * come back in Realtime's 422 shape, one object per message (empty for a good one).
 */

export interface BatchMessage {
  topic: string;
  event: string;
  payload: Record<string, unknown>;
  private: boolean;
  id?: string;
}

export type BatchCheck =
  { messages: BatchMessage[] } | { errors: { messages: string[] | Record<string, string[]>[] } };

const blank = "can't be blank";

export function checkBroadcastBatch(body: unknown, maxPayloadBytes: number): BatchCheck {
  const list = (body as { messages?: unknown } | null)?.messages;
  if (!Array.isArray(list) || list.length === 0) return { errors: { messages: [blank] } };
  const messages: BatchMessage[] = [];
  const problems: Record<string, string[]>[] = [];
  for (const item of list as unknown[]) {
    const message = (typeof item === 'object' && item !== null ? item : {}) as Record<
      string,
      unknown
    >;
    const problem: Record<string, string[]> = {};
    const text = (key: string) => {
      const value = message[key];
      if (value === undefined || value === null || value === '') problem[key] = [blank];
      else if (typeof value !== 'string') problem[key] = ['is invalid'];
      return typeof value === 'string' ? value : '';
    };
    const topic = text('topic');
    const event = text('event');
    const payload = message.payload;
    if (payload === undefined || payload === null) problem.payload = [blank];
    else if (typeof payload !== 'object' || Array.isArray(payload))
      problem.payload = ['is invalid'];
    else if (Buffer.byteLength(JSON.stringify(payload)) > maxPayloadBytes) {
      problem.payload = ['Payload size exceeds tenant limit'];
    }
    const isPrivate = message.private ?? false;
    if (typeof isPrivate !== 'boolean' && isPrivate !== 'true' && isPrivate !== 'false') {
      problem.private = ['is invalid'];
    }
    const id = message.id;
    if (id !== undefined && id !== null && typeof id !== 'string') problem.id = ['is invalid'];
    problems.push(problem);
    messages.push({
      topic,
      event,
      payload: payload as Record<string, unknown>,
      private: isPrivate === true || isPrivate === 'true',
      ...(typeof id === 'string' ? { id } : {}),
    });
  }
  if (problems.some((problem) => Object.keys(problem).length > 0)) {
    return { errors: { messages: problems } };
  }
  return { messages };
}
