import type { Translation } from '../../message-ids.ts';
import type source from '../en/services.ts';

export default {} satisfies Translation<typeof source>;
