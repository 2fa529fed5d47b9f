import type { Translation } from '../../message-ids.ts';
import type source from '../en/auth.ts';

export default {} satisfies Translation<typeof source>;
