import { useEffect, useRef, useState } from 'react';
import { Icon } from '../../../components/icon';
import { useNotifications } from '../../../components/notifications';
import { useSetBlocked, type ConversationView } from '../../../lib/api/messages';
import { refusalOf } from '../../../lib/refusal';

/** Block or unblock the other person, in a small menu that Escape closes. */
export function ConversationMenu({ view }: { view: ConversationView }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const setBlocked = useSetBlocked();
  const { confirm, notify } = useNotifications();
  const blocked = view.blocked.byMe;

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector('button')?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node) && event.target !== button.current)
        setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const toggleBlock = async () => {
    close();
    if (
      !blocked &&
      !(await confirm(`Block ${view.other.name}?`, {
        detail: 'They will no longer be able to message you. You can unblock them at any time.',
        yes: 'Block',
      }))
    )
      return;
    try {
      await setBlocked.mutateAsync({ userId: view.other.id, blocked: !blocked });
      notify(
        blocked ? `${view.other.name} is unblocked.` : `${view.other.name} is blocked.`,
        'success',
      );
    } catch (error) {
      notify(refusalOf(error) ?? 'That did not work. Try again.', 'error');
    }
  };

  return (
    <div
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        aria-label="Conversation options"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((now) => !now)}
        className="flex size-9 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
      >
        <Icon name="more" className="size-5" strokeWidth={3} />
      </button>
      {open && (
        <div
          ref={menu}
          role="menu"
          className="absolute right-0 top-full z-20 mt-1 w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          <button
            type="button"
            role="menuitem"
            onClick={() => void toggleBlock()}
            className={`flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-semibold hover:bg-slate-50 ${blocked ? 'text-slate-800' : 'text-rose-700'}`}
          >
            <Icon name={blocked ? 'checkCircle' : 'remove'} className="size-4" />
            {blocked ? `Unblock ${view.other.name}` : `Block ${view.other.name}`}
          </button>
        </div>
      )}
    </div>
  );
}
