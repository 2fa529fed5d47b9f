import type { Translation } from '../../message-ids.ts';
import type source from '../en/client-area.ts';

export default {} satisfies Translation<typeof source>;
