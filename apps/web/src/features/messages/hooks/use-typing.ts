import { useEffect, useRef, useState } from 'react';
import { useLiveEvents } from '../../../lib/live';

/** How long "typing…" shows after the last sign of it. */
const TYPING_SHOWN_MS = 3_000;

/** Whether the other person of a conversation is typing: shown 3 s, or until their message comes. */
export function useTyping(conversationId: number, otherId: number): boolean {
  const [typing, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  useLiveEvents((event) => {
    if (
      event.type === 'typing' &&
      event.conversationId === conversationId &&
      event.userId === otherId
    ) {
      setTyping(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setTyping(false), TYPING_SHOWN_MS);
    } else if (
      event.type === 'message' &&
      event.message.conversationId === conversationId &&
      event.message.senderId === otherId
    ) {
      clearTimeout(timer.current);
      setTyping(false);
    }
  });
  return typing;
}
