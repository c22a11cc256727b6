import { z } from 'zod';
import {
  categoryGroup,
  categoryGroupBody,
  categoryGroupIdParams,
  categoryIdParams,
  menuEntry,
  subcategory,
  subcategoryBody,
  updateCategoryGroupBody,
} from '../categories';
import { paging, pagingQuery } from '../paging';
import { idParams } from '../wire';
import { endpointGroup } from './endpoint-schemas';

/** Category groups and subcategories (ChiTietLoaiCongViec), and the category menu. */
export const categoryGroupEndpoints = endpointGroup({
  listCategoryGroups: {
    tag: 'ChiTietLoaiCongViec',
    summary: 'All groups with their subcategories',
    reply: z.array(categoryGroup),
  },
  pageCategoryGroups: {
    tag: 'ChiTietLoaiCongViec',
    summary: 'Groups, a page at a time, by group name',
    query: pagingQuery,
    reply: paging(categoryGroup),
  },
  getCategoryNode: {
    tag: 'ChiTietLoaiCongViec',
    summary: 'The group or the subcategory with this id',
    params: idParams,
    reply: z.union([categoryGroup, subcategory]),
  },
  createSubcategory: {
    tag: 'ChiTietLoaiCongViec',
    summary: 'Add a subcategory (admin); the server chooses the id',
    signedIn: true,
    body: subcategoryBody,
    reply: subcategory,
    status: 201,
    errors: [403],
  },
  updateCategoryNode: {
    tag: 'ChiTietLoaiCongViec',
    summary: 'Rename the group or the subcategory with this id (admin)',
    signedIn: true,
    params: idParams,
    body: subcategoryBody,
    reply: z.union([categoryGroup, subcategory]),
    errors: [403, 404],
  },
  deleteCategoryNode: {
    tag: 'ChiTietLoaiCongViec',
    summary:
      'Delete the group or the subcategory with this id (admin): a group leaves its subcategories, a subcategory leaves every group and is refused while gigs use it',
    signedIn: true,
    params: idParams,
    reply: z.null(),
    errors: [403, 404],
  },
  createCategoryGroup: {
    tag: 'ChiTietLoaiCongViec',
    summary: 'Add a group with its subcategories (admin); the server chooses the id',
    signedIn: true,
    body: categoryGroupBody,
    reply: categoryGroup,
    status: 201,
    errors: [403],
  },
  updateCategoryGroup: {
    tag: 'ChiTietLoaiCongViec',
    summary: 'Edit a group (admin); a given subcategory list replaces its subcategories',
    signedIn: true,
    params: idParams,
    body: updateCategoryGroupBody,
    reply: categoryGroup,
    errors: [403, 404],
  },
  uploadCategoryGroupImage: {
    tag: 'ChiTietLoaiCongViec',
    summary: "Upload a group's picture (admin): multipart, one file part named formFile",
    signedIn: true,
    multipart: true,
    params: categoryGroupIdParams,
    reply: categoryGroup,
    errors: [403],
  },
  getCategoryMenu: {
    tag: 'CongViec',
    summary: 'The menu: every category with its groups and their subcategories',
    reply: z.array(menuEntry),
  },
  getCategoryMenuEntry: {
    tag: 'CongViec',
    summary: "One category's menu entry: an array of 0 or 1",
    params: categoryIdParams,
    reply: z.array(menuEntry),
  },
});
