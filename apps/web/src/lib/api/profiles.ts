import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BuyerReviewsReply } from '@giglane/contract/reviews';
import type {
  Education,
  LanguageLevel,
  ProfileDetails,
  ProfileDetailsBody,
  ProfileLanguage,
} from '@giglane/contract/profiles';
import { call } from './client';
import { sellerKeys } from './sellers';
import { userKeys } from './users';

/*
 * A profile's country, languages, education and certifications already speak the glossary's
 * English on the wire: the app uses them as they are.
 */
export type { BuyerReviewsReply, Education, LanguageLevel, ProfileDetails, ProfileLanguage };

/** The sections a profile form saves; those left out keep their value. */
export type ProfileDetailsChanges = ProfileDetailsBody;

export const LANGUAGE_LEVEL_NAMES: Record<LanguageLevel, string> = {
  basic: 'Basic',
  conversational: 'Conversational',
  fluent: 'Fluent',
  native: 'Native or bilingual',
};

export const profileKeys = {
  all: ['profiles'] as const,
  one: (id: number) => [...profileKeys.all, id] as const,
};

export const profileQueries = {
  /** What the user entered of their country, languages, education and certifications. */
  details: (id: number) =>
    queryOptions({
      queryKey: profileKeys.one(id),
      queryFn: ({ signal }) => call('getProfileDetails', { params: { id }, signal }),
    }),
  /** The user's public buyer profile: the published reviews sellers gave them. */
  buyerReviews: (id: number) =>
    queryOptions({
      queryKey: [...profileKeys.one(id), 'buyer-reviews'],
      queryFn: ({ signal }) => call('listBuyerReviews', { params: { id }, signal }),
    }),
};

/**
 * Saves sections of the profile. The country and languages are also the seller page's, and the
 * certifications the user's own list: those reads follow.
 */
export function useUpdateProfileDetails(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileDetailsChanges) =>
      call('updateProfileDetails', { params: { id }, body: changes }),
    onSuccess: (details) => {
      queryClient.setQueryData(profileKeys.one(id), details);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.one(id) }),
        queryClient.invalidateQueries({ queryKey: sellerKeys.one(id) }),
        queryClient.invalidateQueries({ queryKey: sellerKeys.mine() }),
      ]);
    },
  });
}
