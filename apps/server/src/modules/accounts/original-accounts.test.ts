import { describe, expect, it } from 'vitest';
import { serverText } from '@giglane/contract/server-text';
import { uploadUserNotFound, userNotFound, wrongCredentials } from './original-accounts';

describe("the original API's answers on accounts", () => {
  it('are 400 with the texts its clients match', () => {
    for (const [error, content] of [
      [wrongCredentials(), serverText.wrongCredentials],
      [userNotFound(), serverText.userNotFound],
      [uploadUserNotFound(), serverText.uploadUserNotFound],
    ] as const)
      expect(error).toMatchObject({ statusCode: 400, content });
  });
});
