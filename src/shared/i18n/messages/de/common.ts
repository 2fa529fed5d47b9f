import type { Translation } from '../../message-ids.ts';
import type source from '../en/common.ts';

export default {
  zoneNote:
    'Die Zeiten gelten in der Zeitzone des Unternehmens, {zone} (dort ist es {there}, bei Ihnen {here}).',
} satisfies Translation<typeof source>;
