import type { z } from 'zod';
import type { categoryBody } from '@giglane/contract/categories';

/** `id` is the one a new category asks for (0 or left out: the server's choice). */
export const categoryFromBody = (body: z.output<typeof categoryBody>) => ({
  id: body.id,
  name: body.tenLoaiCongViec,
});
