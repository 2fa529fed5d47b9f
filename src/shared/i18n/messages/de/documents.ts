import type { Translation } from '../../message-ids.ts';
import type source from '../en/documents.ts';

export default {} satisfies Translation<typeof source>;
