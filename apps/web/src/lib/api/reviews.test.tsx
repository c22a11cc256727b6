import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createReviewBody, reviewView } from '@giglane/contract/reviews';
import { todayWireDate } from '@giglane/contract/wire-values';
import { stubFetch } from '../../testing/fetch-stub';
import { endpointUrl } from './endpoint-url';
import { gigKeys } from './gigs';
import {
  gigReviewFromWire,
  reviewFromWire,
  reviewKeys,
  reviewToWire,
  useCreateReview,
} from './reviews';
import { wireGigReviews } from './wire-fixtures';

describe('the review mappers', () => {
  it("read a gig page's review of the contract in the glossary's names", () => {
    const [review] = wireGigReviews;
    expect(reviewView.parse(review)).toEqual(review);
    expect(gigReviewFromWire(review!)).toEqual({
      id: 207,
      reviewedOn: '01/11/2025',
      text: 'Outstanding service. Worth every penny.',
      stars: 5,
      reviewerName: 'Bilal Malik',
      reviewerAvatar: 'http://127.0.0.1:4173/avatar/avatar-6baf6d6c8412.webp',
      reviewerCountry: 'Pakistan',
      verified: false,
      counted: false,
      ratings: null,
      reply: null,
    });
  });

  it('read a review from an order with its mark, its three ratings and the reply', () => {
    const review = wireGigReviews[1]!;
    expect(reviewView.parse(review)).toEqual(review);
    expect(gigReviewFromWire(review)).toMatchObject({
      verified: true,
      counted: true,
      ratings: { communication: 5, asDescribed: 4, recommend: 4 },
      reply: { text: 'Thank you, Anna! Glad the sign-ups came in.' },
    });
  });

  it('write a review back as the body its endpoints take', () => {
    const wire = {
      id: 9,
      maCongViec: 2,
      maNguoiBinhLuan: 42,
      ngayBinhLuan: '01/11/2025',
      noiDung: 'Great',
      saoBinhLuan: 4,
    };
    expect(reviewToWire(reviewFromWire(wire))).toEqual(wire);
    expect(createReviewBody.safeParse(reviewToWire(reviewFromWire(wire))).success).toBe(true);
  });
});

describe('useCreateReview', () => {
  it("posts the specification's payload dated today, then refreshes the reviews and the gigs", async () => {
    const requests = stubFetch(({ body }) => ({
      status: 201,
      content: { id: 10, ...(body as object) },
    }));
    const queryClient = new QueryClient();
    queryClient.setQueryData(reviewKeys.ofGig(2), []);
    queryClient.setQueryData([...gigKeys.one(2), 'card'], {});
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useCreateReview(), { wrapper });

    await act(() =>
      result.current.mutateAsync({ gigId: 2, reviewerId: 42, stars: 4, text: 'Great' }),
    );

    const [request] = requests;
    expect(request).toMatchObject({ method: 'POST', path: endpointUrl('createReview') });
    expect(request?.body).toEqual({
      id: 0,
      maCongViec: 2,
      maNguoiBinhLuan: 42,
      ngayBinhLuan: todayWireDate(),
      saoBinhLuan: 4,
      noiDung: 'Great',
    });
    expect(queryClient.getQueryState(reviewKeys.ofGig(2))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState([...gigKeys.one(2), 'card'])?.isInvalidated).toBe(true);
  });
});
