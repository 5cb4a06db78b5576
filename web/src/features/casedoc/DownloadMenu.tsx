/**
 * Download (spec §2): a menu button with PDF File and Word File. The menu follows the ARIA menu
 * button pattern: Enter, Space or Down opens it on its first item, Up on its last; the arrow keys,
 * Home and End move between the items; Escape, Tab or a click elsewhere closes it, and the focus
 * returns to the button when the menu is closed from the keyboard.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { DownloadIcon } from '../../components/icons';
import { DM } from './messages';

export type DownloadChoice = 'pdf' | 'word';

const ITEMS: readonly { choice: DownloadChoice; label: string }[] = [
  { choice: 'pdf', label: DM.PDF_FILE },
  { choice: 'word', label: DM.WORD_FILE },
];

export function DownloadMenu({ busy, onChoose }: { busy: boolean; onChoose: (choice: DownloadChoice) => void }) {
  const menuId = useId();
  const buttonId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) items.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (root.current && e.target instanceof Node && !root.current.contains(e.target)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const onButtonKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      openAt(0);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      openAt(ITEMS.length - 1);
    }
  };
  const onMenuKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const last = ITEMS.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    if (e.key in moves) {
      e.preventDefault();
      setActive(moves[e.key]);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      close(true);
    } else if (e.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div className="cd-menu" ref={root}>
      <button
        ref={button}
        id={buttonId}
        type="button"
        className="btn btn--secondary btn--md"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={busy}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKey}
      >
        <DownloadIcon width={16} height={16} />
        <span>{DM.DOWNLOAD}</span>
      </button>
      {open ? (
        <div className="cd-menu__list" role="menu" id={menuId} aria-labelledby={buttonId} tabIndex={-1} onKeyDown={onMenuKey}>
          {ITEMS.map((item, n) => (
            <button
              key={item.choice}
              ref={(el) => {
                items.current[n] = el;
              }}
              type="button"
              role="menuitem"
              className="cd-menu__item"
              tabIndex={n === active ? 0 : -1}
              onClick={() => {
                close(true);
                onChoose(item.choice);
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
