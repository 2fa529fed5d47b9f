import type { Translation } from '../../message-ids.ts';
import type source from '../en/errors.ts';

export default {} satisfies Translation<typeof source>;
