import type { Translation } from '../../message-ids.ts';
import type source from '../en/common.ts';

export default {
  zoneNote:
    'Las horas están en la zona horaria del negocio, {zone} (allí son las {there}; donde estás tú, las {here}).',
} satisfies Translation<typeof source>;
