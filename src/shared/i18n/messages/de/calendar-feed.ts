import type { Translation } from '../../message-ids.ts';
import type source from '../en/calendar-feed.ts';

export default {} satisfies Translation<typeof source>;
