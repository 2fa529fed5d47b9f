import type { Translation } from '../../message-ids.ts';
import type source from '../en/register.ts';

export default {} satisfies Translation<typeof source>;
