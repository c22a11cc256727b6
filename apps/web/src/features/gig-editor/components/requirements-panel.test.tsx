import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpointOf } from '../../../lib/api/endpoint-url';
import { stubFetch, type SentRequest } from '../../../testing/fetch-stub';
import { renderWithApp } from '../../../testing/render';
import { RequirementsPanel } from './requirements-panel';

/** A server keeping gig 41's questions. */
function stubServer(questions: string[]) {
  let saved = [...questions];
  return stubFetch((request) => {
    const endpoint = endpointOf(request.method, request.path);
    if (endpoint === 'saveGigRequirements')
      saved = (request.body as { questions: string[] }).questions;
    return { content: { gigId: 41, questions: saved } };
  });
}

const saves = (requests: SentRequest[]) =>
  requests
    .filter(({ method, path }) => endpointOf(method, path) === 'saveGigRequirements')
    .map(({ body }) => body);

describe("the gig editor's requirements", () => {
  it('adds a question with Enter, inside the step form, and saves the whole list at once', async () => {
    const requests = stubServer(['What is your brand called?']);
    const { user } = renderWithApp(
      <form
        onSubmit={() => {
          throw new Error('the step form must not be submitted');
        }}
      >
        <RequirementsPanel gigId={41} />
      </form>,
    );
    await screen.findByText('What is your brand called?');
    await user.type(screen.getByLabelText('New question'), 'Which colours do you like?{Enter}');
    await waitFor(() =>
      expect(saves(requests)).toEqual([
        { questions: ['What is your brand called?', 'Which colours do you like?'] },
      ]),
    );
    expect(await screen.findByText('Which colours do you like?')).toBeDefined();
    expect(screen.getByLabelText<HTMLInputElement>('New question').value).toBe('');

    await user.click(screen.getByRole('button', { name: 'Remove question 1' }));
    await waitFor(() => expect(saves(requests)).toHaveLength(2));
    expect(saves(requests)[1]).toEqual({ questions: ['Which colours do you like?'] });
  });

  it('refuses a blank question beside the field, and stops offering more at five', async () => {
    const requests = stubServer(['One?', 'Two?', 'Three?', 'Four?']);
    const { user } = renderWithApp(<RequirementsPanel gigId={41} />);
    await screen.findByText('Four?');
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    expect(screen.getByLabelText('New question').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Must not be blank')).toBeDefined();
    expect(saves(requests)).toEqual([]);

    await user.type(screen.getByLabelText('New question'), 'Five?');
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    const list = await screen.findByRole('list', { name: 'Questions to every buyer' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5));
    expect(screen.queryByLabelText('New question')).toBeNull();
    expect(screen.getByText('5 questions at most: remove one to add another.')).toBeDefined();
  });
});
