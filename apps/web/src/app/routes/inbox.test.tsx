import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGE_ATTACHMENT_MAX_BYTES, MESSAGE_TEXT_MAX } from '@giglane/contract/message-values';
import type { ConversationView } from '@giglane/contract/messages';
import { pagePaths, pagePatterns } from '@giglane/contract/page-paths';
import { endpointOf } from '../../lib/api/endpoint-url';
import { huy, wireConversation, wireInbox, wireMessage } from '../../lib/api/message-fixtures';
import { anna } from '../../lib/api/wire-fixtures';
import { saveSession } from '../../lib/session';
import { stubFetch, type SentRequest } from '../../testing/fetch-stub';
import { renderWithApp } from '../../testing/render';
import { Component as InboxRoute } from './inbox';

/** A server holding Anna's inbox and conversation 5 as `view`; anything else is 404. */
function stubServer(view: ConversationView = wireConversation) {
  return stubFetch((request) => {
    switch (endpointOf(request.method, request.path)) {
      case 'listConversations':
        return { content: wireInbox };
      case 'getConversation':
        return /\/5$/.test(request.path)
          ? { content: view }
          : { status: 404, content: 'Conversation not found' };
      case 'listMessages':
        return {
          content: {
            messages: [
              wireMessage(10, anna.id, 'Hi! Can you start this week?'),
              wireMessage(11, huy.id, 'Sure, send me your brief.'),
            ],
            more: false,
          },
        };
      case 'markConversationRead':
        return { content: { conversationId: 5, readUpTo: 11, unread: 0 } };
      default:
        return { status: 404, content: 'Not found' };
    }
  });
}

function openInbox(at: string = pagePaths.inbox()) {
  saveSession('token-of-anna', anna);
  return renderWithApp(<InboxRoute />, {
    path: at === pagePaths.inbox() ? pagePatterns.inbox : pagePatterns.conversation,
    at,
    routes: { [pagePaths.login()]: <h1>Sign in</h1> },
  });
}

const sentTo = (requests: SentRequest[], name: string) =>
  requests.filter(({ method, path }) => endpointOf(method, path) === name);

describe('the inbox', () => {
  it('sends a visitor to sign in', async () => {
    stubServer();
    renderWithApp(<InboxRoute />, {
      path: pagePatterns.inbox,
      routes: { [pagePaths.login()]: <h1>Sign in</h1> },
    });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeDefined();
  });

  it('lists the conversations with the other person, the subject, the last message and the unread count', async () => {
    stubServer();
    openInbox();
    const list = within(await screen.findByRole('list', { name: 'Conversations' }));
    const [huyRow, maiRow] = list.getAllByRole('link');
    expect(huyRow!.getAttribute('href')).toBe(pagePaths.conversation(5));
    expect(huyRow!.textContent).toContain('Huy Hoang');
    expect(huyRow!.textContent).toContain('I will build a simple sales funnel in ClickFunnels');
    expect(huyRow!.textContent).toContain('Sure, send me your brief.');
    expect(within(huyRow!).getByText('unread', { exact: false }).parentElement!.textContent).toBe(
      '1 unread',
    );
    expect(maiRow!.textContent).toContain('Order GL000123');
    expect(maiRow!.textContent).toContain('You: Sent 2 files');
    expect(screen.getByText('Pick up a conversation')).toBeDefined();
  });

  it("shows one person once: their latest conversation, how many the two have, and every one's unread", async () => {
    stubServer();
    openInbox();
    const list = within(await screen.findByRole('list', { name: 'Conversations' }));
    expect(list.getAllByRole('link', { name: /Mai Pham/ })).toHaveLength(1);
    const maiRow = list.getByRole('link', { name: /Mai Pham/ });
    expect(maiRow.getAttribute('href')).toBe(pagePaths.conversation(9));
    expect(maiRow.textContent).toContain('Order GL000123 · 2 conversations');
    // The questions' two unread messages count on the person's row.
    expect(within(maiRow).getByText('unread', { exact: false }).parentElement!.textContent).toBe(
      '2 unread',
    );
  });

  it("reaches the same person's other conversations from the open one", async () => {
    const questions = wireInbox.data[1]!.threads[1]!;
    stubServer({
      ...wireConversation,
      other: wireInbox.data[1]!.other,
      threads: [
        { ...wireInbox.data[1]!.threads[0]!, unread: 1 },
        { ...questions, id: 5 },
      ],
    });
    openInbox(pagePaths.conversation(5));
    const threads = within(
      await screen.findByRole('navigation', { name: 'Conversations with Mai Pham' }),
    );
    const [order, general] = threads.getAllByRole('link');
    expect(order!.textContent).toBe('Order GL0001231 unread');
    expect(order!.getAttribute('href')).toBe(pagePaths.conversation(9));
    expect(general!.textContent).toBe('General');
    expect(general!.getAttribute('aria-current')).toBe('page');
  });

  it('shows no list of conversations for a person with only one', async () => {
    stubServer();
    openInbox(pagePaths.conversation(5));
    await screen.findByRole('log', { name: 'Messages' });
    expect(screen.queryByRole('navigation', { name: /^Conversations with/ })).toBeNull();
  });

  it('opens a conversation as a log of bubbles and marks it read up to its last message', async () => {
    const requests = stubServer();
    openInbox(pagePaths.conversation(5));
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(await within(log).findByText('Sure, send me your brief.')).toBeDefined();
    expect(within(log).getByText('Hi! Can you start this week?')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to the inbox' })).toBeDefined();
    await waitFor(() => expect(sentTo(requests, 'markConversationRead')).toHaveLength(1));
    expect(sentTo(requests, 'markConversationRead')[0]!.body).toEqual({ upTo: 11 });
    const list = within(screen.getByRole('list', { name: 'Conversations' }));
    expect(list.getByRole('link', { name: /Huy Hoang/ }).getAttribute('aria-current')).toBe('page');
  });

  it("shows 'Seen' under the last of the caller's messages the other person has read", async () => {
    stubServer({ ...wireConversation, unread: 0, seenUpTo: 10 });
    openInbox(pagePaths.conversation(5));
    const log = await screen.findByRole('log', { name: 'Messages' });
    const seen = await within(log).findByText('Seen');
    expect(seen.closest('li')!.textContent).toContain('Hi! Can you start this week?');
  });

  it('says why the caller cannot write: suspended, blocked by them, blocked by the caller, or an admin reading', async () => {
    stubServer({ ...wireConversation, suspended: true });
    const frozen = openInbox(pagePaths.conversation(5));
    expect(await screen.findByText(/Huy Hoang’s account is suspended/)).toBeDefined();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    frozen.unmount();

    stubServer({ ...wireConversation, blocked: { byMe: false, byThem: true } });
    const { unmount } = openInbox(pagePaths.conversation(5));
    expect(await screen.findByText('Huy Hoang is not accepting messages from you.')).toBeDefined();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    unmount();

    stubServer({ ...wireConversation, blocked: { byMe: true, byThem: false } });
    const second = openInbox(pagePaths.conversation(5));
    expect(await screen.findByText('You blocked Huy Hoang.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Unblock' })).toBeDefined();
    second.unmount();

    stubServer({ ...wireConversation, readOnly: true });
    openInbox(pagePaths.conversation(5));
    expect(await screen.findByText(/read-only/)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Conversation options' })).toBeNull();
  });

  it('checks files and text before sending: each file its own problem, the count, the length', async () => {
    stubServer();
    const { user } = openInbox(pagePaths.conversation(5));
    const send = await screen.findByRole('button', { name: 'Send' });
    expect(send.hasAttribute('disabled')).toBe(true);

    const picture = new File(['png'], 'brief.png', { type: 'image/png' });
    const huge = new File([new Uint8Array(MESSAGE_ATTACHMENT_MAX_BYTES + 1)], 'scan.pdf', {
      type: 'application/pdf',
    });
    const zip = new File(['zip'], 'fonts.zip', { type: 'application/zip' });
    // A picker's "All files" lets any file through: the composer checks each itself.
    fireEvent.change(screen.getByLabelText('Files'), { target: { files: [picture, huge, zip] } });
    const files = within(screen.getByRole('list', { name: 'Files to send' }));
    expect(files.getAllByRole('listitem')).toHaveLength(3);
    expect(files.getByText('5 MB: a file may be 5 MB at most.')).toBeDefined();
    expect(files.getByText('Only JPG, PNG, GIF and PDF files can be sent.')).toBeDefined();
    expect(send.hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Remove scan.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Remove fonts.zip' }));
    expect(send.hasAttribute('disabled')).toBe(false);

    const more = ['a', 'b', 'c', 'd', 'e'].map(
      (name) => new File(['x'], `${name}.png`, { type: 'image/png' }),
    );
    await user.upload(screen.getByLabelText('Files'), more);
    expect(screen.getByText('A message holds 5 files at most: 1 not added.')).toBeDefined();
    expect(files.getAllByRole('listitem')).toHaveLength(5);

    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), {
      target: { value: 'x'.repeat(MESSAGE_TEXT_MAX + 1) },
    });
    expect(screen.getByText('Must be at most 5,000 characters')).toBeDefined();
    expect(screen.getByText('5,001 / 5,000')).toBeDefined();
    expect(send.hasAttribute('disabled')).toBe(true);
  });

  it('says a conversation that is not the caller’s is not found', async () => {
    stubServer();
    openInbox(pagePaths.conversation(6));
    expect(await screen.findByText('Conversation not found')).toBeDefined();
  });
});
