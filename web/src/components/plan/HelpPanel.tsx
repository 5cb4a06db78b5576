import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { CloseIcon } from '../icons';
import { usePrefersReducedMotion } from '../../lib/motion';
import { parseHelpText, type HelpBlock } from '../../lib/helpText';
import { PM } from '../../config/planMessages';
import './answer.css';

/** Spec §9: the help text is typed out at 10 ms per character. */
export const TYPING_MS_PER_CHAR = 10;

interface HelpPanelProps {
  /** The panel's id; the buttons that open it name it in `aria-controls` (a click on them is not an outside click). */
  id: string;
  open: boolean;
  /** 'Instruction' or 'Model Answer'. */
  title: string;
  /** Plain text: paragraphs separated by blank lines, numbered lines "1. …". */
  text: string;
  onClose: () => void;
}

/**
 * The side panel with a question's instruction or model answer (spec §2). The text is typed out
 * character by character (all at once when the user prefers reduced motion); screen readers get
 * the whole text at once from a hidden copy. Focus moves into the panel when it opens and back to
 * the button that opened it when it closes; Escape, the close button and a click outside close it.
 * It is rendered where it is used (position fixed), so Tab leads from it to the next field.
 */
export function HelpPanel({ id, open, title, text, onClose }: HelpPanelProps) {
  if (!open) return null;
  return <OpenPanel key={`${title}\u0000${text}`} id={id} title={title} text={text} onClose={onClose} />;
}

function OpenPanel({ id, title, text, onClose }: Omit<HelpPanelProps, 'open'>) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  const { blocks, length } = useMemo(() => parseHelpText(text), [text]);
  const typed = useTypedLength(length);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented) onCloseRef.current();
    };
    const onDown = (e: MouseEvent) => {
      const target = e.target as Element | null;
      if (!target || panel.current?.contains(target)) return;
      const trigger = target.closest('[aria-controls]');
      if (trigger?.getAttribute('aria-controls')?.split(/\s+/).includes(id)) return;
      onCloseRef.current();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onDown);
    const node = panel.current;
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onDown);
      const active = document.activeElement;
      const focusWasInside = !active || active === document.body || (node !== null && node.contains(active));
      if (focusWasInside && opener && document.contains(opener)) opener.focus();
    };
  }, [id]);

  return (
    <div
      ref={panel}
      id={id}
      className="help-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <div className="help-panel__header">
        <h2 className="help-panel__title" id={titleId}>
          {title}
        </h2>
        <button type="button" className="help-panel__close" onClick={onClose} aria-label={`Close ${title}`}>
          <CloseIcon width={18} height={18} />
        </button>
      </div>
      <div className="help-panel__body">
        {title === PM.MODEL_ANSWER && <p className="help-panel__note">{PM.MODEL_ANSWER_NOTE}</p>}
        <div className="visually-hidden">
          <Blocks blocks={blocks} typed={length} />
        </div>
        <div className="help-panel__typed" aria-hidden="true" data-testid="help-panel-typed">
          <Blocks blocks={blocks} typed={typed} />
        </div>
      </div>
    </div>
  );
}

/** How many characters are shown: counts up at 10 ms per character, or all of them with reduced motion. */
function useTypedLength(length: number): number {
  const reduced = usePrefersReducedMotion();
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (reduced) return;
    const start = Date.now();
    const id = window.setInterval(() => {
      const n = Math.min(length, Math.floor((Date.now() - start) / TYPING_MS_PER_CHAR));
      setCount(n);
      if (n >= length) window.clearInterval(id);
    }, TYPING_MS_PER_CHAR);
    return () => window.clearInterval(id);
  }, [length, reduced]);
  return reduced ? length : count;
}

/** The blocks with their first `typed` characters shown; the rest keeps its place, invisible. */
function Blocks({ blocks, typed }: { blocks: HelpBlock[]; typed: number }) {
  return (
    <>
      {blocks.map((block, i) =>
        block.kind === 'paragraph' ? (
          <p key={i} className="help-panel__paragraph">
            <Typed text={block.text} offset={block.offset} typed={typed} />
          </p>
        ) : (
          <ol key={i} start={block.start} className="help-panel__list">
            {block.items.map((item, j) => (
              <li key={j} className={typed > item.offset ? undefined : 'help-panel__rest'}>
                <Typed text={item.text} offset={item.offset} typed={typed} />
              </li>
            ))}
          </ol>
        ),
      )}
    </>
  );
}

function Typed({ text, offset, typed }: { text: string; offset: number; typed: number }) {
  const shown = Math.max(0, Math.min(text.length, typed - offset));
  if (shown === text.length) return <>{text}</>;
  return (
    <>
      {text.slice(0, shown)}
      <span className="help-panel__rest">{text.slice(shown)}</span>
    </>
  );
}
