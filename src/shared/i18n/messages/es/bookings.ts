import type { Translation } from '../../message-ids.ts';
import type source from '../en/bookings.ts';

export default {} satisfies Translation<typeof source>;
