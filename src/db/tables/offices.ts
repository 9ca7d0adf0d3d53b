import type { z } from 'zod';
import type { syncedOfficeSchema } from '../../contract/sync/offices';
import { mirrorConcept, type Mirrored } from '../mirrorConcept';

export type OfficeRow = Mirrored<z.infer<typeof syncedOfficeSchema>>;

export const officesTables = mirrorConcept<{ office: OfficeRow }>({
  stores: {
    1: { office: 'id, name, uuid' },
  },
});
