import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './constants';
import { ValidationMessage } from './validationMessages';

/** What every paged list's query shares (spec §9: page sizes 10, 20, 50, 100; default 20). */

/** `true`/`1` and `false`/`0` of a query string (a JSON body's booleans pass as they are). */
export const booleanQuery = z.preprocess(
  (value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value),
  z.boolean(),
);

export const pageQuery = {
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce
    .number()
    .int()
    .refine((value) => (PAGE_SIZES as readonly number[]).includes(value), {
      error: ValidationMessage.pageSize,
    })
    .default(DEFAULT_PAGE_SIZE),
};
