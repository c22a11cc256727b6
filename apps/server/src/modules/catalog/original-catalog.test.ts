import { describe, expect, it } from 'vitest';
import { serverText } from '@giglane/contract/server-text';
import { categoryNodeNotFound, uploadGroupNotFound } from './original-catalog';

describe("the original API's answers for a missing group or subcategory", () => {
  it('are 400 with the texts its clients match', () => {
    expect(categoryNodeNotFound()).toMatchObject({
      statusCode: 400,
      content: serverText.detailNotFound,
    });
    expect(uploadGroupNotFound()).toMatchObject({
      statusCode: 400,
      content: serverText.uploadGroupNotFound,
    });
  });
});
