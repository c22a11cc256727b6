import { z } from 'zod';
import { fileLink, fileLinkBody, signedLinkQuery } from '../files';
import { MESSAGE_ATTACHMENT_TYPES, MESSAGE_ATTACHMENTS_MAX } from '../message-values';
import {
  blockReply,
  conversationList,
  conversationListQuery,
  conversationView,
  markReadBody,
  markReadReply,
  message,
  messageForm,
  messageList,
  messageListQuery,
  startConversationBody,
  typingReply,
  userIdParams,
} from '../messages';
import { idParams } from '../wire';
import { endpointGroup } from './endpoint-schemas';

/** Conversations, their messages and files, and blocks. */
export const messageEndpoints = endpointGroup({
  startConversation: {
    tag: 'Messages',
    summary:
      "Contact a seller about a gig (or from the seller's page): the same two people and gig always meet in the same conversation",
    signedIn: true,
    body: startConversationBody,
    reply: conversationView,
    status: 201,
    errors: [403, 404],
  },
  listConversations: {
    tag: 'Messages',
    summary: "The caller's inbox: conversations, the latest message first, with unread counts",
    signedIn: true,
    query: conversationListQuery,
    reply: conversationList,
    errors: [403],
  },
  getConversation: {
    tag: 'Messages',
    summary: 'A conversation, for its two participants (an admin reads it, read-only)',
    signedIn: true,
    params: idParams,
    reply: conversationView,
    errors: [403, 404],
  },
  listMessages: {
    tag: 'Messages',
    summary:
      "A conversation's messages, oldest first: the newest page, older ones with `before`, newer ones than a client's last with `after`",
    signedIn: true,
    params: idParams,
    query: messageListQuery,
    reply: messageList,
    errors: [403, 404],
  },
  sendMessage: {
    tag: 'Messages',
    summary: `Send a message (a participant): multipart, text and up to ${MESSAGE_ATTACHMENTS_MAX} files (${MESSAGE_ATTACHMENT_TYPES.join(', ')}, 5 MB each) in parts named files; rate-limited per user`,
    signedIn: true,
    params: idParams,
    form: { fields: messageForm, files: { part: 'files', max: MESSAGE_ATTACHMENTS_MAX } },
    reply: message,
    status: 201,
    errors: [403, 404, 429],
  },
  markConversationRead: {
    tag: 'Messages',
    summary:
      'Mark the messages up to one as read (a participant): the other participant sees them as seen',
    signedIn: true,
    params: idParams,
    body: markReadBody,
    reply: markReadReply,
    errors: [403, 404],
  },
  sendTyping: {
    tag: 'Messages',
    summary: 'Tell the other participant, over the live channel, that the caller is typing',
    signedIn: true,
    params: idParams,
    reply: typingReply,
    errors: [403, 404, 429],
  },
  getOrderConversation: {
    tag: 'Messages',
    summary: "An order's own thread between its buyer and seller (an admin reads it, read-only)",
    signedIn: true,
    params: idParams,
    reply: conversationView,
    errors: [403, 404],
  },
  getMessageAttachment: {
    tag: 'Messages',
    summary:
      "A message's file, its bytes with its own Content-Type (not the envelope): for the conversation's participants and admins (their token header, or a signed link of POST /api/file-links), 404 for anyone else; a PDF as a download. Takes Range requests (206, 416)",
    signedIn: true,
    params: idParams,
    query: signedLinkQuery,
    reply: z.string().describe("the file's bytes"),
    errors: [404, 416],
  },
  createFileLink: {
    tag: 'Files',
    summary:
      "A link to a delivered file or a message attachment that works without the token header for a short while, for the order's or conversation's participants and admins; 404 for anyone else",
    signedIn: true,
    body: fileLinkBody,
    reply: fileLink,
    errors: [404],
  },
  blockUser: {
    tag: 'Messages',
    summary: 'Block a user: they can no longer send the caller messages or start conversations',
    signedIn: true,
    params: userIdParams,
    reply: blockReply,
    errors: [403, 404],
  },
  unblockUser: {
    tag: 'Messages',
    summary: 'Unblock a user',
    signedIn: true,
    params: userIdParams,
    reply: blockReply,
    errors: [403, 404],
  },
});
