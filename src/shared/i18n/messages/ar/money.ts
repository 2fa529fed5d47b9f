import type { Translation } from '../../message-ids.ts';
import type source from '../en/money.ts';

export default {} satisfies Translation<typeof source>;
