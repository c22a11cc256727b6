import { z } from 'zod';
import { category, categoryBody } from '../categories';
import { paging, sortColumns, sortedPagingQuery } from '../paging';
import { idParams } from '../wire';
import { endpointGroup } from './endpoint-schemas';

/** Categories (the original API's LoaiCongViec). */
export const categoryEndpoints = endpointGroup({
  listCategories: { tag: 'LoaiCongViec', summary: 'All categories', reply: z.array(category) },
  pageCategories: {
    tag: 'LoaiCongViec',
    summary: 'Categories, a page at a time, by name',
    query: sortedPagingQuery(sortColumns.jobTypes),
    reply: paging(category),
  },
  getCategory: {
    tag: 'LoaiCongViec',
    summary: 'One category',
    params: idParams,
    reply: category,
    errors: [404],
  },
  createCategory: {
    tag: 'LoaiCongViec',
    summary: 'Add a category (admin)',
    signedIn: true,
    body: categoryBody,
    reply: category,
    status: 201,
    errors: [403],
  },
  updateCategory: {
    tag: 'LoaiCongViec',
    summary: 'Rename a category (admin)',
    signedIn: true,
    params: idParams,
    body: categoryBody,
    reply: category,
    errors: [403, 404],
  },
  deleteCategory: {
    tag: 'LoaiCongViec',
    summary: 'Delete a category with its groups (admin)',
    signedIn: true,
    params: idParams,
    reply: z.null(),
    errors: [403, 404],
  },
});
