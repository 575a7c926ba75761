import { z } from 'zod';

/** Every list answer of the API: `{ pagination: { data, current_page, per_page, total, last_page } }`. */
export function paginationSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
  });
}

export type Pagination<T> = {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
};
