import { useEffect, useRef, useState } from 'react';
import { useMarkRead, type ConversationView, type Message } from '../../../lib/api/messages';

/**
 * Marks the conversation read up to its last message while the caller has it on screen: at once
 * when it opens with unread messages, and for each message the other person sends meanwhile.
 */
export function useMarkReadWhenSeen(view: ConversationView, userId: number, messages: Message[]) {
  const markRead = useMarkRead(view.id);
  const marked = useRef<number | null>(null);
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);

  const last = messages.at(-1);
  const lastFromOther = messages.findLast((message) => message.senderId !== userId);
  const { mutate } = markRead;
  useEffect(() => {
    if (view.readOnly || !last) return;
    // What was read before this opened needs no second mark.
    marked.current ??= view.unread > 0 ? 0 : last.id;
    if (!visible || !lastFromOther || lastFromOther.id <= marked.current) return;
    marked.current = last.id;
    mutate(last.id);
  }, [view.readOnly, view.unread, last, lastFromOther, visible, mutate]);
}
